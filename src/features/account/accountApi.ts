import { api } from '../../shared/api'
import type { OpenOrder } from '../../contract/account'
import type { ApiResult } from '../../contract/types'
import type { MessagePreferences, PendingPhone, PhoneChannel } from '../../contract/phoneMessages'

// Loaded with the account page only.
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<ApiResult, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ url: '/user/change-password', method: 'POST', body }),
    }),
    getMessagePreferences: build.query<{ preferences: MessagePreferences | null; pending: PendingPhone | null; defaultChannel: PhoneChannel }, void>({
      query: () => '/messages/preferences',
      providesTags: ['User'],
    }),
    /** Her own number's channel is saved at once; another number gets a code by SMS first (`pending`). */
    saveMessagePreferences: build.mutation<ApiResult & { preferences?: MessagePreferences; pending: PendingPhone | null }, { phone: string; channel: PhoneChannel; consent: boolean }>({
      query: (body) => ({ url: '/messages/preferences', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
    /** The code sent to the number, typed back: the number is hers. */
    confirmPhone: build.mutation<ApiResult & { preferences: MessagePreferences }, { code: string }>({
      query: (body) => ({ url: '/messages/preferences/confirm', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    stopMessages: build.mutation<ApiResult, void>({
      query: () => ({ url: '/messages/preferences', method: 'DELETE' }),
      invalidatesTags: ['User'],
    }),
    /** News and offers on her own number: a consent apart from the booking and order messages. */
    getOffersChoice: build.query<{ phone: string | null; offers: boolean }, void>({
      query: () => '/campaigns/consent',
      providesTags: ['User'],
    }),
    saveOffersChoice: build.mutation<ApiResult & { offers: boolean }, { offers: boolean }>({
      query: (body) => ({ url: '/campaigns/consent', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
    /** Her orders not yet delivered or cancelled, which the delete dialog warns of. */
    openOrders: build.query<ApiResult & { orders: OpenOrder[]; more: boolean }, void>({
      query: () => '/user/open-orders',
      keepUnusedDataFor: 0,
    }),
    deleteAccount: build.mutation<ApiResult, { password: string }>({
      query: (body) => ({ url: '/user/delete-account', method: 'POST', body }),
    }),
    /** "Send the link again": a new e-mail verification link. */
    sendVerification: build.mutation<ApiResult, void>({
      query: () => ({ url: '/user/send-verification', method: 'POST' }),
    }),
    /** The e-mailed link opened: answers the e-mail it verified. */
    verifyEmail: build.mutation<ApiResult & { email: string }, string>({
      query: (token) => ({ url: '/user/verify-email', method: 'POST', body: { token } }),
    }),
  }),
})

/** Where "Download my data" points: the server answers the file as an attachment. */
export const accountDataPath = '/user/data'

export const {
  useChangePasswordMutation,
  useConfirmPhoneMutation,
  useDeleteAccountMutation,
  useGetMessagePreferencesQuery,
  useGetOffersChoiceQuery,
  useOpenOrdersQuery,
  useSaveOffersChoiceMutation,
  useSaveMessagePreferencesMutation,
  useSendVerificationMutation,
  useStopMessagesMutation,
  useVerifyEmailMutation,
} = accountApi
