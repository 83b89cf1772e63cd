import type { ApiResult, PageInfo } from '../../../contract/types'
import type { CounterDay, CounterProduct, CounterSale, CounterSaleRequest, CounterSettings, CounterVisit, RefundLineRequest } from '../../../contract/counter'
import { sellerApi } from '../sellerApi'
import { PRODUCT_LIST } from '../../../shared/productsApi'
import { watchSession } from '../sessionApi'

/** The salon's counter: products to sell, the day's visits to bill, closing and voiding bills, and the day's count. */
export const counterApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    searchCounterProducts: build.query<CounterProduct[], string>({
      query: (q) => `/counter/products?${new URLSearchParams({ q })}`,
      transformResponse: ({ products }: { products: CounterProduct[] }) => products,
      onQueryStarted: watchSession,
    }),
    getCounterVisits: build.query<CounterVisit[], string>({
      query: (date) => `/counter/visits?${new URLSearchParams({ date })}`,
      transformResponse: ({ visits }: { visits: CounterVisit[] }) => visits,
      providesTags: ['Booking', 'CounterSale'],
      onQueryStarted: watchSession,
    }),
    getCounterSettings: build.query<CounterSettings, void>({
      query: () => '/counter/settings',
      transformResponse: ({ taxIncluded }: CounterSettings) => ({ taxIncluded }),
      providesTags: ['CounterSettings'],
      onQueryStarted: watchSession,
    }),
    /** The owner's setting: a bill open meanwhile is priced by it again at once. */
    saveCounterSettings: build.mutation<ApiResult & CounterSettings, CounterSettings>({
      query: (settings) => ({ url: '/counter/settings', method: 'PUT', body: settings }),
      invalidatesTags: (result) => (result ? ['CounterSettings'] : []),
      onQueryStarted: watchSession,
    }),
    /** Closes the bill under its key: a second tap or a retry answers the same sale. */
    closeCounterSale: build.mutation<ApiResult & { sale: CounterSale }, { key: string; bill: CounterSaleRequest }>({
      query: ({ key, bill }) => ({ url: '/counter/sales', method: 'POST', body: bill, headers: { 'Idempotency-Key': key } }),
      invalidatesTags: (result) => (result ? ['CounterSale', 'Booking', 'Order', 'Earnings', PRODUCT_LIST] : []),
      onQueryStarted: watchSession,
    }),
    getCounterSale: build.query<CounterSale, string>({
      query: (id) => `/counter/sales/${encodeURIComponent(id)}`,
      transformResponse: ({ sale }: { sale: CounterSale }) => sale,
      providesTags: (_result, _error, id) => [{ type: 'CounterSale', id }],
      onQueryStarted: watchSession,
    }),
    voidCounterSale: build.mutation<ApiResult & { sale: CounterSale }, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/counter/sales/${encodeURIComponent(id)}/void`, method: 'POST', body: { reason } }),
      invalidatesTags: (result) => (result ? ['CounterSale', 'Booking', 'Order', 'Earnings', PRODUCT_LIST] : []),
      onQueryStarted: watchSession,
    }),
    /** One line of a paid bill given back: the day's count and the shelf read it again. */
    refundCounterLine: build.mutation<ApiResult & { sale: CounterSale }, { id: string } & RefundLineRequest>({
      query: ({ id, ...refund }) => ({ url: `/counter/sales/${encodeURIComponent(id)}/refunds`, method: 'POST', body: refund }),
      invalidatesTags: (result) => (result ? ['CounterSale', PRODUCT_LIST] : []),
      onQueryStarted: watchSession,
    }),
    getCounterDay: build.query<{ day: CounterDay; sales: CounterSale[] } & PageInfo, { date: string; after?: string }>({
      query: ({ date, after }) => `/counter/day?${new URLSearchParams({ date, ...(after && { after }) })}`,
      providesTags: ['CounterSale'],
      onQueryStarted: watchSession,
    }),
  }),
})

export const {
  useSearchCounterProductsQuery,
  useLazySearchCounterProductsQuery,
  useGetCounterVisitsQuery,
  useGetCounterSettingsQuery,
  useSaveCounterSettingsMutation,
  useCloseCounterSaleMutation,
  useGetCounterSaleQuery,
  useVoidCounterSaleMutation,
  useRefundCounterLineMutation,
  useGetCounterDayQuery,
} = counterApi
