import { api } from '../../shared/api'
import type { ApiResult, Booking, BookingAvailability, BookingCategory, BookingFields } from '../../contract'

export const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAvailability: build.query<BookingAvailability, { date: string; category: BookingCategory }>({
      query: (params) => ({ url: '/booking/availability', params }),
      providesTags: ['Booking'],
    }),
    createBooking: build.mutation<ApiResult & { booking: Booking }, BookingFields>({
      query: (body) => ({ url: '/booking', method: 'POST', body }),
      // Booked or refused, the free slots have changed.
      invalidatesTags: () => ['Booking'],
    }),
  }),
})

export const { useGetAvailabilityQuery, useCreateBookingMutation } = bookingApi
