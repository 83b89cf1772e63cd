import { addDays, daysBetween, formatCalendarDay, formatWeekdayDate, isCalendarDate, mondayOf, shopDate, shopMoment, shopTime, weekdayOf } from './shopClock'

// 2026-11-21 is a Saturday; Lagos is UTC+1 all year.
const saturdayAfternoon = new Date('2026-11-21T14:30:00Z')

describe("the shop's clock", () => {
  it('tells the date and time in Lagos', () => {
    expect(shopDate(saturdayAfternoon)).toBe('2026-11-21')
    expect(shopTime(saturdayAfternoon)).toBe('15:30')
    expect(shopDate(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22')
  })

  it('finds the moment a Lagos time of day happens', () => {
    expect(shopMoment('2026-11-21', 15 * 60 + 30)).toEqual(saturdayAfternoon)
    expect(shopMoment('2026-11-22', 0)).toEqual(new Date('2026-11-21T23:00:00Z'))
  })

  it('tells the weekday of a date', () => {
    expect(weekdayOf('2026-11-21')).toBe(6)
    expect(weekdayOf('2026-11-22')).toBe(0)
  })

  it('counts days across months, years and leap days', () => {
    expect(addDays('2026-11-21', 10)).toBe('2026-12-01')
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(daysBetween('2026-11-21', '2026-12-01')).toBe(10)
    expect(daysBetween('2026-12-01', '2026-11-21')).toBe(-10)
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2)
  })

  it('begins weeks on Monday', () => {
    expect(mondayOf('2026-11-21')).toBe('2026-11-16')
    expect(mondayOf('2026-11-22')).toBe('2026-11-16')
    expect(mondayOf('2026-11-23')).toBe('2026-11-23')
  })

  it('knows a real calendar date', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true)
    expect(isCalendarDate('2026-02-29')).toBe(false)
    expect(isCalendarDate('0000-01-01')).toBe(false)
    // Outside the shop's years: a week on from 9999-12-31 is no date JavaScript writes, nor is year 1 in the zone's clock.
    expect(isCalendarDate('9999-12-31')).toBe(false)
    expect(isCalendarDate('0001-01-01')).toBe(false)
    expect(isCalendarDate('1900-01-01')).toBe(true)
    expect(isCalendarDate('2999-12-31')).toBe(true)
    expect(isCalendarDate('2026-1-05')).toBe(false)
  })

  it('writes a Lagos day the way the booking pages and messages show it', () => {
    expect(formatCalendarDay('2026-11-24')).toMatch(/^Tuesday,? 24 November 2026$/)
    expect(formatWeekdayDate(shopMoment('2026-12-03', 23 * 60 + 30))).toBe('Thursday, 3 December 2026')
  })
})
