import type { ApiResult } from '../../../contract'
import type { CounterProduct } from '../../../contract/counter'
import type { BatchViewName, CountSheetLine, DeliveryRequest, ServiceProduct, ServiceProductsRequest, StockBatchPage, StockMove, StockSettings, StockTakeLine, StockTakeRequest } from '../../../contract/stock'
import { api } from '../../../shared/api'
import { watchSession } from '../sessionApi'

/** The stock room: deliveries in, batches by expiry, what to write off, and the owner's stock settings. Batches change the products' counts: they share the Product tag. */
export const stockApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchStockProducts: build.query<CounterProduct[], string>({
      query: (q) => `/stock/products?${new URLSearchParams({ q })}`,
      transformResponse: ({ products }: { products: CounterProduct[] }) => products,
      onQueryStarted: watchSession,
    }),
    recordDelivery: build.mutation<ApiResult, DeliveryRequest>({
      query: (delivery) => ({ url: '/stock/deliveries', method: 'POST', body: delivery }),
      invalidatesTags: ['Product'],
      onQueryStarted: watchSession,
    }),
    getBatches: build.query<StockBatchPage, { view: BatchViewName; product?: string; after?: string }>({
      query: ({ view, product, after }) => `/stock/batches?${new URLSearchParams({ view, ...(product && { product }), ...(after && { after }) })}`,
      providesTags: ['Product'],
      onQueryStarted: watchSession,
    }),
    writeOffBatch: build.mutation<ApiResult, { id: string; note: string }>({
      query: ({ id, note }) => ({ url: `/stock/batches/${encodeURIComponent(id)}/write-off`, method: 'POST', body: { note } }),
      invalidatesTags: ['Product'],
      onQueryStarted: watchSession,
    }),
    keepForSalon: build.mutation<ApiResult, { id: string; salonUse: boolean }>({
      query: ({ id, salonUse }) => ({ url: `/stock/batches/${encodeURIComponent(id)}/salon-use`, method: 'POST', body: { salonUse } }),
      invalidatesTags: ['Product'],
      onQueryStarted: watchSession,
    }),
    getServiceProducts: build.query<ServiceProduct[], string>({
      query: (service) => `/stock/services/${encodeURIComponent(service)}/products`,
      transformResponse: ({ products }: { products: ServiceProduct[] }) => products,
      providesTags: ['Product'],
      onQueryStarted: watchSession,
    }),
    saveServiceProducts: build.mutation<ApiResult, { service: string } & ServiceProductsRequest>({
      query: ({ service, products }) => ({ url: `/stock/services/${encodeURIComponent(service)}/products`, method: 'PUT', body: { products } }),
      invalidatesTags: ['Product'],
      onQueryStarted: watchSession,
    }),
    getCountSheet: build.query<{ lines: CountSheetLine[]; nextCursor: string | null }, { category: string; after?: string }>({
      query: ({ category, after }) => `/stock/sheet?${new URLSearchParams({ category, ...(after && { after }) })}`,
      providesTags: ['Product'],
      onQueryStarted: watchSession,
    }),
    saveStockTake: build.mutation<ApiResult & { changed: StockTakeLine[] }, StockTakeRequest>({
      query: (take) => ({ url: '/stock/counts', method: 'POST', body: take }),
      invalidatesTags: ['Product'],
      onQueryStarted: watchSession,
    }),
    getStockMoves: build.query<{ moves: StockMove[]; nextCursor: string | null }, string>({
      query: (product) => `/stock/moves?${new URLSearchParams({ product })}`,
      providesTags: ['Product'],
      onQueryStarted: watchSession,
    }),
    getStockSettings: build.query<StockSettings, void>({
      query: () => '/stock/settings',
      transformResponse: ({ settings }: { settings: StockSettings }) => settings,
      providesTags: ['Product'],
      onQueryStarted: watchSession,
    }),
    saveStockSettings: build.mutation<ApiResult, StockSettings>({
      query: (settings) => ({ url: '/stock/settings', method: 'PUT', body: settings }),
      invalidatesTags: ['Product'],
      onQueryStarted: watchSession,
    }),
  }),
})

export const {
  useSearchStockProductsQuery,
  useRecordDeliveryMutation,
  useGetBatchesQuery,
  useWriteOffBatchMutation,
  useKeepForSalonMutation,
  useGetServiceProductsQuery,
  useSaveServiceProductsMutation,
  useGetCountSheetQuery,
  useSaveStockTakeMutation,
  useGetStockMovesQuery,
  useGetStockSettingsQuery,
  useSaveStockSettingsMutation,
} = stockApi
