import { BOOKING_SLOT_MINUTES, hasSlotBegun, minutesToTime, shopMoment, timeToMinutes } from '../../src/contract'
import { roomAt, type MemberDay } from './repositories/salon'

// A visit's services placed in the team's day, in minutes after the salon's midnight: which member serves each,
// when the client is in it, and the spans it keeps its member busy. Pure: the day is read once (teamDay), then
// every start time of the day is tried against it.

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
