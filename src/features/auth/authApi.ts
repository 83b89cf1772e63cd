import { api } from '../../shared/api'
import type { ApiResult, User } from '../../contract/types'

export interface LoginRequest {
  email: string
  password: string
}

export interface RegisterRequest extends LoginRequest {
  name: string
}

interface UserResult extends ApiResult {
  user: User
}

// API.md: /api/user/*. The session lives in an HttpOnly cookie; the user object is kept in the auth slice.
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<UserResult, LoginRequest>({
      query: (body) => ({ url: '/user/login', method: 'POST', body }),
    }),
    register: build.mutation<UserResult, RegisterRequest>({
      query: (body) => ({ url: '/user/register', method: 'POST', body }),
    }),
    isAuth: build.query<UserResult, void>({
      query: () => '/user/is-auth',
      keepUnusedDataFor: 0,
    }),
    /** `true`: every session of the account ends, on every device. */
    logout: build.mutation<ApiResult, boolean>({
      query: (everywhere) => ({ url: everywhere ? '/user/logout-everywhere' : '/user/logout', method: 'POST' }),
    }),
  }),
})

export const { useLoginMutation, useRegisterMutation, useLazyIsAuthQuery, useLogoutMutation } = authApi
