import { asc, like } from 'drizzle-orm'
import { addDays, bookingMessages, lastBookableDay, salonAdminMessages as am, shopDate } from '../../src/contract'
import { phoneMessageWords } from '../../src/contract/phoneMessages'
import { phoneContacts, salonCategories, salonServices } from '../src/db/schema'
import { testClock } from '../src/clock'
import { buildTestShop, type TestShop } from './harness'
import { addBrowStylists, deskBookingFields as fields, nextIp, sellerCookie, teamMember } from './helpers'

// POST /api/booking/seller/new: a booking the owner or the front desk takes on the phone or at the door.

let shop: TestShop
let owner: string
let frontDesk: Awaited<ReturnType<typeof teamMember>>
let stylist: Awaited<ReturnType<typeof teamMember>>

beforeAll(async () => {
  shop = await buildTestShop({ seed: false })
  owner = await sellerCookie(shop)
  // Two brow stylists who work every day 08:00 to 20:00, and a 60-minute service.
  await addBrowStylists(shop, [
    { id: 'nneka', name: 'Nneka Eze' },
    { id: 'tobi', name: 'Tobi Lawal' },
  ])
  frontDesk = await teamMember(shop, owner, { role: 'front-desk' })
  stylist = await teamMember(shop, owner, { role: 'stylist', staffId: 'nneka' })
}, 60_000)
afterAll(() => shop.close())


const take = (cookie: string, payload: object, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'POST', url: '/api/booking/seller/new', payload, headers: { cookie, ...headers }, remoteAddress: '10.9.9.9' })

describe('a booking taken at the desk', () => {
  it('books the time, paid at the salon, and names who took it in the activity list', async () => {
    const response = await take(frontDesk.cookie, fields())
    expect(response.statusCode).toBe(201)
    const { message, booking } = response.json()
    expect(message).toBe(am.deskBooked)
    expect(booking).toMatchObject({ employeeId: 'nneka', startTime: '10:00', endTime: '11:00', paymentMethod: 'pay-on-visit', status: 'confirmed', fullName: 'Halima Musa' })
    const { activity } = (await shop.app.inject({ method: 'GET', url: '/api/seller/activity', headers: { cookie: owner } })).json()
    expect(activity[0]).toMatchObject({ kind: 'booking', summary: `Booking ${booking.reference} taken at the desk for ${booking.date} 10:00 with Nneka Eze`, member: { name: frontDesk.name } })
  })

  it('refuses a time already taken (by a client online) with 409 and the wizard’s message, and gives it to any free member', async () => {
    const date = addDays(shopDate(), 4)
    const online = await shop.app.inject({ method: 'POST', url: '/api/booking', payload: { ...fields({ date, startTime: '12:00' }), paymentMethod: 'pay-on-visit' }, remoteAddress: nextIp() })
    expect(online.statusCode).toBe(201)
    const refused = await take(owner, fields({ date, startTime: '12:00' }))
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ success: false, message: bookingMessages.slotTaken, nextTimes: expect.arrayContaining(['13:00']) })
    const anyone = await take(owner, fields({ date, startTime: '12:00', preferredEmployee: 'any' }))
    expect(anyone.statusCode).toBe(201)
    expect(anyone.json().booking.employeeId).toBe('tobi')
  })

  it('is refused to a stylist (403) and to a shopper or a guest (401)', async () => {
    expect((await take(stylist.cookie, fields({ startTime: '14:00' }))).statusCode).toBe(403)
    expect((await shop.app.inject({ method: 'POST', url: '/api/booking/seller/new', payload: fields({ startTime: '14:00' }) })).statusCode).toBe(401)
  })

  it('records the consent to phone messages the caller gives the desk, on her channel, and never undoes a STOP', async () => {
    const { db } = shop.database
    // A number that replied STOP to the shop's messages.
    await db.insert(phoneContacts).values({ phone: '+2348034440102', channel: 'whatsapp', consentedAt: new Date(), stoppedAt: new Date() })
    const date = addDays(shopDate(), 5)
    const booked = await Promise.all([
      take(frontDesk.cookie, { ...fields({ date, startTime: '15:00', phone: '0803 444 0101' }), phoneMessages: true, phoneChannel: 'sms' }),
      take(owner, { ...fields({ date, startTime: '16:00', phone: '0803 444 0102' }), phoneMessages: true, phoneChannel: 'sms' }),
      take(owner, fields({ date, startTime: '17:00', phone: '0803 444 0103' })),
    ])
    expect(booked.map((response) => response.statusCode)).toEqual([201, 201, 201])
    const contacts = await db.select().from(phoneContacts).where(like(phoneContacts.phone, '+23480344401%')).orderBy(asc(phoneContacts.phone))
    expect(contacts.map(({ phone, channel, stoppedAt }) => ({ phone, channel, stopped: stoppedAt !== null }))).toEqual([
      { phone: '+2348034440101', channel: 'sms', stopped: false },
      { phone: '+2348034440102', channel: 'whatsapp', stopped: true },
    ])
    const refused = await take(owner, { ...fields({ date, startTime: '18:00' }), phoneMessages: true, phoneChannel: 'pigeon' })
    expect([refused.statusCode, refused.json().message]).toEqual([400, phoneMessageWords.channel])
  })

  it('checks what it is sent with the wizard’s rules: 400 with their messages, never a 500', async () => {
    const cases: [object, string][] = [
      [fields({ phone: '' }), bookingMessages.phone],
      [fields({ phone: '12' }), bookingMessages.phoneShort],
      [fields({ email: 'nobody' }), bookingMessages.emailInvalid],
      [fields({ fullName: '' }), bookingMessages.fullName],
      [fields({ date: addDays(shopDate(), -1) }), bookingMessages.datePast],
      [fields({ startTime: '25:99' }), bookingMessages.startTime],
      [fields({ service: 'no-such' }), bookingMessages.service],
      [fields({ preferredEmployee: 'stranger' }), bookingMessages.preferredEmployee],
      [fields({ category: 'no-such' }), bookingMessages.category],
    ]
    for (const [payload, message] of cases) {
      const response = await take(owner, payload)
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status: 400, message })
    }
    // No body at all is a 415 (no JSON sent); the others are 400s.
    for (const payload of [null, [], 'text', { ...fields(), date: 7 }, { ...fields(), fullName: { a: 1 } }]) {
      expect([400, 415]).toContain((await take(owner, payload as object)).statusCode)
    }
  })

  it('answers a retry under one Idempotency-Key with the booking the first request made, and refuses the key for another booking', async () => {
    const asked = fields({ startTime: '16:00' })
    const first = await take(frontDesk.cookie, asked, { 'idempotency-key': 'desk-retry-1' })
    const again = await take(frontDesk.cookie, asked, { 'idempotency-key': 'desk-retry-1' })
    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json().booking._id).toBe(first.json().booking._id)
    const other = await take(frontDesk.cookie, fields({ startTime: '17:00' }), { 'idempotency-key': 'desk-retry-1' })
    expect(other.statusCode).toBe(422)
  })
})

describe('a walk-in', () => {
  const walkIn = (cookie: string, payload: object) => shop.app.inject({ method: 'POST', url: '/api/booking/seller/walk-in', payload, headers: { cookie }, remoteAddress: '10.9.9.9' })
  const client = { category: 'brows', service: 'brow-tint', fullName: 'Walk-in Client', phone: '0803 555 0177', email: '' }

  it('is booked at today’s first free start (the next slot not begun) with the first free member, or refused saying nobody is free', async () => {
    const today = shopDate()
    const { slots } = (await shop.app.inject({ method: 'GET', url: `/api/booking/availability?date=${today}&category=brows&service=brow-tint` })).json()
    const response = await walkIn(frontDesk.cookie, client)
    if (slots.length === 0) {
      // Late in the evening there is no start left today: the same answer as for a service nobody does (below).
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status: 409, message: am.walkInNobodyFree })
      return
    }
    expect(response.statusCode).toBe(201)
    const { booking, message } = response.json()
    const first = ['nneka', 'tobi'].find((member) => member in slots[0].room)
    expect(booking).toMatchObject({ date: today, startTime: slots[0].time, employeeId: first, paymentMethod: 'pay-on-visit', email: null, fullName: 'Walk-in Client' })
    expect(message).toBe(am.walkInBooked(slots[0].time, first === 'nneka' ? 'Nneka Eze' : 'Tobi Lawal'))
    // The next walk-in at that start goes to the other member; a third, when both are taken, to the next start.
    const second = (await walkIn(owner, client)).json().booking
    const thirdAnswer = await walkIn(owner, client)
    expect([booking.employeeId, second.employeeId].sort()).toEqual(slots[0].room.tobi && slots[0].room.nneka ? ['nneka', 'tobi'] : [booking.employeeId, second.employeeId].sort())
    // The evening's last start, once both have it, leaves nobody free.
    if (slots.length === 1 && Object.keys(slots[0].room).length === 2) return expect([thirdAnswer.statusCode, thirdAnswer.json().message]).toEqual([409, am.walkInNobodyFree])
    const third = thirdAnswer.json().booking
    expect(new Set([`${booking.startTime}/${booking.employeeId}`, `${second.startTime}/${second.employeeId}`, `${third.startTime}/${third.employeeId}`]).size).toBe(3)
  })

  it('is refused with 409 when nobody who does the service works today, 400 for a bad field, 403 for a stylist', async () => {
    const { db } = shop.database
    await db.insert(salonCategories).values({ id: 'henna', name: 'Henna', anyLabel: 'Any henna artist', position: 10 })
    await db.insert(salonServices).values({ id: 'henna-hands', categoryId: 'henna', name: 'Henna Hands', durationMinutes: 60, priceKobo: 500000 })
    const nobody = await walkIn(owner, { ...client, category: 'henna', service: 'henna-hands' })
    expect({ status: nobody.statusCode, message: nobody.json().message }).toEqual({ status: 409, message: am.walkInNobodyFree })
    const bad = await walkIn(owner, { ...client, phone: '12' })
    expect({ status: bad.statusCode, message: bad.json().message }).toEqual({ status: 400, message: bookingMessages.phoneShort })
    const wrongService = await walkIn(owner, { ...client, service: 'henna-hands' })
    expect({ status: wrongService.statusCode, message: wrongService.json().message }).toEqual({ status: 400, message: bookingMessages.service })
    expect((await walkIn(stylist.cookie, client)).statusCode).toBe(403)
  })
})

describe('the dated rules of what the desk and the wizard are sent', () => {
  it('read the shop’s clock, not the machine’s: ten days on, the machine’s day after tomorrow is past and the horizon moved', async () => {
    const moved = testClock(new Date(Date.now() + 10 * 24 * 3_600_000))
    const later = await buildTestShop({ seed: false, clock: moved })
    try {
      const cookie = await sellerCookie(later)
      await addBrowStylists(later, [{ id: 'nneka', name: 'Nneka Eze' }])
      const book = (date: string) => later.app.inject({ method: 'POST', url: '/api/booking/seller/new', payload: fields({ date }), headers: { cookie }, remoteAddress: '10.9.9.8' })
      const past = await book(addDays(shopDate(), 2))
      expect([past.statusCode, past.json().message]).toEqual([400, bookingMessages.datePast])
      const online = await later.app.inject({ method: 'POST', url: '/api/booking', payload: { ...fields({ date: addDays(shopDate(), 2) }), paymentMethod: 'pay-on-visit' }, remoteAddress: nextIp() })
      expect([online.statusCode, online.json().message]).toEqual([400, bookingMessages.datePast])
      const lastDay = lastBookableDay(moved.now())
      expect((await book(lastDay)).statusCode).toBe(201)
      const record = await later.app.inject({ method: 'PUT', url: '/api/booking/seller/clients/08035550123/record', payload: { notes: '', lastPatchTest: addDays(shopDate(), 5) }, headers: { cookie } })
      expect(record.statusCode).toBe(200)
    } finally {
      await later.close()
    }
  })
})
