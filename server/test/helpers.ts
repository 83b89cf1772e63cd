import { openDayFromToday } from '../../fixtures/salonDays'
import { and, desc, eq, like, sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { emailVerifications, orders, outboxMessages, passwordResets, payments, users, salonCategories, salonServices, salonStaff, salonStaffCategories, salonStaffHours } from '../src/db/schema'
import type { TestShop } from './harness'
import type { Db } from '../src/db/client'
import { findOrderByReference } from '../src/repositories/orders'
import { moneyOfOrders } from '../src/repositories/payments'
import type { LedgerMethod, PaymentRowState } from '../../src/contract/payments'
import { hashToken } from '../src/tools/tokens'
import type { VisitRows } from '../src/salon/schedule'
import { lagosAddress } from '../../fixtures/address'
import { addDays, shopDate, type BookingFields, type DeskBookingFields } from '../../src/contract'

let lastHost = 0
/** A client address of its own, so the 10-per-minute login limit throttles only the test about it. */
export const nextIp = () => {
  lastHost += 1
  return `10.1.${Math.floor(lastHost / 250)}.${(lastHost % 250) + 1}`
}

/** The newest code sent by SMS to prove `phone` (+234…) in My Account, as the outbox keeps it. */
export async function phoneCodeSentTo(shop: TestShop, phone: string): Promise<string> {
  const [sms] = await shop.database.db
    .select({ text: outboxMessages.text })
    .from(outboxMessages)
    .where(and(like(outboxMessages.key, 'phone-code:%'), eq(outboxMessages.recipient, phone)))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1)
  const code = /code is (\d+)/.exec(sms?.text ?? '')?.[1]
  if (!code) throw new Error(`no code was sent to ${phone}`)
  return code
}

/** The shopper makes `phone` her number for messages in My Account, as a person does: saved, then the code sent to it typed back. */
export async function provePhone(shop: TestShop, cookie: string, phone: string, channel: 'sms' | 'whatsapp'): Promise<LightMyRequestResponse> {
  const asked = await shop.app.inject({ method: 'PUT', url: '/api/messages/preferences', headers: { cookie }, payload: { phone, channel, consent: true } })
  if (asked.statusCode !== 202) throw new Error(`saving the number answered ${asked.statusCode} ${asked.body}`)
  const code = await phoneCodeSentTo(shop, asked.json().pending.phone)
  return shop.app.inject({ method: 'POST', url: '/api/messages/preferences/confirm', headers: { cookie }, payload: { code } })
}

/** `name=value` of a cookie the answer sets, ready for a Cookie header. */
export function cookieFrom(response: LightMyRequestResponse, name: string): string {
  const cookie = response.cookies.find((c) => c.name === name)
  if (!cookie) throw new Error(`no ${name} cookie in ${response.statusCode} ${response.body}`)
  return `${name}=${cookie.value}`
}

let lastUser = 0
export async function registerUser(shop: TestShop, fields: Partial<{ name: string; email: string; password: string }> = {}) {
  lastUser += 1
  const payload = { name: 'Ada Obi', email: `ada${lastUser}-${Date.now()}@example.ng`, password: 'correct-horse', ...fields }
  const response = await shop.app.inject({ method: 'POST', url: '/api/user/register', payload, remoteAddress: nextIp() })
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`)
  return { cookie: cookieFrom(response, 'glow_session'), user: response.json().user as { _id: string; email: string }, password: payload.password }
}

export async function sellerCookie(shop: TestShop): Promise<string> {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/seller/login',
    payload: { email: shop.config.sellerEmail, password: shop.config.sellerPassword },
    remoteAddress: nextIp(),
  })
  return cookieFrom(response, 'glow_seller')
}

export { lagosAddress }

export async function addAddress(shop: TestShop, cookie: string): Promise<string> {
  const response = await shop.app.inject({ method: 'POST', url: '/api/address/add', headers: { cookie }, payload: { address: lagosAddress } })
  if (response.statusCode !== 201) throw new Error(`address failed: ${response.body}`)
  return response.json().address._id
}

export interface ListedProduct {
  _id: string
  name: string
  offerPrice: number
  price: number
  inStock: boolean
}

export async function products(shop: TestShop): Promise<ListedProduct[]> {
  return (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products
}

export interface Part {
  name: string
  value?: string
  file?: { filename: string; type: string; data: Buffer }
}

/** A multipart body as a browser's FormData sends it. */
export async function multipart(parts: readonly Part[]) {
  const form = new FormData()
  for (const part of parts) {
    if (part.file) form.append(part.name, new Blob([new Uint8Array(part.file.data)], { type: part.file.type }), part.file.filename)
    else form.append(part.name, part.value ?? '')
  }
  const request = new Request('http://shop.test/', { method: 'POST', body: form })
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } }
}

/**
 * The shopper's online order, paid on the sandbox checkout page as her browser would (Pay, then back
 * through verify); answers the payment reference.
 */
export async function placePaidOnlineOrder(shop: TestShop, cookie: string, order: { items: { product: string; quantity: number }[]; address: string }): Promise<string> {
  const reference = await startOnlineOrder(shop, cookie, order)
  const pay = await shop.app.inject({ method: 'POST', url: '/api/order/paystack/sandbox', payload: `reference=${reference}&outcome=pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
  const verify = await shop.app.inject({ method: 'GET', url: pay.headers.location as string })
  if (!String(verify.headers.location).startsWith('/order-success?order=')) throw new Error(`online payment failed: ${verify.statusCode} ${verify.headers.location}`)
  return reference
}

/** The shopper's online order, left unpaid (she never pays on the provider's page); answers the payment reference. */
export async function startOnlineOrder(shop: TestShop, cookie: string, order: { items: { product: string; quantity: number }[]; address: string }): Promise<string> {
  const response = await shop.app.inject({ method: 'POST', url: '/api/order/paystack', headers: { cookie }, payload: order })
  if (response.statusCode !== 201) throw new Error(`online order failed: ${response.body}`)
  return response.json().reference
}

/**
 * Puts the server's repeating timers (the catalogue's rechecks, the outbox and expiry pollers) on Jest's clock,
 * for a test that moves it on instead of sleeping; timeouts, I/O and Date stay real. Call it before building the shop.
 */
export const fakeRepeatingTimers = () =>
  jest.useFakeTimers({
    doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout'],
  })

let lastMember = 0
/** The token of the newest invitation link e-mailed to `email`, read from the outbox as its reader would. */
export async function invitationToken(shop: TestShop, email: string): Promise<string> {
  const { rows } = (await shop.database.db.execute(
    sql`select text from outbox_messages where recipient = ${email} and event = 'Team invitation' order by created_at desc limit 1`,
  )) as unknown as { rows: { text: string }[] }
  const token = /invitation=([\w-]+)/.exec(rows[0]?.text ?? '')?.[1]
  if (!token) throw new Error(`no invitation e-mailed to ${email}`)
  return token
}

/** A member the owner invites; unless `join` is false she sets her password from the link and logs in. */
export async function teamMember(shop: TestShop, owner: string, fields: { role: 'owner' | 'front-desk' | 'stylist'; staffId?: string; join?: boolean }) {
  lastMember += 1
  const email = `member${lastMember}-${Date.now()}@glowbeauty.ng`
  const password = 'team-password-1'
  const name = `Member ${lastMember}`
  const invited = await shop.app.inject({ method: 'POST', url: '/api/seller/team', headers: { cookie: owner }, payload: { name, email, role: fields.role, staffId: fields.staffId ?? null } })
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.body}`)
  const id = (await shop.app.inject({ method: 'GET', url: '/api/seller/team', headers: { cookie: owner } })).json().accounts.find((account: { email: string }) => account.email === email)._id as string
  if (fields.join === false) return { id, name, email, password, cookie: '' }
  const joined = await shop.app.inject({ method: 'POST', url: '/api/seller/join', payload: { token: await invitationToken(shop, email), password } })
  if (joined.statusCode !== 200) throw new Error(`join failed: ${joined.body}`)
  return { id, name, email, password, cookie: await staffCookie(shop, email, password) }
}

/** A new seller session of the team account. */
export async function staffCookie(shop: TestShop, email: string, password: string): Promise<string> {
  const response = await shop.app.inject({ method: 'POST', url: '/api/seller/login', payload: { email, password }, remoteAddress: nextIp() })
  return cookieFrom(response, 'glow_seller')
}

/** The token of the newest verification link e-mailed to `email`, read off the outbox as she reads her e-mail. */
export async function verificationTokenOf(shop: TestShop, email: string): Promise<string> {
  const { db } = shop.database
  const mails = await db.select({ text: outboxMessages.text }).from(outboxMessages).where(like(outboxMessages.key, `email-verification:%:${email}`))
  // Parallel resends commit in any order, so the live link is the one whose hash the account holds, not the newest mail.
  const [live] = await db
    .select({ tokenHash: emailVerifications.tokenHash })
    .from(emailVerifications)
    .innerJoin(users, eq(users.id, emailVerifications.userId))
    .where(eq(users.email, email))
  const tokens = mails.map((mail) => /\/verify-email\/(\S+)/.exec(mail.text)?.[1]).filter((token) => token !== undefined).map(decodeURIComponent)
  const token = tokens.find((candidate) => hashToken(candidate) === live?.tokenHash)
  if (!token) throw new Error(`no live verification link for ${email}`)
  return token
}

/** She opens the verification link e-mailed to her. */
export async function verifyEmailOf(shop: TestShop, email: string): Promise<void> {
  const response = await shop.app.inject({ method: 'POST', url: '/api/user/verify-email', payload: { token: await verificationTokenOf(shop, email) }, remoteAddress: nextIp() })
  if (response.statusCode !== 200) throw new Error(`verification failed: ${response.body}`)
}

/** Until the work forgot-password does after its answer has made the account's reset link (5 s at most). */
export async function resetLinkMadeFor(shop: TestShop, userId: string): Promise<void> {
  for (const deadline = Date.now() + 5000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 10))) {
    if ((await shop.database.db.$count(passwordResets, eq(passwordResets.userId, userId))) > 0) return
  }
  throw new Error(`no reset link for ${userId}`)
}

/** The brows the desk's bookings are taken for: a 60-minute Brow Tint, and brow stylists who work every day 08:00 to 20:00. */
export async function addBrowStylists(shop: TestShop, staff: { id: string; name: string }[]) {
  const { db } = shop.database
  await db.insert(salonCategories).values({ id: 'brows', name: 'Brows', anyLabel: 'Any brow stylist', position: 9 })
  await db.insert(salonServices).values({ id: 'brow-tint', categoryId: 'brows', name: 'Brow Tint', durationMinutes: 60, priceKobo: 800000 })
  await db.insert(salonStaff).values(staff.map(({ id, name }, index) => ({ id, name, role: 'Brow Stylist', position: index + 1 })))
  await db.insert(salonStaffCategories).values(staff.map(({ id }) => ({ staffId: id, categoryId: 'brows' })))
  await db.insert(salonStaffHours).values(staff.flatMap(({ id }) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ staffId: id, weekday, startMinute: 480, endMinute: 1200 }))))
}

/** A phone booking at the desk for Halima Musa: Nneka's brow tint, 10:00 three days from now, with `more` changed. */
export const deskBookingFields = (more: Partial<DeskBookingFields> = {}): DeskBookingFields => ({
  category: 'brows',
  preferredEmployee: 'nneka',
  date: addDays(shopDate(), 3),
  startTime: '10:00',
  service: 'brow-tint',
  moreServices: [],
  fullName: 'Halima Musa',
  email: 'halima@example.ng',
  phone: '0803 555 0123',
  phoneMessages: false,
  ...more,
})

/** A visit of one service as insertBooking stores it: its member busy for all of it. */
export const oneServiceVisit = (service: string, employeeId: string, startsAt: Date, endsAt: Date, priceKobo: number): VisitRows => ({
  lines: [{ service, employeeId, startsAt, endsAt, priceKobo }],
  busy: [{ employeeId, startsAt, endsAt }],
})

/**
 * An order's row and what the ledger says of it (paid, awaiting, its refund, when paid, its online reference), found by
 * its id or by its online payment's reference: what tests used to read off the order's own columns.
 */
export async function orderState(db: Db, by: { id: string } | { reference: string }) {
  const id = 'id' in by ? by.id : (await findOrderByReference(db, by.reference))!.id
  const [row] = await db.select().from(orders).where(eq(orders.id, id))
  const money = (await moneyOfOrders(db, [id])).get(id)!
  return { ...row!, isPaid: money.paidKobo >= row!.amountKobo, awaitingPayment: money.awaiting, refundStatus: money.refund, refundRequestedAt: money.refundRequestedAt, paidAt: money.paidAt, paymentReference: money.reference }
}

/** A row of the ledger written straight in, for tests that build an order's or a booking's past by hand. */
export async function recordPayment(
  db: Db,
  row: { orderId?: string; bookingId?: string; method: LedgerMethod; amountKobo: number; at: Date; kind?: 'payment' | 'refund'; state?: PaymentRowState; reference?: string },
) {
  const state = row.state ?? 'succeeded'
  await db.insert(payments).values({
    orderId: row.orderId,
    bookingId: row.bookingId,
    kind: row.kind ?? 'payment',
    method: row.method,
    amountKobo: row.amountKobo,
    reference: row.reference,
    state,
    settledAt: state === 'succeeded' || state === 'failed' ? row.at : null,
    createdAt: row.at,
  })
}

/** Moves an online order and its payment's start back to `at`, as if the shopper had opened the payment page then. */
export async function paymentStartedAt(db: Db, reference: string, at: Date) {
  const { id } = (await findOrderByReference(db, reference))!
  await db.update(orders).set({ createdAt: at }).where(eq(orders.id, id))
  await db.update(payments).set({ createdAt: at }).where(eq(payments.orderId, id))
}

/** Makeup with Tolu (₦35,000), booked online by card by Kemi Ajayi five open days from now, with `fields` changed. */
export const makeupCardBooking = <Fields extends object>(fields: Fields = {} as Fields) => ({
  category: 'hair',
  preferredEmployee: 'tolu',
  date: openDayFromToday(5),
  startTime: '10:00',
  service: 'makeup',
  fullName: 'Kemi Ajayi',
  email: 'kemi@example.ng',
  phone: '08035550111',
  paymentMethod: 'card' as BookingFields['paymentMethod'],
  ...fields,
})
