import { createHmac } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { like } from 'drizzle-orm'
import { cartTotals, nairaToKobo, orderNumber, paths } from '../../src/contract'
import { orders, outboxMessages } from '../src/db/schema'
import { paystackGateway } from '../src/payments/paystack'
import { REFUND_SWEEP_GRACE_MINUTES, sweepUnrequestedRefunds as sweep } from '../src/actions/refunds'
import { moveOrderStatus } from '../src/repositories/orderStatus'
import { buildTestShop, type TestShop } from './harness'
import { addAddress, orderState, products, registerUser, sellerCookie, type ListedProduct } from './helpers'

const SECRET = 'sk_test_glow_fake_secret'

/** A stand-in for api.paystack.co: remembers initialized transactions; tests decide their fate. */
interface FakeTransaction {
  body: Record<string, unknown>
  authorization: string | undefined
  status: string
  amount: number
  currency: string
}
const transactions = new Map<string, FakeTransaction>()
/** The refunds asked of it, in order. */
const refunds: { body: Record<string, unknown>; authorization: string | undefined }[] = []
let failInitialize = false
let failRefund = false
let paystack: Server
let baseUrl: string

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = ''
    request.on('data', (chunk) => (data += chunk))
    request.on('end', () => resolve(data))
  })

let shop: TestShop
let product: ListedProduct

beforeAll(async () => {
  paystack = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (request.headers.authorization !== `Bearer ${SECRET}`) return send(401, { status: false, message: 'Invalid key' })
    if (request.method === 'POST' && request.url === '/transaction/initialize') {
      if (failInitialize) return send(500, { status: false, message: 'Down for maintenance' })
      const body = JSON.parse(await readBody(request))
      transactions.set(body.reference, { body, authorization: request.headers.authorization, status: 'abandoned', amount: body.amount, currency: body.currency })
      return send(200, { status: true, data: { authorization_url: `https://checkout.paystack.test/${body.reference}`, reference: body.reference } })
    }
    if (request.method === 'POST' && request.url === '/refund') {
      const body = JSON.parse(await readBody(request))
      refunds.push({ body, authorization: request.headers.authorization })
      if (failRefund) return send(400, { status: false, message: 'Transaction has been fully reversed' })
      return send(200, { status: true, message: 'Refund has been queued for processing', data: { transaction: { reference: body.transaction }, amount: body.amount, currency: 'NGN', status: 'pending' } })
    }
    const verify = request.url?.match(/^\/transaction\/verify\/(.+)$/)
    const transaction = verify && transactions.get(decodeURIComponent(verify[1]!))
    if (request.method === 'GET' && transaction) {
      const { status, amount, currency } = transaction
      return send(200, { status: true, data: { reference: transaction.body.reference, status, amount, currency } })
    }
    return send(404, { status: false, message: 'Transaction reference not found' })
  })
  await new Promise<void>((resolve) => paystack.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(paystack.address() as AddressInfo).port}`
  shop = await buildTestShop({ env: { PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: baseUrl, PUBLIC_URL: 'https://shop.glowbeauty.ng' } })
  product = (await products(shop)).find((p) => p.inStock)!
})
afterAll(async () => {
  await shop.close()
  await new Promise((resolve) => paystack.close(resolve))
})

const get = (url: string, cookie = '') => shop.app.inject({ method: 'GET', url, headers: { cookie } })

async function startPayment(quantity = 2) {
  const { cookie, user } = await registerUser(shop)
  const address = await addAddress(shop, cookie)
  await shop.app.inject({ method: 'POST', url: '/api/cart/update', headers: { cookie }, payload: { cartItems: { [product._id]: quantity } } })
  const response = await shop.app.inject({ method: 'POST', url: '/api/order/paystack', headers: { cookie }, payload: { items: [{ product: product._id, quantity }], address } })
  expect(response.statusCode).toBe(201)
  const { reference, authorization_url } = response.json()
  return { cookie, user, reference: reference as string, authorizationUrl: authorization_url as string, transaction: transactions.get(reference)! }
}

const orderOf = (reference: string) => orderState(shop.database.db, { reference })

function webhook(event: unknown, sign: (raw: string) => string | undefined = (raw) => createHmac('sha512', SECRET).update(raw).digest('hex')) {
  const raw = JSON.stringify(event)
  const signature = sign(raw)
  return shop.app.inject({
    method: 'POST',
    url: '/api/order/paystack/webhook',
    payload: raw,
    headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'x-paystack-signature': signature }) },
  })
}

const chargeSuccess = (transaction: FakeTransaction, changes: Partial<{ amount: number; currency: string }> = {}) => ({
  event: 'charge.success',
  data: { reference: transaction.body.reference, status: 'success', amount: transaction.amount, currency: 'NGN', ...changes },
})

describe('Paystack initialize', () => {
  it('starts a transaction with the e-mail, the amount in kobo, NGN, our reference and callback', async () => {
    const { user, reference, authorizationUrl, transaction } = await startPayment(3)
    expect(authorizationUrl).toBe(`https://checkout.paystack.test/${reference}`)
    expect(reference).toMatch(/^glow_[0-9a-f]{24}$/)
    const order = await orderOf(reference)
    expect(transaction.authorization).toBe(`Bearer ${SECRET}`)
    expect(transaction.body).toEqual({
      email: user.email,
      amount: order.amountKobo,
      currency: 'NGN',
      reference,
      callback_url: 'https://shop.glowbeauty.ng/api/order/paystack/verify',
    })
    expect(order.amountKobo).toBe(cartTotals([{ unitKobo: nairaToKobo(product.offerPrice), quantity: 3 }]).totalKobo)
    expect(order.isPaid).toBe(false)
  })

  it('answers 502 with a clear message and keeps no order when Paystack fails', async () => {
    failInitialize = true
    try {
      const { cookie } = await registerUser(shop)
      const address = await addAddress(shop, cookie)
      const before = await shop.database.db.$count(orders)
      const response = await shop.app.inject({ method: 'POST', url: '/api/order/paystack', headers: { cookie }, payload: { items: [{ product: product._id, quantity: 1 }], address } })
      expect(response.statusCode).toBe(502)
      expect(response.json()).toEqual({ success: false, message: 'Online payment is not available right now. Please try again or choose cash on delivery.' })
      expect(await shop.database.db.$count(orders)).toBe(before)
    } finally {
      failInitialize = false
    }
  })
})

describe('Paystack verify', () => {
  it('marks the order paid when Paystack says success with our amount, then sends the browser to /order-success', async () => {
    const { cookie, reference, transaction } = await startPayment()
    transaction.status = 'success'
    const response = await get(`/api/order/paystack/verify?reference=${reference}&trxref=${reference}`)
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe(paths.orderPlaced(orderNumber((await orderOf(reference)).id)))
    expect((await orderOf(reference)).isPaid).toBe(true)
    expect((await get('/api/order/user', cookie)).json().orders).toHaveLength(1)
    expect((await get('/api/user/is-auth', cookie)).json().user.cartItems).toEqual({})
  })

  it.each([
    ['an abandoned payment', { status: 'abandoned' }],
    ['a smaller amount', { status: 'success', amount: 100 }],
    ['another currency', { status: 'success', currency: 'USD' }],
  ])('sends %s to /order-failure and leaves the order unpaid', async (_case, fate) => {
    const { cookie, reference, transaction } = await startPayment()
    Object.assign(transaction, fate)
    const response = await get(`/api/order/paystack/verify?reference=${reference}`)
    expect(response.headers.location).toBe('/order-failure')
    expect((await orderOf(reference)).isPaid).toBe(false)
    expect((await get('/api/order/user', cookie)).json().orders).toEqual([])
    expect((await get('/api/user/is-auth', cookie)).json().user.cartItems).toEqual({ [product._id]: 2 })
  })

  it.each(['pending', 'ongoing', 'processing', 'queued'])('sends a payment Paystack still calls %s to the awaiting page, the order awaiting its webhook', async (status) => {
    const { cookie, reference, transaction } = await startPayment()
    transaction.status = status
    const response = await get(`/api/order/paystack/verify?reference=${reference}`)
    expect(response.headers.location).toBe(paths.orderPlaced(orderNumber((await orderOf(reference)).id), reference))
    expect((await get(`/api/order/payment-status?reference=${reference}`, cookie)).json().payment).toBe('awaiting')
    expect((await get('/api/order/user', cookie)).json().orders).toMatchObject([{ isPaid: false, awaitingPayment: true }])
    await webhook(chargeSuccess(transaction))
    expect((await get(`/api/order/payment-status?reference=${reference}`, cookie)).json().payment).toBe('paid')
  })

  it('has no sandbox checkout page when a secret key is set', async () => {
    const { reference } = await startPayment()
    expect((await get(`/api/order/paystack/sandbox?reference=${reference}`)).statusCode).toBe(404)
  })
})

describe('Paystack webhook', () => {
  it('marks the order paid exactly once for a signed charge.success, however often it is replayed', async () => {
    const { cookie, reference, transaction } = await startPayment()
    const first = await webhook(chargeSuccess(transaction))
    expect(first.statusCode).toBe(200)
    const paid = await orderOf(reference)
    expect(paid.isPaid).toBe(true)
    expect(paid.paidAt).toBeInstanceOf(Date)
    expect((await get('/api/user/is-auth', cookie)).json().user.cartItems).toEqual({})

    // The shopper fills a new cart; a replayed event must neither pay again nor empty it.
    await shop.app.inject({ method: 'POST', url: '/api/cart/update', headers: { cookie }, payload: { cartItems: { [product._id]: 1 } } })
    const replays = await Promise.all([1, 2, 3].map(() => webhook(chargeSuccess(transaction))))
    expect(replays.map((r) => r.statusCode)).toEqual([200, 200, 200])
    expect((await orderOf(reference)).paidAt).toEqual(paid.paidAt)
    expect((await get('/api/user/is-auth', cookie)).json().user.cartItems).toEqual({ [product._id]: 1 })
    expect((await get('/api/order/user', cookie)).json().orders).toHaveLength(1)
  })

  it.each([
    ['no signature', () => undefined],
    ['a signature with another key', (raw: string) => createHmac('sha512', 'sk_test_attacker').update(raw).digest('hex')],
    ['a signature of another body', () => createHmac('sha512', SECRET).update('{}').digest('hex')],
    ['a malformed signature', () => 'not-hex'],
  ])('answers 401 to %s and pays nothing', async (_case, sign) => {
    const { reference, transaction } = await startPayment()
    const response = await webhook(chargeSuccess(transaction), sign)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ success: false, message: 'Invalid signature' })
    expect((await orderOf(reference)).isPaid).toBe(false)
  })

  it.each([
    ['a smaller amount', { amount: 100 }],
    ['a larger amount', { amount: 10_000_000 }],
    ['another currency', { currency: 'GHS' }],
  ])('answers 200 to a signed event with %s but pays nothing', async (_case, changes) => {
    const { reference, transaction } = await startPayment()
    const response = await webhook(chargeSuccess(transaction, changes))
    expect(response.statusCode).toBe(200)
    expect((await orderOf(reference)).isPaid).toBe(false)
  })

  it('answers 200 to other signed events and ignores them', async () => {
    const { reference, transaction } = await startPayment()
    expect((await webhook({ event: 'transfer.success', data: { reference, amount: transaction.amount, currency: 'NGN' } })).statusCode).toBe(200)
    expect((await webhook({ event: 'charge.success', data: { reference: 'someone-else', amount: 1, currency: 'NGN', status: 'success' } })).statusCode).toBe(200)
    expect((await orderOf(reference)).isPaid).toBe(false)
  })
})

describe('Paystack refunds', () => {
  async function paidOrder() {
    const payment = await startPayment()
    expect((await webhook(chargeSuccess(payment.transaction))).statusCode).toBe(200)
    const order = await orderOf(payment.reference)
    return { ...payment, order }
  }
  const cancelByShopper = (cookie: string, orderId: string) => shop.app.inject({ method: 'POST', url: '/api/order/cancel', headers: { cookie }, payload: { orderId } })
  const refundEvent = (name: 'refund.processed' | 'refund.failed', reference: string, amount: number, changes: Record<string, unknown> = {}) => ({
    event: name,
    data: { status: name === 'refund.processed' ? 'processed' : 'failed', transaction_reference: reference, refund_reference: 'TRF_1x2y3z', amount, currency: 'NGN', domain: 'test', ...changes },
  })
  const historyOf = async (cookie: string, orderId: string) => (await get('/api/order/user', cookie)).json().orders.find((o: { _id: string }) => o._id === orderId)

  it('refunds a cancelled paid order through /refund, then marks it Refunded once from a signed refund.processed', async () => {
    const { cookie, reference, order } = await paidOrder()
    const asked = refunds.length
    const cancelled = await cancelByShopper(cookie, order.id)
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json()).toMatchObject({ message: 'Order cancelled. Your payment is being refunded to your card or account.', order: { status: 'Cancelled', refund: 'Refund pending' } })
    expect(refunds.slice(asked)).toEqual([{ body: { transaction: reference, amount: order.amountKobo }, authorization: `Bearer ${SECRET}` }])

    // Unsigned, or for another amount or currency: nothing changes.
    expect((await webhook(refundEvent('refund.processed', reference, order.amountKobo), () => undefined)).statusCode).toBe(401)
    expect((await webhook(refundEvent('refund.processed', reference, order.amountKobo - 1))).statusCode).toBe(200)
    expect((await webhook(refundEvent('refund.processed', reference, order.amountKobo, { currency: 'USD' }))).statusCode).toBe(200)
    expect((await orderOf(reference)).refundStatus).toBe('Refund pending')

    const replies = await Promise.all([1, 2, 3].map(() => webhook(refundEvent('refund.processed', reference, order.amountKobo))))
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200])
    expect((await orderOf(reference)).refundStatus).toBe('Refunded')
    // A late refund.failed of the same refund changes nothing either.
    await webhook(refundEvent('refund.failed', reference, order.amountKobo))
    expect((await historyOf(cookie, order.id)).refund).toBe('Refunded')
    const seller = await shop.app.inject({ method: 'GET', url: `/api/order/seller/${order.id}`, headers: { cookie: await sellerCookie(shop) } })
    expect(seller.json().order.history.map((step: { event: string; actor: string }) => `${step.event} by ${step.actor}`)).toEqual([
      'Order Placed by customer',
      'Paid by payment',
      'Cancelled by customer',
      'Refund pending by customer',
      'Refunded by payment',
    ])
  })

  it('marks the refund failed from a signed refund.failed, for the seller to act on; a later refund.processed still settles it', async () => {
    const { reference, order } = await paidOrder()
    const seller = await sellerCookie(shop)
    const cancelled = await shop.app.inject({ method: 'POST', url: '/api/order/status', headers: { cookie: seller }, payload: { orderId: order.id, status: 'Cancelled' } })
    expect(cancelled.json().order).toMatchObject({ status: 'Cancelled', refund: 'Refund pending' })
    await webhook(refundEvent('refund.failed', reference, order.amountKobo))
    await webhook(refundEvent('refund.failed', reference, order.amountKobo))
    expect((await orderOf(reference)).refundStatus).toBe('Refund failed')
    // The seller retries it in the Paystack dashboard, and that one goes through.
    await webhook(refundEvent('refund.processed', reference, order.amountKobo))
    expect((await orderOf(reference)).refundStatus).toBe('Refunded')
  })

  it('marks the refund failed at once when Paystack refuses it', async () => {
    const { cookie, reference, order } = await paidOrder()
    failRefund = true
    try {
      const cancelled = await cancelByShopper(cookie, order.id)
      expect(cancelled.statusCode).toBe(200)
      expect((await orderOf(reference)).refundStatus).toBe('Refund failed')
      expect((await orderOf(reference)).status).toBe('Cancelled')
    } finally {
      failRefund = false
    }
  })

  it('asks no refund for an online order that was never paid, nor for a refund event of an order without one', async () => {
    const { reference, transaction } = await startPayment()
    const asked = refunds.length
    const seller = await sellerCookie(shop)
    const order = await orderOf(reference)
    await shop.app.inject({ method: 'POST', url: '/api/order/status', headers: { cookie: seller }, payload: { orderId: order.id, status: 'Cancelled' } })
    await webhook(refundEvent('refund.processed', reference, transaction.amount))
    expect(refunds.length).toBe(asked)
    expect((await orderOf(reference)).refundStatus).toBeNull()
  })
})


describe('refund e-mails', () => {
  const refundEvent = (name: 'refund.processed' | 'refund.failed', reference: string, amount: number) => ({
    event: name,
    data: { status: name === 'refund.processed' ? 'processed' : 'failed', transaction_reference: reference, refund_reference: 'TRF_9z8y7x', amount, currency: 'NGN', domain: 'test' },
  })
  /** Who was told what about this order's refund: `event to recipient`, as the outbox holds them. */
  const refundMail = async (orderId: string) =>
    (await shop.database.db.select().from(outboxMessages).where(like(outboxMessages.key, `order:${orderId}:Refund%`)))
      .map((message) => `${message.event} to ${message.recipient}`)
      .sort()
  async function cancelledPaidOrder() {
    const payment = await startPayment(1)
    await webhook(chargeSuccess(payment.transaction))
    const order = await orderOf(payment.reference)
    expect((await shop.app.inject({ method: 'POST', url: '/api/order/cancel', headers: { cookie: payment.cookie }, payload: { orderId: order.id } })).statusCode).toBe(200)
    return { ...payment, order }
  }

  it('tells the shopper once that her refund was processed, however often the webhook comes', async () => {
    const { reference, order, user } = await cancelledPaidOrder()
    expect(await refundMail(order.id)).toEqual([])
    await Promise.all([1, 2, 3].map(() => webhook(refundEvent('refund.processed', reference, order.amountKobo))))
    await webhook(refundEvent('refund.processed', reference, order.amountKobo))
    expect(await refundMail(order.id)).toEqual([`Refund processed to ${user.email}`])
    const [message] = await shop.database.db.select().from(outboxMessages).where(like(outboxMessages.key, `order:${order.id}:Refunded:%`))
    expect(message!.text).toContain(`₦${(order.amountKobo / 100).toLocaleString('en-NG')}`)
  })

  it('tells the shopper and the owner once that a refund failed', async () => {
    const { reference, order, user } = await cancelledPaidOrder()
    await webhook(refundEvent('refund.failed', reference, order.amountKobo))
    await webhook(refundEvent('refund.failed', reference, order.amountKobo))
    expect(await refundMail(order.id)).toEqual([`Refund failed (to you) to ${shop.config.sellerEmail}`, `Refund failed to ${user.email}`])
  })

  it('tells them too when Paystack refuses the refund request', async () => {
    failRefund = true
    try {
      const { order, user } = await cancelledPaidOrder()
      expect(await refundMail(order.id)).toEqual([`Refund failed (to you) to ${shop.config.sellerEmail}`, `Refund failed to ${user.email}`])
    } finally {
      failRefund = false
    }
  })
})

describe('the refund sweeper', () => {
  /** The shop's parts the sweeper uses, as the shop builds them: its database, the real Paystack client (against the stand-in), its mail. */
  const parts = () => ({
    db: shop.database.db,
    payments: paystackGateway(SECRET, baseUrl),
    log: shop.app.log,
    clock: shop.clock,
    mail: { context: { publicUrl: shop.config.publicUrl, ownerEmail: shop.config.sellerEmail, clock: shop.clock }, wake: () => undefined },
  })
  const sweepUnrequestedRefunds = (_app: unknown, now = shop.clock.now()) => sweep(parts(), now)
  /** A paid order cancelled as if the process stopped before asking for its refund: the cancellation alone is committed. */
  async function cancelledWithoutRequest() {
    const payment = await startPayment(1)
    await webhook(chargeSuccess(payment.transaction))
    const order = await orderOf(payment.reference)
    expect((await moveOrderStatus(shop.database.db, order.id, 'Order Placed', 'Cancelled', { actor: 'customer' })).refund).toEqual({ reference: payment.reference, amountKobo: order.amountKobo })
    return { ...payment, order }
  }
  const later = (minutes: number) => new Date(Date.now() + minutes * 60_000)
  const askedFor = (reference: string) => refunds.filter((refund) => refund.body.transaction === reference).length

  it('asks once for a refund never requested, after its grace period', async () => {
    const { reference, order } = await cancelledWithoutRequest()
    expect((await orderOf(reference)).refundRequestedAt).toBeNull()
    // Within the grace period the cancelling request may still be asking: the sweeper leaves it.
    await sweepUnrequestedRefunds(shop.app)
    expect(askedFor(reference)).toBe(0)

    expect(await sweepUnrequestedRefunds(shop.app, later(REFUND_SWEEP_GRACE_MINUTES + 1))).toBeGreaterThanOrEqual(1)
    expect(refunds.filter((refund) => refund.body.transaction === reference).map((refund) => refund.body)).toEqual([{ transaction: reference, amount: order.amountKobo }])
    expect(await orderOf(reference)).toMatchObject({ refundStatus: 'Refund pending', refundRequestedAt: expect.any(Date) })
    // Recorded: later sweeps ask nothing more.
    await sweepUnrequestedRefunds(shop.app, later(REFUND_SWEEP_GRACE_MINUTES + 30))
    expect(askedFor(reference)).toBe(1)
    await webhook({ event: 'refund.processed', data: { status: 'processed', transaction_reference: reference, amount: order.amountKobo, currency: 'NGN' } })
    expect((await orderOf(reference)).refundStatus).toBe('Refunded')
  })

  it('never asks again for a refund the cancellation asked for', async () => {
    const { cookie, reference, order } = await (async () => {
      const payment = await startPayment(1)
      await webhook(chargeSuccess(payment.transaction))
      return { ...payment, order: await orderOf(payment.reference) }
    })()
    await shop.app.inject({ method: 'POST', url: '/api/order/cancel', headers: { cookie }, payload: { orderId: order.id } })
    expect((await orderOf(reference)).refundRequestedAt).toEqual(expect.any(Date))
    await sweepUnrequestedRefunds(shop.app, later(REFUND_SWEEP_GRACE_MINUTES + 1))
    expect(askedFor(reference)).toBe(1)
  })

  it('marks the refund failed, and says so, when Paystack refuses the swept request', async () => {
    const { reference, order } = await cancelledWithoutRequest()
    failRefund = true
    try {
      await sweepUnrequestedRefunds(shop.app, later(REFUND_SWEEP_GRACE_MINUTES + 1))
    } finally {
      failRefund = false
    }
    expect(await orderOf(reference)).toMatchObject({ refundStatus: 'Refund failed', refundRequestedAt: null })
    const mail = await shop.database.db.select().from(outboxMessages).where(like(outboxMessages.key, `order:${order.id}:Refund failed:%`))
    expect(mail).toHaveLength(2)
    await sweepUnrequestedRefunds(shop.app, later(REFUND_SWEEP_GRACE_MINUTES + 30))
    expect(askedFor(reference)).toBe(1)
  })
})
