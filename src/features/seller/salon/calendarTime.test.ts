import { addDays, HOURS, mondayOf } from './calendarTime'

describe("the salon calendar's dates", () => {
  it('steps over the ends of months and years, and back', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01')
    expect(addDays('2026-12-29', 7)).toBe('2027-01-05')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
  })

  it('starts a week on its Monday, a Sunday belonging to the week before', () => {
    expect(mondayOf('2026-03-16')).toBe('2026-03-16')
    expect(mondayOf('2026-03-19')).toBe('2026-03-16')
    expect(mondayOf('2026-03-22')).toBe('2026-03-16')
    expect(mondayOf('2026-03-01')).toBe('2026-02-23')
  })

  it('offers every hour of the day', () => {
    expect(HOURS).toHaveLength(24)
    expect([HOURS[0], HOURS[9], HOURS[23]]).toEqual(['00:00', '09:00', '23:00'])
  })
})
