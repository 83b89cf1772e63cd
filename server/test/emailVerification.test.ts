import { eq, like } from 'drizzle-orm'
import { aftercareMessages, EMAIL_VERIFICATIONS_PER_HOUR, type BookingFields } from '../../src/contract'
import { openDayFromToday } from '../../fixtures/salonDays'
import { bookings, emailVerifications, newsletterSubscribers, outboxMessages, salonServices, salonStaff } from '../src/db/schema'
import { buildTestShop, type TestShop } from './harness'
import { nextIp, registerUser, resetLinkMadeFor, verificationTokenOf, verifyEmailOf } from './helpers'

// A guest's bookings and newsletter are found by her e-mail: an account gets them only once it has opened the
// link sent to that e-mail. Before, anyone could register chioma@… and read (or erase) her bookings.

let shop: TestShop
beforeAll(async () => {
  shop = await buildTestShop()
}, 30_000)
afterAll(() => shop.close())

const am = aftercareMessages.account
const db = () => shop.database.db
const post = (url: string, cookie: string, payload: object = {}) => shop.app.inject({ method: 'POST', url, headers: { cookie }, payload, remoteAddress: nextIp() })
const myData = async (cookie: string) => (await shop.app.inject({ method: 'GET', url: '/api/user/data', headers: { cookie } })).json()
const me = async (cookie: string) => (await shop.app.inject({ method: 'GET', url: '/api/user/is-auth', headers: { cookie } })).json().user

let lastGuest = 0
/** Chioma books as a guest, subscribes to the newsletter, and had a visit last month: all by her e-mail alone. */
async function guestWithBookings() {
  lastGuest += 1
  const email = `chioma${lastGuest}-${Date.now()}@example.ng`
  const fields: BookingFields = {
    category: 'hair', preferredEmployee: 'tolu', date: openDayFromToday(4 + lastGuest), startTime: '09:00', service: 'makeup',
    fullName: 'Chioma Obi', email, phone: '08035550123', paymentMethod: 'pay-on-visit',
  }
  const booked = await shop.app.inject({ method: 'POST', url: '/api/booking', payload: fields, remoteAddress: nextIp() })
  expect(booked.statusCode).toBe(201)
  expect((await post('/api/newsletter', '', { email })).statusCode).toBe(201)
  const [staff] = await db().select().from(salonStaff).limit(1)
  const [service] = await db().select().from(salonServices).limit(1)
  const [past] = await db()
    .insert(bookings)
    .values({
      reference: `P${Date.now().toString(36).slice(-5)}${lastGuest}`, category: service!.categoryId, employeeId: staff!.id, service: service!.id,
      priceKobo: 1_500_000, fullName: 'Chioma Obi', email, phone: '+2348035550123', paymentMethod: 'pay-on-visit',
      startsAt: new Date(Date.now() - (30 + lastGuest) * 86_400_000), endsAt: new Date(Date.now() - (30 + lastGuest) * 86_400_000 + 3_600_000),
    })
    .returning()
  return { email, upcoming: booked.json().booking._id as string, past: past!.id }
}

describe('an account whose e-mail is not verified', () => {
  it('has only what it made itself: no guest booking, newsletter or their erasure by that e-mail', async () => {
    const chioma = await guestWithBookings()
    const stranger = await registerUser(shop, { email: chioma.email })
    expect(await me(stranger.cookie)).toMatchObject({ email: chioma.email, emailVerified: false })

    const data = await myData(stranger.cookie)
    expect(data.account).toMatchObject({ email: chioma.email, emailVerified: false })
    expect(data.bookings).toEqual([])
    expect(data.newsletter).toBeNull()
    expect(JSON.stringify(data)).not.toContain('Chioma Obi')

    expect((await post('/api/user/delete-account', stranger.cookie, { password: stranger.password })).statusCode).toBe(200)
    const [past] = await db().select().from(bookings).where(eq(bookings.id, chioma.past))
    expect(past).toMatchObject({ fullName: 'Chioma Obi', email: chioma.email, phone: '+2348035550123' })
    expect(await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, chioma.email))).toHaveLength(1)
    // Her booking's confirmation stays in the outbox, hers; the stranger's own verification e-mail is gone.
    const left = await db().select().from(outboxMessages).where(like(outboxMessages.key, `booking:${chioma.upcoming}:%`))
    expect(left.length).toBeGreaterThan(0)
    expect(await db().select().from(outboxMessages).where(like(outboxMessages.key, `email-verification:%:${chioma.email}`))).toEqual([])
  })
})

describe('the verification link', () => {
  it('is e-mailed at registration, works once, and then ties her bookings and newsletter to the account', async () => {
    const chioma = await guestWithBookings()
    const her = await registerUser(shop, { email: chioma.email })
    const token = await verificationTokenOf(shop, chioma.email)
    const [stored] = await db().select().from(emailVerifications).where(eq(emailVerifications.userId, her.user._id))
    expect(stored!.tokenHash).not.toContain(token)

    const opened = await post('/api/user/verify-email', '', { token })
    expect(opened.json()).toEqual({ success: true, message: am.emailVerified, email: chioma.email })
    expect(await me(her.cookie)).toMatchObject({ emailVerified: true })
    const again = await post('/api/user/verify-email', '', { token })
    expect([again.statusCode, again.json().message]).toEqual([400, am.verificationLinkInvalid])

    const data = await myData(her.cookie)
    expect(data.account.emailVerified).toBe(true)
    expect(data.bookings.map((booking: { id: string }) => booking.id).sort()).toEqual([chioma.upcoming, chioma.past].sort())
    expect(data.newsletter).toEqual({ subscribed: true })

    expect((await post('/api/user/delete-account', her.cookie, { password: her.password })).statusCode).toBe(200)
    const [past] = await db().select().from(bookings).where(eq(bookings.id, chioma.past))
    expect(past).toMatchObject({ fullName: am.erasedCustomer, email: '', phone: '' })
    expect(await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, chioma.email))).toEqual([])
  })

  it('refuses an unknown, malformed or expired link with one message', async () => {
    const her = await registerUser(shop)
    const token = await verificationTokenOf(shop, her.user.email)
    await db().update(emailVerifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailVerifications.userId, her.user._id))
    for (const payload of [{ token }, { token: 'not-a-link' }, { token: 'x'.repeat(500) }, {}]) {
      const refused = await post('/api/user/verify-email', '', payload)
      expect([refused.statusCode, refused.json().message]).toEqual([400, am.verificationLinkInvalid])
    }
    expect(await me(her.cookie)).toMatchObject({ emailVerified: false })
  })

  it('is sent again from My Account, the new link replacing the old, a few an hour even in parallel', async () => {
    expect((await post('/api/user/send-verification', '')).statusCode).toBe(401)
    const her = await registerUser(shop)
    const first = await verificationTokenOf(shop, her.user.email)
    const resent = await post('/api/user/send-verification', her.cookie)
    expect(resent.json()).toEqual({ success: true, message: am.verificationSent })
    const second = await verificationTokenOf(shop, her.user.email)
    expect(second).not.toBe(first)
    expect((await post('/api/user/verify-email', '', { token: first })).statusCode).toBe(400)

    // The registration's link and this one count: the rest of the hour's links, asked for at once, and no more.
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/api/user/send-verification', her.cookie)))
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(EMAIL_VERIFICATIONS_PER_HOUR - 2)
    const refused = answers.find((answer) => answer.statusCode === 429)!
    expect(refused.json().message).toBe(am.verificationTooMany)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000)
    const mails = await db().select().from(outboxMessages).where(like(outboxMessages.key, `email-verification:%:${her.user.email}`))
    expect(mails).toHaveLength(EMAIL_VERIFICATIONS_PER_HOUR)

    await verifyEmailOf(shop, her.user.email)
    const done = await post('/api/user/send-verification', her.cookie)
    expect([done.statusCode, done.json().message]).toEqual([409, am.alreadyVerified])
  })

  it('is not needed after a password reset: the reset link came to the same inbox', async () => {
    const her = await registerUser(shop)
    await post('/api/user/forgot-password', '', { email: her.user.email })
    // The reset link (and its e-mail, in the same transaction) is made after the answer has gone.
    await resetLinkMadeFor(shop, her.user._id)
    const [mail] = await db().select().from(outboxMessages).where(like(outboxMessages.key, `password-reset:%:${her.user.email}`))
    const token = new URL(/\S+\/login\?reset=\S+/.exec(mail!.text)![0]).searchParams.get('reset')!
    expect((await post('/api/user/reset-password', her.cookie, { token, password: 'a-new-long-password' })).statusCode).toBe(200)
    expect(await me(her.cookie)).toMatchObject({ emailVerified: true })
  })
})
