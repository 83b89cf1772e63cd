import type { BookingCategory, BookingService } from './types'
import { BOOKING_HORIZON_DAYS } from './limits'

// The salon's roster and opening slots: the booking wizard offers them and the server enforces them.

export interface SalonEmployee {
  id: string
  name: string
  /** Booking categories this member of the team takes. */
  categories: readonly BookingCategory[]
}

export const SALON_TEAM: readonly SalonEmployee[] = [
  { id: 'tolu', name: 'Tolulope Adeyemi', categories: ['hair'] },
  { id: 'chidi', name: 'Chidinma Eze', categories: ['massage'] },
  { id: 'amaka', name: 'Amaka Nwosu', categories: ['nails'] },
  // The make-up artist: hair and make-up sessions, not nails.
  { id: 'zainab', name: 'Zainab Bello', categories: ['hair'] },
]

/**
 * The service each category offers, until the salon's menu is data: a make-up session with the hair and make-up
 * team, a pedicure with the nail technician, a facial (with its face massage) with the massage therapist.
 */
export const CATEGORY_SERVICES: Readonly<Record<BookingCategory, readonly BookingService[]>> = {
  hair: ['makeup'],
  nails: ['pedicure'],
  massage: ['facial'],
}

export const servicesFor = (category: string): readonly BookingService[] => CATEGORY_SERVICES[category as BookingCategory] ?? []

/** 'any' lets the salon pick a free member of the team. */
export const ANY_EMPLOYEE = 'any'

/** Start times of one-hour appointments, Monday to Saturday 8:00 to 18:00. */
export const BOOKING_SLOTS = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'] as const

/** The salon's and the shop's time zone: bookings, "today" on the dashboard and the days orders are filtered by. */
export const SALON_TIME_ZONE = 'Africa/Lagos'

export const employeesFor = (category: string): SalonEmployee[] => SALON_TEAM.filter((member) => (member.categories as readonly string[]).includes(category))

export const findEmployee = (id: string): SalonEmployee | undefined => SALON_TEAM.find((member) => member.id === id)

/** A moment's date (today by default) in the salon's time zone, as YYYY-MM-DD. */
export const salonToday = (now: Date = new Date()): string => new Intl.DateTimeFormat('en-CA', { timeZone: SALON_TIME_ZONE }).format(now)

/** The time in the salon now, as HH:MM. */
export const salonTimeNow = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone: SALON_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now)

/** The salon opens Monday to Saturday. */
export const isOpenDay = (date: string): boolean => isCalendarDate(date) && new Date(`${date}T12:00:00Z`).getUTCDay() !== 0

/** A slot of today that has already begun can no longer be booked. */
export const hasSlotBegun = (date: string, slot: string, now: Date = new Date()): boolean => date === salonToday(now) && slot <= salonTimeNow(now)

/** The opening day n opening days after today (n = 0: today, or the next opening day when closed). */
export function openDayFromToday(n: number, now: Date = new Date()): string {
  const date = new Date(`${salonToday(now)}T12:00:00Z`)
  const iso = () => date.toISOString().slice(0, 10)
  for (let left = n; !isOpenDay(iso()) || left > 0; ) {
    if (isOpenDay(iso())) left -= 1
    date.setUTCDate(date.getUTCDate() + 1)
  }
  return iso()
}

/** The last date the salon takes bookings for: BOOKING_HORIZON_DAYS after today. */
export function lastBookableDay(now: Date = new Date()): string {
  const date = new Date(`${salonToday(now)}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + BOOKING_HORIZON_DAYS)
  return date.toISOString().slice(0, 10)
}

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  // Year 0000 is a date to JavaScript, not to PostgreSQL.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}
