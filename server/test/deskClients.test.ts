import { eq, like, sql } from 'drizzle-orm'
import { addDays, bookingMessages, shopDate } from '../../src/contract'
import { CLIENT_SEARCH_MAX, deskClientMessages as cm, type DeskClient } from '../../src/contract/deskClients'
import { bookings, outboxMessages, phoneContacts } from '../src/db/schema'
import { buildTestShop, type TestShop } from './harness'
import { addBrowStylists, deskBookingFields as fields, lagosAddress, nextIp, registerUser, sellerCookie, teamMember } from './helpers'

// The desk's client records: GET /api/booking/seller/clients (search) and …/clients/visits (her card), and a
// desk booking without an e-mail.

let shop: TestShop
let owner: string
let frontDesk: Awaited<ReturnType<typeof teamMember>>
let stylist: Awaited<ReturnType<typeof teamMember>>
const past: string[] = []
let upcomingId = ''


const take = async (cookie: string, payload: object) => {
  const response = await shop.app.inject({ method: 'POST', url: '/api/booking/seller/new', payload, headers: { cookie }, remoteAddress: '10.9.9.9' })
  if (response.statusCode !== 201) throw new Error(`desk booking failed: ${response.body}`)
  return response.json().booking as { _id: string; date: string; startTime: string; email: string | null }
}

const search = (query: string, cookie = frontDesk.cookie) => shop.app.inject({ method: 'GET', url: `/api/booking/seller/clients?${query}`, headers: { cookie } })
const found = async (query: string): Promise<{ clients: DeskClient[]; nextCursor: string | null }> => {
  const response = await search(query)
  expect(response.statusCode).toBe(200)
  return response.json()
}

beforeAll(async () => {
  shop = await buildTestShop({ seed: false })
  owner = await sellerCookie(shop)
  await addBrowStylists(shop, [{ id: 'nneka', name: 'Nneka Eze' }])
  const { db } = shop.database
  frontDesk = await teamMember(shop, owner, { role: 'front-desk' })
  stylist = await teamMember(shop, owner, { role: 'stylist', staffId: 'nneka' })
  // Halima, by her phone written three ways: two visits 30 and 40 days ago (made ahead, then moved into the past), one to come.
  const first = await take(owner, fields({ phone: '+234 803 555 0123', date: addDays(shopDate(), 2) }))
  const second = await take(owner, fields({ phone: '08035550123', date: addDays(shopDate(), 3) }))
  upcomingId = (await take(owner, fields({ date: addDays(shopDate(), 5), startTime: '11:00' })))._id
  await db.execute(sql`update bookings set starts_at = starts_at - interval '42 days', ends_at = ends_at - interval '42 days', status = 'completed' where id = ${first._id}`)
  await db.execute(sql`update bookings set starts_at = starts_at - interval '33 days', ends_at = ends_at - interval '33 days' where id = ${second._id}`)
  past.push(second._id, first._id)
  // Halimat, a phone client with no e-mail who agreed to SMS.
  await db.insert(phoneContacts).values({ phone: '+2348120001111', channel: 'sms', consentedAt: new Date() })
  await take(owner, fields({ fullName: 'Halimat Bello', phone: '0812 000 1111', email: '', date: addDays(shopDate(), 4) }))
  // Zuri has a shop account and an address, never a booking.
  const zuri = await registerUser(shop, { name: 'Zuri Okafor' })
  const address = await shop.app.inject({ method: 'POST', url: '/api/address/add', headers: { cookie: zuri.cookie }, payload: { address: { ...lagosAddress, phone: '0905 222 3333' } } })
  expect(address.statusCode).toBe(201)
}, 90_000)
afterAll(() => shop.close())

describe('the desk finds a client', () => {
  it.each(['0803 555', '+2348035550123', '803555', '234 803 555 0123'])('by her phone typed as %s, with her visits', async (typed) => {
    const { clients } = await found(`q=${encodeURIComponent(typed)}`)
    expect(clients).toEqual([
      {
        phone: '+2348035550123',
        name: 'Halima Musa',
        email: 'halima@example.ng',
        account: false,
        visits: 2,
        noShows: 0,
        lastVisit: `${addDays(shopDate(), 3 - 33)} 10:00`,
        nextVisit: `${addDays(shopDate(), 5)} 11:00`,
        // What she spent is the owner's to see, not the desk's.
        spend: null,
        notes: '',
        lastPatchTest: null,
      },
    ])
  })

  it('by a part of her name or e-mail, in any case, with the shop’s accounts (their address’s phone)', async () => {
    const { clients } = await found('q=HALIM')
    // Her latest booking first: Halima's is on day 5, Halimat's on day 4.
    expect(clients.map((client) => [client.name, client.phone, client.email])).toEqual([
      ['Halima Musa', '+2348035550123', 'halima@example.ng'],
      ['Halimat Bello', '+2348120001111', null],
    ])
    expect((await found('q=example.ng')).clients.map((client) => client.name)).toEqual(expect.arrayContaining(['Halima Musa', 'Zuri Okafor']))
    expect((await found('q=zuri')).clients).toEqual([expect.objectContaining({ name: 'Zuri Okafor', phone: '+2349052223333', account: true, visits: 0, lastVisit: null, nextVisit: null })])
    expect((await found('q=nobody%20at%20all')).clients).toEqual([])
    // A LIKE wildcard typed is a character, not "anything".
    expect((await found('q=%25%25')).clients).toEqual([])
  })

  it('a page at a time: the pages together are the whole answer, each client once', async () => {
    const one = await found('q=halim&limit=1')
    expect(one.clients).toHaveLength(1)
    expect(one.nextCursor).toEqual(expect.any(String))
    const two = await found(`q=halim&limit=1&after=${encodeURIComponent(one.nextCursor!)}`)
    expect(two.clients).toHaveLength(1)
    expect(two.nextCursor).toBeNull()
    expect([...one.clients, ...two.clients].map((client) => client.name)).toEqual(['Halima Musa', 'Halimat Bello'])
  })

  it('refuses what it cannot use with 400 and a message, never a 500', async () => {
    const cases: [string, string][] = [
      ['', cm.q],
      ['q=a', cm.q],
      [`q=${'a'.repeat(CLIENT_SEARCH_MAX + 1)}`, cm.q],
      ['q=ab&q=cd', cm.q],
      ['q=halim&limit=21', cm.limit],
      ['q=halim&limit=0', cm.limit],
      ['q=halim&after=bogus', cm.after],
      ["q=halim&after=1.x'; drop table bookings", cm.after],
    ]
    for (const [query, message] of cases) {
      const response = await search(query)
      expect({ query, status: response.statusCode, message: response.json().message }).toEqual({ query, status: 400, message })
    }
  })

  it('is the desk’s and the owner’s: a stylist is refused (403), a guest 401', async () => {
    expect((await search('q=halim', owner)).statusCode).toBe(200)
    expect((await search('q=halim', stylist.cookie)).statusCode).toBe(403)
    expect((await shop.app.inject({ method: 'GET', url: '/api/booking/seller/clients?q=halim' })).statusCode).toBe(401)
    expect((await shop.app.inject({ method: 'GET', url: '/api/booking/seller/clients/visits?phone=08035550123&when=past', headers: { cookie: stylist.cookie } })).statusCode).toBe(403)
  })
})

describe('her card', () => {
  const visits = (query: string) => shop.app.inject({ method: 'GET', url: `/api/booking/seller/clients/visits?${query}`, headers: { cookie: frontDesk.cookie } })

  it('lists her past visits latest first and her upcoming ones soonest first, a page at a time', async () => {
    const first = await visits('phone=0803%20555%200123&when=past&limit=1')
    expect(first.statusCode).toBe(200)
    expect(first.json().bookings.map((booking: { _id: string }) => booking._id)).toEqual([past[0]])
    const second = (await visits(`phone=%2B2348035550123&when=past&limit=1&after=${first.json().nextCursor}`)).json()
    expect(second.bookings.map((booking: { _id: string }) => booking._id)).toEqual([past[1]])
    expect(second.nextCursor).toBeNull()
    expect((await visits('phone=08035550123&when=upcoming')).json()).toMatchObject({ bookings: [{ _id: upcomingId, startTime: '11:00' }], nextCursor: null })
  })

  it('refuses a phone that is none, an unknown list and a bad page with 400', async () => {
    for (const [query, message] of [
      ['when=past', cm.phone],
      ['phone=none&when=past', cm.phone],
      ['phone=08035550123&when=soon', cm.when],
      ['phone=08035550123', cm.when],
      ['phone=08035550123&when=past&after=x', 'after must be the id of the last row of the page before.'],
    ]) {
      const response = await visits(query!)
      expect({ query, status: response.statusCode, message: response.json().message }).toEqual({ query, status: 400, message })
    }
  })
})

describe('a desk booking without an e-mail', () => {
  it('is booked with none: no e-mail to her, the owner’s alert, and her SMS', async () => {
    const booking = await take(frontDesk.cookie, fields({ fullName: 'Halimat Bello', phone: '0812 000 1111', email: '', startTime: '15:00' }))
    expect(booking.email).toBeNull()
    const { db } = shop.database
    const sent = await db.select({ channel: outboxMessages.channel, recipient: outboxMessages.recipient }).from(outboxMessages).where(like(outboxMessages.key, `booking:${booking._id}:%`))
    expect(sent).toEqual(expect.arrayContaining([{ channel: 'email', recipient: shop.config.sellerEmail }, { channel: 'sms', recipient: '+2348120001111' }]))
    expect(sent.filter((message) => message.channel === 'email')).toHaveLength(1)
    const [row] = await db.select({ email: bookings.email }).from(bookings).where(eq(bookings.id, booking._id))
    expect(row!.email).toBeNull()
  })

  it('still refuses an e-mail given that is none; the wizard still asks for one', async () => {
    const refused = await shop.app.inject({ method: 'POST', url: '/api/booking/seller/new', payload: fields({ email: 'nobody', startTime: '16:00' }), headers: { cookie: owner } })
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({ status: 400, message: bookingMessages.emailInvalid })
    const online = await shop.app.inject({ method: 'POST', url: '/api/booking', payload: { ...fields({ email: '', startTime: '16:00' }), paymentMethod: 'pay-on-visit' }, remoteAddress: nextIp() })
    expect({ status: online.statusCode, message: online.json().message }).toEqual({ status: 400, message: bookingMessages.email })
  })
})
