import { and, eq, like } from 'drizzle-orm'
import { cartTotals, formatKobo, nairaToKobo, orderNumber, shopDate, shopTime } from '../../src/contract'
import { discountLabel, promotionMessages, shopMomentOf } from '../../src/contract/promotions'
import { teamMessages } from '../../src/contract/team'
import { testClock } from '../src/clock'
import { discountUses, orders, outboxMessages, payments } from '../src/db/schema'
import { cancelUnpaidOnlineOrders } from '../src/repositories/orders'
import { buildTestShop, type TestShop } from './harness'
import { addAddress, products, registerUser, sellerCookie, startOnlineOrder, teamMember, type ListedProduct } from './helpers'

// Discount codes through the real routes: the owner makes them, the cart quotes them, an order takes a use in its
// own transaction, and the limits hold under parallel orders (run on PGlite, and on PostgreSQL with TEST_DATABASE_URL).

const pc = promotionMessages.code
const clock = testClock()
let shop: TestShop
let owner: string
let product: ListedProduct
let other: ListedProduct

interface Shopper {
  cookie: string
  address: string
}

async function newShopper(): Promise<Shopper> {
  const { cookie } = await registerUser(shop)
  return { cookie, address: await addAddress(shop, cookie) }
}

/** A moment on the owner's form (shop's clock), `minutes` from the test clock's now. */
const formMoment = (minutes: number) => {
  const at = new Date(clock.nowMs() + minutes * 60_000)
  return `${shopDate(at)}T${shopTime(at)}`
}

let codes = 0
/** A new code the owner makes: 20 % off the order from a minute ago, unless `fields` say otherwise. */
async function makeCode(fields: Record<string, unknown> = {}): Promise<string> {
  codes += 1
  const code = `TEST${codes}X${Math.floor(Math.random() * 1e6)}`
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/promotions/codes',
    headers: { cookie: owner },
    payload: { code, kind: 'percent', value: 20, appliesTo: 'order', from: formMoment(-1), channel: 'both', ...fields },
  })
  if (response.statusCode !== 201) throw new Error(`code refused: ${response.body}`)
  return code
}

const order = (shopper: Shopper, code: string | undefined, quantity = 1, item = product, url = '/api/order/cod') =>
  shop.app.inject({ method: 'POST', url, headers: { cookie: shopper.cookie }, payload: { items: [{ product: item._id, quantity }], address: shopper.address, code } })

const quote = (shopper: Shopper | undefined, code: string, quantity = 1) =>
  shop.app.inject({ method: 'POST', url: '/api/order/quote', headers: shopper ? { cookie: shopper.cookie } : {}, payload: { items: [{ product: product._id, quantity }], code } })

const listed = async () => (await shop.app.inject({ method: 'GET', url: '/api/promotions/codes?limit=50', headers: { cookie: owner } })).json().codes as { code: string; uses: number; discountGiven: number; revenue: number; state: string }[]

beforeAll(async () => {
  // Hundreds of orders from a few shoppers: the per-shopper order limit is tested in trust.test.ts.
  shop = await buildTestShop({ clock, env: { ORDERS_PER_MINUTE: '100000' } })
  owner = await sellerCookie(shop)
  ;[product, other] = (await products(shop)).filter((candidate) => candidate.inStock && candidate.offerPrice > 0) as [ListedProduct, ListedProduct]
}, 60_000)
afterAll(() => shop.close())

describe('a discount code', () => {
  it('prices the order as the cart quoted it, to the kobo, typed in any case with spaces, and shows as a line of its own', async () => {
    const code = await makeCode({ value: 15 })
    const shopper = await newShopper()
    const unitKobo = nairaToKobo(product.offerPrice)
    const discount = Math.floor((unitKobo * 3 * 15) / 100)
    const expected = cartTotals([{ unitKobo, quantity: 3 }], 0, discount)

    const quoted = await quote(shopper, ` ${code.toLowerCase().slice(0, 3)} ${code.toLowerCase().slice(3)} `, 3)
    expect(quoted.statusCode).toBe(200)
    expect(quoted.json().quote).toMatchObject({ subtotal: (unitKobo * 3) / 100, discount: { code, amount: discount / 100 }, tax: expected.taxKobo / 100, total: expected.totalKobo / 100 })

    const placed = await order(shopper, code.toLowerCase(), 3)
    expect(placed.statusCode).toBe(201)
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, placed.json().orderId))
    expect([row!.amountKobo, row!.discountKobo, row!.discountCode]).toEqual([expected.totalKobo, discount, code])

    const mine = (await shop.app.inject({ method: 'GET', url: '/api/order/user', headers: { cookie: shopper.cookie } })).json().orders[0]
    expect(mine).toMatchObject({ _id: row!.id, amount: expected.totalKobo / 100, discount: { code, amount: discount / 100 } })
    const day = shopDate(clock.now())
    const sheet = await shop.app.inject({ method: 'GET', url: `/api/seller/export/orders.csv?from=${day}&to=${day}`, headers: { cookie: owner } })
    const line = sheet.body.split('\r\n').find((text) => text.startsWith(orderNumber(row!.id)))
    expect(line).toContain(`,${code},${(discount / 100).toFixed(2)},`)
    const [confirmation] = await shop.database.db.select({ text: outboxMessages.text }).from(outboxMessages).where(and(eq(outboxMessages.event, 'Order placed'), like(outboxMessages.subject, `%${orderNumber(row!.id)}%`)))
    expect(confirmation!.text).toContain(`${discountLabel(code)}: −${formatKobo(discount)}`)
    expect((await listed()).find((listedCode) => listedCode.code === code)).toMatchObject({ uses: 1, discountGiven: discount / 100, revenue: expected.totalKobo / 100, state: 'running' })
  })

  it('charges online exactly the total the cart showed: the payment asked for is the discounted amount', async () => {
    const code = await makeCode({ kind: 'amount', value: 333.33 })
    const shopper = await newShopper()
    const shown = (await quote(shopper, code, 2)).json().quote.total as number
    const reference = await startOnlineOrder(shop, shopper.cookie, { items: [{ product: product._id, quantity: 2 }], address: shopper.address, code } as never)
    const [payment] = await shop.database.db.select({ amountKobo: payments.amountKobo }).from(payments).where(eq(payments.reference, reference))
    expect(payment!.amountKobo).toBe(nairaToKobo(shown))
    expect(shown).toBe(cartTotals([{ unitKobo: nairaToKobo(product.offerPrice), quantity: 2 }], 0, 33_333).totalKobo / 100)
  })

  it('never takes more than the lines cost: naira off larger than the order leaves it free, placed as a cash order, never sent to Paystack for ₦0', async () => {
    const code = await makeCode({ kind: 'amount', value: 9_000_000 })
    const response = await quote(undefined, code)
    expect(response.json().quote).toMatchObject({ discount: { code, amount: product.offerPrice }, tax: 0, total: 0 })
    const shopper = await newShopper()
    const online = await shop.app.inject({ method: 'POST', url: '/api/order/paystack', headers: { cookie: shopper.cookie }, payload: { items: [{ product: product._id, quantity: 1 }], address: shopper.address, code } })
    expect([online.statusCode, online.json().message]).toEqual([400, pc.freeOnline])
    const cash = await order(shopper, code)
    expect(cash.statusCode).toBe(201)
    const mine = (await shop.app.inject({ method: 'GET', url: '/api/order/user', headers: { cookie: shopper.cookie } })).json().orders
    expect(mine).toEqual([expect.objectContaining({ amount: 0, discount: { code, amount: product.offerPrice } })])
  })

  it('on one product takes its discount off that product only, and says so when it is not in the cart', async () => {
    const code = await makeCode({ appliesTo: 'product', target: other._id, value: 50 })
    const refused = await quote(undefined, code)
    expect([refused.statusCode, refused.json().message]).toEqual([409, pc.productOnly(other.name)])
    const both = await shop.app.inject({ method: 'POST', url: '/api/order/quote', payload: { items: [{ product: product._id, quantity: 1 }, { product: other._id, quantity: 2 }], code } })
    expect(both.json().quote.discount).toEqual({ code, amount: Math.floor((nairaToKobo(other.offerPrice) * 2 * 50) / 100) / 100 })
  })

  it('refuses in words a shopper understands, and the order is not made', async () => {
    const shopper = await newShopper()
    const refusals: [string, number, string][] = [
      ['NOSUCHCODE', 404, pc.unknown('NOSUCHCODE')],
      [await makeCode({ minSpend: 9_000_000 }), 409, pc.minSpend(nairaToKobo(9_000_000))],
      [await makeCode({ channel: 'counter' }), 409, pc.counterOnly],
      [await makeCode({ from: formMoment(60 * 24) }), 409, expect.stringMatching(/^This code starts on /) as unknown as string],
    ]
    for (const [code, status, message] of refusals) {
      const response = await order(shopper, code)
      expect([code, response.statusCode, response.json().message]).toEqual([code, status, message])
    }
    const badly = await order(shopper, 'no!')
    expect([badly.statusCode, badly.json().message]).toEqual([400, pc.invalid])
    expect((await shop.app.inject({ method: 'GET', url: '/api/order/user', headers: { cookie: shopper.cookie } })).json().orders).toEqual([])
  })

  it('ends at its second on the clock, and a paused one waits', async () => {
    const shopper = await newShopper()
    const until = formMoment(3)
    const code = await makeCode({ until })
    const end = shopMomentOf(until)!
    await clock.set(new Date(end.getTime() - 1_000))
    expect((await quote(shopper, code)).statusCode).toBe(200)
    await clock.set(end)
    const ended = await order(shopper, code)
    expect([ended.statusCode, ended.json().message]).toEqual([409, pc.ended(end)])
    expect(pc.ended(end)).toMatch(/^This code ended on \d+ \w+ \d{4}\.$/)

    const paused = await makeCode()
    const id = (await shop.app.inject({ method: 'GET', url: '/api/promotions/codes?limit=1', headers: { cookie: owner } })).json().codes[0]._id
    expect((await shop.app.inject({ method: 'POST', url: `/api/promotions/codes/${id}/pause`, headers: { cookie: owner }, payload: { paused: true } })).statusCode).toBe(200)
    expect((await order(shopper, paused)).json().message).toBe(pc.paused)
    await shop.app.inject({ method: 'POST', url: `/api/promotions/codes/${id}/pause`, headers: { cookie: owner }, payload: { paused: false } })
    expect((await order(shopper, paused)).statusCode).toBe(201)
  })

  it('for a first order only is refused once she has ordered', async () => {
    const code = await makeCode({ firstOrderOnly: true })
    const shopper = await newShopper()
    expect((await order(shopper, code)).statusCode).toBe(201)
    const again = await order(shopper, await makeCode({ firstOrderOnly: true }))
    expect([again.statusCode, again.json().message]).toEqual([409, pc.firstOrderOnly])
  })

  it('gets its use back when the order is cancelled, or lapses unpaid', async () => {
    const code = await makeCode({ maxUses: 1 })
    const [first, second] = [await newShopper(), await newShopper()]
    const placed = await order(first, code)
    expect((await order(second, code)).json().message).toBe(pc.usedUp)
    await shop.app.inject({ method: 'POST', url: '/api/order/cancel', headers: { cookie: first.cookie }, payload: { orderId: placed.json().orderId } })
    await startOnlineOrder(shop, second.cookie, { items: [{ product: product._id, quantity: 1 }], address: second.address, code } as never)
    expect((await order(first, code)).json().message).toBe(pc.usedUp)
    // Her payment window ran out unpaid: the order is cancelled and the use is free again.
    await cancelUnpaidOnlineOrders(shop.database.db, new Date(clock.nowMs() + 24 * 3_600_000))
    expect((await order(first, code)).statusCode).toBe(201)
  })

  it('is made only by a role allowed promotions, with its code unique', async () => {
    const desk = await teamMember(shop, owner, { role: 'front-desk' })
    const refused = await shop.app.inject({ method: 'POST', url: '/api/promotions/codes', headers: { cookie: desk.cookie }, payload: {} })
    expect([refused.statusCode, refused.json().message]).toEqual([403, teamMessages.notForYourRole])
    const from = formMoment(-1)
    const code = await makeCode({ from })
    const twice = await shop.app.inject({ method: 'POST', url: '/api/promotions/codes', headers: { cookie: owner }, payload: { code: code.toLowerCase(), kind: 'percent', value: 5, appliesTo: 'order', from: formMoment(0), channel: 'both' } })
    expect([twice.statusCode, twice.json().message]).toEqual([409, promotionMessages.admin.codeTaken(code)])
    const sheet = await shop.app.inject({ method: 'GET', url: '/api/promotions/codes.csv', headers: { cookie: owner } })
    expect(sheet.headers['content-type']).toContain('text/csv')
    expect(sheet.body.split('\r\n')).toContain(`${code},20% off,The whole order,,${from.replace('T', ' ')},,both,Running,0,,,0.00,0.00`)
    expect((await shop.app.inject({ method: 'GET', url: '/api/promotions/codes.csv', headers: { cookie: desk.cookie } })).statusCode).toBe(403)
    const missing = await shop.app.inject({ method: 'POST', url: '/api/promotions/codes/00000000-0000-4000-8000-000000000000/pause', headers: { cookie: owner }, payload: { paused: true } })
    expect([missing.statusCode, missing.json().message]).toEqual([404, promotionMessages.admin.notFound])
    const unknown = await shop.app.inject({ method: 'POST', url: '/api/promotions/codes', headers: { cookie: owner }, payload: { code: 'NOSUCHTHING', kind: 'percent', value: 5, appliesTo: 'category', target: 'Socks', from: formMoment(0), channel: 'both' } })
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, promotionMessages.admin.unknownTarget])
  })
})

describe('limits under parallel orders', () => {
  it('200 orders at once on a code limited to 20 uses: exactly 20 discounted, the others told it is used up', async () => {
    const code = await makeCode({ maxUses: 20 })
    const shoppers = await Promise.all(Array.from({ length: 20 }, newShopper))
    const answers = await Promise.all(Array.from({ length: 200 }, (_, index) => order(shoppers[index % 20]!, code)))
    expect(answers.filter((answer) => answer.statusCode === 201).length).toBe(20)
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().message)).toEqual(Array(180).fill(pc.usedUp))
    const discounted = await shop.database.db.select().from(orders).where(eq(orders.discountCode, code))
    expect(discounted).toHaveLength(20)
    const uses = await shop.database.db.select().from(discountUses).where(eq(discountUses.orderId, discounted[0]!.id))
    expect(uses).toHaveLength(1)
  }, 120_000)

  it('50 orders at once by one shopper on a code of 1 per customer: one', async () => {
    const code = await makeCode({ perCustomer: 1 })
    const shopper = await newShopper()
    // Online orders: a cash order also locks her account's row (its cart is emptied), which would serialize them anyway.
    const answers = await Promise.all(Array.from({ length: 50 }, () => order(shopper, code, 1, product, '/api/order/paystack')))
    expect(answers.filter((answer) => answer.statusCode === 201).length).toBe(1)
    expect(new Set(answers.filter((answer) => answer.statusCode !== 201).map((answer) => answer.json().message))).toEqual(new Set([pc.usedAlready]))
    expect(await shop.database.db.select().from(orders).where(eq(orders.discountCode, code))).toHaveLength(1)
  }, 60_000)
})
