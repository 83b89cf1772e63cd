import { hasSlotBegun, isOpenDay, openDayFromToday, salonTimeNow, salonToday } from './salon'

// 2026-11-21 is a Saturday; Lagos is UTC+1 all year.
const saturdayAfternoon = new Date('2026-11-21T14:30:00Z')

describe('the salon calendar', () => {
  it('tells the date and time in Lagos', () => {
    expect(salonToday(saturdayAfternoon)).toBe('2026-11-21')
    expect(salonTimeNow(saturdayAfternoon)).toBe('15:30')
    expect(salonToday(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22')
  })

  it('is closed on Sundays', () => {
    expect(isOpenDay('2026-11-21')).toBe(true)
    expect(isOpenDay('2026-11-22')).toBe(false)
    expect(isOpenDay('2026-11-23')).toBe(true)
    expect(isOpenDay('2026-02-30')).toBe(false)
  })

  it('counts opening days, skipping Sundays', () => {
    expect(openDayFromToday(0, saturdayAfternoon)).toBe('2026-11-21')
    expect(openDayFromToday(1, saturdayAfternoon)).toBe('2026-11-23')
    expect(openDayFromToday(6, saturdayAfternoon)).toBe('2026-11-28')
    expect(openDayFromToday(0, new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-23')
  })

  it('no longer offers a slot of today that has begun', () => {
    expect(hasSlotBegun('2026-11-21', '15:00', saturdayAfternoon)).toBe(true)
    expect(hasSlotBegun('2026-11-21', '15:30', saturdayAfternoon)).toBe(true)
    expect(hasSlotBegun('2026-11-21', '16:00', saturdayAfternoon)).toBe(false)
    expect(hasSlotBegun('2026-11-23', '08:00', saturdayAfternoon)).toBe(false)
  })
})
