import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq, like } from 'drizzle-orm'
import { ANY_EMPLOYEE, type BookingFields } from '../../src/contract'
import { DESK_DEPOSIT_HOLD_HOURS } from '../../src/contract/noShow'
import { openDayFromToday } from '../../fixtures/salonDays'
import { testClock } from '../src/clock'
import { bookingFees, bookings, outboxMessages, payments, savedCards } from '../src/db/schema'
import { lapseExpiredHolds } from '../src/repositories/bookings'
import { buildTestShop, type TestShop } from './harness'
import { makeupCardBooking, nextIp, sellerCookie } from './helpers'

// The owner's no-show policy: deposits asked by link at the desk (held, then lapsed), a card kept with the first card
// payment, a no-show's fee charged once through Paystack's charge_authorization, a late cancellation's fee recorded.

const SECRET = 'sk_test_glow_noshow_secret'
const AUTHORIZATION = 'AUTH_glow_test_code'

/** A stand-in for api.paystack.co: initialized transactions (tests decide their fate), and every charge_authorization asked. */
const transactions = new Map<string, { body: Record<string, unknown>; status: string }>()
const charges: Record<string, unknown>[] = []
let paystack: Server
let shop: TestShop
let owner: string
const clock = testClock()

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = ''
    request.on('data', (chunk) => (data += chunk))
    request.on('end', () => resolve(data))
  })

/** Paystack's authorization object of its test card, as verify and charge_authorization answer it. */
const card = { authorization_code: AUTHORIZATION, bin: '408408', last4: '4081', exp_month: '12', exp_year: '2030', channel: 'card', card_type: 'visa ', bank: 'TEST BANK', brand: 'visa', reusable: true, signature: 'SIG_glow_test' }

beforeAll(async () => {
  paystack = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (request.headers.authorization !== `Bearer ${SECRET}`) return send(401, { status: false, message: 'Invalid key' })
    if (request.method === 'POST' && request.url === '/transaction/initialize') {
      const body = JSON.parse(await readBody(request))
      transactions.set(body.reference, { body, status: 'abandoned' })
      return send(200, { status: true, data: { authorization_url: `https://checkout.paystack.test/${body.reference}`, reference: body.reference } })
    }
    if (request.method === 'POST' && request.url === '/transaction/charge_authorization') {
      const body = JSON.parse(await readBody(request))
      charges.push(body)
      const known = body.authorization_code === AUTHORIZATION && body.email === 'kemi@example.ng'
      return send(200, { status: true, message: 'Charge attempted', data: { reference: body.reference, amount: body.amount, currency: 'NGN', status: known ? 'success' : 'failed', gateway_response: known ? 'Approved' : 'Declined', authorization: card } })
    }
    const verify = request.url?.match(/^\/transaction\/verify\/(.+)$/)
    const transaction = verify && transactions.get(decodeURIComponent(verify[1]!))
    if (request.method === 'GET' && transaction) {
      const { body, status } = transaction
      return send(200, { status: true, data: { reference: body.reference, status, amount: body.amount, currency: 'NGN', authorization: status === 'success' ? card : undefined, customer: { email: body.email } } })
    }
    return send(404, { status: false, message: 'Transaction reference not found' })
  })
  await new Promise<void>((resolve) => paystack.listen(0, '127.0.0.1', resolve))
  shop = await buildTestShop({ clock, env: { PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: `http://127.0.0.1:${(paystack.address() as AddressInfo).port}`, PUBLIC_URL: 'https://shop.glowbeauty.ng' } })
  owner = await sellerCookie(shop)
  // Makeup (₦35,000): 20 % ahead, a 24-hour window, a ₦5,000 fee, the card kept. Facial (₦25,000): a 10 % fee inside a month.
  for (const policy of [
    { service: 'makeup', depositKind: 'percent', depositValue: 20, depositWho: 'everyone', windowHours: 24, feeKind: 'naira', feeValue: 5000, keepCard: true },
    { service: 'facial', depositKind: 'none', windowHours: 720, feeKind: 'percent', feeValue: 10 },
  ]) {
    expect((await shop.app.inject({ method: 'PUT', url: '/api/booking/seller/policies', headers: { cookie: owner }, payload: policy })).statusCode).toBe(200)
  }
})
afterAll(async () => {
  await shop.close()
  await new Promise((resolve) => paystack.close(resolve))
})

const wizardBooking = (fields: Partial<BookingFields> & { keepCard?: boolean } = {}) => makeupCardBooking(fields)
const book = (fields: Parameters<typeof wizardBooking>[0] = {}) => shop.app.inject({ method: 'POST', url: '/api/booking', payload: wizardBooking(fields), remoteAddress: nextIp() })
const asOwner = (method: 'GET' | 'POST', url: string, payload?: object) => shop.app.inject({ method, url, headers: { cookie: owner }, ...(payload && { payload }) })

/** Whether the wizard offers the time with Tolu. */
const offered = async (date: string, time: string) => {
  const { slots } = (await shop.app.inject({ method: 'GET', url: `/api/booking/availability?category=hair&service=makeup&date=${date}` })).json()
  return slots.some((slot: { time: string; room: Record<string, number> }) => slot.time === time && 'tolu' in slot.room)
}

describe('the policy in the wizard', () => {
  it('says the deposit and the fee of the visit in plain words, with their amounts, and refuses a bad policy with its message', async () => {
    const { policy } = (await shop.app.inject({ method: 'GET', url: '/api/booking/policy?category=hair&service=makeup' })).json()
    expect(policy).toMatchObject({ deposit: 7000, fee: 5000, windowHours: 24, keepCard: true })
    expect(policy.words.join(' ')).toContain('A deposit of ₦7,000 is paid ahead by card')
    expect(policy.words.join(' ')).toContain('Cancelling less than 24 hours before your appointment, or not coming, costs a fee of ₦5,000.')
    const bad = await asOwner('POST', '/api/booking/seller/policies', {})
    expect(bad.statusCode).toBe(404)
    const refused = await shop.app.inject({ method: 'PUT', url: '/api/booking/seller/policies', headers: { cookie: owner }, payload: { service: 'makeup', depositKind: 'percent', depositValue: 150, feeKind: 'none' } })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe('A deposit percentage must be a whole number from 1 to 100')
  })
})

describe('a phone booking with a deposit link', () => {
  it('holds the time, sends her the link, and at its hour frees the time and tells her', async () => {
    const date = openDayFromToday(5)
    const made = await asOwner('POST', '/api/booking/seller/new', {
      category: 'hair', preferredEmployee: 'tolu', date, startTime: '15:00', service: 'makeup', moreServices: [], fullName: 'Halima Musa', email: 'halima@example.ng', phone: '0803 555 0123', phoneMessages: false, askDeposit: true,
    })
    expect(made.statusCode).toBe(201)
    const { booking, depositLink, message } = made.json()
    expect(message).toBe(`Booked and held for ${DESK_DEPOSIT_HOLD_HOURS} hours: the deposit link is on its way to her`)
    expect(booking).toMatchObject({ status: 'awaiting-deposit', deposit: 7000 })
    expect(depositLink).toMatch(/^https:\/\/shop\.glowbeauty\.ng\/api\/booking\/deposit\/pay\/glow_[0-9a-f]{24}$/)
    const sent = await shop.database.db.select().from(outboxMessages).where(like(outboxMessages.key, `booking:${booking._id}:%`))
    expect(sent.find((mail) => mail.event === 'Deposit link')!.text).toContain(depositLink)
    const page = await shop.app.inject({ method: 'GET', url: new URL(depositLink).pathname })
    expect(page.body).toContain('₦7,000')
    expect(await offered(date, '15:00')).toBe(false)
    // A minute before its hour the time is still hers; at its hour it is free again, and her message is due.
    await clock.advance(DESK_DEPOSIT_HOLD_HOURS * 3_600_000 - 60_000)
    expect(await offered(date, '15:00')).toBe(false)
    await clock.advance(60_000)
    expect(await offered(date, '15:00')).toBe(true)
    expect(await lapseExpiredHolds(shop.database.db, clock.now())).toBeGreaterThanOrEqual(1)
    const [row] = await shop.database.db.select().from(bookings).where(eq(bookings.id, booking._id))
    expect(row!.status).toBe('cancelled')
    const lapse = (await shop.database.db.select().from(outboxMessages).where(like(outboxMessages.key, `booking:${booking._id}:reminder:lapse%`)))[0]!
    expect(lapse.event).toBe('Deposit hold released')
    expect(lapse.status).toBe('queued')
    expect(lapse.sendAfter!.getTime()).toBeLessThanOrEqual(clock.nowMs())
    expect((await shop.app.inject({ method: 'GET', url: new URL(depositLink).pathname })).body).toContain('expired or was already paid')
  })
})

describe('a card kept for the no-show fee', () => {
  it('keeps the card of her deposit (sealed), and charges the policy’s fee once through charge_authorization, whatever the taps', async () => {
    const held = (await book({ keepCard: true, startTime: '11:00', date: openDayFromToday(6) })).json()
    expect(held.booking.status).toBe('awaiting-deposit')
    transactions.get(held.reference)!.status = 'success'
    expect((await shop.app.inject({ method: 'GET', url: `/api/booking/deposit/verify?reference=${held.reference}` })).statusCode).toBe(302)
    const [kept] = await shop.database.db.select().from(savedCards).where(eq(savedCards.bookingId, held.booking._id))
    expect(kept).toMatchObject({ last4: '4081', brand: 'visa', email: 'kemi@example.ng', clientPhone: '+2348035550111' })
    expect(kept!.sealedAuthorization).not.toContain(AUTHORIZATION)
    // She did not come.
    const missed = await asOwner('POST', `/api/booking/seller/${held.booking._id}/status`, { status: 'no-show', early: true })
    expect(missed.statusCode).toBe(200)
    const { fee } = (await asOwner('GET', `/api/booking/seller/${held.booking._id}/fee`)).json()
    expect(fee).toEqual({ reason: 'no-show', amount: 5000, state: 'due', card: { last4: '4081', brand: 'visa' }, failure: null })
    // A double tap and requests in parallel: one charge.
    const answers = await Promise.all(Array.from({ length: 6 }, () => asOwner('POST', `/api/booking/seller/${held.booking._id}/fee/charge`)))
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409])
    expect(answers.find((answer) => answer.statusCode === 200)!.json()).toMatchObject({ message: '₦5,000 charged', fee: { state: 'charged', amount: 5000 } })
    expect(charges).toHaveLength(1)
    expect(charges[0]).toEqual({ authorization_code: AUTHORIZATION, email: 'kemi@example.ng', amount: 500000, currency: 'NGN', reference: expect.stringMatching(/^glow_[0-9a-f]{24}$/) })
    const ledger = await shop.database.db.select().from(payments).where(and(eq(payments.bookingId, held.booking._id), eq(payments.kind, 'fee')))
    expect(ledger).toEqual([expect.objectContaining({ amountKobo: 500000, state: 'succeeded', reference: charges[0]!.reference })])
    const told = await shop.database.db.select().from(outboxMessages).where(like(outboxMessages.key, `booking:${held.booking._id}:fee-charged%`))
    expect(told.map((mail) => mail.event)).toEqual(['Fee charged'])
    expect((await asOwner('POST', `/api/booking/seller/${held.booking._id}/fee/charge`)).statusCode).toBe(409)
    expect((await asOwner('POST', `/api/booking/seller/${held.booking._id}/fee/waive`)).statusCode).toBe(409)
  })
})

describe('a late cancellation by the client', () => {
  it('is said before she cancels and records the policy’s fee; without a card the owner may waive it', async () => {
    const made = await shop.app.inject({
      method: 'POST',
      url: '/api/booking',
      remoteAddress: nextIp(),
      payload: wizardBooking({ category: 'massage', preferredEmployee: ANY_EMPLOYEE, service: 'facial', paymentMethod: 'pay-on-visit', phone: '08035550999', email: 'bisi@example.ng', fullName: 'Bisi Ade' }),
    })
    expect(made.statusCode).toBe(201)
    const { booking, manageToken } = made.json()
    const view = (await shop.app.inject({ method: 'GET', url: `/api/booking/manage/${manageToken}` })).json()
    expect(view.booking.cancelWords).toBe('Cancelling now is late: a fee of ₦2,500 applies.')
    expect((await shop.app.inject({ method: 'POST', url: `/api/booking/manage/${manageToken}/cancel` })).statusCode).toBe(200)
    const [fee] = await shop.database.db.select().from(bookingFees).where(eq(bookingFees.bookingId, booking._id))
    // 10 % of ₦25,000, as the policy says.
    expect(fee).toMatchObject({ reason: 'late-cancellation', amountKobo: 250000, state: 'due' })
    const charge = await asOwner('POST', `/api/booking/seller/${booking._id}/fee/charge`)
    expect(charge.statusCode).toBe(409)
    expect(charge.json().message).toBe('No card is kept for this client: ask her to pay the fee, or waive it.')
    const waived = await asOwner('POST', `/api/booking/seller/${booking._id}/fee/waive`)
    expect(waived.json()).toMatchObject({ message: 'Fee waived', fee: { state: 'waived' } })
  })
})
