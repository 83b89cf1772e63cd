import { api } from '../../../shared/api'
import type { ApiResult } from '../../../contract'
import type { ManagedBooking } from '../../../contract/bookingManage'

const url = (token: string, action = '') => `/booking/manage/${encodeURIComponent(token)}${action && `/${action}`}`

/** The client's own booking through her manage link's token. */
export const manageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getManagedBooking: build.query<{ booking: ManagedBooking }, string>({
      query: (token) => url(token),
      providesTags: (_result, _error, token) => [{ type: 'Booking', id: token }],
    }),
    getRescheduleTimes: build.query<{ times: string[] }, { token: string; date: string }>({
      query: ({ token, date }) => ({ url: url(token, 'availability'), params: { date } }),
      providesTags: ['Booking'],
    }),
    cancelManagedBooking: build.mutation<ApiResult & { booking: ManagedBooking }, string>({
      query: (token) => ({ url: url(token, 'cancel'), method: 'POST' }),
      invalidatesTags: (_result, _error, token) => [{ type: 'Booking', id: token }, 'Booking'],
    }),
    rescheduleManagedBooking: build.mutation<ApiResult & { booking: ManagedBooking }, { token: string; date: string; startTime: string }>({
      query: ({ token, ...body }) => ({ url: url(token, 'reschedule'), method: 'POST', body }),
      invalidatesTags: (_result, _error, { token }) => [{ type: 'Booking', id: token }, 'Booking'],
    }),
  }),
})

export const { useGetManagedBookingQuery, useGetRescheduleTimesQuery, useCancelManagedBookingMutation, useRescheduleManagedBookingMutation } = manageApi
