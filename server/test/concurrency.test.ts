import { demoCatalogue } from '../src/db/catalogue'
import { createHmac } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { messages } from '../../src/contract/messages'
import { SHOP_TIME_ZONE } from '../../src/contract/shopClock'
import { cartTotals, nairaToKobo } from '../../src/contract/money'
import type { Product } from '../../src/contract/types'
import { openDayFromToday } from '../../fixtures/salonDays'
import { openDatabase, type Database } from '../src/db/client'
import { auditOrders } from './audit'
import { createPostgresDatabase, testDataDir } from './harness'
import { freePort, inStockProducts, ShopClient, signUpWithAddress, START_LIMIT_MS, startShopProcess, type ShopProcess } from './shopProcess'

// Two shop processes on one PostgreSQL database, as behind a load balancer: concurrent orders,
// duplicate payment webhooks and a race for one booking slot.

const serverUrl = process.env.TEST_DATABASE_URL
const SECRET = 'sk_test_concurrency_secret'
const ORDERS = 200
// Registration is limited to 10 a minute per address, and every shopper here comes from 127.0.0.1.
const SHOPPERS = 18
const WEBHOOKS = 10
const BOOKINGS = 50
const STOCK = 7
const STOCK_ORDERS = 100

if (!serverUrl) {
  it.skip('needs PostgreSQL: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (CI does) to run two shop processes on one database', () => {})
} else {
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>>
  let database: Database
  let paystack: Server
  const shops: ShopProcess[] = []
  const dataDir = testDataDir('glow-concurrency')

  beforeAll(async () => {
    postgres = await createPostgresDatabase(serverUrl)
    // A stand-in for Paystack's initialize: the shop only needs an authorization URL back.
    paystack = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ status: true, data: { authorization_url: 'https://checkout.paystack.test/x', access_code: 'x' } }))
    })
    const paystackPort = await freePort()
    await new Promise<void>((resolve) => paystack.listen(paystackPort, '127.0.0.1', resolve))
    const env = {
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      PAYSTACK_SECRET_KEY: SECRET,
      PAYSTACK_BASE_URL: `http://127.0.0.1:${paystackPort}`,
      LOG_LEVEL: 'info',
      // All load comes from 127.0.0.1 and a few shoppers: the limits themselves are tested in trust.test.ts.
      ORDERS_PER_MINUTE: '100000',
      BOOKINGS_PER_HOUR: '100000',
    }
    // Both start at once, as two instances of a deployment do: migrations and the demo seed must not race.
    shops.push(...(await Promise.all([startShopProcess(env), startShopProcess(env)])))
    database = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 2 })
  }, START_LIMIT_MS + 30_000)

  afterAll(async () => {
    await Promise.all(shops.map((shop) => shop.stop()))
    await database?.close()
    await new Promise((resolve) => paystack?.close(resolve))
    await postgres?.drop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('seeds the demo catalogue once although both processes started together', async () => {
    const { rows } = (await database.db.execute('select count(*)::int as count from products')) as unknown as { rows: { count: number }[] }
    const listed = (await new ShopClient(shops[0]!.baseUrl).request('GET', '/api/product/list')).body.products as unknown[]
    // Every demo row once, and each listed (the shades of a group share its name).
    expect([rows[0]!.count, listed.length]).toEqual([demoCatalogue.length, demoCatalogue.length])
  })

  it(`takes ${ORDERS} concurrent cash orders across two processes: exactly ${ORDERS}, each priced to the kobo`, async () => {
    const products = await inStockProducts(new ShopClient(shops[0]!.baseUrl), 4)
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, async (_, index) => {
        const client = new ShopClient(shops[index % 2]!.baseUrl)
        const { addressId } = await signUpWithAddress(client, `buyer${index}@example.ng`)
        // Sessions live in the database: the other process knows this shopper too.
        return { client: client.withBaseUrl(shops[(index + 1) % 2]!.baseUrl), addressId }
      }),
    )
    const expected = new Map<string, number>()
    const answers = await Promise.all(
      Array.from({ length: ORDERS }, async (_, n) => {
        const { client, addressId } = shoppers[n % SHOPPERS]!
        const lines = products.slice(0, 1 + (n % 4)).map((product, line) => ({ product, quantity: 1 + ((n + line) % 5) }))
        const answer = await client.request('POST', '/api/order/cod', { items: lines.map((l) => ({ product: l.product._id, quantity: l.quantity })), address: addressId })
        if (answer.status === 201) expected.set(answer.body.orderId as string, cartTotals(lines.map((l) => ({ unitKobo: nairaToKobo(l.product.offerPrice), quantity: l.quantity }))).totalKobo)
        return answer.status
      }),
    )
    expect(answers.filter((status) => status !== 201)).toEqual([])
    const audit = await auditOrders(database.db)
    expect(audit).toMatchObject({ orders: ORDERS, withoutItems: 0, wrongAmounts: 0 })
    const { rows } = (await database.db.execute('select id, amount_kobo from orders')) as unknown as { rows: { id: string; amount_kobo: number }[] }
    expect(rows.filter((row) => expected.get(row.id) !== row.amount_kobo)).toEqual([])
    console.log(`concurrency: ${ORDERS} simultaneous cash orders from ${SHOPPERS} shoppers over 2 processes: ${audit.orders} orders kept, every amount exact`)
  }, 120_000)

  it(`sells the last ${STOCK} units once when ${STOCK_ORDERS} shoppers order them at once across two processes`, async () => {
    const [counted, uncounted] = await inStockProducts(new ShopClient(shops[0]!.baseUrl), 2)
    await database.db.execute(`update products set stock_count = ${STOCK} where id = '${counted!._id}'`)
    const linesOf = `(select count(*)::int from order_items i where i.product_id = p.id)`
    const { rows: before } = (await database.db.execute(`select ${linesOf} as lines from products p where p.id = '${counted!._id}'`)) as unknown as { rows: { lines: number }[] }
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, async (_, index) => {
        const client = new ShopClient(shops[index % 2]!.baseUrl)
        return { client, ...(await signUpWithAddress(client, `stock${index}@example.ng`)) }
      }),
    )
    const answers = await Promise.all(
      Array.from({ length: STOCK_ORDERS }, async (_, n) => {
        const { client, addressId } = shoppers[n % SHOPPERS]!
        // Every other order also asks for a product nobody counts, which must not be taken when the order is refused.
        const items = [{ product: counted!._id, quantity: 1 }, ...(n % 2 ? [{ product: uncounted!._id, quantity: 2 }] : [])]
        const answer = await client.withBaseUrl(shops[n % 2]!.baseUrl).request('POST', '/api/order/cod', { items, address: addressId })
        return { status: answer.status, message: answer.body.message }
      }),
    )
    const placed = answers.filter((answer) => answer.status === 201)
    const refused = answers.filter((answer) => answer.status === 409)
    expect([placed.length, refused.length]).toEqual([STOCK, STOCK_ORDERS - STOCK])
    expect(new Set(refused.map((answer) => answer.message))).toEqual(new Set([messages.cart.outOfStock(counted!.name)]))
    const { rows } = (await database.db.execute(
      `select p.stock_count, ${linesOf} - ${before[0]!.lines} as lines from products p where p.id = '${counted!._id}'`,
    )) as unknown as { rows: { stock_count: number; lines: number }[] }
    expect(rows[0]).toEqual({ stock_count: 0, lines: STOCK })
    expect(await auditOrders(database.db)).toMatchObject({ withoutItems: 0, wrongAmounts: 0 })
    // Both processes show it sold out: this one at once, the other within its one-second recheck.
    for (const shop of shops) {
      const shown = async () => ((await new ShopClient(shop.baseUrl).request('GET', '/api/product/list')).body.products as Product[]).find((p) => p._id === counted!._id)!.inStock
      for (const deadline = Date.now() + 3000; (await shown()) && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 100))
      expect(await shown()).toBe(false)
    }
    console.log(`concurrency: ${STOCK_ORDERS} simultaneous orders for ${STOCK} units over 2 processes: ${placed.length} placed, ${refused.length} refused with 409, stock ${rows[0]!.stock_count}`)
  }, 120_000)

  it(`marks an order paid once when ${WEBHOOKS} identical signed webhooks arrive at once at both processes`, async () => {
    const client = new ShopClient(shops[0]!.baseUrl)
    const { addressId } = await signUpWithAddress(client, 'online@example.ng')
    const [product] = await inStockProducts(client, 1)
    const started = await client.request('POST', '/api/order/paystack', { items: [{ product: product!._id, quantity: 3 }], address: addressId })
    expect(started.status).toBe(201)
    const reference = started.body.reference as string
    const amount = cartTotals([{ unitKobo: nairaToKobo(product!.offerPrice), quantity: 3 }]).totalKobo
    const raw = JSON.stringify({ event: 'charge.success', data: { reference, amount, currency: 'NGN', status: 'success' } })
    const signature = createHmac('sha512', SECRET).update(raw).digest('hex')
    const before = shops.map((shop) => shop.output().length)

    const statuses = await Promise.all(
      Array.from({ length: WEBHOOKS }, (_, n) =>
        fetch(`${shops[n % 2]!.baseUrl}/api/order/paystack/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-paystack-signature': signature }, body: raw }).then((r) => r.status),
      ),
    )
    expect(statuses).toEqual(Array(WEBHOOKS).fill(200))
    // One order, paid once: one row of the ledger for it.
    const { rows } = (await database.db.execute(`select state from payments where reference = '${reference}'`)) as unknown as { rows: { state: string }[] }
    expect(rows).toEqual([{ state: 'succeeded' }])
    const loggedNow = () => shops.flatMap((shop, index) => shop.output().slice(before[index]).split('\n')).filter((line) => line.includes('paystack charge.success'))
    // The processes' log lines reach this test through pipes, a moment after their answers: wait for them (at most 5 s).
    for (const deadline = Date.now() + 5000; loggedNow().length < WEBHOOKS && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 50))
    const logged = loggedNow()
    const paid = logged.filter((line) => line.includes('"paid":true')).length
    expect([logged.length, paid]).toEqual([WEBHOOKS, 1])
    console.log(`concurrency: ${WEBHOOKS} identical webhooks at once: ${paid} marked the order paid, ${WEBHOOKS - paid} found it already paid`)
  }, 60_000)

  it(`books one slot once when ${BOOKINGS} clients race for it across both processes`, async () => {
    const date = openDayFromToday(5)
    const statuses = await Promise.all(
      Array.from({ length: BOOKINGS }, (_, n) =>
        new ShopClient(shops[n % 2]!.baseUrl)
          .request('POST', '/api/booking', {
            category: 'hair',
            preferredEmployee: 'tolu',
            date,
            startTime: '09:00',
            service: 'makeup',
            fullName: `Client ${n}`,
            email: `client${n}@example.ng`,
            phone: '08012345678',
            paymentMethod: 'pay-on-visit',
          })
          .then((answer) => answer.status),
      ),
    )
    const booked = statuses.filter((status) => status === 201).length
    const conflicts = statuses.filter((status) => status === 409).length
    expect([booked, conflicts]).toEqual([1, BOOKINGS - 1])
    const { rows } = (await database.db.execute(`select count(*)::int as count from bookings where employee_id = 'tolu' and starts_at = ('${date} 09:00'::timestamp at time zone '${SHOP_TIME_ZONE}')`)) as unknown as { rows: { count: number }[] }
    expect(rows[0]!.count).toBe(1)
    console.log(`concurrency: ${BOOKINGS} simultaneous bookings of one slot: ${booked} booked, ${conflicts} answered 409`)
  }, 60_000)

  it('keeps serving when PostgreSQL terminates every connection of both processes', async () => {
    await database.db.execute(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`)
    await new Promise((resolve) => setTimeout(resolve, 200))
    const answers = await Promise.all(shops.map(async (shop) => (await new ShopClient(shop.baseUrl).request('GET', '/api/product/list')).status))
    expect(answers).toEqual([200, 200])
    expect(shops.every((shop) => shop.child.exitCode === null)).toBe(true)
  }, 30_000)
}
