import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { api } from '../../shared/api'
import type { ApiResult } from '../../contract'
import type { Invitation, StaffSession } from '../../contract/team'
import { sellerSessionEnded, sellerSessionStarted } from './sellerSlice'

type Dispatch = (action: unknown) => unknown

/** `GET /api/seller/is-auth`: a seller session's member, her role and what it may do. */
export type SellerStatus = ApiResult & { staff?: StaffSession }

/**
 * A seller call refused with 401 means the seller session is gone (expired, ended elsewhere, the account disabled):
 * the login shows again. A 403 may mean her role changed meanwhile: the server is asked again who she is, and the
 * area shows what her role now opens.
 */
export function endSessionOnRefusal(dispatch: Dispatch, failure: unknown) {
  const status = (failure as { error?: FetchBaseQueryError }).error?.status
  if (status === 401) dispatch(sellerSessionEnded())
  if (status === 403) void recheckSession(dispatch)
}

async function recheckSession(dispatch: Dispatch) {
  const asked = dispatch(sessionApi.endpoints.getSellerStatus.initiate(undefined, { subscribe: false, forceRefetch: true })) as { unwrap(): Promise<SellerStatus> }
  const answer = await asked.unwrap().catch(() => undefined)
  if (answer) dispatch(answer.staff ? sellerSessionStarted(answer.staff) : sellerSessionEnded())
}

/** For the seller calls that do nothing else with their answer. The failure itself is shown by the app's failed-call listener. */
export async function watchSession(_arg: unknown, { dispatch, queryFulfilled }: { dispatch: Dispatch; queryFulfilled: Promise<unknown> }) {
  await queryFulfilled.catch((failure: unknown) => endSessionOnRefusal(dispatch, failure))
}

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSellerStatus: build.query<SellerStatus, void>({
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
    changeStaffPassword: build.mutation<ApiResult, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ url: '/seller/change-password', method: 'POST', body }),
    }),
    /** Whom an invitation link invites; refused (404) once it is used or past its hours. */
    getInvitation: build.query<{ invitation: Invitation }, string>({
      query: (token) => ({ url: '/seller/invitation', params: { token } }),
      keepUnusedDataFor: 0,
    }),
    /** Her password from her link: the answer signs her in. */
    joinTeam: build.mutation<ApiResult, { token: string; password: string }>({
      query: (body) => ({ url: '/seller/join', method: 'POST', body }),
    }),
  }),
})

export const { useLazyGetSellerStatusQuery, useSellerLoginMutation, useSellerLogoutMutation, useChangeStaffPasswordMutation, useGetInvitationQuery, useJoinTeamMutation } = sessionApi
