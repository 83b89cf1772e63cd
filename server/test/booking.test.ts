import { BOOKING_SLOTS, openDayFromToday, salonToday, type BookingFields } from '../../src/contract'
import { buildTestShop, type TestShop } from './harness'
import { nextIp, registerUser, sellerCookie } from './helpers'

let shop: TestShop

beforeAll(async () => {
  shop = await buildTestShop({ seed: false })
})
afterAll(() => shop.close())

/** A date n days after today in Lagos. */
const daysFromToday = (days: number) => {
  const date = new Date(`${salonToday()}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

const booking = (fields: Partial<BookingFields> = {}): BookingFields => ({
  category: 'hair',
  preferredEmployee: 'tolu',
  date: openDayFromToday(3),
  startTime: '10:00',
  service: 'facial',
  fullName: 'Ngozi Okafor',
  email: 'ngozi@example.ng',
  phone: '08035550100',
  paymentMethod: 'pay-on-visit',
  ...fields,
})

// Each booking from an address of its own: one address may book 10 times an hour (tested in trust.test.ts).
const book = (fields: Partial<BookingFields> = {}) => shop.app.inject({ method: 'POST', url: '/api/booking', payload: booking(fields), remoteAddress: nextIp() })

const availability = (query: string) => shop.app.inject({ method: 'GET', url: `/api/booking/availability?${query}` })

describe('POST /api/booking', () => {
  it('books a slot and answers with a short reference and the employee', async () => {
    const response = await book({ date: openDayFromToday(1), startTime: '08:00', fullName: '  Ngozi Okafor  ' })
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body).toMatchObject({ success: true, message: 'Thank you! Your booking has been received.' })
    expect(body.booking).toMatchObject({ employeeId: 'tolu', employeeName: 'Tolulope Adeyemi', date: openDayFromToday(1), startTime: '08:00', fullName: 'Ngozi Okafor', paymentMethod: 'pay-on-visit' })
    expect(body.booking.reference).toMatch(/^GB-[2-9A-HJ-NP-Z]{6}$/)
  })

  it('gives one of 20 simultaneous requests for the same employee and time the slot, and the other 19 a clear 409', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => book({ date: openDayFromToday(5), startTime: '11:00', email: `client${i}@example.ng` })))
    const created = responses.filter((response) => response.statusCode === 201)
    const refused = responses.filter((response) => response.statusCode === 409)
    expect(created).toHaveLength(1)
    expect(refused).toHaveLength(19)
    for (const response of refused) {
      expect(response.json()).toEqual({ success: false, message: 'That time is no longer available. Please choose another time.' })
    }
    const { taken, takenByEmployee } = (await availability(`date=${openDayFromToday(5)}&category=hair`)).json()
    expect(takenByEmployee.tolu).toEqual(['11:00'])
    expect(taken).toEqual([])
  })

  it("gives 'any' a free member of the team who takes the category, and refuses when none is left", async () => {
    const date = openDayFromToday(6)
    expect((await book({ date, startTime: '09:00', preferredEmployee: 'zainab' })).statusCode).toBe(201)
    const any = await book({ date, startTime: '09:00', preferredEmployee: 'any' })
    expect(any.statusCode).toBe(201)
    expect(any.json().booking).toMatchObject({ employeeId: 'tolu', employeeName: 'Tolulope Adeyemi' })
    const none = await book({ date, startTime: '09:00', preferredEmployee: 'any' })
    expect(none.statusCode).toBe(409)
    expect(none.json().message).toBe('That time is no longer available. Please choose another time.')
    expect((await availability(`date=${date}&category=hair`)).json()).toEqual({ success: true, taken: ['09:00'], takenByEmployee: { tolu: ['09:00'], zainab: ['09:00'] } })
    // Nails have a technician of their own (Zainab, the make-up artist, takes hair and make-up only): Amaka is free.
    expect((await availability(`date=${date}&category=nails`)).json()).toEqual({ success: true, taken: [], takenByEmployee: { amaka: [] } })
  })

  it('shares one booking between 10 simultaneous requests for any of two employees: exactly two succeed', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => book({ date: openDayFromToday(7), startTime: '14:00', preferredEmployee: 'any' })))
    const created = responses.filter((response) => response.statusCode === 201).map((response) => response.json().booking.employeeId)
    expect(created.sort()).toEqual(['tolu', 'zainab'])
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(8)
  })

  it.each([
    ['a past date', { date: daysFromToday(-1) }, 'Please choose today or a later date'],
    ['a date that does not exist', { date: '2031-02-30' }, 'Please select a date'],
    ['a date in another format', { date: '30/12/2031' }, 'Please select a date'],
    ['a time outside opening hours', { startTime: '19:00' }, 'Please select a start time'],
    ['an unknown service', { service: 'tattoo' }, 'Please select a service'],
    ['an unknown category', { category: 'barbing' }, 'Please select a category'],
    ['an unknown employee', { preferredEmployee: 'bola' }, 'Please select a preferred employee'],
    ["an employee who does not take the category", { category: 'massage', preferredEmployee: 'tolu' }, 'Please select a preferred employee'],
    ['a short phone number', { phone: '12345' }, 'Phone number must be at least 7 digits'],
    ['an e-mail without @', { email: 'ngozi.example.ng' }, 'Enter a valid email'],
    ['an unknown payment method', { paymentMethod: 'crypto' }, 'Please select a payment method'],
  ])('refuses %s', async (_, fields, message) => {
    const response = await book(fields as Partial<BookingFields>)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message })
  })

  it('refuses a Sunday, when the salon is closed', async () => {
    const sunday = new Date(`${openDayFromToday(1)}T12:00:00Z`)
    sunday.setUTCDate(sunday.getUTCDate() + 7 - sunday.getUTCDay())
    const response = await book({ date: sunday.toISOString().slice(0, 10) })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('The salon is closed on Sundays. Please choose another date.')
  })

  it('accepts the next opening day', async () => {
    expect((await book({ date: openDayFromToday(1), startTime: BOOKING_SLOTS.at(-1) })).statusCode).toBe(201)
  })

  it('refuses fields it does not know', async () => {
    const response = await shop.app.inject({ method: 'POST', url: '/api/booking', payload: { ...booking(), price: 0 }, remoteAddress: nextIp() })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('Unknown field: price')
  })
})

describe('GET /api/booking/availability', () => {
  it('lists no taken slot on a free day', async () => {
    expect((await availability(`date=${openDayFromToday(40)}&category=massage`)).json()).toEqual({ success: true, taken: [], takenByEmployee: { chidi: [] } })
  })

  it.each([
    ['no date', 'category=hair', 'Please select a date'],
    ['a past date', `date=${daysFromToday(-2)}&category=hair`, 'Please choose today or a later date'],
    ['an unknown category', `date=${openDayFromToday(2)}&category=barbing`, 'Please select a category'],
  ])('answers 400 for %s', async (_, query, message) => {
    const response = await availability(query)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message })
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
