import type { PickupPoint } from '../../contract/delivery'
import type { Address, AddressFields, ApiResult, Order, OrderDelivery, OrderDiscount, OrderRequest, PageInfo, PaymentState } from '../../contract/types'
import { api } from '../../shared/api'
import { cursorPages, pagePath } from '../../shared/pages'

/** The cart's figures in naira; `shipping` null while no address says which zone prices it. */
export interface OrderQuote {
  subtotal: number
  /** The code's line, when one was sent and the server accepted it. */
  discount: OrderDiscount | null
  tax: number
  shipping: number | null
  total: number
  delivery: OrderDelivery | null
}

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<Address[], void>({
      query: () => '/address/get',
      transformResponse: (response: { addresses: Address[] }) => response.addresses,
      providesTags: ['Address'],
    }),
    addAddress: build.mutation<ApiResult & { address: Address }, AddressFields>({
      query: (address) => ({ url: '/address/add', method: 'POST', body: { address } }),
      invalidatesTags: ['Address'],
    }),
    editAddress: build.mutation<ApiResult & { address: Address }, { id: string; address: AddressFields }>({
      query: ({ id, address }) => ({ url: `/address/${encodeURIComponent(id)}`, method: 'PUT', body: { address } }),
      invalidatesTags: ['Address'],
    }),
    deleteAddress: build.mutation<ApiResult, string>({
      query: (id) => ({ url: `/address/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Address'],
    }),
    /** `key`: the same for every try of one order, so a retry after a lost answer cannot order twice. */
    placeCashOrder: build.mutation<ApiResult & { orderId: string }, { order: OrderRequest; key: string }>({
      query: ({ order, key }) => ({ url: '/order/cod', method: 'POST', body: order, headers: { 'Idempotency-Key': key } }),
      invalidatesTags: ['Order'],
    }),
    startOnlinePayment: build.mutation<ApiResult & { authorization_url: string; reference: string }, OrderRequest>({
      query: (order) => ({ url: '/order/paystack', method: 'POST', body: order }),
    }),
    getMyOrders: build.infiniteQuery<PageInfo & { orders: Order[] }, void, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ pageParam }) => pagePath('/order/user', pageParam),
      providesTags: ['Order'],
    }),
    /** The shopper's own order, until it ships; a paid online one is refunded. */
    cancelOrder: build.mutation<ApiResult & { order: Order }, string>({
      query: (orderId) => ({ url: '/order/cancel', method: 'POST', body: { orderId } }),
      invalidatesTags: ['Order'],
    }),
    /** What became of the shopper's online payment, asked again and again while it is awaited. */
    getPaymentState: build.query<PaymentState, string>({
      query: (reference) => `/order/payment-status?reference=${encodeURIComponent(reference)}`,
      transformResponse: (response: { payment: PaymentState }) => response.payment,
    }),
    /** What the order would cost, priced by the server as it will charge it (fee from the address's zone). */
    getOrderQuote: build.query<OrderQuote, OrderRequest>({
      query: (order) => ({ url: '/order/quote', method: 'POST', body: order }),
      transformResponse: (response: { quote: OrderQuote }) => response.quote,
    }),
    /** Collecting at the salon: whether, where and when. */
    getPickupPoint: build.query<PickupPoint, void>({
      query: () => '/delivery/options',
      transformResponse: (response: { pickup: PickupPoint }) => response.pickup,
    }),
    /** Whether the shop takes online payment (ONLINE_PAYMENT on the server). */
    getPaymentMethods: build.query<{ online: boolean }, void>({
      query: () => '/order/payment-methods',
    }),
  }),
})

export const {
  useGetAddressesQuery,
  useAddAddressMutation,
  useEditAddressMutation,
  useDeleteAddressMutation,
  usePlaceCashOrderMutation,
  useStartOnlinePaymentMutation,
  useGetMyOrdersInfiniteQuery,
  useCancelOrderMutation,
  useGetPaymentStateQuery,
  useGetPaymentMethodsQuery,
  useGetOrderQuoteQuery,
  useLazyGetOrderQuoteQuery,
  useGetPickupPointQuery,
} = checkoutApi
