import { and, eq, ne } from 'drizzle-orm'
import { addDays, shopDate, weekdayOf, type BookingFields } from '../../src/contract'
import { WAITLIST_OFFER_HOURS, WAITLIST_WISHES_PER_CLIENT, waitingListMessages as wm, type WaitingListFields } from '../../src/contract/waitingList'
import { testClock } from '../src/clock'
import { bookings, outboxMessages, salonCategories, salonServices, salonStaff, salonStaffCategories, salonStaffHours, waitlistOffers } from '../src/db/schema'
import { buildTestShop, type TestShop } from './harness'
import { nextIp, sellerCookie, teamMember } from './helpers'

// The waiting list: a client for whom no time fits leaves her wish; a time that frees (here a cancellation) is offered
// by a link to the wishes it fits, and the first to take it books it as the wizard does.

const clock = testClock()
let shop: TestShop
let owner: string

beforeAll(async () => {
  shop = await buildTestShop({ seed: false, clock, servicesVisible: true, env: { PUBLIC_URL: 'https://shop.glowbeauty.ng' } })
  owner = await sellerCookie(shop)
  // Ada alone does lashes, Ife alone does brows; both work every day 08:00 to 20:00.
  const { db } = shop.database
  await db.insert(salonCategories).values([
    { id: 'lashes', name: 'Lashes', anyLabel: 'Any lash stylist', position: 9 },
    { id: 'brows', name: 'Brows', anyLabel: 'Any brow stylist', position: 10 },
  ])
  await db.insert(salonServices).values([
    { id: 'lash-lift', categoryId: 'lashes', name: 'Lash Lift', durationMinutes: 60, priceKobo: 1500000 },
    { id: 'brow-tint', categoryId: 'brows', name: 'Brow Tint', durationMinutes: 60, priceKobo: 800000 },
  ])
  await db.insert(salonStaff).values([
    { id: 'ada', name: 'Ada Obi', role: 'Lash Stylist', position: 1 },
    { id: 'ife', name: 'Ife Bello', role: 'Brow Stylist', position: 2 },
  ])
  await db.insert(salonStaffCategories).values([
    { staffId: 'ada', categoryId: 'lashes' },
    { staffId: 'ife', categoryId: 'brows' },
  ])
  for (const staffId of ['ada', 'ife']) await db.insert(salonStaffHours).values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ staffId, weekday, startMinute: 480, endMinute: 1200 })))
})
afterAll(() => shop.close())

/** A date n days after today in Lagos. */
const day = (n: number) => addDays(shopDate(clock.now()), n)

let phones = 0
/** A phone number no other wish of this file has. */
const newPhone = () => `0803${String(5_550_000 + (phones += 1)).padStart(7, '0')}`

const wish = (more: Partial<WaitingListFields> = {}): WaitingListFields => ({
  category: 'lashes',
  preferredEmployee: 'ada',
  service: 'lash-lift',
  fromDate: day(3),
  untilDate: day(3),
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  fromTime: '10:00',
  untilTime: '11:00',
  fullName: 'Kemi Ade',
  email: `kemi${phones}@example.ng`,
  phone: newPhone(),
  phoneMessages: false,
  ...more,
})

const join = (fields: Partial<WaitingListFields> = {}) => shop.app.inject({ method: 'POST', url: '/api/booking/waitlist', payload: wish(fields), remoteAddress: nextIp() })

/** Books Ada's lash lift on `date` at `startTime`: its manage token. */
async function book(date: string, startTime: string, more: Partial<BookingFields> = {}): Promise<string> {
  const payload: BookingFields = { category: 'lashes', preferredEmployee: 'ada', date, startTime, service: 'lash-lift', fullName: 'Bisi Cole', email: 'bisi@example.ng', phone: '08035550999', paymentMethod: 'pay-on-visit', ...more }
  const response = await shop.app.inject({ method: 'POST', url: '/api/booking', payload, remoteAddress: nextIp() })
  expect(response.statusCode).toBe(201)
  return response.json().manageToken
}

const cancel = (token: string) => shop.app.inject({ method: 'POST', url: `/api/booking/manage/${token}/cancel`, remoteAddress: nextIp() })

/** The offer links e-mailed to `email`, newest last. */
async function offerLinksTo(email: string): Promise<string[]> {
  const rows = await shop.database.db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.event, 'Waiting list offer')))
  return rows.map((row) => /[?&]offer=([\w-]+)/.exec(row.text)![1]!)
}

const accept = (token: string, paymentMethod = 'pay-on-visit') =>
  shop.app.inject({ method: 'POST', url: `/api/booking/waitlist/offers/${token}/accept`, payload: { paymentMethod }, remoteAddress: nextIp() })

describe('joining the waiting list', () => {
  it('takes a wish, and refuses bad ones with the form’s words', async () => {
    expect((await join()).statusCode).toBe(201)
    const refused = async (fields: Partial<WaitingListFields>, message: string) => {
      const response = await join(fields)
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe(message)
    }
    await refused({ untilDate: day(2) }, wm.untilBeforeFrom)
    await refused({ untilDate: day(40) }, wm.spanTooLong)
    await refused({ weekdays: [] }, wm.weekdays)
    await refused({ untilTime: '09:00' }, wm.untilBeforeFromTime)
    await refused({ fromTime: '10:30' }, wm.fromTime)
    await refused({ service: 'brow-tint' }, 'Please select a service')
    await refused({ preferredEmployee: 'ife' }, 'Please select a preferred employee')
  })

  it(`keeps at most ${WAITLIST_WISHES_PER_CLIENT} wishes of one client, even asked for at once`, async () => {
    const phone = newPhone()
    const answers = await Promise.all(Array.from({ length: WAITLIST_WISHES_PER_CLIENT + 2 }, () => join({ phone, fromDate: day(30), untilDate: day(31) })))
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(WAITLIST_WISHES_PER_CLIENT)
    const refused = answers.filter((answer) => answer.statusCode === 409)
    expect(refused).toHaveLength(2)
    expect(refused[0]!.json().message).toBe(wm.tooMany)
  })
})

describe('a freed time', () => {
  it('is offered, on a cancellation, to the wishes it fits only', async () => {
    const date = day(5)
    const token = await book(date, '10:00')
    const fits = wish({ fromDate: date, untilDate: date, email: 'fits@example.ng' })
    const otherDay = wish({ fromDate: day(6), untilDate: day(6), email: 'otherday@example.ng' })
    const otherHours = wish({ fromDate: date, untilDate: date, fromTime: '14:00', untilTime: '16:00', email: 'otherhours@example.ng' })
    const otherService = wish({ category: 'brows', preferredEmployee: 'ife', service: 'brow-tint', fromDate: date, untilDate: date, email: 'brows@example.ng' })
    const otherWeekday = wish({ fromDate: date, untilDate: date, weekdays: [(weekdayOf(date) + 1) % 7], email: 'otherweekday@example.ng' })
    for (const fields of [fits, otherDay, otherHours, otherService, otherWeekday]) expect((await join(fields)).statusCode).toBe(201)
    expect(await offerLinksTo('fits@example.ng')).toEqual([])

    expect((await cancel(token)).statusCode).toBe(200)
    const [link] = await offerLinksTo('fits@example.ng')
    expect(link).toBeDefined()
    for (const email of ['otherday@example.ng', 'otherhours@example.ng', 'brows@example.ng', 'otherweekday@example.ng']) expect(await offerLinksTo(email)).toEqual([])
    const offer = await shop.app.inject({ method: 'GET', url: `/api/booking/waitlist/offers/${link}`, remoteAddress: nextIp() })
    expect(offer.json().offer).toMatchObject({ state: 'open', serviceName: 'Lash Lift', employeeName: 'Ada Obi', date, startTime: '10:00', price: 15000 })
  })

  it('offered to three clients and taken by all three at once gives one booking and two "gone" answers', async () => {
    const date = day(7)
    const token = await book(date, '11:00')
    const emails = ['one@example.ng', 'two@example.ng', 'three@example.ng']
    for (const email of emails) expect((await join({ fromDate: date, untilDate: date, fromTime: '11:00', untilTime: '12:00', email })).statusCode).toBe(201)
    expect((await cancel(token)).statusCode).toBe(200)
    const links = await Promise.all(emails.map(async (email) => (await offerLinksTo(email))[0]!))

    const answers = await Promise.all(links.map((link) => accept(link)))
    const booked = answers.filter((answer) => answer.statusCode === 201)
    expect(booked).toHaveLength(1)
    expect(booked[0]!.json()).toMatchObject({ message: wm.booked, booking: { date, startTime: '11:00', status: 'confirmed' } })
    const gone = answers.filter((answer) => answer.statusCode === 409)
    expect(gone.map((answer) => answer.json().message)).toEqual([wm.gone, wm.gone])
    const active = await shop.database.db.select().from(bookings).where(and(eq(bookings.employeeId, 'ada'), ne(bookings.status, 'cancelled')))
    expect(active.filter((row) => row.fullName === 'Kemi Ade' && shopDate(row.startsAt) === date)).toHaveLength(1)
    // The winner's second tap books nothing more; a loser's link says the time has gone.
    const winner = links[answers.indexOf(booked[0]!)]!
    expect((await accept(winner)).json().message).toBe(wm.alreadyTaken)
    const loser = links[answers.indexOf(gone[0]!)]!
    expect((await shop.app.inject({ method: 'GET', url: `/api/booking/waitlist/offers/${loser}`, remoteAddress: nextIp() })).json().offer.state).toBe('gone')
  })

  it('expires after its hours, the time not kept', async () => {
    const date = day(9)
    const token = await book(date, '15:00')
    expect((await join({ fromDate: date, untilDate: date, fromTime: '15:00', untilTime: '16:00', email: 'late@example.ng' })).statusCode).toBe(201)
    expect((await cancel(token)).statusCode).toBe(200)
    const [link] = await offerLinksTo('late@example.ng')
    await clock.advance(WAITLIST_OFFER_HOURS * 3_600_000 + 60_000)
    const view = await shop.app.inject({ method: 'GET', url: `/api/booking/waitlist/offers/${link}`, remoteAddress: nextIp() })
    expect(view.json().offer.state).toBe('expired')
    const answer = await accept(link!)
    expect(answer.statusCode).toBe(409)
    expect(answer.json().message).toBe(wm.expired)
    // The round marks it expired; nothing freed since, so nothing is offered again.
    await shop.app.waitingList.offerFreed()
    const [offer] = await shop.database.db.select().from(waitlistOffers).where(eq(waitlistOffers.date, date))
    expect(offer!.status).toBe('expired')
    expect(await offerLinksTo('late@example.ng')).toHaveLength(1)
  })
})

describe('the desk', () => {
  it('pages the list and offers a time by hand; a stylist may not', async () => {
    const first = await shop.app.inject({ method: 'GET', url: '/api/booking/seller/waitlist?limit=2', headers: { cookie: owner } })
    expect(first.statusCode).toBe(200)
    expect(first.json().wishes).toHaveLength(2)
    expect(first.json().nextCursor).toEqual(expect.any(String))
    const next = await shop.app.inject({ method: 'GET', url: `/api/booking/seller/waitlist?limit=2&after=${first.json().nextCursor}`, headers: { cookie: owner } })
    expect(next.json().wishes[0]._id).not.toBe(first.json().wishes[1]._id)

    expect((await join({ fromDate: day(12), untilDate: day(14), email: 'byhand@example.ng' })).statusCode).toBe(201)
    const [entry] = (await shop.app.inject({ method: 'GET', url: '/api/booking/seller/waitlist?limit=1', headers: { cookie: owner } })).json().wishes
    expect(entry).toMatchObject({ fullName: 'Kemi Ade', serviceName: 'Lash Lift', employeeName: 'Ada Obi', status: 'waiting', offer: null })
    const offer = (payload: object, cookie = owner) => shop.app.inject({ method: 'POST', url: `/api/booking/seller/waitlist/${entry._id}/offer`, payload, headers: { cookie } })
    await book(day(13), '09:00')
    const taken = await offer({ date: day(13), startTime: '09:00' })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().message).toBe(wm.notFree)
    const offered = await offer({ date: day(13), startTime: '12:00' })
    expect(offered.statusCode).toBe(200)
    expect(await offerLinksTo('byhand@example.ng')).toHaveLength(1)

    const stylist = await teamMember(shop, owner, { role: 'stylist', staffId: 'ada' })
    expect((await offer({ date: day(13), startTime: '13:00' }, stylist.cookie)).statusCode).toBe(403)
  })
})
