import { eq, like, sql, type SQL } from 'drizzle-orm'
import { addDays, shopDate, shopMoment, type BookingFields } from '../../src/contract'
import { bookingManageMessages as mm, type ManagedBooking } from '../../src/contract/bookingManage'
import { bookingManageTokens, bookings, outboxMessages, salonCategories, salonServices, salonStaff, salonStaffCategories, salonStaffHours } from '../src/db/schema'
import { buildTestShop, type TestShop } from './harness'
import { nextIp, sellerCookie } from './helpers'

let shop: TestShop
let seller: string

beforeAll(async () => {
  shop = await buildTestShop({ seed: false, env: { PUBLIC_URL: 'https://shop.glowbeauty.ng' } })
  seller = await sellerCookie(shop)
  // Two lash stylists who work every day 08:00 to 20:00, and a 90-minute service.
  const { db } = shop.database
  await db.insert(salonCategories).values({ id: 'lashes', name: 'Lashes', anyLabel: 'Any lash stylist', position: 9 })
  await db.insert(salonServices).values({ id: 'lash-lift', categoryId: 'lashes', name: 'Lash Lift', durationMinutes: 90, priceKobo: 1500000 })
  await db.insert(salonStaff).values([
    { id: 'ada', name: 'Ada Obi', role: 'Lash Stylist', position: 1 },
    { id: 'ife', name: 'Ife Bello', role: 'Lash Stylist', position: 2 },
  ])
  await db.insert(salonStaffCategories).values([
    { staffId: 'ada', categoryId: 'lashes' },
    { staffId: 'ife', categoryId: 'lashes' },
  ])
  for (const staffId of ['ada', 'ife']) await db.insert(salonStaffHours).values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ staffId, weekday, startMinute: 480, endMinute: 1200 })))
})
afterAll(() => shop.close())

/** A date n days after today in Lagos. */
const day = (n: number) => addDays(shopDate(), n)

const fields = (more: Partial<BookingFields> = {}): BookingFields => ({
  category: 'lashes',
  preferredEmployee: 'ada',
  date: day(5),
  startTime: '10:00',
  service: 'lash-lift',
  fullName: 'Kemi Ade',
  email: 'kemi@example.ng',
  phone: '08035550111',
  paymentMethod: 'pay-on-visit',
  ...more,
})

const post = (more: Partial<BookingFields> = {}, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'POST', url: '/api/booking', payload: fields(more), headers, remoteAddress: nextIp() })

/** Books and answers the booking's id and its manage token. */
async function book(more: Partial<BookingFields> = {}): Promise<{ id: string; token: string }> {
  const response = await post(more)
  expect(response.statusCode).toBe(201)
  return { id: response.json().booking._id, token: response.json().manageToken }
}

const manage = (token: string, action = '', payload?: object) =>
  shop.app.inject({ method: action === '' || action.startsWith('availability') ? 'GET' : 'POST', url: `/api/booking/manage/${token}${action && `/${action}`}`, payload, remoteAddress: nextIp() })

const view = async (token: string): Promise<ManagedBooking> => (await manage(token)).json().booking

const reminders = (id: string) => shop.database.db.select().from(outboxMessages).where(like(outboxMessages.key, `booking:${id}:reminder:%`)).orderBy(outboxMessages.createdAt)

const setCutoff = (hours: number) => shop.app.inject({ method: 'PATCH', url: '/api/booking/seller/settings', headers: { cookie: seller }, payload: { clientChangeCutoffHours: hours } })

describe('the manage link', () => {
  it('opens its own booking and nothing else; a guessed token is a 404; the database keeps only the hash', async () => {
    const mine = await book({ startTime: '09:00', date: day(4) })
    const theirs = await book({ startTime: '09:00', date: day(4), preferredEmployee: 'ife', fullName: 'Bola Ola', email: 'bola@example.ng' })
    expect(mine.token).toMatch(/^[\w-]{43}$/)
    const shown = await manage(mine.token)
    expect(shown.statusCode).toBe(200)
    expect(shown.json().booking).toEqual({
      reference: expect.stringMatching(/^GB-/),
      serviceName: 'Lash Lift',
      employeeName: 'Ada Obi',
      anyEmployee: false,
      cancelWords: 'Cancelling now is free of charge.',
      lines: [{ serviceName: 'Lash Lift', employeeName: 'Ada Obi', anyone: false }],
      date: day(4),
      startTime: '09:00',
      endTime: '10:30',
      durationMinutes: 90,
      price: 15000,
      status: 'confirmed',
      changeable: true,
      changeUntil: new Date(shopMoment(day(4), 9 * 60).getTime() - 12 * 3_600_000).toISOString(),
      cutoffHours: 12,
    })
    // Nothing of the client travels: not her name, e-mail or phone.
    expect(shown.body).not.toMatch(/Kemi|kemi@|0803/)
    expect((await view(theirs.token)).employeeName).toBe('Ife Bello')
    for (const guess of [mine.token.slice(0, -1) + (mine.token.endsWith('A') ? 'B' : 'A'), 'x', mine.id, 'a'.repeat(90)]) {
      const response = await manage(encodeURIComponent(guess))
      expect([guess.slice(0, 8), response.statusCode, response.json().message]).toEqual([guess.slice(0, 8), 404, mm.notFound])
    }
    for (const action of ['cancel', 'reschedule', `availability?date=${day(6)}`]) expect((await manage('nope', action, { date: day(6), startTime: '12:00' })).statusCode).toBe(404)
    const [stored] = await shop.database.db.select().from(bookingManageTokens).where(eq(bookingManageTokens.bookingId, mine.id))
    expect(stored!.tokenHash).not.toBe(mine.token)
    const [row] = await shop.database.db.select().from(bookings).where(eq(bookings.id, mine.id))
    expect(JSON.stringify(row)).not.toContain(mine.token)
  })

  it('is in the confirmation e-mail and its reminder, absolute, from PUBLIC_URL', async () => {
    const { id, token } = await book({ startTime: '12:00', date: day(4) })
    const messages = await shop.database.db.select().from(outboxMessages).where(like(outboxMessages.key, `booking:${id}:%`))
    const link = `https://shop.glowbeauty.ng/booking/manage/${token}`
    const confirmation = messages.find((message) => message.event === 'Booking made')!
    expect(confirmation.text).toContain(`Cancel or reschedule: ${link}`)
    expect(confirmation.html).toContain(`href="${link}"`)
    expect(messages.find((message) => message.event === 'Booking reminder')!.text).toContain(link)
    // The owner's alert does not carry the client's link.
    expect(messages.find((message) => message.event === 'New booking (to you)')!.text).not.toContain(token)
  })

  it('cancels before the cut-off, withdrawing the reminder and telling the client; not twice', async () => {
    const { id, token } = await book({ startTime: '14:00', date: day(4) })
    const response = await manage(token, 'cancel')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ message: mm.cancelled, booking: { status: 'cancelled', changeable: false } })
    expect((await reminders(id)).map((message) => message.status)).toEqual(['withdrawn'])
    const cancelled = await shop.database.db.select().from(outboxMessages).where(like(outboxMessages.key, `booking:${id}:cancelled-%`))
    expect(cancelled.map((message) => message.recipient)).toEqual(['kemi@example.ng'])
    const again = await manage(token, 'cancel')
    expect([again.statusCode, again.json().message]).toEqual([409, mm.notActive])
    // The time is free again.
    expect((await post({ startTime: '14:00', date: day(4) })).statusCode).toBe(201)
  })

  it("refuses to cancel or reschedule after the owner's cut-off, with a clear message", async () => {
    const { token } = await book({ startTime: '16:00', date: day(3) })
    expect((await setCutoff(800)).statusCode).toBe(400)
    expect((await setCutoff(24 * 4)).json()).toMatchObject({ success: true, settings: { clientChangeCutoffHours: 96 } })
    try {
      expect(await view(token)).toMatchObject({ changeable: false, cutoffHours: 96 })
      for (const [action, payload] of [['cancel'], ['reschedule', { date: day(6), startTime: '12:00' }]] as const) {
        const refused = await manage(token, action, payload)
        expect([refused.statusCode, refused.json().message]).toEqual([409, mm.cutoffPassed(96)])
      }
      expect((await view(token)).status).toBe('confirmed')
    } finally {
      expect((await setCutoff(12)).statusCode).toBe(200)
    }
    expect((await shop.app.inject({ method: 'PATCH', url: '/api/booking/seller/settings', payload: { clientChangeCutoffHours: 1 } })).statusCode).toBe(401)
  })

  it('reschedules to a free time; the reminder and the e-mail follow, with her link', async () => {
    const { id, token } = await book({ startTime: '10:00', date: day(6) })
    const free = (await manage(token, `availability?date=${day(7)}`)).json().times
    expect(free).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00'])
    const moved = await manage(token, 'reschedule', { date: day(7), startTime: '15:00' })
    expect(moved.statusCode).toBe(200)
    expect(moved.json()).toMatchObject({ message: mm.moved, booking: { date: day(7), startTime: '15:00', endTime: '16:30', employeeName: 'Ada Obi' } })
    const [old, next] = await reminders(id)
    expect(old!.status).toBe('withdrawn')
    expect(next).toMatchObject({ status: 'queued', sendAfter: new Date(shopMoment(day(7), 15 * 60).getTime() - 24 * 3_600_000) })
    expect(next!.text).toContain(`/booking/manage/${token}`)
    const [movedMail] = await shop.database.db.select().from(outboxMessages).where(like(outboxMessages.key, `booking:${id}:moved-%`))
    expect(movedMail!.text).toContain(`https://shop.glowbeauty.ng/booking/manage/${token}`)
    // The old time is free again; bad input is a 400.
    expect((await post({ startTime: '10:00', date: day(6) })).statusCode).toBe(201)
    expect((await manage(token, 'reschedule', { date: 'tomorrow', startTime: '15:00' })).statusCode).toBe(400)
    expect((await manage(token, 'reschedule', { date: day(7), startTime: '15:30' })).statusCode).toBe(400)
  })

  it('keeps the old booking when the new time was taken: a 409 with the next free times', async () => {
    const { token } = await book({ startTime: '08:00', date: day(8) })
    await book({ startTime: '12:00', date: day(9) })
    const refused = await manage(token, 'reschedule', { date: day(9), startTime: '12:00' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ message: mm.taken, nextTimes: ['14:00', '15:00', '16:00'] })
    expect(await view(token)).toMatchObject({ date: day(8), startTime: '08:00', status: 'confirmed' })
  })

  it('is atomic under concurrency: a reschedule and a booking of the same new time, exactly one wins', async () => {
    for (const hour of ['09:00', '13:00', '17:00']) {
      const { token } = await book({ startTime: '08:00', date: day(10 + Number(hour.slice(0, 2))) })
      const [moved, booked] = await Promise.all([manage(token, 'reschedule', { date: day(11), startTime: hour }), post({ startTime: hour, date: day(11) })])
      expect([moved.statusCode, booked.statusCode]).toContainEqual(409)
      expect([moved.statusCode, booked.statusCode]).toContainEqual(moved.statusCode === 409 ? 201 : 200)
      const shown = await view(token)
      if (moved.statusCode === 409) expect(shown).toMatchObject({ date: day(10 + Number(hour.slice(0, 2))), startTime: '08:00' })
      else expect(shown).toMatchObject({ date: day(11), startTime: hour })
    }
  })

  it("with 'any', moves her to another member when hers is busy at the new time", async () => {
    const { token } = await book({ preferredEmployee: 'any', startTime: '08:00', date: day(12) })
    expect(await view(token)).toMatchObject({ employeeName: 'Ada Obi', anyEmployee: true })
    await book({ startTime: '11:00', date: day(13) })
    const moved = await manage(token, 'reschedule', { date: day(13), startTime: '11:00' })
    expect(moved.statusCode).toBe(200)
    expect(moved.json().booking).toMatchObject({ employeeName: 'Ife Bello', startTime: '11:00' })
  })
})

describe('POST /api/booking with an Idempotency-Key', () => {
  it("answers a retried 'any' booking with the first booking, even when both are sent at once; another booking under the key is refused", async () => {
    const asked = { preferredEmployee: 'any', startTime: '10:00', date: day(20) }
    const [first, second] = await Promise.all([post(asked, { 'idempotency-key': 'retry-one-abc' }), post(asked, { 'idempotency-key': 'retry-one-abc' })])
    expect([first.statusCode, second.statusCode]).toEqual([201, 201])
    expect(first.json().booking._id).toBe(second.json().booking._id)
    const third = await post(asked, { 'idempotency-key': 'retry-one-abc' })
    expect(third.headers['idempotent-replayed']).toBe('true')
    expect(third.json().booking._id).toBe(first.json().booking._id)
    // Each answer's link opens the one booking.
    for (const response of [first, second, third]) expect((await view(response.json().manageToken)).startTime).toBe('10:00')
    const made = await shop.database.db.select().from(bookings).where(eq(bookings.startsAt, shopMoment(day(20), 600)))
    expect(made).toHaveLength(1)
    const reused = await post({ ...asked, startTime: '12:00' }, { 'idempotency-key': 'retry-one-abc' })
    expect([reused.statusCode, reused.json().message]).toEqual([422, mm.requestReused])
    expect((await post(asked, { 'idempotency-key': 'bad key!' })).statusCode).toBe(400)
  })

  // Issue 32: the second of a true double click lost the member's time to the first (409) instead of finding its booking.
  it('answers requests for one member’s time sent at once under one key with the one booking: the others wait for the first or find it', async () => {
    const asked = { preferredEmployee: 'ada', startTime: '14:00', date: day(21) }
    // Four at once: some wait on the key, and some read the member's day only after the first took the time.
    const all = await Promise.all([1, 2, 3, 4].map(() => post(asked, { 'idempotency-key': 'double-click-1' })))
    expect(all.map((response) => response.statusCode)).toEqual([201, 201, 201, 201])
    expect(all.filter((response) => response.headers['idempotent-replayed'] !== 'true')).toHaveLength(1)
    expect(new Set(all.map((response) => response.json().booking._id)).size).toBe(1)
    expect(await shop.database.db.select().from(bookings).where(eq(bookings.startsAt, shopMoment(day(21), 840)))).toHaveLength(1)
  })

  /** Runs `statement` in a transaction of the test's own that stays open (holding its locks) until let go. */
  async function holding(statement: SQL): Promise<() => Promise<void>> {
    let letGo!: () => void
    const released = new Promise<void>((resolve) => (letGo = resolve))
    let held!: () => void
    const isHeld = new Promise<void>((resolve) => (held = resolve))
    const done = shop.database.db.transaction(async (tx) => {
      await tx.execute(statement)
      held()
      await released
    })
    await isHeld
    return async () => {
      letGo()
      await done
    }
  }

  /** Until `count` of the shop's statements wait for a lock. */
  async function waitingForLocks(count: number): Promise<void> {
    const waiting = async () => ((await shop.database.db.execute(sql`select count(*)::int as n from pg_locks where not granted`)) as unknown as { rows: { n: number }[] }).rows[0]!.n
    while ((await waiting()) < count) await new Promise((resolve) => setTimeout(resolve, 10))
  }

  // CI found it: the second request checked the key before the first had taken the time, and read the member's day
  // after, so it found her busy and answered 409. PGlite runs one transaction at a time, so the order is set up on PostgreSQL.
  ;(process.env.TEST_DATABASE_URL ? it : it.skip)('answers a request under the key whose first took the time while it read the day with that booking, not a 409', async () => {
    const asked = { preferredEmployee: 'ada', startTime: '16:00', date: day(21) }
    const key = { 'idempotency-key': 'double-click-2' }
    // The first waits on the key; the second has checked the key and waits to read who serves the category (then the day).
    const keyHeld = await holding(sql`select pg_advisory_xact_lock(hashtextextended('booking:double-click-2', 0))`)
    const first = post(asked, key)
    await waitingForLocks(1)
    const dayHeld = await holding(sql`lock table salon_staff_categories in access exclusive mode`)
    const second = post(asked, key)
    await waitingForLocks(2)
    await keyHeld()
    expect((await first).statusCode).toBe(201)
    await dayHeld()
    const answer = await second
    expect([answer.statusCode, answer.headers['idempotent-replayed'], answer.json().booking?._id]).toEqual([201, 'true', (await first).json().booking._id])
  })
})
