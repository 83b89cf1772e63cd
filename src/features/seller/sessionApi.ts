import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { api } from '../../shared/api'
import type { ApiResult } from '../../contract'
import { sellerSessionEnded } from './sellerSlice'

type Dispatch = (action: unknown) => unknown

/** A seller call refused with 401/403 means the seller session is gone (expired, or ended elsewhere): the login shows again. */
export function endSessionOnRefusal(dispatch: Dispatch, failure: unknown) {
  const status = (failure as { error?: FetchBaseQueryError }).error?.status
  if (status === 401 || status === 403) dispatch(sellerSessionEnded())
}

/** For the seller calls that do nothing else with their answer. The failure itself is shown by the app's failed-call listener. */
export async function watchSession(_arg: unknown, { dispatch, queryFulfilled }: { dispatch: Dispatch; queryFulfilled: Promise<unknown> }) {
  await queryFulfilled.catch((failure: unknown) => endSessionOnRefusal(dispatch, failure))
}

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSellerStatus: build.query<ApiResult, void>({
      // 401 (guest) and 403 (a shopper) are answers here, not failures: they only say "not the seller".
      query: () => ({ url: '/seller/is-auth', validateStatus: (response) => [200, 401, 403].includes(response.status) }),
      // Asked once, its answer goes to the seller slice (sellerSession.ts): the cache keeps nothing to read.
      keepUnusedDataFor: 0,
    }),
    sellerLogin: build.mutation<ApiResult, { email: string; password: string }>({
      query: (body) => ({ url: '/seller/login', method: 'POST', body }),
    }),
    sellerLogout: build.mutation<ApiResult, void>({
      query: () => ({ url: '/seller/logout', method: 'POST' }),
    }),
  }),
})

export const { useLazyGetSellerStatusQuery, useSellerLoginMutation, useSellerLogoutMutation } = sessionApi
