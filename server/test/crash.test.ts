import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '../src/db/client'
import { demoCatalogue } from '../src/db/catalogue'
import { createPostgresDatabase } from './harness'
import { auditOrders } from './audit'
import { inStockProducts, ShopClient, signUpWithAddress, START_LIMIT_MS, startShopProcess, type ShopProcess } from './shopProcess'

// kill -9 the real server while shoppers place cash orders, start it again on the same data:
// every order that was answered 2xx is there, and no order is half-written. The requests the kill cut
// off are sent again with their Idempotency-Key, as the checkout does: each ends as exactly one order.

/** What the process logged at warn or above, but the start's notices that an outside service is not set (its messages are kept). */
const problemsIn = (output: string) => output.split('\n').filter((line) => /"level":(40|50|60)/.test(line) && !/ is not set: /.test(line))

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const databaseName = onPostgres ? 'PostgreSQL' : 'embedded PGlite'
const dataDir = path.join(os.tmpdir(), `glow-crash-${randomBytes(4).toString('hex')}`)
const WORKERS = 8
const KILL_AFTER = 25

let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined
let shop: ShopProcess | undefined

beforeAll(async () => {
  if (onPostgres) postgres = await createPostgresDatabase(process.env.TEST_DATABASE_URL!)
})

afterAll(async () => {
  await shop?.crash()
  await postgres?.drop()
  await rm(dataDir, { recursive: true, force: true })
})

const openShopData = () =>
  postgres ? openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 2 }) : openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') })

it(`keeps every acknowledged cash order through a kill -9 mid-load (${databaseName})`, async () => {
  // One shopper places orders as fast as the server takes them: the per-shopper limit is not what is tested here.
  const env = { DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '', ORDERS_PER_MINUTE: '100000' }
  shop = await startShopProcess(env)
  const shopper = new ShopClient(shop.baseUrl)
  const { addressId } = await signUpWithAddress(shopper, 'crash@example.ng')
  const products = await inStockProducts(shopper, 3)

  const acknowledged: string[] = []
  const refused: { status: number; body: unknown }[] = []
  const cutOff: { key: string; items: unknown }[] = []
  let killed = false
  let placed = 0
  const running = shop
  async function worker(): Promise<void> {
    while (!killed) {
      const n = placed++
      const items = products.slice(0, 1 + (n % 3)).map((product, line) => ({ product: product._id, quantity: 1 + ((n + line) % 4) }))
      const key = `crash-order-${n}`
      try {
        const answer = await shopper.request('POST', '/api/order/cod', { items, address: addressId }, { 'idempotency-key': key })
        if (answer.status === 201) acknowledged.push(answer.body.orderId as string)
        else refused.push(answer)
      } catch {
        cutOff.push({ key, items })
      }
      if (acknowledged.length >= KILL_AFTER && !killed) {
        killed = true
        await running.crash()
      }
    }
  }
  await Promise.all(Array.from({ length: WORKERS }, worker))
  expect(refused).toEqual([])
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER)

  shop = await startShopProcess(env)
  expect(problemsIn(shop.output())).toEqual([])
  const again = new ShopClient(shop.baseUrl)
  expect((await again.request('POST', '/api/user/login', { email: 'crash@example.ng', password: 'correct-horse-9' })).status).toBe(200)
  const listed: { _id: string; items: unknown[]; amount: number }[] = []
  for (let after = ''; ; ) {
    const { body } = await again.request('GET', `/api/order/user?limit=50${after}`)
    listed.push(...(body.orders as typeof listed))
    if (!body.nextCursor) break
    after = `&after=${String(body.nextCursor)}`
  }
  expect(listed.map((order) => order._id)).toEqual(expect.arrayContaining(acknowledged))
  // The shopper tries the cut-off orders again: those the database had committed come back as they were.
  let replayed = 0
  for (const { key, items } of cutOff) {
    const retry = await again.request('POST', '/api/order/cod', { items, address: addressId }, { 'idempotency-key': key })
    expect(retry.status).toBe(201)
    if (retry.headers.get('idempotent-replayed') === 'true') replayed += 1
  }
  const after = await again.request('POST', '/api/order/cod', { items: [{ product: products[0]!._id, quantity: 1 }], address: addressId })
  expect(after.status).toBe(201)
  await shop.stop()
  expect(problemsIn(shop.output())).toEqual([])
  shop = undefined

  const database = await openShopData()
  try {
    const audit = await auditOrders(database.db)
    // One order per request, whether its answer arrived, was cut off and replayed, or was cut off and placed now.
    expect(audit).toMatchObject({ withoutItems: 0, wrongAmounts: 0, orders: acknowledged.length + cutOff.length + 1 })
    expect(listed.length).toBe(acknowledged.length + replayed)
    expect(acknowledged.every((id) => audit.ids.has(id))).toBe(true)
    const { rows } = (await database.db.execute('select count(*)::int as count from products')) as unknown as { rows: { count: number }[] }
    expect(rows[0]!.count).toBe(demoCatalogue.length)
    console.log(
      `crash test (${databaseName}): ${acknowledged.length} cash orders answered 201 before kill -9, ${cutOff.length} requests cut off by it; ` +
        `after restart ${listed.length} orders found, all ${acknowledged.length} acknowledged kept, ${audit.withoutItems} half-written, ${audit.wrongAmounts} mispriced; ` +
        `the ${cutOff.length} cut off sent again: ${replayed} found already made, ${cutOff.length - replayed} placed, none twice`,
    )
  } finally {
    await database.close()
  }
}, 2 * START_LIMIT_MS + 60_000)
