import type { SalonReport } from '../../../contract/reports'
import { sellerApi } from '../sellerApi'
import { watchSession } from '../sessionApi'

/** The owner's reports over any Lagos days. */
export const reportsApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    getReport: build.query<SalonReport, { from: string; to: string }>({
      query: ({ from, to }) => `/reports/period?${new URLSearchParams({ from, to })}`,
      transformResponse: ({ report }: { report: SalonReport }) => report,
      // A bill, an order or a booking changes its figures.
      providesTags: ['Earnings', 'Order', 'CounterSale', 'Booking'],
      onQueryStarted: watchSession,
    }),
  }),
})

export const { useGetReportQuery } = reportsApi
