import { api } from '../../../shared/api'
import { cursorPages, pagePath } from '../../../shared/pages'
import type { ApiResult, PageInfo } from '../../../contract'
import type { ActivityEntry, StaffAccount, StaffRole } from '../../../contract/team'
import { watchSession } from '../sessionApi'

// The owner's side of the team logins: accounts, invitations, and who did what.
export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffAccounts: build.query<{ accounts: StaffAccount[] }, void>({
      query: () => '/seller/team',
      providesTags: ['StaffAccount'],
      onQueryStarted: watchSession,
    }),
    inviteMember: build.mutation<ApiResult, { name: string; email: string; role: StaffRole; staffId: string | null; phone: string }>({
      query: (body) => ({ url: '/seller/team', method: 'POST', body }),
      invalidatesTags: ['StaffAccount', 'Activity'],
    }),
    changeMember: build.mutation<ApiResult, { id: string; name?: string; role?: StaffRole; staffId?: string | null; phone?: string; mustChangePassword?: boolean }>({
      query: ({ id, ...body }) => ({ url: `/seller/team/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: ['StaffAccount', 'Activity'],
    }),
    /** Resend an invitation, disable or enable an account, or end its sessions. */
    memberAction: build.mutation<ApiResult, { id: string; action: 'resend' | 'disable' | 'enable' | 'logout-everywhere' }>({
      query: ({ id, action }) => ({ url: `/seller/team/${encodeURIComponent(id)}/${action}`, method: 'POST' }),
      invalidatesTags: ['StaffAccount', 'Activity'],
    }),
    /** Every other member who can log in must choose a new password. */
    askEveryoneForNewPasswords: build.mutation<ApiResult, void>({
      query: () => ({ url: '/seller/team/new-passwords', method: 'POST' }),
      invalidatesTags: ['StaffAccount', 'Activity'],
    }),
    getActivity: build.infiniteQuery<PageInfo & { activity: ActivityEntry[] }, void, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ pageParam }) => pagePath('/seller/activity', pageParam),
      providesTags: ['Activity'],
      // What the team did since the last visit: read afresh each time.
      keepUnusedDataFor: 0,
      onQueryStarted: watchSession,
    }),
  }),
})

export const {
  useGetStaffAccountsQuery,
  useInviteMemberMutation,
  useChangeMemberMutation,
  useMemberActionMutation,
  useAskEveryoneForNewPasswordsMutation,
  useGetActivityInfiniteQuery,
} = teamApi
