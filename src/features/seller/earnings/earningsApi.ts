import type { ApiResult } from '../../../contract/types'
import type { CommissionRule, CommissionRuleRequest, EarningsSpan, MyEarnings, Payroll } from '../../../contract/earnings'
import { sellerApi } from '../sellerApi'
import { watchSession } from '../sessionApi'

/** What each member earned: the owner's commission rules and payroll, and a member's own figures. */
export const earningsApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    getCommissionRules: build.query<{ members: { id: string; name: string }[]; rules: CommissionRule[] }, void>({
      query: () => '/earnings/rules',
      providesTags: ['Earnings'],
      onQueryStarted: watchSession,
    }),
    addCommissionRule: build.mutation<ApiResult & { rule: CommissionRule }, CommissionRuleRequest>({
      query: (rule) => ({ url: '/earnings/rules', method: 'POST', body: rule }),
      invalidatesTags: (result) => (result ? ['Earnings'] : []),
      onQueryStarted: watchSession,
    }),
    getPayroll: build.query<{ payroll: Payroll; closedPeriods: { from: string; to: string; closedAt: string }[] }, { from: string; to: string }>({
      query: ({ from, to }) => `/earnings/payroll?${new URLSearchParams({ from, to })}`,
      providesTags: ['Earnings'],
      onQueryStarted: watchSession,
    }),
    closePayroll: build.mutation<ApiResult & { payroll: Payroll }, { from: string; to: string }>({
      query: (period) => ({ url: '/earnings/payroll/close', method: 'POST', body: period }),
      invalidatesTags: (result) => (result ? ['Earnings'] : []),
      onQueryStarted: watchSession,
    }),
    getMemberEarnings: build.query<MyEarnings, { period: EarningsSpan; member?: string }>({
      query: ({ period, member }) => `/earnings/member?${new URLSearchParams({ period, ...(member && { member }) })}`,
      transformResponse: ({ earnings }: { earnings: MyEarnings }) => earnings,
      providesTags: ['Earnings'],
      onQueryStarted: watchSession,
    }),
  }),
})

export const { useGetCommissionRulesQuery, useAddCommissionRuleMutation, useGetPayrollQuery, useClosePayrollMutation, useGetMemberEarningsQuery } = earningsApi
