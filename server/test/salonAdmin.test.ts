import { addDays, shopDate, weekdayOf } from '../../src/contract'
import { buildTestShop, type TestShop } from './harness'
import { nextIp, registerUser, sellerCookie } from './helpers'

let shop: TestShop
let seller: string

beforeAll(async () => {
  shop = await buildTestShop({ seed: false })
  seller = await sellerCookie(shop)
})
afterAll(() => shop.close())

const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = seller) => shop.app.inject({ method, url: `/api/booking${url}`, payload, headers: { cookie } })

/** The first `weekday` (0 Sunday … 6 Saturday) at least `weeks` weeks from today. */
const weekdayAfter = (weekday: number, weeks: number) => {
  let date = addDays(shopDate(), weeks * 7)
  while (weekdayOf(date) !== weekday) date = addDays(date, 1)
  return date
}

const bookAs = (fields: object) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/booking',
    remoteAddress: nextIp(),
    payload: { preferredEmployee: 'any', fullName: 'Kemi Bello', email: 'kemi@example.ng', phone: '08012345678', paymentMethod: 'transfer', ...fields },
  })

describe("the owner's salon", () => {
  let category: string
  let service: string
  let stylist: string

  it('adds a category, a 90-minute service and a stylist working Tuesday to Saturday 10:00-16:00, which the wizard then offers', async () => {
    const added = await as('POST', '/seller/categories', { name: 'Braids', anyLabel: 'Any braider' })
    expect(added.statusCode).toBe(201)
    category = added.json().category.id
    const created = await as('POST', '/seller/services', { categoryId: category, name: 'Knotless Braids', description: 'Light, neat braids.', durationMinutes: 90, price: 20000, active: true, onHomePage: false })
    expect(created.statusCode).toBe(201)
    service = created.json().service.id
    expect(created.json().service).toMatchObject({ name: 'Knotless Braids', durationMinutes: 90, price: 20000, categoryId: category })
    const hours = [2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '10:00', end: '16:00' }))
    const member = await as('POST', '/seller/team', { name: 'Ife Ojo', role: 'Braider', categories: [category], hours })
    expect(member.statusCode).toBe(201)
    stylist = member.json().id

    const { categories, services, team } = (await shop.app.inject({ method: 'GET', url: '/api/booking/salon' })).json()
    expect(categories.map((entry: { name: string }) => entry.name)).toContain('Braids')
    expect(services.find((entry: { id: string }) => entry.id === service)).toMatchObject({ name: 'Knotless Braids', active: true })
    expect(team.find((entry: { id: string }) => entry.id === stylist)).toMatchObject({ name: 'Ife Ojo', categories: [category] })
    const { slots } = (await shop.app.inject({ method: 'GET', url: `/api/booking/availability?date=${weekdayAfter(2, 1)}&category=${category}` })).json()
    expect(slots.map((slot: { time: string }) => slot.time)).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00'])
  })

  it('edits a service and a member of the team, hours included', async () => {
    const edited = await as('PUT', `/seller/services/${service}`, { categoryId: category, name: 'Knotless Braids', durationMinutes: 120, price: 25000, active: true, onHomePage: false })
    expect(edited.json().service).toMatchObject({ durationMinutes: 120, price: 25000 })
    expect((await as('PUT', `/seller/team/${stylist}`, { name: 'Ife Ojo', role: 'Senior Braider', categories: [category], hours: [{ weekday: 2, start: '09:00', end: '17:00' }] })).statusCode).toBe(200)
    const { team } = (await as('GET', '/seller/salon')).json()
    expect(team.find((entry: { id: string }) => entry.id === stylist)).toEqual({ id: stylist, name: 'Ife Ojo', role: 'Senior Braider', image: '', categories: [category], hours: [{ weekday: 2, start: '09:00', end: '17:00' }] })
    await as('PUT', `/seller/team/${stylist}`, { name: 'Ife Ojo', role: 'Braider', categories: [category], hours: [2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '10:00', end: '16:00' })) })
    await as('PUT', `/seller/services/${service}`, { categoryId: category, name: 'Knotless Braids', durationMinutes: 90, price: 20000, active: true, onHomePage: false })
  })

  it.each([
    ['a service without a name', 'POST', '/seller/services', { categoryId: 'hair', name: ' ', durationMinutes: 60, price: 1 }, 400, 'Name is required'],
    ['a service of an unknown category', 'POST', '/seller/services', { categoryId: 'nope', name: 'X', durationMinutes: 60, price: 1 }, 400, 'Please choose a category'],
    ['a duration off the 5-minute steps', 'POST', '/seller/services', { categoryId: 'hair', name: 'X', durationMinutes: 62, price: 1 }, 400, 'Duration must be a whole number of minutes from 5 to 720, in steps of 5'],
    ['an unknown service', 'PUT', '/seller/services/nope', { categoryId: 'hair', name: 'X', durationMinutes: 60, price: 1 }, 404, 'Service not found'],
    ['hours that end before they start', 'POST', '/seller/team', { name: 'X', role: 'Y', hours: [{ weekday: 1, start: '16:00', end: '10:00' }] }, 400, 'The end must come after the start'],
    ['a weekday twice', 'POST', '/seller/team', { name: 'X', role: 'Y', hours: [{ weekday: 1, start: '09:00', end: '10:00' }, { weekday: 1, start: '11:00', end: '12:00' }] }, 400, 'Weekdays are 0 (Sunday) to 6 (Saturday), each once'],
    ['time off for nobody', 'POST', '/seller/time-off', { staffId: 'nobody', date: '2030-01-01' }, 400, 'Team member not found'],
    ['deleting a booked service', 'POST', '/seller/services/makeup/delete', undefined, 409, 'This service has bookings, so it cannot be deleted. Make it inactive instead: the wizard stops offering it.'],
  ] as const)('refuses %s', async (_, method, url, payload, status, message) => {
    if (url.includes('makeup')) await bookAs({ category: 'hair', service: 'makeup', date: weekdayAfter(1, 2), startTime: '10:00' })
    const response = await as(method, url, payload)
    expect(response.statusCode).toBe(status)
    expect(response.json()).toEqual({ success: false, message })
  })

  it('takes time off, which the wizard then does not offer, and shows the day on the calendar per member', async () => {
    const date = weekdayAfter(3, 2)
    const off = await as('POST', '/seller/time-off', { staffId: stylist, date, from: '10:00', to: '13:00', note: 'Dentist' })
    expect(off.statusCode).toBe(201)
    const booked = await bookAs({ category, service, date, startTime: '13:00' })
    expect(booked.statusCode).toBe(201)
    const { slots } = (await shop.app.inject({ method: 'GET', url: `/api/booking/availability?date=${date}&category=${category}` })).json()
    expect(slots).toEqual([])
    const calendar = (await as('GET', `/seller/calendar?from=${date}&days=1`)).json()
    expect(calendar.timeOff).toEqual([{ id: off.json().timeOff.id, staffId: stylist, date, from: '10:00', to: '13:00', note: 'Dentist' }])
    expect(calendar.bookings.map((entry: { employeeId: string; startTime: string; endTime: string }) => `${entry.employeeId} ${entry.startTime}-${entry.endTime}`)).toEqual([`${stylist} 13:00-14:30`])
    expect(calendar.team.map((member: { name: string }) => member.name)).toContain('Ife Ojo')
    expect((await as('POST', `/seller/time-off/${off.json().timeOff.id}/delete`)).statusCode).toBe(200)
    expect((await as('GET', `/seller/calendar?from=${date}&days=1`)).json().timeOff).toEqual([])
  })

  it('marks a booking completed, cancelled or no-show; a cancelled booking frees its time', async () => {
    const date = weekdayAfter(4, 2)
    const { booking } = (await bookAs({ category, service, date, startTime: '10:00' })).json()
    const done = await as('POST', `/seller/${booking._id}/status`, { status: 'completed', early: true })
    expect(done.json().booking.status).toBe('completed')
    expect((await bookAs({ category, service, date, startTime: '10:00' })).statusCode).toBe(409)
    await as('POST', `/seller/${booking._id}/status`, { status: 'cancelled' })
    expect((await bookAs({ category, service, date, startTime: '10:00' })).statusCode).toBe(201)
    expect((await as('POST', `/seller/${booking._id}/status`, { status: 'lost' })).statusCode).toBe(400)
    expect((await as('POST', '/seller/00000000-0000-4000-8000-000000000000/status', { status: 'completed' })).statusCode).toBe(404)
  })

  it('moves a booking to a free time in one statement, and refuses a taken one, keeping the booking where it was', async () => {
    const date = weekdayAfter(5, 2)
    const first = (await bookAs({ category, service, date, startTime: '10:00' })).json().booking
    const second = (await bookAs({ category, service, date, startTime: '12:00' })).json().booking
    // 11:00 overlaps the other booking (12:00-13:30); 14:00 is free.
    const refused = await as('POST', `/seller/${first._id}/move`, { employeeId: stylist, date, startTime: '11:00' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('That time is not free for this member of the team. Please choose another time.')
    const moved = await as('POST', `/seller/${first._id}/move`, { employeeId: stylist, date, startTime: '14:00' })
    expect(moved.statusCode).toBe(200)
    expect(moved.json().booking).toMatchObject({ startTime: '14:00', endTime: '15:30', date })
    // Its old time is free again: the second booking can move to 10:30's hour.
    expect((await as('POST', `/seller/${second._id}/move`, { employeeId: stylist, date, startTime: '10:00' })).statusCode).toBe(200)
    const calendar = (await as('GET', `/seller/calendar?from=${date}&days=1`)).json()
    expect(calendar.bookings.map((entry: { reference: string; startTime: string }) => `${entry.reference} ${entry.startTime}`)).toEqual([`${second.reference} 10:00`, `${first.reference} 14:00`])
  })

  it("offers a move only the start times the member could take it at: her hours that weekday, clear of her time off and other bookings", async () => {
    const date = weekdayAfter(2, 3)
    const first = (await bookAs({ category, service, date, startTime: '10:00' })).json().booking
    await bookAs({ category, service, date, startTime: '13:00' })
    const timesOf = async (query: string, id = first._id) => {
      const response = await as('GET', `/seller/${id}/move-times?${query}`)
      return [response.statusCode, response.json().times ?? response.json().message]
    }
    // 10:00 to 16:00, the booking's own time free: 12:00 is too short before the 13:00 booking (90 minutes), which holds 13:00 and 14:00.
    expect(await timesOf(`employeeId=${stylist}&date=${date}`)).toEqual([200, ['10:00', '11:00']])
    await as('POST', '/seller/time-off', { staffId: stylist, date, from: '10:00', to: '11:00', note: 'Training' })
    expect(await timesOf(`employeeId=${stylist}&date=${date}`)).toEqual([200, ['11:00']])
    // She does not work on Mondays.
    expect(await timesOf(`employeeId=${stylist}&date=${weekdayAfter(1, 3)}`)).toEqual([200, []])
    expect((await as('POST', `/seller/${first._id}/move`, { employeeId: stylist, date, startTime: '11:00' })).statusCode).toBe(200)

    expect(await timesOf(`employeeId=amaka&date=${date}`)).toEqual([400, 'Team member not found'])
    expect(await timesOf(`date=${date}`)).toEqual([400, 'Team member not found'])
    expect(await timesOf(`employeeId=${stylist}&date=2030-02-30`)).toEqual([400, 'Please choose a date'])
    expect(await timesOf(`employeeId=${stylist}&date=${date}&date=${date}`)).toEqual([400, 'Please choose a date'])
    expect(await timesOf(`employeeId=${stylist}&date=${date}`, '00000000-0000-4000-8000-000000000000')).toEqual([404, 'Booking not found'])
  })

  it('offers a visit of several services only the start times where every service still fits its member', async () => {
    const date = weekdayAfter(3, 3)
    // The braids with Ife (90 minutes), then a pedicure with Amaka, who is off from 14:00.
    const visit = (await bookAs({ category, service, moreServices: ['pedicure'], preferredEmployee: stylist, date, startTime: '10:00' })).json().booking
    await as('POST', '/seller/time-off', { staffId: 'amaka', date, from: '14:00', to: '18:00' })
    const response = await as('GET', `/seller/${visit._id}/move-times?employeeId=${stylist}&date=${date}`)
    // From 12:00 on, Amaka's pedicure would run into her time off.
    expect(response.json().times).toEqual(['10:00', '11:00'])
  })

  it('refuses to remove a member of the team with bookings, and removes one without', async () => {
    expect((await as('POST', `/seller/team/${stylist}/delete`)).statusCode).toBe(409)
    const spare = (await as('POST', '/seller/team', { name: 'Spare', role: 'Trainee' })).json().id
    expect((await as('POST', `/seller/team/${spare}/delete`)).statusCode).toBe(200)
    expect((await as('POST', `/seller/team/${spare}/delete`)).statusCode).toBe(404)
  })

  it('reads the calendar a day or a week at a time, never more', async () => {
    expect((await as('GET', '/seller/calendar?from=2030-01-07&days=7')).statusCode).toBe(200)
    for (const query of ['from=2030-01-07&days=8', 'from=2030-02-30', 'days=1', 'from=2030-01-07&days=0']) {
      const response = await as('GET', `/seller/calendar?${query}`)
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe('from must be a date written YYYY-MM-DD and days 1 to 7')
    }
  })

  it('is for the seller only', async () => {
    const shopper = (await registerUser(shop)).cookie
    for (const [method, url] of [
      ['GET', '/seller/salon'],
      ['GET', '/seller/calendar?from=2030-01-07'],
      ['POST', '/seller/services'],
      ['POST', '/seller/team'],
    ] as const) {
      expect((await shop.app.inject({ method, url: `/api/booking${url}`, payload: {} })).statusCode).toBe(401)
      expect((await as(method, url, {}, shopper)).statusCode).toBe(403)
    }
  })
})
