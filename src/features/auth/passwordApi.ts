import { api } from '../../shared/api'
import type { ApiResult } from '../../contract/types'

// Loaded with the auth dialog and the reset page only: the home page's first bundle does not carry them.
export const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<ApiResult, { email: string }>({
      query: (body) => ({ url: '/user/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<ApiResult, { token: string; password: string }>({
      query: (body) => ({ url: '/user/reset-password', method: 'POST', body }),
    }),
  }),
})

export const { useForgotPasswordMutation, useResetPasswordMutation } = passwordApi
