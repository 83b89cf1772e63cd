import { api } from '../../shared/api'
import type { ApiResult, Booking, BookingFields, DepositState, PhoneChannel, PublicMessageSettings } from '../../contract'
import type { VisitPolicy } from '../../contract/noShow'

export const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A retry of the same booking sends the same key, so the salon answers with the booking it made. A card
     * booking with a deposit answers where to pay it (authorization_url); the others are booked, with their manage link.
     */
    createBooking: build.mutation<
      ApiResult & { booking: Booking; manageToken?: string; authorization_url?: string },
      { booking: BookingFields & { phoneMessages: boolean; phoneChannel?: PhoneChannel; offers: boolean; keepCard?: boolean }; key: string }
    >({
      query: ({ booking, key }) => ({ url: '/booking', method: 'POST', body: booking, headers: { 'Idempotency-Key': key } }),
      // Booked or refused, the free times have changed.
      invalidatesTags: () => ['Booking'],
    }),
    /** The owner's no-show policy of the visit, in plain words, before she confirms. */
    getVisitPolicy: build.query<{ policy: VisitPolicy }, { category: string; service: string; more?: string }>({
      query: (params) => ({ url: '/booking/policy', params }),
      providesTags: ['Salon'],
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

export const { useCreateBookingMutation, useGetDepositQuery, useGetMessageOptionsQuery, useGetVisitPolicyQuery } = bookingApi

// The free times are the wizard's and the desk's: one query and its reading, in src/shared.
export { freeTimes, roomAt, useGetAvailabilityQuery } from '../../shared/availabilityApi'
