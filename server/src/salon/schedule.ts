import { BOOKING_SLOT_MINUTES, hasSlotBegun, minutesToTime, shopMoment, timeToMinutes } from '../../../src/contract'

// The salon's schedule: a visit's services placed in the team's day, in minutes after the salon's midnight (which
// member serves each, when the client is in it, the spans it keeps its member busy), and the free start times that
// follow. Pure: it is handed the day's rows (hours, time off, booked spans) and never reads the database, so the day
// is read once and every start time of it is tried against that.

/** One member's day: working span and busy spans, in minutes after the salon's midnight. */
export interface MemberDay {
  hours?: { start: number; end: number }
  busy: { start: number; end: number }[]
}

/** What the day is made of, as stored: each member's hours of its weekday, and the moments her time off and visits keep her busy. */
export interface TeamDayRows {
  hours: { staffId: string; startMinute: number; endMinute: number }[]
  busy: { staffId: string; startsAt: Date; endsAt: Date }[]
}

/** Each member's day on `date` from its rows: her hours, and her busy spans cut to the day. */
export function memberDays(date: string, staffIds: string[], { hours, busy }: TeamDayRows): Map<string, MemberDay> {
  const days = new Map<string, MemberDay>(staffIds.map((id) => [id, { busy: [] }]))
  const dayStart = shopMoment(date, 0).getTime()
  const minutesOf = (moment: Date) => Math.min(24 * 60, Math.max(0, Math.round((moment.getTime() - dayStart) / 60_000)))
  for (const row of hours) days.get(row.staffId)!.hours = { start: row.startMinute, end: row.endMinute }
  for (const row of busy) days.get(row.staffId)!.busy.push({ start: minutesOf(row.startsAt), end: minutesOf(row.endsAt) })
  return days
}

/** The minutes a member could give from `start` on: until their next booking or time off, or the end of their day. */
export function roomAt(day: MemberDay, start: number): number {
  const { hours, busy } = day
  if (!hours || start < hours.start || start >= hours.end) return 0
  let end = hours.end
  for (const span of busy) {
    if (span.start <= start && start < span.end) return 0
    if (span.start > start) end = Math.min(end, span.start)
  }
  return end - start
}

/**
 * The start times of `date` (on the hour, not yet begun) where at least one member has `minutes` of room,
 * with each such member's room.
 */
export function freeSlots(date: string, days: Map<string, MemberDay>, minutes: number, now: Date): { time: string; room: Record<string, number> }[] {
  const slots: { time: string; room: Record<string, number> }[] = []
  for (let start = 0; start < 24 * 60; start += BOOKING_SLOT_MINUTES) {
    const time = minutesToTime(start)
    if (hasSlotBegun(date, time, now)) continue
    const room: Record<string, number> = {}
    for (const [id, day] of days) {
      const free = roomAt(day, start)
      if (free >= minutes) room[id] = free
    }
    if (Object.keys(room).length > 0) slots.push({ time, room })
  }
  return slots
}

/** A stretch of a day, [start, end) in minutes. */
export interface Span {
  start: number
  end: number
}

/** What placing a service needs to know of it. */
export interface ServiceTiming {
  id: string
  durationMinutes: number
  processingAfterMinutes: number
  processingMinutes: number
  bufferMinutes: number
  priceKobo: number
}

/** A service of the visit to place, and who may serve it (in the order they are tried). */
export interface VisitLineRequest {
  service: ServiceTiming
  candidates: string[]
}

/** A service placed: its member, the client's time in it, and the spans its member is busy. */
export interface PlannedLine {
  service: ServiceTiming
  employeeId: string
  start: number
  end: number
  busy: Span[]
}

/** The spans a member is busy for `service` begun at `start`: its time but its processing gap, then its clean-up. */
export function busySpans(service: ServiceTiming, start: number): Span[] {
  const end = start + service.durationMinutes
  const gapStart = start + service.processingAfterMinutes
  const spans = service.processingMinutes > 0 ? [{ start, end: gapStart }, { start: gapStart + service.processingMinutes, end }] : [{ start, end }]
  spans[spans.length - 1]!.end += service.bufferMinutes
  return spans
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end

/**
 * Whether the member can serve the client in [start, end), busy for `busy`: within her hours (the clean-up may run
 * past them), clear of her bookings and time off and of what this visit already gives her.
 */
function fits(day: MemberDay | undefined, start: number, end: number, busy: Span[], alsoBusy: Span[]): boolean {
  if (!day?.hours || start < day.hours.start || end > day.hours.end) return false
  return busy.every((span) => !day.busy.some((taken) => overlaps(span, taken)) && !alsoBusy.some((taken) => overlaps(span, taken)))
}

/** The line of `service` with `employeeId` from `start`. */
const lineAt = (service: ServiceTiming, employeeId: string, start: number): PlannedLine => ({ service, employeeId, start, end: start + service.durationMinutes, busy: busySpans(service, start) })

/** The spans this visit already keeps the member busy. */
const busyOf = (planned: PlannedLine[], employeeId: string) => planned.filter((line) => line.employeeId === employeeId).flatMap((line) => line.busy)

/**
 * The visit placed from `start`, its services back to back (a member who serves two in a row starts the second once
 * her clean-up is done), each with the first of its candidates free for it; undefined when one finds nobody.
 */
export function planVisit(days: Map<string, MemberDay>, lines: VisitLineRequest[], start: number): PlannedLine[] | undefined {
  const planned: PlannedLine[] = []
  for (const { service, candidates } of lines) {
    const previous = planned[planned.length - 1]
    const at = previous?.end ?? start
    const line = candidates
      .map((employeeId) => lineAt(service, employeeId, previous?.employeeId === employeeId ? previous.busy[previous.busy.length - 1]!.end : at))
      .find((candidate) => fits(days.get(candidate.employeeId), candidate.start, candidate.end, candidate.busy, busyOf(planned, candidate.employeeId)))
    if (!line) return undefined
    planned.push(line)
  }
  return planned
}

/** The visit `lines` moved to begin at `start`, each service as far from its start as before, with the members `memberOf` gives. */
export function movedVisit(lines: { service: ServiceTiming; employeeId: string; offset: number }[], start: number, memberOf: (employeeId: string) => string): PlannedLine[] {
  return lines.map((line) => lineAt(line.service, memberOf(line.employeeId), start + line.offset))
}

/** The placed visit when every line of it fits its member's day, else undefined. */
export const visitFits = (days: Map<string, MemberDay>, planned: PlannedLine[]): PlannedLine[] | undefined =>
  planned.every((line, index) => fits(days.get(line.employeeId), line.start, line.end, line.busy, busyOf(planned.slice(0, index), line.employeeId))) ? planned : undefined

/**
 * The start times of `date` (on the slot grid, not yet begun) where `place` puts the visit with one of `firstMembers`
 * taking its first service, each with those members and the visit's length with them.
 */
export function freeStarts(date: string, firstMembers: string[], place: (start: number, employeeId: string) => PlannedLine[] | undefined, now: Date) {
  const slots: { time: string; room: Record<string, number> }[] = []
  for (let start = 0; start < 24 * 60; start += BOOKING_SLOT_MINUTES) {
    const time = minutesToTime(start)
    if (hasSlotBegun(date, time, now)) continue
    const room: Record<string, number> = {}
    for (const employeeId of firstMembers) {
      const planned = place(start, employeeId)
      if (planned) room[employeeId] = planned[planned.length - 1]!.end - start
    }
    if (Object.keys(room).length > 0) slots.push({ time, room })
  }
  return slots
}

/** Places the visit from a start with a member taking its first service (the others as planVisit finds them). */
export const visitPlacer = (days: Map<string, MemberDay>, [first, ...rest]: VisitLineRequest[]) => (start: number, employeeId: string) =>
  planVisit(days, [{ service: first!.service, candidates: [employeeId] }, ...rest], start)

/**
 * The start times of `date` where the visit fits (the wizard's and the desk's free times), each member's room the
 * minutes she is free from then (at least the visit's, which a processing gap may let run past her next booking).
 */
export function freeVisits(date: string, days: Map<string, MemberDay>, lines: VisitLineRequest[], now: Date) {
  if (lines.length === 0) return []
  const slots = freeStarts(date, lines[0]!.candidates, visitPlacer(days, lines), now)
  return slots.map(({ time, room }) => ({ time, room: Object.fromEntries(Object.entries(room).map(([id, minutes]) => [id, Math.max(minutes, roomAt(days.get(id)!, timeToMinutes(time)))])) }))
}

/** A placed visit as the rows it is stored as: its lines, and its members' busy spans, at moments of `date`. */
export function visitRows(date: string, planned: PlannedLine[]) {
  const at = (minutes: number) => shopMoment(date, minutes)
  return {
    lines: planned.map((line) => ({ service: line.service.id, employeeId: line.employeeId, startsAt: at(line.start), endsAt: at(line.end), priceKobo: line.service.priceKobo })),
    busy: planned.flatMap((line) => line.busy.map((span) => ({ employeeId: line.employeeId, startsAt: at(span.start), endsAt: at(span.end) }))),
  }
}

export type VisitRows = ReturnType<typeof visitRows>
