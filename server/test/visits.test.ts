import { and, eq, gte, inArray, lt } from 'drizzle-orm'
import { addDays, bookingMessages as bm, salonAdminMessages as am, shopDate, shopMoment } from '../../src/contract'
import { bookingBusy, bookingLines, bookings, salonCategories, salonServices, salonStaff, salonStaffCategories, salonStaffHours } from '../src/db/schema'
import { buildTestShop, type TestShop } from './harness'
import { addBrowStylists, deskBookingFields, nextIp, sellerCookie, teamMember } from './helpers'

// Visits of several services (brows, then lashes), and services with a processing gap or a clean-up after.

let shop: TestShop
let owner: string
let ada: Awaited<ReturnType<typeof teamMember>>

beforeAll(async () => {
  shop = await buildTestShop({ seed: false })
  owner = await sellerCookie(shop)
  // Brow stylists Nneka and Tobi (60-minute Brow Tint); Ada, the only lash technician; all work 08:00 to 20:00.
  await addBrowStylists(shop, [
    { id: 'nneka', name: 'Nneka Eze' },
    { id: 'tobi', name: 'Tobi Lawal' },
  ])
  const { db } = shop.database
  await db.insert(salonCategories).values({ id: 'lashes', name: 'Lashes', anyLabel: 'Any lash technician', position: 10 })
  await db.insert(salonServices).values([
    { id: 'lash-lift', categoryId: 'lashes', name: 'Lash Lift', durationMinutes: 60, priceKobo: 600000 },
    // 60 minutes applying, 45 developing (Nneka is free), 45 rinsing and styling.
    { id: 'brow-colour', categoryId: 'brows', name: 'Brow Colour', durationMinutes: 150, processingAfterMinutes: 60, processingMinutes: 45, priceKobo: 1500000 },
    { id: 'brow-shape', categoryId: 'brows', name: 'Brow Shape', durationMinutes: 45, priceKobo: 400000 },
    // 15 minutes of cleaning after the client has gone.
    { id: 'brow-lamination', categoryId: 'brows', name: 'Brow Lamination', durationMinutes: 60, bufferMinutes: 15, priceKobo: 1000000 },
  ])
  await db.insert(salonStaff).values({ id: 'ada', name: 'Ada Obi', role: 'Lash Technician', position: 5 })
  await db.insert(salonStaffCategories).values({ staffId: 'ada', categoryId: 'lashes' })
  await db.insert(salonStaffHours).values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ staffId: 'ada', weekday, startMinute: 480, endMinute: 1200 })))
  ada = await teamMember(shop, owner, { role: 'stylist', staffId: 'ada' })
}, 60_000)
afterAll(() => shop.close())

const online = (fields: object) =>
  shop.app.inject({ method: 'POST', url: '/api/booking', payload: { ...deskBookingFields({ email: 'client@example.ng' }), paymentMethod: 'pay-on-visit', ...fields }, remoteAddress: nextIp() })
const atDesk = (fields: object) => shop.app.inject({ method: 'POST', url: '/api/booking/seller/new', payload: deskBookingFields(fields), headers: { cookie: owner }, remoteAddress: '10.9.9.9' })
const times = async (query: string) => ((await shop.app.inject({ method: 'GET', url: `/api/booking/availability?category=brows&${query}` })).json().slots as { time: string }[]).map((slot) => slot.time)
const rowsOf = async (bookingId: string) => ({
  lines: await shop.database.db.select().from(bookingLines).where(eq(bookingLines.bookingId, bookingId)).orderBy(bookingLines.position),
  busy: await shop.database.db.select().from(bookingBusy).where(eq(bookingBusy.bookingId, bookingId)).orderBy(bookingBusy.startsAt),
})

describe('a visit of two services', () => {
  it('books both lines back to back with their members, its price theirs together, and the wizard then offers neither time', async () => {
    const date = addDays(shopDate(), 5)
    const response = await online({ date, startTime: '10:00', moreServices: ['lash-lift'] })
    expect(response.statusCode).toBe(201)
    const { booking } = response.json()
    expect(booking).toMatchObject({ serviceName: 'Brow Tint + Lash Lift', startTime: '10:00', endTime: '12:00', price: 14000, employeeId: 'nneka' })
    expect(booking.lines).toEqual([
      { service: 'brow-tint', serviceName: 'Brow Tint', employeeId: 'nneka', employeeName: 'Nneka Eze', startTime: '10:00', endTime: '11:00', price: 8000 },
      { service: 'lash-lift', serviceName: 'Lash Lift', employeeId: 'ada', employeeName: 'Ada Obi', startTime: '11:00', endTime: '12:00', price: 6000 },
    ])
    // The same visit again finds Tobi for the brows but no lash technician at 11:00: it starts where both are free.
    expect(await times(`date=${date}&service=brow-tint&more=lash-lift`)).not.toContain('10:00')
    expect(await times(`date=${date}&service=brow-tint&more=lash-lift`)).toContain('11:00')
    // Ada's calendar holds the visit she serves the second service of.
    const calendar = (await shop.app.inject({ method: 'GET', url: `/api/booking/seller/calendar?from=${date}&days=1`, headers: { cookie: ada.cookie } })).json()
    expect(calendar.bookings.map((one: { reference: string }) => one.reference)).toEqual([booking.reference])
  })

  it('is booked whole or not at all under 20 concurrent requests for overlapping visits', async () => {
    const date = addDays(shopDate(), 6)
    // Brows then lashes from 10:00, or lashes then brows from 11:00: both want Ada at 11:00.
    const requests = Array.from({ length: 20 }, (_, index) =>
      index % 2 ? online({ date, startTime: '10:00', preferredEmployee: 'any', moreServices: ['lash-lift'] }) : online({ date, startTime: '11:00', category: 'lashes', service: 'lash-lift', preferredEmployee: 'any', moreServices: ['brow-tint'] }),
    )
    const answers = await Promise.all(requests)
    const statuses = answers.map((answer) => answer.statusCode)
    // Brows then lashes at 10:00 may be booked with Ada's 11:00 once; then nothing else fits her 11:00.
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    // One visit that day, with both its lines and spans: a refused one left nothing behind.
    const that = and(gte(bookings.startsAt, shopMoment(date, 0)), lt(bookings.startsAt, shopMoment(date, 24 * 60)))
    const made = await shop.database.db.select({ id: bookings.id }).from(bookings).where(that)
    expect(made).toHaveLength(1)
    const { lines, busy } = await rowsOf(made[0]!.id)
    expect([lines.length, busy.length]).toEqual([2, 2])
    expect(await shop.database.db.$count(bookingLines, inArray(bookingLines.bookingId, shop.database.db.select({ id: bookings.id }).from(bookings).where(that)))).toBe(2)
  })

  it('is checked: an unknown or inactive service, or too many, is a 400 with the message; the desk books one as the wizard does', async () => {
    const date = addDays(shopDate(), 7)
    for (const moreServices of [['no-such-service'], ['lash-lift', 'brow-shape', 'brow-tint']]) {
      const refused = await online({ date, startTime: '10:00', moreServices })
      expect([refused.statusCode, refused.json().message]).toEqual([400, bm.moreServices])
    }
    // Not a list of ids: the parser's own 400.
    for (const moreServices of ['lash-lift', [42]]) expect((await online({ date, startTime: '10:00', moreServices })).statusCode).toBe(400)
    const availability = await shop.app.inject({ method: 'GET', url: `/api/booking/availability?category=brows&date=${date}&more=lash-lift` })
    expect([availability.statusCode, availability.json().message]).toEqual([400, bm.service])
    const desk = await atDesk({ date, startTime: '14:00', moreServices: ['lash-lift'] })
    expect(desk.statusCode).toBe(201)
    expect(desk.json().booking.lines.map((line: { employeeId: string; startTime: string }) => `${line.employeeId} ${line.startTime}`)).toEqual(['nneka 14:00', 'ada 15:00'])
  })

  it('takes the member the desk chose for each service, though another is free first; one who does not do it is refused', async () => {
    const date = addDays(shopDate(), 12)
    const linesOf = (answer: Awaited<ReturnType<typeof atDesk>>) => answer.json().booking.lines.map((line: { employeeId: string; startTime: string }) => `${line.employeeId} ${line.startTime}`)
    // Nneka, who does the tint, is free for the shape after it: the desk asks for Tobi.
    const chosen = await atDesk({ date, startTime: '10:00', moreServices: ['brow-shape@tobi'] })
    expect(chosen.statusCode).toBe(201)
    expect(linesOf(chosen)).toEqual(['nneka 10:00', 'tobi 11:00'])
    // Anyone free: the first service's member first.
    expect(linesOf(await atDesk({ date, startTime: '13:00', moreServices: ['brow-shape'] }))).toEqual(['nneka 13:00', 'nneka 14:00'])
    // The free times follow the member chosen: Tobi's 11:00 is taken, Nneka's is free.
    expect(await times(`date=${date}&service=brow-tint&more=brow-shape@tobi`)).not.toContain('10:00')
    expect(await times(`date=${date}&service=brow-tint&more=brow-shape`)).toContain('10:00')
    for (const entry of ['brow-shape@ada', 'brow-shape@nobody']) {
      const refused = await atDesk({ date, startTime: '16:00', moreServices: [entry] })
      expect([refused.statusCode, refused.json().message]).toEqual([400, bm.moreServiceMember])
    }
  })

  it('moves whole: both lines shift, and a move where the second line is not free is refused', async () => {
    const date = addDays(shopDate(), 8)
    const { booking } = (await atDesk({ date, startTime: '09:00', moreServices: ['lash-lift'] })).json()
    // Ada is taken at 14:00 by another client.
    expect((await online({ date, startTime: '14:00', category: 'lashes', service: 'lash-lift', preferredEmployee: 'ada' })).statusCode).toBe(201)
    const move = (startTime: string) => shop.app.inject({ method: 'POST', url: `/api/booking/seller/${booking._id}/move`, headers: { cookie: owner }, payload: { employeeId: 'tobi', date, startTime } })
    const refused = await move('13:00')
    expect([refused.statusCode, refused.json().message]).toEqual([409, am.moveTaken])
    const moved = await move('15:00')
    expect(moved.statusCode).toBe(200)
    expect(moved.json().booking.lines.map((line: { employeeId: string; startTime: string }) => `${line.employeeId} ${line.startTime}`)).toEqual(['tobi 15:00', 'ada 16:00'])
    const { busy } = await rowsOf(booking._id)
    expect(busy.map((span) => span.employeeId)).toEqual(['tobi', 'ada'])
  })
})

describe('processing and clean-up time', () => {
  it('lets another client be booked with the member during a processing gap, and never over the busy parts', async () => {
    const date = addDays(shopDate(), 9)
    // Brow Colour with Nneka 10:00-12:30: busy 10:00-11:00 and 11:45-12:30, free while it develops.
    const colour = await online({ date, startTime: '10:00', service: 'brow-colour' })
    expect(colour.statusCode).toBe(201)
    expect((await rowsOf(colour.json().booking._id)).busy.map((span) => [span.startsAt.toISOString(), span.endsAt.toISOString()])).toHaveLength(2)
    // A 45-minute Brow Shape fits the gap at 11:00…
    expect(await times(`date=${date}&service=brow-shape`)).toContain('11:00')
    const shape = await online({ date, startTime: '11:00', service: 'brow-shape', preferredEmployee: 'nneka' })
    expect(shape.statusCode).toBe(201)
    // …but a 60-minute Brow Tint would run into the rinse, and the gap is now taken anyway.
    const tint = await online({ date, startTime: '11:00', service: 'brow-tint', preferredEmployee: 'nneka' })
    expect(tint.statusCode).toBe(409)
    const third = await online({ date, startTime: '11:00', service: 'brow-shape', preferredEmployee: 'nneka' })
    expect(third.statusCode).toBe(409)
  })

  it('keeps the member busy for the clean-up after the client has gone', async () => {
    const date = addDays(shopDate(), 10)
    expect((await online({ date, startTime: '10:00', service: 'brow-lamination', preferredEmployee: 'tobi' })).statusCode).toBe(201)
    // Tobi cleans until 11:15: the 11:00 Brow Tint is not hers, but Nneka's.
    const next = await online({ date, startTime: '11:00', service: 'brow-tint', preferredEmployee: 'any' })
    expect(next.json().booking.employeeId).toBe('nneka')
    const refused = await online({ date, startTime: '11:00', service: 'brow-tint', preferredEmployee: 'tobi' })
    expect(refused.statusCode).toBe(409)
  })

  it('is refused when it does not fit the service: 400 with the message, never a 500', async () => {
    const save = (fields: object) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/booking/seller/services',
        headers: { cookie: owner },
        payload: { categoryId: 'brows', name: 'Brow Henna', durationMinutes: 60, price: 9000, ...fields },
      })
    for (const [fields, message] of [
      [{ processingMinutes: 60, processingAfterMinutes: 10 }, am.processing],
      [{ processingMinutes: 7, processingAfterMinutes: 10 }, am.processing],
      [{ processingMinutes: 20, processingAfterMinutes: 0 }, am.processingAfter],
      [{ bufferMinutes: 125 }, am.buffer],
    ] as const) {
      const refused = await save(fields)
      expect([refused.statusCode, refused.json().message]).toEqual([400, message])
    }
    const saved = await save({ processingMinutes: 20, processingAfterMinutes: 20, bufferMinutes: 10 })
    expect(saved.statusCode).toBe(201)
    expect(saved.json().service).toMatchObject({ processingMinutes: 20, processingAfterMinutes: 20, bufferMinutes: 10 })
  })
})

describe('the desk and the wizard', () => {
  it('race for one time: one wins, the other is told it is taken', async () => {
    const date = addDays(shopDate(), 11)
    const [desk, wizard] = await Promise.all([atDesk({ date, startTime: '16:00' }), online({ date, startTime: '16:00' })])
    expect([desk.statusCode, wizard.statusCode].sort()).toEqual([201, 409])
    expect([desk, wizard].find((answer) => answer.statusCode === 409)!.json().message).toBe(bm.slotTaken)
  })
})
