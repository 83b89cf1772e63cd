import { createHmac } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq, like } from 'drizzle-orm'
import { DEFAULT_PATCH_TEST_NOTE, type BookingFields } from '../../src/contract'
import { openDayFromToday } from '../../fixtures/salonDays'
import { testClock, type Clock } from '../src/clock'
import { bookings, outboxMessages } from '../src/db/schema'
import { lapseExpiredHolds } from '../src/repositories/bookings'
import { buildTestShop, type TestShop } from './harness'
import { makeupCardBooking, nextIp, sellerCookie } from './helpers'
import { bookingOfReference, depositsOf } from '../src/repositories/payments'

// A card booking pays a deposit through Paystack (a stand-in for api.paystack.co here) and holds its time
// until paid; transfer and pay-on-visit book at once.

const SECRET = 'sk_test_glow_deposit_secret'

/** Transactions the stand-in was asked to start; tests decide their fate. */
const transactions = new Map<string, { body: Record<string, unknown>; status: string }>()
let paystack: Server
let shop: TestShop

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = ''
    request.on('data', (chunk) => (data += chunk))
    request.on('end', () => resolve(data))
  })

/** A shop whose gateway is the stand-in, with its own database (and its own clock when given). */
const paystackShop = (env: Record<string, string> = {}, clock?: Clock) =>
  buildTestShop({ ...(clock && { clock }), env: { PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: `http://127.0.0.1:${(paystack.address() as AddressInfo).port}`, PUBLIC_URL: 'https://shop.glowbeauty.ng', ...env } })

beforeAll(async () => {
  paystack = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (request.headers.authorization !== `Bearer ${SECRET}`) return send(401, { status: false, message: 'Invalid key' })
    if (request.method === 'POST' && request.url === '/transaction/initialize') {
      const body = JSON.parse(await readBody(request))
      transactions.set(body.reference, { body, status: 'abandoned' })
      return send(200, { status: true, data: { authorization_url: `https://checkout.paystack.test/${body.reference}`, reference: body.reference } })
    }
    const verify = request.url?.match(/^\/transaction\/verify\/(.+)$/)
    const transaction = verify && transactions.get(decodeURIComponent(verify[1]!))
    if (request.method === 'GET' && transaction) {
      return send(200, { status: true, data: { reference: transaction.body.reference, status: transaction.status, amount: transaction.body.amount, currency: 'NGN' } })
    }
    return send(404, { status: false, message: 'Transaction reference not found' })
  })
  await new Promise<void>((resolve) => paystack.listen(0, '127.0.0.1', resolve))
  shop = await paystackShop()
})
afterAll(async () => {
  await shop.close()
  await new Promise((resolve) => paystack.close(resolve))
})

/** Makeup with Tolu (₦35,000): a card booking pays 30 % of it ahead by default. */
const booking = (fields: Partial<BookingFields> = {}): BookingFields => makeupCardBooking(fields)

const book = (on: TestShop, fields: Partial<BookingFields> = {}) => on.app.inject({ method: 'POST', url: '/api/booking', payload: booking(fields), remoteAddress: nextIp() })

/** The booking a deposit's reference is for, with when the ledger says its deposit was paid. */
async function rowOf(on: TestShop, reference: string) {
  const id = (await bookingOfReference(on.database.db, reference))!
  const [row] = await on.database.db.select().from(bookings).where(eq(bookings.id, id))
  const deposit = (await depositsOf(on.database.db, [id])).get(id)!
  return { ...row!, depositPaidAt: deposit.state === 'succeeded' ? deposit.settledAt : null }
}

/** The keys of the e-mails enqueued about a booking. */
const mailsOf = async (on: TestShop, bookingId: string) =>
  (await on.database.db.select({ key: outboxMessages.key, event: outboxMessages.event }).from(outboxMessages).where(like(outboxMessages.key, `booking:${bookingId}:%`))).map((mail) => mail.event).sort()

function webhook(on: TestShop, event: unknown, secret = SECRET) {
  const raw = JSON.stringify(event)
  return on.app.inject({
    method: 'POST',
    url: '/api/order/paystack/webhook',
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-paystack-signature': createHmac('sha512', secret).update(raw).digest('hex') },
  })
}

const chargeSuccess = (reference: string, amount: number) => ({ event: 'charge.success', data: { reference, status: 'success', amount, currency: 'NGN' } })

const depositState = async (on: TestShop, reference: string) => (await on.app.inject({ method: 'GET', url: `/api/booking/deposit?reference=${reference}` })).json()

/** Has the wizard offered the time with Tolu? */
const offered = async (on: TestShop, date: string, time: string) => {
  const { slots } = (await on.app.inject({ method: 'GET', url: `/api/booking/availability?category=hair&service=makeup&date=${date}` })).json()
  return slots.some((slot: { time: string; room: Record<string, number> }) => slot.time === time && 'tolu' in slot.room)
}

describe('a card booking with a deposit', () => {
  it('holds the time and starts a Paystack transaction for 30 % of the price, in kobo, sending no confirmation yet', async () => {
    const date = openDayFromToday(5)
    const response = await book(shop, { date })
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body.message).toBe('Redirecting to pay your deposit')
    expect(body.reference).toMatch(/^glow_[0-9a-f]{24}$/)
    expect(body.authorization_url).toBe(`https://checkout.paystack.test/${body.reference}`)
    expect(body.booking).toMatchObject({ status: 'awaiting-deposit', deposit: 10500, depositPaidAt: null, employeeId: 'tolu', price: 35000 })
    expect(transactions.get(body.reference)!.body).toEqual({
      email: 'kemi@example.ng',
      amount: 1050000,
      currency: 'NGN',
      reference: body.reference,
      callback_url: 'https://shop.glowbeauty.ng/api/booking/deposit/verify',
    })
    const row = await rowOf(shop, body.reference)
    expect(row.holdUntil!.getTime() - row.createdAt.getTime()).toBeGreaterThan(14 * 60_000)
    expect(row.holdUntil!.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000)
    expect(await mailsOf(shop, row.id)).toEqual([])
    // Held: nobody else gets the time, and the wizard does not offer it.
    expect(await offered(shop, date, '10:00')).toBe(false)
    const rival = await book(shop, { date, paymentMethod: 'pay-on-visit', email: 'rival@example.ng' })
    expect(rival.statusCode).toBe(409)
    expect((await depositState(shop, body.reference)).state).toBe('pending')
  })

  it('is confirmed once by a signed charge.success: the confirmation goes out once, a replay changes nothing, a forged one is refused', async () => {
    const { reference } = (await book(shop, { startTime: '11:00' })).json()
    const { id } = await rowOf(shop, reference)
    const forged = await webhook(shop, chargeSuccess(reference, 1050000), 'sk_test_someone_else')
    expect(forged.statusCode).toBe(401)
    expect((await rowOf(shop, reference)).status).toBe('awaiting-deposit')
    // The wrong sum confirms nothing.
    expect((await webhook(shop, chargeSuccess(reference, 100))).statusCode).toBe(200)
    expect((await rowOf(shop, reference)).status).toBe('awaiting-deposit')
    for (let delivery = 0; delivery < 3; delivery += 1) expect((await webhook(shop, chargeSuccess(reference, 1050000))).statusCode).toBe(200)
    const row = await rowOf(shop, reference)
    expect(row.status).toBe('confirmed')
    expect(row.depositPaidAt).toBeInstanceOf(Date)
    expect(await mailsOf(shop, id)).toEqual(['Booking made', 'Booking reminder', 'New booking (to you)'])
    const state = await depositState(shop, reference)
    expect(state).toMatchObject({ success: true, state: 'paid', booking: { status: 'confirmed', reference: row.reference, deposit: 10500 } })
  })

  it('is confirmed when the client comes back from a successful payment, and lets go of the time when it failed', async () => {
    const date = openDayFromToday(6)
    const paid = (await book(shop, { date, startTime: '12:00' })).json()
    transactions.get(paid.reference)!.status = 'success'
    const back = await shop.app.inject({ method: 'GET', url: `/api/booking/deposit/verify?reference=${paid.reference}` })
    expect(back.statusCode).toBe(302)
    expect(back.headers.location).toBe(`/booking?deposit=${paid.reference}`)
    expect((await rowOf(shop, paid.reference)).status).toBe('confirmed')

    const failed = (await book(shop, { date, startTime: '13:00' })).json()
    transactions.get(failed.reference)!.status = 'failed'
    expect((await shop.app.inject({ method: 'GET', url: `/api/booking/deposit/verify?reference=${failed.reference}` })).headers.location).toBe(`/booking?deposit=${failed.reference}`)
    expect((await depositState(shop, failed.reference)).state).toBe('failed')
    // The client (or anyone) can take the time again at once.
    expect(await offered(shop, date, '13:00')).toBe(true)
    expect((await book(shop, { date, startTime: '13:00', paymentMethod: 'transfer' })).json().booking.status).toBe('confirmed')
    // A payment still under way keeps its hold.
    const transfer = (await book(shop, { date, startTime: '14:00' })).json()
    transactions.get(transfer.reference)!.status = 'pending'
    await shop.app.inject({ method: 'GET', url: `/api/booking/deposit/verify?reference=${transfer.reference}` })
    expect((await depositState(shop, transfer.reference)).state).toBe('pending')
  })

  it('answers 404 for a deposit reference that is no booking’s, and sends a bad one back to the wizard', async () => {
    const unknown = await shop.app.inject({ method: 'GET', url: '/api/booking/deposit?reference=glow_000000000000000000000000' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('We could not find that deposit payment. Please book again.')
    expect((await shop.app.inject({ method: 'GET', url: '/api/booking/deposit?reference=x%27;drop' })).statusCode).toBe(404)
    expect((await shop.app.inject({ method: 'GET', url: '/api/booking/deposit/verify?reference=nope' })).headers.location).toBe('/booking')
  })

  it('lets exactly one of 12 concurrent card bookings of a time hold it', async () => {
    const date = openDayFromToday(7)
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => book(shop, { date, startTime: '15:00', email: `race${n}@example.ng` })))
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array<number>(11).fill(409)])
  })

  it('keeps the owner from confirming or moving a held booking; she may cancel it', async () => {
    const cookie = await sellerCookie(shop)
    const { booking: held } = (await book(shop, { date: openDayFromToday(8), startTime: '09:00' })).json()
    const complete = await shop.app.inject({ method: 'POST', url: `/api/booking/seller/${held._id}/status`, headers: { cookie }, payload: { status: 'completed' } })
    expect(complete.statusCode).toBe(409)
    expect(complete.json().message).toBe('This booking is waiting for its deposit: you can cancel it, or let its hold run out.')
    const move = await shop.app.inject({ method: 'POST', url: `/api/booking/seller/${held._id}/move`, headers: { cookie }, payload: { employeeId: 'tolu', date: held.date, startTime: '16:00' } })
    expect(move.statusCode).toBe(409)
    const cancel = await shop.app.inject({ method: 'POST', url: `/api/booking/seller/${held._id}/status`, headers: { cookie }, payload: { status: 'cancelled' } })
    expect(cancel.json().booking.status).toBe('cancelled')
  })
})

describe('the owner’s deposit percentage', () => {
  it('is 30 by default, the owner’s alone to set, 0 to 100; at 0 a card booking is booked at once', async () => {
    const own = await paystackShop()
    try {
      const cookie = await sellerCookie(own)
      const settings = (payload?: Record<string, unknown>, headers: Record<string, string> = { cookie }) =>
        payload === undefined
          ? own.app.inject({ method: 'GET', url: '/api/booking/seller/settings', headers })
          : own.app.inject({ method: 'PATCH', url: '/api/booking/seller/settings', headers, payload })
      expect((await settings()).json().settings).toEqual({ depositPercent: 30, clientChangeCutoffHours: 12, patchTestNote: DEFAULT_PATCH_TEST_NOTE })
      expect((await settings({ depositPercent: 10 }, {})).statusCode).toBe(401)
      expect((await settings({ depositPercent: 'half' })).statusCode).toBe(400)
      for (const wrong of [101, -1, 12.5]) {
        const refused = await settings({ depositPercent: wrong })
        expect(refused.statusCode).toBe(400)
        expect(refused.json().message).toBe('The deposit must be a whole percentage from 0 to 100')
      }
      expect((await settings({ depositPercent: 50 })).json()).toMatchObject({ success: true, settings: { depositPercent: 50 } })
      const half = (await book(own, { startTime: '09:00' })).json()
      expect(transactions.get(half.reference)!.body.amount).toBe(1750000)
      await settings({ depositPercent: 0 })
      const atOnce = await book(own, { startTime: '10:00' })
      expect(atOnce.statusCode).toBe(201)
      expect(atOnce.json()).not.toHaveProperty('authorization_url')
      expect(atOnce.json().booking).toMatchObject({ status: 'confirmed', deposit: 0 })
      expect(await mailsOf(own, atOnce.json().booking._id)).toContain('Booking made')
    } finally {
      await own.close()
    }
  })
})

describe('a hold whose deposit never comes', () => {
  it('keeps the time until the hold runs out, then frees it for the next client; a late payment confirms nothing', async () => {
    // The test clock runs on with real time between its jumps: a minute's margin either side, so a loaded machine's
    // slow requests cannot carry the hold past its end before the test looks.
    const HOLD_SECONDS = 600
    const clock = testClock()
    const brief = await paystackShop({ BOOKING_HOLD_SECONDS: String(HOLD_SECONDS) }, clock)
    try {
      const date = openDayFromToday(5)
      const held = (await book(brief, { date, startTime: '16:00' })).json()
      expect(held.booking.status).toBe('awaiting-deposit')
      // Before the hold runs out (a minute before): the time is not free.
      await clock.advance(HOLD_SECONDS * 1000 - 60_000)
      expect(await offered(brief, date, '16:00')).toBe(false)
      const early = await book(brief, { date, startTime: '16:00', paymentMethod: 'pay-on-visit', email: 'next@example.ng' })
      expect(early.statusCode).toBe(409)
      expect((await depositState(brief, held.reference)).state).toBe('pending')
      await clock.advance(60_000)
      // After: offered again, and many clients at once find it free, exactly one gets it.
      expect(await offered(brief, date, '16:00')).toBe(true)
      expect((await depositState(brief, held.reference)).state).toBe('expired')
      const racing = await Promise.all(Array.from({ length: 8 }, (_, n) => book(brief, { date, startTime: '16:00', paymentMethod: 'pay-on-visit', email: `next${n}@example.ng` })))
      expect(racing.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array<number>(7).fill(409)])
      expect((await rowOf(brief, held.reference)).status).toBe('cancelled')
      // The deposit paid too late confirms nothing: the time is someone else's.
      expect((await webhook(brief, chargeSuccess(held.reference, 1050000))).statusCode).toBe(200)
      expect((await rowOf(brief, held.reference)).status).toBe('cancelled')
      expect(await mailsOf(brief, held.booking._id)).toEqual([])
      // The sweeper lets go of holds that ran out with nobody asking for their time.
      const other = (await book(brief, { date, startTime: '17:00' })).json()
      expect(await lapseExpiredHolds(brief.database.db, clock.now())).toBe(0)
      await clock.advance(HOLD_SECONDS * 1000)
      expect(await lapseExpiredHolds(brief.database.db, clock.now())).toBe(1)
      expect((await rowOf(brief, other.reference)).status).toBe('cancelled')
    } finally {
      await brief.close()
    }
  })
})
