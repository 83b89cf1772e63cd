import { ANY_EMPLOYEE } from '../contract/salon'
import type { BookingAvailability } from '../contract/types'
import { api } from './api'

// The salon's free start times of a day (GET /api/booking/availability): the wizard's Time step and the desk's
// New booking read the same query, so a booking made by either refreshes both.
export const availabilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAvailability: build.query<BookingAvailability, { date: string; category: string; service?: string; more?: string }>({
      query: (params) => ({ url: '/booking/availability', params }),
      providesTags: ['Booking'],
    }),
  }),
})

export const { useGetAvailabilityQuery } = availabilityApi

/** Whose room counts: the chosen member's, or everyone's for 'any' (or before anyone is chosen). */
const counts = (employee: string, member: string) => employee === ANY_EMPLOYEE || employee === '' || employee === member

/** The start times with room for the category's shortest service with this employee (or anyone). */
export const freeTimes = (availability: BookingAvailability, employee: string): string[] =>
  availability.slots.filter((slot) => Object.keys(slot.room).some((member) => counts(employee, member))).map((slot) => slot.time)

/** The longest service that fits at a time with this employee (or anyone), in minutes; 0 when the time is not free. */
export const roomAt = (availability: BookingAvailability, time: string, employee: string): number =>
  Math.max(0, ...Object.entries(availability.slots.find((slot) => slot.time === time)?.room ?? {}).flatMap(([member, minutes]) => (counts(employee, member) ? [minutes] : [])))
