// The desk's client records: a client is found by her phone (phoneKey) or a part of her name or e-mail, among the
// salon's bookings, the counter's bills and the shop's accounts; her card lists her visits, her spending, the desk's
// notes and her last patch test. The seller area's alone.
import * as yup from 'yup'
import { PATCH_TEST_LEAD_HOURS } from './salonAdmin'
import { addDays, contextNow, isCalendarDate, shopDate } from './shopClock'
import type { Booking, PageInfo } from './types'

/** Search words shorter than this would match nearly everyone. */
export const CLIENT_SEARCH_MIN = 2
export const CLIENT_SEARCH_MAX = 100
/** Clients a search answers per page, and at most. */
export const CLIENT_PAGE_SIZE = 8
export const CLIENT_PAGE_MAX = 20
/** Visits a client's card shows per page. */
export const CLIENT_VISITS_PAGE = 5
/** The longest notes the desk keeps of a client (allergies, preferences). */
export const CLIENT_NOTES_MAX = 1000

export const deskClientMessages = {
  q: `Type at least ${CLIENT_SEARCH_MIN} letters of a name or e-mail, or 4 digits of a phone number (at most ${CLIENT_SEARCH_MAX} characters).`,
  limit: `limit must be a whole number from 1 to ${CLIENT_PAGE_MAX}.`,
  after: 'after must be the nextCursor of the page before, with the same search.',
  phone: 'phone must be the client’s phone number.',
  when: 'when must be past or upcoming.',
  noMatch: 'No client found. Fill in her details below to add her.',
  searchLabel: 'Find a client',
  searchHint: 'A phone number, or a part of a name or e-mail',
  notes: `Notes must be at most ${CLIENT_NOTES_MAX} characters.`,
  patchTestDate: 'The patch test date must be a date written YYYY-MM-DD.',
  patchTestFuture: 'The patch test date cannot be in the future.',
  service: 'service must be one of the salon’s services.',
  date: 'date must be a date written YYYY-MM-DD.',
  recordSaved: 'Client record saved',
  /** In place of the name of a client the counter billed by her phone alone (clientTitle). */
  unnamed: 'Name not given',
  /** At the desk: the service chosen needs a patch test the client has not had within `days` before the appointment. */
  patchTestNeeded: (days: number) => `No patch test in the last ${days} days: book one at least ${PATCH_TEST_LEAD_HOURS} hours before.`,
} as const

/** What the desk keeps of a client, by her phone: its notes and her last patch test. */
export interface ClientRecord {
  /** Allergies, preferences: the desk's words; '' when none. */
  notes: string
  /** The day of her last patch test (YYYY-MM-DD), or null when none is known. */
  lastPatchTest: string | null
}

/** A booking as the salon's calendar gives it: with the desk's record of its client, for whoever may open it. */
export interface CalendarBooking extends Booking {
  client: ClientRecord
}

/** A client as the desk finds her: her latest name, e-mail and phone, her visits and spending, and her record. */
export interface DeskClient extends ClientRecord {
  /** Her phone as stored (phoneKey), or null for a shop account with no phone. */
  phone: string | null
  /** '' for a client only the counter knows, billed by her phone alone. */
  name: string
  email: string | null
  /** She has a shop account (found by its name, e-mail or phone). */
  account: boolean
  /** Past appointments kept (completed, or confirmed and begun); no-shows and cancellations not counted. */
  visits: number
  noShows: number
  /** Her last visit and her next appointment, as YYYY-MM-DD HH:MM in Lagos time; null when none. */
  lastVisit: string | null
  nextVisit: string | null
  /**
   * What she has spent, in naira: her completed visits' prices, her shop account's orders paid or delivered and the
   * products she bought at the counter; null for a role that sees no revenue figures.
   */
  spend: number | null
}

export type DeskClientPage = { clients: DeskClient[] } & PageInfo

/** How the desk names a client it found: her name, or that none was given. */
export const clientTitle = (client: Pick<DeskClient, 'name'>): string => client.name || deskClientMessages.unnamed

export const CLIENT_VISIT_LISTS = ['upcoming', 'past'] as const
export type ClientVisitList = (typeof CLIENT_VISIT_LISTS)[number]

export type ClientVisitPage = { bookings: Booking[] } & PageInfo

/** PUT /api/booking/seller/clients/:phone/record: the desk's notes of a client and the day of her last patch test. */
export const clientRecordSchema = yup.object({
  notes: yup.string().trim().max(CLIENT_NOTES_MAX, deskClientMessages.notes).default(''),
  // The form's empty date: none known.
  lastPatchTest: yup
    .string()
    .transform((value: unknown) => (value === '' ? null : value))
    .nullable()
    .default(null)
    .test('date', deskClientMessages.patchTestDate, (value) => value == null || isCalendarDate(value))
    .test('past', deskClientMessages.patchTestFuture, (value, { options }) => value == null || !isCalendarDate(value) || value <= shopDate(contextNow(options.context))),
})
export type ClientRecordFields = yup.InferType<typeof clientRecordSchema>

/**
 * Whether a client needs a patch test before an appointment on `date` for a service asking one within
 * `patchTestDays` (null: it asks none): she does unless her last test was within that many days before the day.
 * The one rule the desk's warning follows (GET …/clients/patch-test answers it).
 */
export function needsPatchTest(patchTestDays: number | null, lastPatchTest: string | null, date: string): boolean {
  if (patchTestDays === null) return false
  return lastPatchTest === null || lastPatchTest < addDays(date, -patchTestDays) || lastPatchTest > date
}

/** What GET …/clients/patch-test answers: whether she needs one for the service on the day, and why. */
export interface PatchTestCheck {
  needed: boolean
  /** The service's window in days; null when it asks no patch test. */
  withinDays: number | null
  lastPatchTest: string | null
}
