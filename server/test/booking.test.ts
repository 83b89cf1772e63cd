import { addDays, shopDate, shopMoment, weekdayOf, type BookingFields } from '../../src/contract'
import { openDayFromToday } from '../../fixtures/salonDays'
import { salonCategories, salonServices, salonStaff, salonStaffCategories, salonStaffHours, salonTimeOff, bookings as bookingRows, bookingBusy } from '../src/db/schema'
import { buildTestShop, type TestShop } from './harness'
import { nextIp, oneServiceVisit, registerUser, sellerCookie } from './helpers'
import { insertBooking } from '../src/repositories/bookings'

let shop: TestShop

beforeAll(async () => {
  shop = await buildTestShop({ seed: false })
  // A brow stylist who works Tuesday to Saturday, 10:00 to 16:00, with a 90-minute and a 60-minute service.
  const { db } = shop.database
  await db.insert(salonCategories).values({ id: 'brows', name: 'Brows', anyLabel: 'Any brow stylist', position: 9 })
  await db.insert(salonServices).values([
    { id: 'brow-lift', categoryId: 'brows', name: 'Brow Lift', durationMinutes: 90, priceKobo: 2000000 },
    { id: 'brow-tint', categoryId: 'brows', name: 'Brow Tint', durationMinutes: 60, priceKobo: 800000 },
  ])
  await db.insert(salonStaff).values({ id: 'bisi', name: 'Bisi Lawal', role: 'Brow Stylist', position: 9 })
  await db.insert(salonStaffCategories).values({ staffId: 'bisi', categoryId: 'brows' })
  await db.insert(salonStaffHours).values([2, 3, 4, 5, 6].map((weekday) => ({ staffId: 'bisi', weekday, startMinute: 600, endMinute: 960 })))
})
afterAll(() => shop.close())

/** A date n days after today in Lagos. */
const daysFromToday = (days: number) => addDays(shopDate(), days)

/** The first `weekday` (0 Sunday … 6 Saturday) at least `weeks` weeks from today. */
const weekdayAfter = (weekday: number, weeks: number) => {
  let days = weeks * 7
  while (weekdayOf(daysFromToday(days)) !== weekday) days += 1
  return daysFromToday(days)
}

const booking = (fields: Partial<BookingFields> = {}): BookingFields => ({
  category: 'hair',
  preferredEmployee: 'tolu',
  date: openDayFromToday(3),
  startTime: '10:00',
  service: 'makeup',
  fullName: 'Ngozi Okafor',
  email: 'ngozi@example.ng',
  phone: '08035550100',
  paymentMethod: 'pay-on-visit',
  ...fields,
})

// Each booking from an address of its own: one address may book 10 times an hour (tested in trust.test.ts).
const book = (fields: Partial<BookingFields> = {}) => shop.app.inject({ method: 'POST', url: '/api/booking', payload: booking(fields), remoteAddress: nextIp() })

const brows = (fields: Partial<BookingFields>) => book({ category: 'brows', preferredEmployee: 'bisi', service: 'brow-lift', ...fields })

const availability = (query: string) => shop.app.inject({ method: 'GET', url: `/api/booking/availability?${query}` })

/** The start times offered for a query. */
const times = async (query: string): Promise<string[]> => (await availability(query)).json().slots.map((slot: { time: string }) => slot.time)

describe('POST /api/booking', () => {
  it('books a time and answers with a short reference, the employee, the service and its end', async () => {
    const response = await book({ date: openDayFromToday(1), startTime: '08:00', fullName: '  Ngozi Okafor  ' })
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body).toMatchObject({ success: true, message: 'Thank you! Your booking has been received.' })
    expect(body.booking).toMatchObject({
      employeeId: 'tolu',
      employeeName: 'Tolulope Adeyemi',
      service: 'makeup',
      serviceName: 'Makeup Session',
      date: openDayFromToday(1),
      startTime: '08:00',
      endTime: '09:00',
      durationMinutes: 60,
      price: 35000,
      status: 'confirmed',
      fullName: 'Ngozi Okafor',
      paymentMethod: 'pay-on-visit',
    })
    expect(body.booking.reference).toMatch(/^GB-[2-9A-HJ-NP-Z]{6}$/)
  })

  it('gives one of 50 simultaneous requests for overlapping times of one employee the time, and the others a 409 with the next free times', async () => {
    const date = weekdayAfter(3, 2)
    // 90 minutes from 11:00 or from 12:00: every pair overlaps.
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => brows({ date, startTime: i % 2 ? '11:00' : '12:00', email: `client${i}@example.ng` })))
    const created = responses.filter((response) => response.statusCode === 201)
    const refused = responses.filter((response) => response.statusCode === 409)
    expect([created.length, refused.length]).toEqual([1, 49])
    const won = created[0]!.json().booking
    // Either 11:00-12:30 or 12:00-13:30 is taken: the 90 minutes that still fit follow it or come before it.
    const nextTimes = won.startTime === '11:00' ? ['13:00', '14:00'] : ['10:00', '14:00']
    for (const response of refused) {
      expect(response.json()).toEqual({ success: false, message: 'That time is no longer available. Please choose another time.', nextTimes: expect.arrayContaining(nextTimes) })
    }
    const { rows } = (await shop.database.db.execute(`select count(*)::int as count from bookings where employee_id = 'bisi'`)) as unknown as { rows: { count: number }[] }
    expect(rows[0]!.count).toBe(1)
  })

  it('is kept from overlapping by the database itself, whatever the application checks, and a cancelled booking frees its time', async () => {
    const date = weekdayAfter(5, 2)
    const row = (reference: string, from: number, to: number) => ({
      reference,
      category: 'brows',
      employeeId: 'bisi',
      service: 'brow-lift',
      startsAt: shopMoment(date, from),
      endsAt: shopMoment(date, to),
      priceKobo: 2000000,
      fullName: 'Direct',
      email: 'direct@example.ng',
      phone: '08012345678',
      paymentMethod: 'transfer' as const,
    })
    const { db } = shop.database
    // A visit's busy spans are what may not overlap (a processing gap is free time).
    const busy = async (reference: string, from: number, to: number) => {
      const [booking] = await db.insert(bookingRows).values(row(reference, from, to)).returning({ id: bookingRows.id })
      await db.insert(bookingBusy).values({ bookingId: booking!.id, employeeId: 'bisi', startsAt: shopMoment(date, from), endsAt: shopMoment(date, to) })
    }
    await busy('GB-DIRECT1', 600, 690)
    await expect(busy('GB-DIRECT2', 660, 720)).rejects.toMatchObject({ cause: expect.objectContaining({ constraint: 'booking_busy_no_overlap' }) })
    // Back to back is no overlap.
    await busy('GB-DIRECT3', 690, 720)
    // Cancelling the visit, whatever statement does it, frees its spans.
    await db.execute(`update bookings set status = 'cancelled' where reference = 'GB-DIRECT1'`)
    await busy('GB-DIRECT4', 600, 690)
    // …and setting it going again would take them back: refused while someone has the time.
    await expect(db.execute(`update bookings set status = 'confirmed' where reference = 'GB-DIRECT1'`)).rejects.toMatchObject({ cause: expect.objectContaining({ constraint: 'booking_busy_no_overlap' }) })
  })

  it("gives 'any' a free member of the team who takes the category, and refuses when none is left", async () => {
    const date = openDayFromToday(6)
    expect((await book({ date, startTime: '09:00', preferredEmployee: 'zainab' })).statusCode).toBe(201)
    const any = await book({ date, startTime: '09:00', preferredEmployee: 'any' })
    expect(any.statusCode).toBe(201)
    expect(any.json().booking).toMatchObject({ employeeId: 'tolu', employeeName: 'Tolulope Adeyemi' })
    const none = await book({ date, startTime: '09:00', preferredEmployee: 'any' })
    expect(none.statusCode).toBe(409)
    expect(none.json()).toMatchObject({ message: 'That time is no longer available. Please choose another time.', nextTimes: ['10:00', '11:00', '12:00'] })
    expect(await times(`date=${date}&category=hair`)).not.toContain('09:00')
    // Nails have a technician of their own: Amaka is free at 09:00.
    expect(await times(`date=${date}&category=nails`)).toContain('09:00')
  })

  it('shares one time between 10 simultaneous requests for any of two employees: exactly two succeed', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => book({ date: openDayFromToday(7), startTime: '14:00', preferredEmployee: 'any' })))
    const created = responses.filter((response) => response.statusCode === 201).map((response) => response.json().booking.employeeId)
    expect(created.sort()).toEqual(['tolu', 'zainab'])
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(8)
  })

  it.each([
    ['a past date', { date: daysFromToday(-1) }, 'Please choose today or a later date'],
    ['a date that does not exist', { date: '2031-02-30' }, 'Please select a date'],
    ['a date in another format', { date: '30/12/2031' }, 'Please select a date'],
    ['a time that is not on the hour', { startTime: '10:30' }, 'Please select a start time'],
    ['a time that is no time', { startTime: '25:00' }, 'Please select a start time'],
    ['an unknown service', { service: 'tattoo' }, 'Please select a service'],
    ['a service of another category', { service: 'pedicure' }, 'Please select a service'],
    ['a service the salon no longer offers online', { category: 'nails', preferredEmployee: 'amaka', service: 'nail-art' }, 'Please select a service'],
    ['an unknown category', { category: 'barbing' }, 'Please select a category'],
    ['an unknown employee', { preferredEmployee: 'bola' }, 'Please select a preferred employee'],
    ['an employee who does not take the category', { category: 'massage', service: 'facial', preferredEmployee: 'tolu' }, 'Please select a preferred employee'],
    ['a short phone number', { phone: '12345' }, 'Phone number must be at least 7 digits'],
    ['an e-mail without @', { email: 'ngozi.example.ng' }, 'Enter a valid email'],
    ['an unknown payment method', { paymentMethod: 'crypto' }, 'Please select a payment method'],
  ])('refuses %s', async (_, fields, message) => {
    const response = await book(fields as Partial<BookingFields>)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message })
  })

  it('refuses a day nobody of the category works, and a time outside their hours', async () => {
    const closed = await brows({ date: weekdayAfter(1, 1), startTime: '11:00' })
    expect(closed.statusCode).toBe(409)
    expect(closed.json()).toEqual({ success: false, message: 'Nobody who does this is working that day. Please choose another date.', nextTimes: [] })
    // 15:00 + 90 minutes ends after 16:00.
    const late = await brows({ date: weekdayAfter(2, 1), startTime: '15:00' })
    expect(late.statusCode).toBe(409)
    expect(late.json().nextTimes).toEqual(['10:00', '11:00', '12:00'])
  })

  it('refuses fields it does not know', async () => {
    const response = await shop.app.inject({ method: 'POST', url: '/api/booking', payload: { ...booking(), price: 0 }, remoteAddress: nextIp() })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('Unknown field: price')
  })
})

describe('GET /api/booking/availability', () => {
  // One Thursday per case, so the cases do not see each other's bookings and time off.
  let week = 0
  const nextThursday = () => weekdayAfter(4, 1 + week++)
  const at = (date: string, time: string) => shopMoment(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)))
  const holdTime = (date: string, from: string, to: string) =>
    insertBooking(
      shop.database.db,
      { category: 'brows', fullName: 'Held', email: 'held@example.ng', phone: '08012345678', paymentMethod: 'transfer' },
      oneServiceVisit('brow-lift', 'bisi', at(date, from), at(date, to), 2000000),
      shop.clock.now(),
    )
  const timeOff = (date: string, from: string, to: string) => shop.database.db.insert(salonTimeOff).values({ staffId: 'bisi', startsAt: at(date, from), endsAt: at(date, to) })

  it.each<[string, (date: string) => Promise<unknown>, string, string[]]>([
    ['a free day, 90 minutes within 10:00-16:00', async () => {}, 'brow-lift', ['10:00', '11:00', '12:00', '13:00', '14:00']],
    ['a free day, 60 minutes', async () => {}, 'brow-tint', ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00']],
    ['a free day, the shortest service when none is chosen', async () => {}, '', ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00']],
    ['a booking 12:00-13:30', (date) => holdTime(date, '12:00', '13:30'), 'brow-lift', ['10:00', '14:00']],
    ['a booking 12:00-13:30, 60 minutes', (date) => holdTime(date, '12:00', '13:30'), 'brow-tint', ['10:00', '11:00', '14:00', '15:00']],
    ['a cancelled booking frees its time', async (date) => { const held = await holdTime(date, '12:00', '13:30'); await shop.database.db.execute(`update bookings set status = 'cancelled' where id = '${held!.row.id}'`) }, 'brow-lift', ['10:00', '11:00', '12:00', '13:00', '14:00']],
    ['time off 10:00-13:00', (date) => timeOff(date, '10:00', '13:00'), 'brow-lift', ['13:00', '14:00']],
    ['a day off', (date) => timeOff(date, '00:00', '24:00'), 'brow-tint', []],
    ['time off and a booking', async (date) => { await timeOff(date, '14:00', '16:00'); await holdTime(date, '11:30', '12:00') }, 'brow-tint', ['10:00', '12:00', '13:00']],
  ])('%s', async (_, arrange, service, expected) => {
    const date = nextThursday()
    await arrange(date)
    expect(await times(`date=${date}&category=brows${service ? `&service=${service}` : ''}`)).toEqual(expected)
  })

  it("tells each free member's room, and a day nobody works has no times", async () => {
    const date = weekdayAfter(2, 2)
    const { slots } = (await availability(`date=${date}&category=brows&service=brow-lift`)).json()
    expect(slots[0]).toEqual({ time: '10:00', room: { bisi: 360 } })
    expect(await times(`date=${weekdayAfter(0, 2)}&category=brows`)).toEqual([])
  })

  it.each([
    ['no date', 'category=hair', 'Please select a date'],
    ['a past date', `date=${daysFromToday(-2)}&category=hair`, 'Please choose today or a later date'],
    ['an unknown category', `date=${openDayFromToday(2)}&category=barbing`, 'Please select a category'],
    ['a service of another category', `date=${openDayFromToday(2)}&category=hair&service=pedicure`, 'Please select a service'],
  ])('answers 400 for %s', async (_, query, message) => {
    const response = await availability(query)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message })
  })
})

describe('GET /api/booking/salon', () => {
  it("lists SPEC's categories, the wizard's services, the home page's four cards and the team of four", async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/booking/salon' })
    expect(response.statusCode).toBe(200)
    const { categories, services, team } = response.json()
    expect(categories.slice(0, 3).map((category: { id: string }) => category.id)).toEqual(['hair', 'nails', 'massage'])
    expect(services.filter((service: { active: boolean; categoryId: string }) => service.active && service.categoryId !== 'brows').map((service: { id: string }) => service.id).sort()).toEqual(['facial', 'makeup', 'pedicure', 'silk-press'])
    // A hair service the senior hair stylist does, bookable online.
    expect(services.find((service: { id: string }) => service.id === 'silk-press')).toMatchObject({ categoryId: 'hair', name: 'Silk Press', durationMinutes: 90, price: 25000, active: true, onHomePage: false })
    expect(services.filter((service: { onHomePage: boolean }) => service.onHomePage).map((service: { name: string }) => service.name)).toEqual(['Facial Treatment', 'Nail Art', 'Massage Therapy', 'Makeup Session'])
    expect(team.slice(0, 4).map((member: { name: string; role: string }) => `${member.name}, ${member.role}`)).toEqual([
      'Tolulope Adeyemi, Senior Hair Stylist',
      'Chidinma Eze, Massage Therapist',
      'Amaka Nwosu, Nail Technician',
      'Zainab Bello, Makeup Artist',
    ])
    // The team works Monday to Saturday: the salon is closed on Sundays.
    expect(response.json().openWeekdays).toEqual([1, 2, 3, 4, 5, 6])
  })
})

describe('GET /api/booking/seller', () => {
  it('is for the seller only', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/api/booking/seller' })).statusCode).toBe(401)
    const shopper = await shop.app.inject({ method: 'GET', url: '/api/booking/seller', headers: { cookie: (await registerUser(shop)).cookie } })
    expect(shopper.statusCode).toBe(403)
    expect(shopper.json().success).toBe(false)
  })

  it('lists the bookings newest first', async () => {
    const latest = (await book({ date: openDayFromToday(9), startTime: '16:00', fullName: 'Latest Client' })).json().booking
    const response = await shop.app.inject({ method: 'GET', url: '/api/booking/seller', headers: { cookie: await sellerCookie(shop) } })
    expect(response.statusCode).toBe(200)
    const { bookings } = response.json()
    expect(bookings[0]).toEqual(latest)
    const times = bookings.map((entry: { createdAt: string }) => entry.createdAt)
    expect(times).toEqual([...times].sort().reverse())
  })
})
