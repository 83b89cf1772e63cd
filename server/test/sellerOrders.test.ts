import { eq } from 'drizzle-orm'
import type { Order, OrderDetail } from '../../src/contract'
import { orderNumber } from '../../src/contract/orders'
import { orders } from '../src/db/schema'
import { markOnlineOrderPaid } from '../src/repositories/orders'
import { buildTestShop, type TestShop } from './harness'
import { addAddress, orderState, products, registerUser, sellerCookie } from './helpers'

// The seller's order list with its filters and paging, and one order's detail with its history. The file has
// a database of its own: every order in it is placed here.

let shop: TestShop
let seller: string
let productId: string
let productName: string
let ada: Shopper
let bola: Shopper

interface Shopper {
  cookie: string
  id: string
  email: string
  addressId: string
}

async function shopper(name: string, email: string): Promise<Shopper> {
  const { cookie, user } = await registerUser(shop, { name, email })
  return { cookie, id: user._id, email: user.email, addressId: await addAddress(shop, cookie) }
}

const get = (url: string, cookie = seller) => shop.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })
const post = (url: string, payload: object, cookie = seller) => shop.app.inject({ method: 'POST', url, payload, headers: { cookie } })

/** A cash order of `who`, placed at `at` (the shop's clock moved back for it); answers its id. */
async function placeCash(who: Shopper, at?: string): Promise<string> {
  const placed = await post('/api/order/cod', { items: [{ product: productId, quantity: 1 }], address: who.addressId }, who.cookie)
  if (placed.statusCode !== 201) throw new Error(`order failed: ${placed.body}`)
  const id: string = placed.json().orderId
  if (at) await shop.database.db.update(orders).set({ createdAt: new Date(at) }).where(eq(orders.id, id))
  return id
}

/** The ids the seller's list answers for this query string, every page followed, and the pages' sizes. */
async function listAll(query: string): Promise<{ ids: string[]; pages: number[] }> {
  const ids: string[] = []
  const pages: number[] = []
  let after: string | null = null
  do {
    const response = await get(`/api/order/seller?${query}${after ? `&after=${after}` : ''}`)
    expect(response.statusCode).toBe(200)
    const page = response.json() as { orders: Order[]; nextCursor: string | null }
    ids.push(...page.orders.map((order) => order._id))
    pages.push(page.orders.length)
    after = page.nextCursor
  } while (after)
  return { ids, pages }
}

const idsOf = async (query: string) => (await listAll(query)).ids

// Placed oldest first at these Lagos-relevant instants: newest first they come back reversed.
let adaEarly: string // 1 March, 23:30 in Lagos (22:30 UTC)
let adaLate: string // 2 March, 00:30 in Lagos (1 March 23:30 UTC)
let bolaMarch: string // 3 March, 10:00 in Lagos
let bolaProcessing: string // 4 March, moved to Processing
let adaPaid: string // 5 March, marked paid

beforeAll(async () => {
  shop = await buildTestShop()
  seller = await sellerCookie(shop)
  const product = (await products(shop)).find((p) => p.inStock)!
  productId = product._id
  productName = product.name
  ada = await shopper('Ada Obi', 'ada.obi@example.ng')
  bola = await shopper('Bola Ade', 'bola_100%@example.ng')
  adaEarly = await placeCash(ada, '2026-03-01T22:30:00Z')
  adaLate = await placeCash(ada, '2026-03-01T23:30:00Z')
  bolaMarch = await placeCash(bola, '2026-03-03T09:00:00Z')
  bolaProcessing = await placeCash(bola, '2026-03-04T09:00:00Z')
  adaPaid = await placeCash(ada, '2026-03-05T09:00:00Z')
  expect((await post('/api/order/status', { orderId: bolaProcessing, status: 'Processing' })).statusCode).toBe(200)
  expect((await post('/api/order/mark-paid', { orderId: adaPaid })).statusCode).toBe(200)
  // A fresh database and scrypt password hashes take more than Jest's 5 s when the machine is busy.
}, 60_000)
afterAll(() => shop.close())

const everyOrder = () => [adaPaid, bolaProcessing, bolaMarch, adaLate, adaEarly]

describe('GET /api/order/seller', () => {
  it('refuses guests with 401 and shoppers with 403', async () => {
    expect((await get('/api/order/seller', '')).statusCode).toBe(401)
    const shopperAnswer = await get('/api/order/seller?status=Processing', ada.cookie)
    expect(shopperAnswer.statusCode).toBe(403)
    expect(shopperAnswer.json().success).toBe(false)
  })

  it('lists every customer’s orders newest first, each naming its customer; the shopper’s own list does not', async () => {
    const answer = await get('/api/order/seller')
    expect(answer.statusCode).toBe(200)
    const { orders: listed, nextCursor } = answer.json() as { orders: Order[]; nextCursor: string | null }
    expect(listed.map((order) => order._id)).toEqual(everyOrder())
    expect(nextCursor).toBeNull()
    expect(listed[0]!.customer).toEqual({ _id: ada.id, name: 'Ada Obi', email: 'ada.obi@example.ng' })
    expect(listed[1]!.customer).toEqual({ _id: bola.id, name: 'Bola Ade', email: 'bola_100%@example.ng' })
    const own = (await get('/api/order/user', ada.cookie)).json().orders as Order[]
    expect(own.map((order) => order._id)).toEqual([adaPaid, adaLate, adaEarly])
    expect(own.every((order) => !('customer' in order))).toBe(true)
  })

  it('filters by status', async () => {
    expect(await idsOf('status=Processing')).toEqual([bolaProcessing])
    expect(await idsOf('status=Order%20Placed')).toEqual([adaPaid, bolaMarch, adaLate, adaEarly])
    expect(await idsOf('status=Delivered')).toEqual([])
  })

  it('filters by payment', async () => {
    expect(await idsOf('paid=yes')).toEqual([adaPaid])
    expect(await idsOf('paid=no')).toEqual([bolaProcessing, bolaMarch, adaLate, adaEarly])
  })

  it('filters by dates in Lagos time, both ends included', async () => {
    // 23:30 UTC on 1 March is already 2 March in Lagos.
    expect(await idsOf('from=2026-03-02&to=2026-03-02')).toEqual([adaLate])
    expect(await idsOf('to=2026-03-01')).toEqual([adaEarly])
    expect(await idsOf('from=2026-03-03')).toEqual([adaPaid, bolaProcessing, bolaMarch])
    expect(await idsOf('from=2026-03-02&to=2026-03-04')).toEqual([bolaProcessing, bolaMarch, adaLate])
  })

  it('searches customer names and e-mails in any case, and order numbers and ids', async () => {
    expect(await idsOf('q=ada%20OBI')).toEqual([adaPaid, adaLate, adaEarly])
    expect(await idsOf('q=BOLA_100')).toEqual([bolaProcessing, bolaMarch])
    expect(await idsOf(`q=${orderNumber(bolaMarch)}`)).toEqual([bolaMarch])
    expect(await idsOf(`q=%23${orderNumber(bolaMarch).toLowerCase()}`)).toEqual([bolaMarch])
    expect(await idsOf(`q=${adaLate.toUpperCase()}`)).toEqual([adaLate])
    expect(await idsOf('q=%20%20ade%20')).toEqual([bolaProcessing, bolaMarch])
    expect(await idsOf('q=nobody')).toEqual([])
  })

  it('takes LIKE’s wildcards in a search as the characters themselves', async () => {
    expect(await idsOf('q=%25')).toEqual([bolaProcessing, bolaMarch])
    expect(await idsOf('q=a_a')).toEqual([])
    expect(await idsOf('q=_100%25')).toEqual([bolaProcessing, bolaMarch])
  })

  it('lists one customer’s orders', async () => {
    expect(await idsOf(`customer=${bola.id}`)).toEqual([bolaProcessing, bolaMarch])
    expect(await idsOf(`customer=${ada.id.toUpperCase()}`)).toEqual([adaPaid, adaLate, adaEarly])
    expect(await idsOf('customer=00000000-0000-4000-8000-000000000000')).toEqual([])
  })

  it('combines filters, and keeps them from page to page', async () => {
    expect(await idsOf(`q=ada&paid=no&from=2026-03-02`)).toEqual([adaLate])
    expect(await idsOf(`customer=${bola.id}&status=Order%20Placed`)).toEqual([bolaMarch])
    expect(await listAll('paid=no&limit=1')).toEqual({ ids: [bolaProcessing, bolaMarch, adaLate, adaEarly], pages: [1, 1, 1, 1] })
    expect(await listAll('q=example.ng&status=Order%20Placed&limit=3')).toEqual({ ids: [adaPaid, bolaMarch, adaLate, adaEarly], pages: [3, 1] })
    expect(await listAll(`customer=${ada.id}&to=2026-03-04&limit=1`)).toEqual({ ids: [adaLate, adaEarly], pages: [1, 1] })
  })

  it('leaves out online orders never paid, and lists a paid one', async () => {
    const started = await post('/api/order/paystack', { items: [{ product: productId, quantity: 2 }], address: ada.addressId }, ada.cookie)
    expect(started.statusCode).toBe(201)
    const row = await orderState(shop.database.db, { reference: started.json().reference })
    expect(await idsOf(`customer=${ada.id}&from=2026-04-01`)).toEqual([])
    expect(await markOnlineOrderPaid(shop.database.db, { reference: row!.paymentReference!, amountKobo: row!.amountKobo, currency: 'NGN' }, new Date())).toBe(true)
    expect(await idsOf(`customer=${ada.id}&from=2026-04-01`)).toEqual([row!.id])
    await shop.database.db.delete(orders).where(eq(orders.id, row!.id))
  })

  it.each([
    ['status=Lost', 'status must be one of: Order Placed, Processing, Shipped, Ready to collect, Delivered, Cancelled.'],
    ['status=Processing&status=Shipped', 'status must be one of: Order Placed, Processing, Shipped, Ready to collect, Delivered, Cancelled.'],
    ['paid=maybe', 'paid must be yes or no.'],
    ['paid=', 'paid must be yes or no.'],
    ['from=2026-02-30', 'from must be a date written YYYY-MM-DD.'],
    ['to=yesterday', 'to must be a date written YYYY-MM-DD.'],
    ['from=2026-03-05&to=2026-03-01', 'The from date must be on or before the to date.'],
    [`q=${'a'.repeat(101)}`, 'The search must be at most 100 characters.'],
    ['customer=ada', 'customer must be the id of a customer.'],
    ['customer=', 'customer must be the id of a customer.'],
    ['sort=amount', 'Unknown filter: sort. The orders can be filtered by q, status, paid, from, to and customer.'],
    ['status=Processing&limit=0', 'limit must be a whole number from 1 to 50.'],
    ['paid=yes&after=nope', 'after must be the id of the last row of the page before.'],
  ])('answers 400 to %s', async (query, message) => {
    const answer = await get(`/api/order/seller?${query}`)
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toEqual({ success: false, message })
  })

  it('takes an empty search as no search', async () => {
    expect(await idsOf('q=%20')).toEqual(everyOrder())
  })
})

describe('GET /api/order/seller/:id', () => {
  it('refuses guests with 401 and shoppers with 403, even for their own order', async () => {
    expect((await get(`/api/order/seller/${adaEarly}`, '')).statusCode).toBe(401)
    expect((await get(`/api/order/seller/${adaEarly}`, ada.cookie)).statusCode).toBe(403)
  })

  it('answers 404 to an unknown id, a malformed one and an online order never paid', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', orderNumber(adaEarly)]) {
      const answer = await get(`/api/order/seller/${id}`)
      expect(answer.statusCode).toBe(404)
      expect(answer.json()).toEqual({ success: false, message: 'Order not found' })
    }
    const started = await post('/api/order/paystack', { items: [{ product: productId, quantity: 1 }], address: bola.addressId }, bola.cookie)
    const row = await orderState(shop.database.db, { reference: started.json().reference })
    expect((await get(`/api/order/seller/${row!.id}`)).statusCode).toBe(404)
    await shop.database.db.delete(orders).where(eq(orders.id, row!.id))
  })

  it('shows the customer, the lines as ordered, the payment and every step of the history in order', async () => {
    const id = await placeCash(bola)
    for (const step of ['Processing', 'paid', 'Shipped', 'Delivered']) {
      const answer = step === 'paid' ? await post('/api/order/mark-paid', { orderId: id }) : await post('/api/order/status', { orderId: id, status: step })
      expect(answer.statusCode).toBe(200)
    }
    const answer = await get(`/api/order/seller/${id.toUpperCase()}`)
    expect(answer.statusCode).toBe(200)
    const { success, order } = answer.json() as { success: boolean; order: OrderDetail }
    expect(success).toBe(true)
    expect(order).toMatchObject({
      _id: id,
      customer: { _id: bola.id, name: 'Bola Ade', email: 'bola_100%@example.ng' },
      items: [{ quantity: 1, product: { _id: productId, name: productName } }],
      address: { _id: bola.addressId, firstName: 'Ada', city: 'Lekki' },
      paymentType: 'COD',
      paymentReference: null,
      status: 'Delivered',
      isPaid: true,
    })
    expect(Date.parse(order.paidAt!)).toBeGreaterThanOrEqual(Date.parse(order.createdAt))
    expect(order.history.map(({ event, actor }) => [event, actor])).toEqual([
      ['Order Placed', 'customer'],
      ['Processing', 'seller'],
      ['Paid', 'seller'],
      ['Shipped', 'seller'],
      ['Delivered', 'seller'],
    ])
    const times = order.history.map((event) => Date.parse(event.at))
    expect(times).toEqual([...times].sort((a, b) => a - b))
  })

  it('shows a paid online order’s reference and the payment provider in its history', async () => {
    const started = await post('/api/order/paystack', { items: [{ product: productId, quantity: 2 }], address: ada.addressId }, ada.cookie)
    const reference: string = started.json().reference
    const row = await orderState(shop.database.db, { reference })
    await markOnlineOrderPaid(shop.database.db, { reference, amountKobo: row!.amountKobo, currency: 'NGN' }, new Date())
    const { order } = (await get(`/api/order/seller/${row!.id}`)).json() as { order: OrderDetail }
    expect(order).toMatchObject({ paymentType: 'Online', isPaid: true, paymentReference: reference, amount: row!.amountKobo / 100 })
    expect(order.history.map(({ event, actor }) => [event, actor])).toEqual([
      ['Order Placed', 'customer'],
      ['Paid', 'payment'],
    ])
    await shop.database.db.delete(orders).where(eq(orders.id, row!.id))
  })
})
