import { HOURS } from './calendarTime'

describe("the salon calendar's hours", () => {
  it('offers every hour of the day', () => {
    expect(HOURS).toHaveLength(24)
    expect([HOURS[0], HOURS[9], HOURS[23]]).toEqual(['00:00', '09:00', '23:00'])
  })
})
