import { randomUUID } from 'node:crypto'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { addDays, phoneKey, shopDate, timeToMinutes, type Booking } from '../src/contract'
import { DEMO_SELLER_EMAIL, DEMO_SELLER_PASSWORD } from '../server/src/config'
import { openDatabase, type Database } from '../server/src/db/client'
import { bookingBusy, bookingLines, bookings, salonCategories, salonServices, salonStaff, salonStaffCategories, salonStaffHours } from '../server/src/db/schema'
import { visitColumns } from '../server/src/repositories/bookings'
import { busySpans, planVisit, visitRows, type MemberDay, type ServiceTiming } from '../server/src/salon/schedule'
import { freshPostgres } from './catalogueData'
import { loadAverage, makeDataDir, startShopServer } from './server'
import { median, percentile } from './stats'

// GET /api/booking/availability on a busy day: a category of MEMBERS.length members (08:00-20:00 every weekday)
// with 40 bookings made through POST /api/booking, and the same questions on an empty day. One request at a time
// on loopback through our real server, after a warm-up; on PGlite and, with DATABASE_URL, on PostgreSQL. With
// BENCH_HISTORY_DAYS, again with that many days of the same bookings before the measured day in the tables.
// Target: the median under 50 ms on PGlite. Bounded: REQUESTS requests per question, a few seconds in all on an
// idle machine besides the migrations and the server's start.

const PORT = Number(process.env.BENCH_PORT ?? 3821)
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200)
const HISTORY_DAYS = Number(process.env.BENCH_HISTORY_DAYS ?? 0)
const WARM_UP = 20
const TARGET_MEDIAN_MS = 50

/** Server environment: bookings from one address are not limited (the 40 come from loopback). */
const SERVER_ENV = { BOOKINGS_PER_HOUR: '100000' }

const CATEGORY = 'bench-brows'
const SECOND_CATEGORY = 'bench-lashes'
const MEMBERS = Array.from({ length: 8 }, (_, index) => `bench-stylist-${index + 1}`)
const LASH_TECHNICIAN = 'bench-lash-technician'
const WORKDAY = { startMinute: 8 * 60, endMinute: 20 * 60 }

type BenchService = ServiceTiming & { categoryId: string; name: string }

const service = (id: string, categoryId: string, name: string, durationMinutes: number, priceKobo: number, more: Partial<ServiceTiming> = {}): BenchService => ({
  id,
  categoryId,
  name,
  durationMinutes,
  priceKobo,
  processingAfterMinutes: 0,
  processingMinutes: 0,
  bufferMinutes: 0,
  ...more,
})

const TINT = service('bench-tint', CATEGORY, 'Brow Tint', 60, 800_000)
const SHAPE = service('bench-shape', CATEGORY, 'Brow Shape', 45, 400_000)
/** 60 minutes applying, 45 developing (its member is free), 45 rinsing and styling. */
const COLOUR = service('bench-colour', CATEGORY, 'Brow Colour', 150, 1_500_000, { processingAfterMinutes: 60, processingMinutes: 45 })
/** 15 minutes of cleaning after the client has gone. */
const LAMINATION = service('bench-lamination', CATEGORY, 'Brow Lamination', 60, 1_000_000, { bufferMinutes: 15 })
const LASH_LIFT = service('bench-lash-lift', SECOND_CATEGORY, 'Lash Lift', 60, 600_000)
const SERVICES = [TINT, SHAPE, COLOUR, LAMINATION, LASH_LIFT]

/** The category, its members and services, and a second category of one member for two-service visits. */
async function seedSalon(database: Database): Promise<void> {
  const { db } = database
  await db.insert(salonCategories).values([
    { id: CATEGORY, name: 'Bench Brows', anyLabel: 'Any brow stylist', position: 20 },
    { id: SECOND_CATEGORY, name: 'Bench Lashes', anyLabel: 'Any lash technician', position: 21 },
  ])
  await db.insert(salonServices).values(SERVICES.map((one, position) => ({ ...one, position: 20 + position })))
  const staff = [...MEMBERS.map((id, index) => ({ id, name: `Stylist ${index + 1}`, role: 'Brow Stylist' })), { id: LASH_TECHNICIAN, name: 'Lash Technician', role: 'Lash Technician' }]
  await db.insert(salonStaff).values(staff.map((member, position) => ({ ...member, position: 20 + position })))
  await db.insert(salonStaffCategories).values([...MEMBERS.map((staffId) => ({ staffId, categoryId: CATEGORY })), { staffId: LASH_TECHNICIAN, categoryId: SECOND_CATEGORY }])
  await db.insert(salonStaffHours).values(staff.flatMap(({ id }) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ staffId: id, weekday, ...WORKDAY }))))
}

interface PlannedBooking {
  member: string
  startTime: string
  service: BenchService
  more: BenchService[]
}

/**
 * Five bookings for each of the eight members (40): 08:00, 11:00, 13:00, 15:00 and 17:00, of every kind of
 * service (a colour with its processing gap where it has the room, a lamination with its clean-up), and four
 * two-service visits (a tint, then a lash lift with the lash technician at 12:00, 14:00, 16:00 and 18:00).
 */
function dayOfBookings(): PlannedBooking[] {
  const starts = ['08:00', '11:00', '13:00', '15:00', '17:00']
  return MEMBERS.flatMap((member, index) =>
    starts.map((startTime, slot): PlannedBooking => {
      if (slot === index + 1) return { member, startTime, service: TINT, more: [LASH_LIFT] }
      const kinds = [index % 2 === 0 ? COLOUR : LAMINATION, SHAPE, TINT, LAMINATION, index % 2 === 1 ? COLOUR : TINT]
      return { member, startTime, service: kinds[slot]!, more: [] }
    }),
  )
}

const json = (body: unknown) => JSON.stringify(body)

async function bookDay(origin: string, date: string): Promise<void> {
  for (const [index, planned] of dayOfBookings().entries()) {
    const answer = await fetch(`${origin}/api/booking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: json({
        category: CATEGORY,
        preferredEmployee: planned.member,
        date,
        startTime: planned.startTime,
        service: planned.service.id,
        moreServices: planned.more.map((one) => one.id),
        fullName: `Bench Client ${index + 1}`,
        email: `bench-client-${index + 1}@example.ng`,
        phone: `0803 555 ${String(1000 + index)}`,
        paymentMethod: 'pay-on-visit',
      }),
    })
    if (answer.status !== 201) throw new Error(`POST /api/booking (${planned.member} at ${planned.startTime}, ${planned.service.id}) answered ${answer.status}: ${await answer.text()}`)
  }
}

/** The day's bookings as the salon's calendar shows them, and the busy spans their services keep their members. */
async function dayInCalendar(origin: string, date: string): Promise<{ bookings: number; busy: number }> {
  const login = await fetch(`${origin}/api/seller/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: json({ email: DEMO_SELLER_EMAIL, password: DEMO_SELLER_PASSWORD }) })
  if (login.status !== 200) throw new Error(`POST /api/seller/login answered ${login.status}: ${await login.text()}`)
  const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')
  const answer = await fetch(`${origin}/api/booking/seller/calendar?from=${date}&days=1`, { headers: { cookie } })
  if (answer.status !== 200) throw new Error(`GET /api/booking/seller/calendar answered ${answer.status}: ${await answer.text()}`)
  const held = ((await answer.json()) as { bookings: Booking[] }).bookings.filter((booking) => booking.status !== 'cancelled')
  const timing = new Map(SERVICES.map((one) => [one.id, one]))
  const busy = held.flatMap((booking) => booking.lines).reduce((sum, line) => sum + busySpans(timing.get(line.service)!, timeToMinutes(line.startTime)).length, 0)
  return { bookings: held.length, busy }
}

/** One request at a time on one kept-alive connection, as a client's browser asks. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      })
      .on('error', reject)
  })
}

/** The value below which `share` of the sorted values lie (nearest rank). */

interface Measured {
  medianMs: number
  p90Ms: number
  maxMs: number
  /** Start times the answer offered. */
  times: number
  errors: number
}

async function measure(url: string): Promise<Measured> {
  let errors = 0
  let times = -1
  const took: number[] = []
  for (let request = 0; request < WARM_UP + REQUESTS; request++) {
    const started = performance.now()
    const answer = await get(url)
    const elapsed = performance.now() - started
    if (request < WARM_UP) continue
    const slots = answer.status === 200 ? (JSON.parse(answer.body) as { slots?: unknown[] }).slots : undefined
    if (!slots) {
      errors += 1
      if (errors === 1) console.error(`${url} answered ${answer.status}: ${answer.body.slice(0, 300)}`)
      continue
    }
    times = slots.length
    took.push(elapsed)
  }
  const sorted = took.sort((a, b) => a - b)
  if (sorted.length === 0) return { medianMs: Number.NaN, p90Ms: Number.NaN, maxMs: Number.NaN, times, errors }
  return { medianMs: median(sorted), p90Ms: percentile(sorted, 0.9), maxMs: sorted[sorted.length - 1]!, times, errors }
}

const QUESTIONS: [what: string, query: string][] = [
  ['category times, no service', ''],
  [`one service: ${COLOUR.name} (${COLOUR.durationMinutes} min, ${COLOUR.processingMinutes} min processing gap)`, `&service=${COLOUR.id}`],
  [`two-service visit: ${LAMINATION.name} (${LAMINATION.bufferMinutes} min clean-up) + ${LASH_LIFT.name}`, `&service=${LAMINATION.id}&more=${LASH_LIFT.id}`],
]

const ms = (value: number) => `${value.toFixed(2)} ms`

/** The booking's services placed as the salon's planner places them on a day with nobody busy yet (minutes after midnight). */
function plannedLines(planned: PlannedBooking) {
  const open: MemberDay = { hours: { start: WORKDAY.startMinute, end: WORKDAY.endMinute }, busy: [] }
  const days = new Map([...MEMBERS, LASH_TECHNICIAN].map((id) => [id, { ...open, busy: [] }]))
  const lines = [{ service: planned.service, candidates: [planned.member] }, ...planned.more.map((one) => ({ service: one, candidates: [LASH_TECHNICIAN] }))]
  return planVisit(days, lines, timeToMinutes(planned.startTime))!
}

/**
 * The same day of bookings on each of the `days` days before `date` (completed before today, confirmed from today),
 * with their lines and busy spans, as insertBooking stores them: a salon's history in the tables the day is read from.
 */
async function seedHistory(database: Database, date: string, days: number): Promise<number> {
  const today = shopDate()
  const template = dayOfBookings().map((planned) => ({ planned, lines: plannedLines(planned) }))
  let made = 0
  for (let first = 1; first <= days; first += 25) {
    const batch = { bookings: [] as (typeof bookings.$inferInsert)[], lines: [] as (typeof bookingLines.$inferInsert)[], busy: [] as (typeof bookingBusy.$inferInsert)[] }
    for (let back = first; back < Math.min(first + 25, days + 1); back++) {
      const day = addDays(date, -back)
      for (const [index, { lines }] of template.entries()) {
        const rows = visitRows(day, lines)
        const id = randomUUID()
        const phone = `0803 555 ${String(1000 + index)}`
        batch.bookings.push({
          id,
          reference: `GB-H${back}-${index}`,
          category: CATEGORY,
          ...visitColumns(rows),
          status: day < today ? 'completed' : 'confirmed',
          fullName: `Bench Client ${index + 1}`,
          email: `bench-client-${index + 1}@example.ng`,
          phone,
          clientPhone: phoneKey(phone),
          paymentMethod: 'pay-on-visit',
          createdAt: new Date(Date.parse(`${addDays(day, -3)}T12:00:00Z`)),
        })
        batch.lines.push(...rows.lines.map((line, position) => ({ ...line, bookingId: id, position })))
        batch.busy.push(...rows.busy.map((span) => ({ ...span, bookingId: id })))
      }
    }
    await database.db.transaction(async (tx) => {
      await tx.insert(bookings).values(batch.bookings)
      await tx.insert(bookingLines).values(batch.lines)
      await tx.insert(bookingBusy).values(batch.busy)
    })
    made += batch.bookings.length
  }
  return made
}

const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1)

interface Opened {
  database: Database
  /** The server's environment for this database, and its PGlite directory's parent (removed when it stops). */
  env: Record<string, string>
  dataDir: string
  done(): Promise<void>
}

/**
 * One database: the salon seeded (and `historyDays` of history), our server started on it, the busy day booked
 * through the API, then each question asked on it and on the empty day; a table row each. Answers the busy day's medians.
 */
async function benchScenario(label: string, open: () => Promise<Opened>, port: number, historyDays: number, dates: { busy: string; empty: string }, rows: string[], phases: string[]): Promise<number[]> {
  const started = performance.now()
  const { database, env, dataDir, done } = await open()
  try {
    await seedSalon(database)
    const history = historyDays > 0 ? await seedHistory(database, dates.busy, historyDays) : 0
    await database.close()
    const seeded = performance.now()
    const server = await startShopServer({ port, dataDir, env: { ...SERVER_ENV, ...env } })
    try {
      const listening = performance.now()
      await bookDay(server.origin, dates.busy)
      const booked = performance.now()
      const days: [string, string, Awaited<ReturnType<typeof dayInCalendar>>][] = [
        ['busy', dates.busy, await dayInCalendar(server.origin, dates.busy)],
        ['empty', dates.empty, await dayInCalendar(server.origin, dates.empty)],
      ]
      const expected = dayOfBookings().length
      const onBusyDay = days[0]![2].bookings
      if (onBusyDay !== expected) throw new Error(`The busy day holds ${onBusyDay} bookings, not ${expected}`)
      const busyMedians: number[] = []
      const table = history > 0 ? `${label}, ${(history + 40).toLocaleString('en')} bookings in the table` : label
      for (const [kind, date, held] of days) {
        for (const [what, query] of QUESTIONS) {
          const measured = await measure(`${server.origin}/api/booking/availability?category=${CATEGORY}&date=${date}${query}`)
          if (kind === 'busy') busyMedians.push(measured.errors > 0 ? Number.POSITIVE_INFINITY : measured.medianMs)
          rows.push(`| ${table} | ${date} (${kind}) | ${held.bookings} / ${held.busy} | ${what} | ${measured.times} | ${ms(measured.medianMs)} | ${ms(measured.p90Ms)} | ${ms(measured.maxMs)} | ${measured.errors} |`)
        }
      }
      phases.push(
        `${table}: set-up (migrations, salon${history > 0 ? `, ${history.toLocaleString('en')} bookings of history` : ''}) ${((seeded - started) / 1000).toFixed(1)} s, server start ${((listening - seeded) / 1000).toFixed(1)} s, ` +
          `40 bookings through POST /api/booking ${((booked - listening) / 1000).toFixed(1)} s, measuring ${seconds(booked)} s`,
      )
      return busyMedians
    } finally {
      await server.stop()
    }
  } finally {
    await done()
  }
}

const pgliteDatabase = (name: string) => async (): Promise<Opened> => {
  const dataDir = makeDataDir(name)
  return { database: await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }), env: {}, dataDir, done: async () => {} }
}

const postgresDatabase = (baseUrl: string, name: string) => async (): Promise<Opened> => {
  const created = await freshPostgres(baseUrl)
  try {
    return { database: await openDatabase({ kind: 'postgres', url: created.url }), env: { DATABASE_URL: created.url }, dataDir: makeDataDir(name), done: created.drop }
  } catch (error) {
    await created.drop()
    throw error
  }
}

async function main() {
  const loadBefore = loadAverage()
  const started = performance.now()
  // A week ahead, out of the way of the slots of today that have begun; the empty day after it.
  const busy = addDays(shopDate(), 7)
  const dates = { busy, empty: addDays(busy, 1) }
  const rows: string[] = []
  const phases: string[] = []
  const notes: string[] = []
  const verdicts: string[] = []
  let failed = false
  const judge = (label: string, medians: number[]) => {
    const worst = Math.max(...medians)
    const pass = worst < TARGET_MEDIAN_MS
    failed ||= !pass
    verdicts.push(`${label}: slowest median on the busy day ${ms(worst)}: ${pass ? 'PASS' : 'FAIL'}`)
  }

  let port = PORT
  judge('PGlite', await benchScenario('PGlite', pgliteDatabase('bench-availability'), port++, 0, dates, rows, phases))
  if (HISTORY_DAYS > 0) {
    const label = `PGlite with ${HISTORY_DAYS} days of history`
    judge(label, await benchScenario('PGlite', pgliteDatabase('bench-availability-history'), port++, HISTORY_DAYS, dates, rows, phases))
  } else {
    notes.push('With history: skipped (set BENCH_HISTORY_DAYS=365 to measure the same with a year of such days before the measured one in the tables)')
  }

  const databaseUrl = process.env.DATABASE_URL
  if (databaseUrl) {
    await benchScenario('PostgreSQL', postgresDatabase(databaseUrl, 'bench-availability-pg'), port++, 0, dates, rows, phases)
    if (HISTORY_DAYS > 0) await benchScenario('PostgreSQL', postgresDatabase(databaseUrl, 'bench-availability-pg-history'), port++, HISTORY_DAYS, dates, rows, phases)
  } else {
    notes.push('PostgreSQL: skipped (set DATABASE_URL=postgres://… to measure it too)')
  }
  agent.destroy()

  console.log(
    `\nAvailability benchmark ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}, loopback, one request at a time on a kept-alive connection; ` +
      `${WARM_UP} warm-up then ${REQUESTS} requests per question; load average before ${loadBefore}, after ${loadAverage()}; ${seconds(started)} s in all\n`,
  )
  console.log(`GET /api/booking/availability?category=${CATEGORY}&date=…[&service=…[&more=…]]: ${MEMBERS.length} members (and 1 for the visit's second service), each 08:00-20:00:\n`)
  console.log('| database | day | bookings / busy spans | question | free times | median | p90 | max | errors |')
  console.log('|---|---|---:|---|---:|---:|---:|---:|---:|')
  console.log(rows.join('\n'))
  console.log('')
  for (const line of [...phases, ...notes]) console.log(`${line}\n`)
  console.log(`Target: availability for a day with ${MEMBERS.length} members and 40 bookings answers in under ${TARGET_MEDIAN_MS} ms on PGlite (median):`)
  for (const verdict of verdicts) console.log(`  ${verdict}`)
  if (failed) process.exitCode = 1
}

await main()
