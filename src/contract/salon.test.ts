import { openDayFromToday } from '../../fixtures/salonDays'
import { hasSlotBegun, isSlotTime, lastBookableDay, minutesToTime, timeToMinutes, visitEndTime } from './salon'

// 2026-11-21 is a Saturday; Lagos is UTC+1 all year.
const saturdayAfternoon = new Date('2026-11-21T14:30:00Z')

describe('the salon calendar', () => {
  it('counts the demo opening days, skipping Sundays', () => {
    expect(openDayFromToday(0, saturdayAfternoon)).toBe('2026-11-21')
    expect(openDayFromToday(1, saturdayAfternoon)).toBe('2026-11-23')
    expect(openDayFromToday(0, new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-23')
  })

  it('reads and writes times of day, on the hour only', () => {
    expect(timeToMinutes('09:30')).toBe(570)
    expect(minutesToTime(570)).toBe('09:30')
    expect(isSlotTime('10:00')).toBe(true)
    expect(isSlotTime('10:30')).toBe(false)
    expect(isSlotTime('24:00')).toBe(false)
    expect(isSlotTime('9:00')).toBe(false)
  })

  it("ends a visit's services back to back, after a member's clean-up when she serves two in a row", () => {
    const colour = { durationMinutes: 90, bufferMinutes: 15 }
    const nails = { durationMinutes: 60, bufferMinutes: 0 }
    expect(visitEndTime('10:00', [{ service: colour, employee: 'tolu' }, { service: nails, employee: 'amaka' }])).toBe('12:30')
    expect(visitEndTime('10:00', [{ service: colour, employee: 'tolu' }, { service: nails, employee: 'tolu' }])).toBe('12:45')
    expect(visitEndTime('10:00', [{ service: colour, employee: 'any' }, { service: nails, employee: 'any' }])).toBe('12:30')
  })

  it('no longer offers a slot of today that has begun', () => {
    expect(hasSlotBegun('2026-11-21', '15:00', saturdayAfternoon)).toBe(true)
    expect(hasSlotBegun('2026-11-21', '15:30', saturdayAfternoon)).toBe(true)
    expect(hasSlotBegun('2026-11-21', '16:00', saturdayAfternoon)).toBe(false)
    expect(hasSlotBegun('2026-11-23', '08:00', saturdayAfternoon)).toBe(false)
  })

  it('takes bookings up to 90 days after today in Lagos', () => {
    expect(lastBookableDay(saturdayAfternoon)).toBe('2027-02-19')
    expect(lastBookableDay(new Date('2026-11-21T23:30:00Z'))).toBe('2027-02-20')
  })
})
