import { api } from '../../shared/api'
import { ANY_EMPLOYEE, type ApiResult, type Booking, type BookingAvailability, type BookingFields, type DepositState, type PhoneChannel, type PublicMessageSettings } from '../../contract'

export const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAvailability: build.query<BookingAvailability, { date: string; category: string }>({
      query: (params) => ({ url: '/booking/availability', params }),
      providesTags: ['Booking'],
    }),
    /**
     * A retry of the same booking sends the same key, so the salon answers with the booking it made. A card
     * booking with a deposit answers where to pay it (authorization_url); the others are booked, with their manage link.
     */
    createBooking: build.mutation<
      ApiResult & { booking: Booking; manageToken?: string; authorization_url?: string },
      { booking: BookingFields & { phoneMessages: boolean; phoneChannel?: PhoneChannel }; key: string }
    >({
      query: ({ booking, key }) => ({ url: '/booking', method: 'POST', body: booking, headers: { 'Idempotency-Key': key } }),
      // Booked or refused, the free times have changed.
      invalidatesTags: () => ['Booking'],
    }),
    /** The owner's default phone channel, and her bank account for a transfer. */
    getMessageOptions: build.query<PublicMessageSettings, void>({
      query: () => '/messages/options',
      providesTags: ['Salon'],
    }),
    /** What became of the deposit the client went to pay (its payment reference). */
    /** Paid, it comes with her manage link. */
    getDeposit: build.query<{ state: DepositState; booking: Booking; manageToken?: string }, string>({
      query: (reference) => ({ url: '/booking/deposit', params: { reference } }),
      keepUnusedDataFor: 0,
    }),
  }),
})

export const { useGetAvailabilityQuery, useCreateBookingMutation, useGetDepositQuery, useGetMessageOptionsQuery } = bookingApi

/** Whose room counts: the chosen member's, or everyone's for 'any' (or before anyone is chosen). */
const counts = (employee: string, member: string) => employee === ANY_EMPLOYEE || employee === '' || employee === member

/** The start times with room for the category's shortest service with this employee (or anyone). */
export const freeTimes = (availability: BookingAvailability, employee: string): string[] =>
  availability.slots.filter((slot) => Object.keys(slot.room).some((member) => counts(employee, member))).map((slot) => slot.time)

/** The longest service that fits at a time with this employee (or anyone), in minutes; 0 when the time is not free. */
export const roomAt = (availability: BookingAvailability, time: string, employee: string): number =>
  Math.max(0, ...Object.entries(availability.slots.find((slot) => slot.time === time)?.room ?? {}).flatMap(([member, minutes]) => (counts(employee, member) ? [minutes] : [])))
