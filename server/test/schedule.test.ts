import { shopMoment } from '../../src/contract'
import { busySpans, freeSlots, freeVisits, memberDays, movedVisit, planVisit, visitFits, visitRows, type ServiceTiming } from '../src/salon/schedule'

// The salon's schedule on plain data: no database, no app. 2030-01-07 is a Monday; Lagos is UTC+1 all year.
const date = '2030-01-07'
const dayBefore = new Date('2030-01-06T12:00:00Z')
const hour = (h: number) => h * 60

const service = (id: string, minutes: number, timing: Partial<ServiceTiming> = {}): ServiceTiming => ({
  id,
  durationMinutes: minutes,
  processingAfterMinutes: 0,
  processingMinutes: 0,
  bufferMinutes: 0,
  priceKobo: 1_000_000,
  ...timing,
})

/** Ada works 9 to 13 with a visit 10 to 11; Bisi works 12 to 17; Chi has no hours that day. */
const team = () =>
  memberDays(date, ['ada', 'bisi', 'chi'], {
    hours: [
      { staffId: 'ada', startMinute: hour(9), endMinute: hour(13) },
      { staffId: 'bisi', startMinute: hour(12), endMinute: hour(17) },
    ],
    busy: [{ staffId: 'ada', startsAt: shopMoment(date, hour(10)), endsAt: shopMoment(date, hour(11)) }],
  })

describe('the salon schedule', () => {
  it('reads each member’s day from its rows, a span that runs past the day cut to it', () => {
    const days = memberDays(date, ['ada', 'chi'], {
      hours: [{ staffId: 'ada', startMinute: hour(9), endMinute: hour(17) }],
      busy: [{ staffId: 'chi', startsAt: shopMoment(date, hour(-2)), endsAt: shopMoment(date, hour(8)) }],
    })
    expect(days.get('ada')).toEqual({ hours: { start: hour(9), end: hour(17) }, busy: [] })
    expect(days.get('chi')).toEqual({ busy: [{ start: 0, end: hour(8) }] })
  })

  it('keeps a member busy for a service but its processing gap, and for its clean-up after', () => {
    expect(busySpans(service('colour', 120, { processingAfterMinutes: 30, processingMinutes: 45, bufferMinutes: 15 }), hour(9))).toEqual([
      { start: hour(9), end: hour(9) + 30 },
      { start: hour(9) + 75, end: hour(11) + 15 },
    ])
  })

  it('offers the hours where someone has the minutes free, with each one’s room', () => {
    expect(freeSlots(date, team(), 60, dayBefore)).toEqual([
      { time: '09:00', room: { ada: 60 } },
      { time: '11:00', room: { ada: 120 } },
      { time: '12:00', room: { ada: 60, bisi: 300 } },
      { time: '13:00', room: { bisi: 240 } },
      { time: '14:00', room: { bisi: 180 } },
      { time: '15:00', room: { bisi: 120 } },
      { time: '16:00', room: { bisi: 60 } },
    ])
  })

  it('leaves out the times of today that have begun', () => {
    const halfPastEleven = new Date(shopMoment(date, hour(11) + 30))
    expect(freeSlots(date, team(), 60, halfPastEleven).map((slot) => slot.time)).toEqual(['12:00', '13:00', '14:00', '15:00', '16:00'])
  })

  it('places a two-service visit back to back, the second with whoever is free for it', () => {
    const lines = [
      { service: service('nails', 60), candidates: ['ada'] },
      { service: service('facial', 60), candidates: ['ada', 'bisi'] },
    ]
    // From 11: Ada's nails 11–12, then her facial 12–13.
    expect(planVisit(team(), lines, hour(11))?.map((line) => [line.employeeId, line.start, line.end])).toEqual([
      ['ada', hour(11), hour(12)],
      ['ada', hour(12), hour(13)],
    ])
    // From 9: Ada's nails 9–10, and her 10 o'clock visit leaves the facial to nobody (Bisi starts at 12).
    expect(planVisit(team(), lines, hour(9))).toBeUndefined()
    // From 12: Ada's nails 12–13 (her day's end), Bisi's facial 13–14.
    expect(planVisit(team(), lines, hour(12))?.map((line) => line.employeeId)).toEqual(['ada', 'bisi'])
    expect(freeVisits(date, team(), lines, dayBefore).map((slot) => slot.time)).toEqual(['11:00', '12:00'])
  })

  it('lets a member take another service in a processing gap', () => {
    const colour = service('colour', 120, { processingAfterMinutes: 30, processingMinutes: 60 })
    const days = memberDays(date, ['bisi'], {
      hours: [{ staffId: 'bisi', startMinute: hour(12), endMinute: hour(17) }],
      busy: busySpans(colour, hour(12)).map((span) => ({ staffId: 'bisi', startsAt: shopMoment(date, span.start), endsAt: shopMoment(date, span.end) })),
    })
    const brows = [{ service: service('brows', 45), candidates: ['bisi'] }]
    expect(planVisit(days, brows, hour(12) + 30)?.[0]).toMatchObject({ employeeId: 'bisi', start: hour(12) + 30, end: hour(13) + 15 })
    expect(planVisit(days, brows, hour(12))).toBeUndefined()
  })

  it('moves a visit keeping each service’s place in it, and checks it still fits', () => {
    const moved = movedVisit([{ service: service('nails', 60), employeeId: 'ada', offset: 0 }], hour(12), () => 'bisi')
    expect(visitFits(team(), moved)?.map((line) => [line.employeeId, line.start])).toEqual([['bisi', hour(12)]])
    expect(visitFits(team(), movedVisit([{ service: service('nails', 60), employeeId: 'ada', offset: 0 }], hour(10), (id) => id))).toBeUndefined()
  })

  it('gives a placed visit as the rows it is stored as, at moments of its day', () => {
    const planned = planVisit(team(), [{ service: service('nails', 60, { bufferMinutes: 15 }), candidates: ['bisi'] }], hour(14))!
    expect(visitRows(date, planned)).toEqual({
      lines: [{ service: 'nails', employeeId: 'bisi', startsAt: shopMoment(date, hour(14)), endsAt: shopMoment(date, hour(15)), priceKobo: 1_000_000 }],
      busy: [{ employeeId: 'bisi', startsAt: shopMoment(date, hour(14)), endsAt: shopMoment(date, hour(15) + 15) }],
    })
  })
})
