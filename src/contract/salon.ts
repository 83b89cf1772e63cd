import { BOOKING_HORIZON_DAYS } from './limits'
import { formatKobo, nairaToKobo } from './money'
import { addDays, shopDate, shopTime } from './shopClock'

// The salon's clock: its categories, services, team and hours are data (GET /api/salon); these are the
// rules both the wizard and the server apply to times.

/** 'any' lets the salon pick a free member of the team. */
export const ANY_EMPLOYEE = 'any'

/** Appointments start on the hour. */
export const BOOKING_SLOT_MINUTES = 60

/** The services one visit may hold (colour, then nails…), back to back. */
export const MAX_VISIT_SERVICES = 3

/**
 * A service of a visit after its first, as a booking and the free times name it: its id, then `@` and the member
 * the desk chose for it (`pedicure@amaka`), or its id alone when whoever is free may serve it.
 */
export const visitEntry = (service: string, employee = ANY_EMPLOYEE): string => (employee === ANY_EMPLOYEE || employee === '' ? service : `${service}@${employee}`)

/** The service and member (ANY_EMPLOYEE when none was chosen) a visit's entry names. */
export function readVisitEntry(entry: string): { service: string; employee: string } {
  const at = entry.indexOf('@')
  return at < 0 ? { service: entry, employee: ANY_EMPLOYEE } : { service: entry.slice(0, at), employee: entry.slice(at + 1) }
}

/** HH:MM as minutes after midnight. */
export const timeToMinutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** Minutes after midnight as HH:MM. */
export const minutesToTime = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** A service's length and price as a client chooses it, e.g. "90 min · ₦20,000". */
export const serviceTerms = (service: { durationMinutes: number; price: number }) => `${service.durationMinutes} min · ${formatKobo(nairaToKobo(service.price))}`

/**
 * When a visit of these services from `startTime` ends for the client, as the server plans it: back to back, a
 * member who serves two in a row starting the second after her clean-up (a later service's member is known only
 * when chosen).
 */
export function visitEndTime(startTime: string, lines: { service: { durationMinutes: number; bufferMinutes: number }; employee: string }[]): string {
  let end = timeToMinutes(startTime)
  lines.forEach(({ service, employee }, index) => {
    const before = lines[index - 1]
    if (index > 0 && employee !== ANY_EMPLOYEE && employee === before!.employee) end += before!.service.bufferMinutes
    end += service.durationMinutes
  })
  return minutesToTime(end)
}

/** A start time the salon could offer: HH:MM on a slot boundary. */
export const isSlotTime = (value: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(value) && timeToMinutes(value) % BOOKING_SLOT_MINUTES === 0

/** A slot of today that has already begun can no longer be booked. */
export const hasSlotBegun = (date: string, slot: string, now: Date = new Date()): boolean => date === shopDate(now) && slot <= shopTime(now)

/** The last date the salon takes bookings for: BOOKING_HORIZON_DAYS after today. */
export const lastBookableDay = (now: Date = new Date()): string => addDays(shopDate(now), BOOKING_HORIZON_DAYS)

/** Who serves a visit, each once in order ('Tolulope Adeyemi and Amaka Nwosu'). */
export const visitMembers = (lines: { employeeName: string }[]): string => [...new Set(lines.map((line) => line.employeeName))].join(' and ')

/** A visit in words, each service with its member ('Makeup Session with Tolulope Adeyemi, then Pedicure with Amaka Nwosu'). */
export const visitWords = (lines: { serviceName: string; employeeName: string }[]): string => lines.map((line) => `${line.serviceName} with ${line.employeeName}`).join(', then ')
