import { and, eq, like } from 'drizzle-orm'
import { testClock } from '../src/clock'
import { bookings, outboxMessages, phoneContacts, salonReviews } from '../src/db/schema'
import { askForReviews, sendRebookReminders } from '../src/actions/returning'
import { REVIEWS_SHOWN_FROM, reviewMessages } from '../../src/contract/reviews'
import { buildTestShop, type TestShop } from './harness'
import { sellerCookie } from './helpers'

// Clients who come back (issue 49): the rebooking round and the reviews round read the shop's clock, which the tests
// move; several instances run each round at once and send each message once.

const HOUR = 3_600_000
const DAY = 24 * HOUR
const WEEK = 7 * DAY
/** Her last visit, a Tuesday at 10:00 Lagos; the clock starts an hour after it ended. */
const LAST_VISIT = new Date('2026-09-01T09:00:00Z')
const clock = testClock(new Date(LAST_VISIT.getTime() + 2 * HOUR))

let shop: TestShop
beforeAll(async () => {
  shop = await buildTestShop({ clock, servicesVisible: true })
}, 60_000)
afterAll(() => shop.close())

let references = 0
interface Visit {
  name: string
  phone: string
  email?: string | null
  service?: string
  category?: string
  employee?: string
  startsAt: Date
  status?: 'confirmed' | 'completed' | 'cancelled'
}
/** A visit as the salon keeps it (past ones cannot be booked through the wizard). */
async function visit({ name, phone, email = null, service = 'pedicure', category = 'nails', employee = 'amaka', startsAt, status = 'completed' }: Visit): Promise<string> {
  const [row] = await shop.database.db
    .insert(bookings)
    .values({
      reference: `GB-T${String((references += 1)).padStart(5, '0')}`,
      category,
      employeeId: employee,
      service,
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR),
      priceKobo: 1_200_000,
      status,
      fullName: name,
      email,
      phone,
      clientPhone: phone,
      paymentMethod: 'pay-on-visit',
    })
    .returning({ id: bookings.id })
  return row!.id
}
const agreed = (phone: string, channel: 'sms' | 'whatsapp' = 'whatsapp') => shop.database.db.insert(phoneContacts).values({ phone, channel, consentedAt: clock.now() })
const messagesLike = (key: string) => shop.database.db.select().from(outboxMessages).where(like(outboxMessages.key, key))
/** Three instances run the round at the same moment. */
const rounds = async (round: typeof sendRebookReminders) => (await Promise.all([0, 1, 2].map(() => round(shop.app, clock.now())))).reduce((sum, sent) => sum + sent, 0)
const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, cookie?: string) => shop.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} })
/** The owner's session, opened at the clock's now (the weeks the tests move would end an older one). */
let seller = ''

describe('rebooking reminders', () => {
  it('reminds a client who comes every 6 weeks at week 5 and 2 days after her last visit, once, with the wizard’s link', async () => {
    const phone = '+2348031110001'
    await agreed(phone)
    for (const weeks of [18, 12, 6, 0]) await visit({ name: 'Amina Bello', phone, startsAt: new Date(LAST_VISIT.getTime() - weeks * WEEK) })
    // The pedicure's own "3 weeks" would have reminded her at 2 weeks and 2 days: her own 6 weeks win.
    await clock.set(new Date(LAST_VISIT.getTime() + 5 * WEEK + 1 * DAY + 23 * HOUR))
    expect(await rounds(sendRebookReminders)).toBe(0)
    await clock.set(new Date(LAST_VISIT.getTime() + 5 * WEEK + 2 * DAY))
    expect(await rounds(sendRebookReminders)).toBe(1)
    const [message, ...more] = await messagesLike(`rebook:${phone}:%`)
    expect(more).toHaveLength(0)
    expect(message).toMatchObject({ channel: 'whatsapp', recipient: phone, event: 'Rebooking reminder' })
    expect(message!.text).toContain('Hi Amina, time for your retouch? Your Pedicure is due around')
    expect(message!.text).toContain(`${shop.config.publicUrl}/booking?service=pedicure&member=amaka`)
    // Once per cycle: the next days' rounds send nothing more.
    await clock.advance(2 * DAY)
    expect(await rounds(sendRebookReminders)).toBe(0)
    expect(await messagesLike(`rebook:${phone}:%`)).toHaveLength(1)
  })

  it('sends none to a client who has a visit booked, nor to one whose number said STOP', async () => {
    const booked = '+2348031110002'
    const stopped = '+2348031110003'
    await agreed(booked)
    await shop.database.db.insert(phoneContacts).values({ phone: stopped, channel: 'sms', consentedAt: clock.now(), stoppedAt: clock.now() })
    const now = clock.now().getTime()
    for (const phone of [booked, stopped]) for (const weeks of [18, 12, 6, 0]) await visit({ name: 'Kemi Ade', phone, email: 'kemi@example.ng', startsAt: new Date(now - (5 * WEEK + 2 * DAY) - weeks * WEEK) })
    await visit({ name: 'Kemi Ade', phone: booked, startsAt: new Date(now + 10 * DAY), status: 'confirmed', service: 'facial', category: 'massage', employee: 'chidi' })
    expect(await rounds(sendRebookReminders)).toBe(0)
    expect(await messagesLike(`rebook:${booked}:%`)).toHaveLength(0)
    expect(await messagesLike(`rebook:${stopped}:%`)).toHaveLength(0)
  })

  it('reminds a client with fewer than three visits after her service’s usual weeks, by e-mail when her phone never agreed', async () => {
    const phone = '+2348031110004'
    const now = clock.now().getTime()
    // Silk press: usually rebooked after 6 weeks (the starting menu's), one visit 5 weeks and 2 days ago.
    await visit({ name: 'Ngozi Obi', phone, email: 'ngozi@example.ng', service: 'silk-press', category: 'hair', employee: 'tolu', startsAt: new Date(now - 5 * WEEK - 2 * DAY) })
    expect(await rounds(sendRebookReminders)).toBe(1)
    const [message] = await messagesLike(`rebook:${phone}:%`)
    expect(message).toMatchObject({ channel: 'email', recipient: 'ngozi@example.ng', subject: 'Time for your retouch: Silk Press' })
    expect(message!.text).toContain('/booking?service=silk-press&member=tolu')
  })
})

describe('review requests', () => {
  it('asks once per completed visit two hours after it ends, never for a cancelled one, and the link works once', async () => {
    const now = clock.now().getTime()
    const startsAt = new Date(Math.floor(now / HOUR) * HOUR - HOUR)
    const kept = await visit({ name: 'Zara Musa', phone: '+2348031110010', email: 'zara@example.ng', service: 'facial', category: 'massage', employee: 'chidi', startsAt })
    const cancelled = await visit({ name: 'Hauwa Sani', phone: '+2348031110011', email: 'hauwa@example.ng', service: 'facial', category: 'massage', employee: 'chidi', startsAt, status: 'cancelled' })
    // Ended now: not yet.
    await clock.set(new Date(startsAt.getTime() + HOUR + 2 * HOUR - 60_000))
    expect(await rounds(askForReviews)).toBe(0)
    await clock.advance(60_000)
    expect(await rounds(askForReviews)).toBe(1)
    expect(await rounds(askForReviews)).toBe(0)
    await clock.advance(DAY)
    expect(await rounds(askForReviews)).toBe(0)
    expect(await messagesLike(`review:${kept}%`)).toHaveLength(1)
    expect(await messagesLike(`review:${cancelled}%`)).toHaveLength(0)
    const [request] = await messagesLike(`review:${kept}%`)
    expect(request).toMatchObject({ channel: 'email', recipient: 'zara@example.ng', subject: 'How was your visit?' })
    const token = /[?&]review=([\w-]+)/.exec(request!.text)![1]!
    // The database keeps only the token's hash.
    expect(await shop.database.db.select().from(salonReviews).where(eq(salonReviews.tokenHash, token))).toHaveLength(0)

    const opened = await inject('GET', `/api/reviews/request/${token}`)
    expect(opened.statusCode).toBe(200)
    expect(opened.json().request).toMatchObject({ firstName: 'Zara', serviceName: 'Facial Treatment' })
    expect((await inject('POST', `/api/reviews/request/${token}`, { rating: 6, words: '' })).json()).toMatchObject({ success: false, message: reviewMessages.rating })
    const sent = await Promise.all([0, 1].map(() => inject('POST', `/api/reviews/request/${token}`, { rating: 5, words: 'Lovely facial, so relaxing.' })))
    expect(sent.map((answer) => answer.statusCode).sort()).toEqual([201, 409])
    expect((await inject('POST', `/api/reviews/request/${token}`, { rating: 1, words: 'Changed my mind' })).json()).toMatchObject({ success: false, message: reviewMessages.linkUsed })
    expect((await inject('GET', `/api/reviews/request/${token}`)).statusCode).toBe(409)
    expect((await inject('GET', '/api/reviews/request/not-a-link-of-ours')).statusCode).toBe(404)
    const [stored] = await shop.database.db.select().from(salonReviews).where(eq(salonReviews.bookingId, kept))
    expect(stored).toMatchObject({ rating: 5, words: 'Lovely facial, so relaxing.', status: 'new' })
  })

  it('asks a client about the same service at most once a year', async () => {
    const phone = '+2348031110020'
    await agreed(phone, 'sms')
    const at = (days: number) => new Date(Math.floor(clock.nowMs() / HOUR) * HOUR - 3 * HOUR + days * DAY)
    const first = await visit({ name: 'Bimpe Ola', phone, service: 'massage', category: 'massage', employee: 'chidi', startsAt: at(0) })
    expect(await askForReviews(shop.app, clock.now())).toBe(1)
    const [sms] = await messagesLike(`review:${first}%`)
    expect(sms).toMatchObject({ channel: 'sms', recipient: phone })
    await clock.advance(30 * DAY)
    const second = await visit({ name: 'Bimpe Ola', phone, service: 'massage', category: 'massage', employee: 'chidi', startsAt: at(0) })
    expect(await askForReviews(shop.app, clock.now())).toBe(0)
    expect(await messagesLike(`review:${second}%`)).toHaveLength(0)
  })

  it('shows the published reviews with their count and average once five are published, the owner publishing, hiding and replying', async () => {
    const empty = await inject('GET', '/api/reviews')
    expect(empty.json()).toMatchObject({ success: true, count: 0, reviews: [] })
    const stars = [5, 4, 5, 3, 5, 4]
    for (const index of stars.keys()) {
      const phone = `+23480311101${String(index).padStart(2, '0')}`
      await visit({ name: `Client${index} Test`, phone, email: `client${index}@example.ng`, service: 'makeup', category: 'hair', employee: 'zainab', startsAt: new Date(Math.floor(clock.nowMs() / HOUR) * HOUR - 4 * HOUR) })
    }
    await askForReviews(shop.app, clock.now())
    const requests = await shop.database.db.select().from(outboxMessages).where(and(like(outboxMessages.key, 'review:%'), like(outboxMessages.recipient, 'client%')))
    expect(requests).toHaveLength(stars.length)
    for (const request of requests) {
      const rating = stars[Number(/client(\d)/.exec(request.recipient)![1])]!
      expect((await inject('POST', `/api/reviews/request/${/[?&]review=([\w-]+)/.exec(request.text)![1]}`, { rating, words: `${rating} stars` })).statusCode).toBe(201)
    }
    seller = await sellerCookie(shop)
    const listed = await inject('GET', '/api/reviews/seller?status=new&limit=50', undefined, seller)
    expect(listed.statusCode).toBe(200)
    const fresh = (listed.json().reviews as { _id: string; rating: number }[]).filter((review) => review.rating !== undefined)
    expect(fresh.length).toBeGreaterThanOrEqual(stars.length)
    const publish = (id: string, change: object) => inject('PATCH', `/api/reviews/seller/${id}`, change, seller)
    const ours = fresh.slice(0, REVIEWS_SHOWN_FROM)
    for (const review of ours.slice(0, REVIEWS_SHOWN_FROM - 1)) expect((await publish(review._id, { status: 'published' })).statusCode).toBe(200)
    expect((await inject('GET', '/api/reviews')).json()).toMatchObject({ count: REVIEWS_SHOWN_FROM - 1, reviews: [] })
    expect((await publish(ours[REVIEWS_SHOWN_FROM - 1]!._id, { status: 'published', reply: 'Thank you, see you soon!' })).statusCode).toBe(200)
    const shown = (await inject('GET', '/api/reviews')).json()
    const average = Math.round((ours.reduce((sum, review) => sum + review.rating, 0) / REVIEWS_SHOWN_FROM) * 10) / 10
    expect(shown).toMatchObject({ count: REVIEWS_SHOWN_FROM, average })
    expect(shown.reviews).toHaveLength(REVIEWS_SHOWN_FROM)
    expect(shown.reviews.some((review: { reply: string | null }) => review.reply === 'Thank you, see you soon!')).toBe(true)
    // Hidden, it leaves the page (below five again: none shown).
    expect((await publish(ours[0]!._id, { status: 'hidden' })).statusCode).toBe(200)
    expect((await inject('GET', '/api/reviews')).json()).toMatchObject({ count: REVIEWS_SHOWN_FROM - 1, reviews: [] })
    // Bad changes: a clear message, nothing changed.
    expect((await publish(ours[0]!._id, {})).json()).toMatchObject({ success: false, message: reviewMessages.nothingToChange })
    expect((await publish(ours[0]!._id, { status: 'famous' })).statusCode).toBe(400)
    expect((await publish('00000000-0000-4000-8000-000000000000', { status: 'published' })).statusCode).toBe(404)
    expect((await inject('GET', '/api/reviews/seller?after=00000000-0000-4000-8000-000000000000', undefined, seller)).statusCode).toBe(400)
  })
})

describe("the owner's dashboard", () => {
  it('counts lapsed clients and the reminders that brought a booking', async () => {
    const phone = '+2348031110030'
    seller = await sellerCookie(shop)
    const reminded = '+2348031110031'
    await visit({ name: 'Funmi Ade', phone: reminded, email: 'funmi@example.ng', service: 'silk-press', category: 'hair', employee: 'tolu', startsAt: new Date(clock.nowMs() - 5 * WEEK - 2 * DAY) })
    expect(await sendRebookReminders(shop.app, clock.now())).toBe(1)
    await visit({ name: 'Lapsed Lady', phone, email: 'lapsed@example.ng', service: 'makeup', category: 'hair', employee: 'zainab', startsAt: new Date(clock.nowMs() - 100 * DAY) })
    const before = (await inject('GET', '/api/reviews/seller/returning-clients', undefined, seller)).json()
    expect(before.lapsed.clients.map((client: { phone: string }) => client.phone)).toContain(phone)
    expect(before.reminders.sent).toBeGreaterThanOrEqual(1)
    // Funmi books her next silk press: one more reminder booked from.
    await visit({ name: 'Funmi Ade', phone: reminded, service: 'silk-press', category: 'hair', employee: 'tolu', startsAt: new Date(clock.nowMs() + 3 * DAY), status: 'confirmed' })
    const after = (await inject('GET', '/api/reviews/seller/returning-clients', undefined, seller)).json()
    expect(after.reminders.booked).toBe(before.reminders.booked + 1)
    // A booking to come takes her off the lapsed list.
    await visit({ name: 'Lapsed Lady', phone, startsAt: new Date(clock.nowMs() + 4 * DAY), status: 'confirmed', service: 'makeup', category: 'hair', employee: 'zainab' })
    const back = (await inject('GET', '/api/reviews/seller/returning-clients', undefined, seller)).json()
    expect(back.lapsed.count).toBe(before.lapsed.count - 1)
  })
})
