import { api } from '../../shared/api'
import type { ApiResult } from '../../contract/types'

// Loaded with the account page only.
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<ApiResult, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ url: '/user/change-password', method: 'POST', body }),
    }),
    deleteAccount: build.mutation<ApiResult, { password: string }>({
      query: (body) => ({ url: '/user/delete-account', method: 'POST', body }),
    }),
  }),
})

/** Where "Download my data" points: the server answers the file as an attachment. */
export const accountDataPath = '/user/data'

export const { useChangePasswordMutation, useDeleteAccountMutation } = accountApi
