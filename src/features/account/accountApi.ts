import { api } from '../../shared/api'
import type { ApiResult } from '../../contract/types'
import type { MessagePreferences, PhoneChannel } from '../../contract/phoneMessages'

// Loaded with the account page only.
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<ApiResult, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ url: '/user/change-password', method: 'POST', body }),
    }),
    getMessagePreferences: build.query<{ preferences: MessagePreferences | null; defaultChannel: PhoneChannel }, void>({
      query: () => '/messages/preferences',
      providesTags: ['User'],
    }),
    saveMessagePreferences: build.mutation<ApiResult & { preferences: MessagePreferences }, { phone: string; channel: PhoneChannel; consent: boolean }>({
      query: (body) => ({ url: '/messages/preferences', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
    stopMessages: build.mutation<ApiResult, void>({
      query: () => ({ url: '/messages/preferences', method: 'DELETE' }),
      invalidatesTags: ['User'],
    }),
    deleteAccount: build.mutation<ApiResult, { password: string }>({
      query: (body) => ({ url: '/user/delete-account', method: 'POST', body }),
    }),
  }),
})

/** Where "Download my data" points: the server answers the file as an attachment. */
export const accountDataPath = '/user/data'

export const { useChangePasswordMutation, useDeleteAccountMutation, useGetMessagePreferencesQuery, useSaveMessagePreferencesMutation, useStopMessagesMutation } = accountApi
