import { api } from '../../../shared/api'
import type { ApiResult, Booking, BookingPaymentMethod } from '../../../contract'
import type { WaitingListFields, WaitingListOffer } from '../../../contract/waitingList'

const offerUrl = (token: string, action = '') => `/booking/waitlist/offers/${encodeURIComponent(token)}${action && `/${action}`}`

/** The client's side of the waiting list: joining it, and the offer a freed time's link opens. */
export const waitingListApi = api.injectEndpoints({
  endpoints: (build) => ({
    joinWaitingList: build.mutation<ApiResult, WaitingListFields>({
      query: (body) => ({ url: '/booking/waitlist', method: 'POST', body }),
    }),
    getOffer: build.query<{ offer: WaitingListOffer }, string>({
      query: (token) => offerUrl(token),
      providesTags: (_result, _error, token) => [{ type: 'Booking', id: `offer-${token}` }],
    }),
    /** Taken, it answers as the wizard's booking does: booked with her manage link, or where to pay a card deposit. */
    acceptOffer: build.mutation<ApiResult & { booking: Booking; manageToken?: string; authorization_url?: string }, { token: string; paymentMethod: BookingPaymentMethod }>({
      query: ({ token, paymentMethod }) => ({ url: offerUrl(token, 'accept'), method: 'POST', body: { paymentMethod } }),
      invalidatesTags: (_result, _error, { token }) => [{ type: 'Booking', id: `offer-${token}` }, 'Booking'],
    }),
  }),
})

export const { useJoinWaitingListMutation, useGetOfferQuery, useAcceptOfferMutation } = waitingListApi
