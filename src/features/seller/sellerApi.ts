import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { api } from '../../shared/api'
import { cursorPages, pagePath } from '../../shared/pages'
import type { ApiResult, Booking, ContactMessage, Order, OrderDetail, OrderFilters, PageInfo, Product } from '../../contract'
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

export const sellerApi = api.injectEndpoints({
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
      query: () => ({ url: '/seller/logout' }),
    }),
    // Multipart: fetch sets the boundary itself when the body is FormData (productData and the image files).
    addProduct: build.mutation<ApiResult & { product: Product }, FormData>({
      query: (form) => ({ url: '/product/add', method: 'POST', body: form }),
      invalidatesTags: (result) => (result ? ['Product'] : []),
      onQueryStarted: watchSession,
    }),
    // One list per filter: the server filters and pages, each filter keeps its own pages.
    getSellerOrders: build.infiniteQuery<PageInfo & { orders: Order[] }, OrderFilters, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg, pageParam }) => filteredPagePath('/order/seller', queryArg, pageParam),
      providesTags: ['Order'],
      onQueryStarted: watchSession,
    }),
    getSellerOrder: build.query<OrderDetail, string>({
      query: (id) => `/order/seller/${encodeURIComponent(id)}`,
      transformResponse: (response: { order: OrderDetail }) => response.order,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
      onQueryStarted: watchSession,
    }),
    // The order's detail asks again (its history has a new step); the lists take the answer as it is.
    updateOrderStatus: build.mutation<Order, { orderId: string; status: Order['status'] }>({
      query: (body) => ({ url: '/order/status', method: 'POST', body }),
      transformResponse: (response: { order: Order }) => response.order,
      invalidatesTags: (result) => (result ? [{ type: 'Order', id: result._id }] : []),
      onQueryStarted: replaceOrder,
    }),
    markOrderPaid: build.mutation<Order, { orderId: string }>({
      query: (body) => ({ url: '/order/mark-paid', method: 'POST', body }),
      transformResponse: (response: { order: Order }) => response.order,
      invalidatesTags: (result) => (result ? [{ type: 'Order', id: result._id }] : []),
      onQueryStarted: replaceOrder,
    }),
    getSellerBookings: build.infiniteQuery<PageInfo & { bookings: Booking[] }, void, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ pageParam }) => pagePath('/booking/seller', pageParam),
      providesTags: ['Booking'],
      onQueryStarted: watchSession,
    }),
    getSellerMessages: build.infiniteQuery<PageInfo & { messages: ContactMessage[] }, void, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ pageParam }) => pagePath('/contact/seller', pageParam),
      providesTags: ['Message'],
      onQueryStarted: watchSession,
    }),
  }),
})

/** A list's address for one page with its filters: `/order/seller?status=Processing&after=…`. */
function filteredPagePath(path: string, filters: OrderFilters, after: string) {
  const query = new URLSearchParams(filters as Record<string, string>)
  if (after) query.set('after', after)
  const text = query.toString()
  return text ? `${path}?${text}` : path
}

/**
 * The server's answer replaces the order in every list of the seller's that holds it (whatever its filters):
 * no refetch of every order. It stays where it is even if it no longer matches, so nothing moves under her finger.
 */
async function replaceOrder(
  _arg: unknown,
  { dispatch, getState, queryFulfilled }: { dispatch: Dispatch; getState(): unknown; queryFulfilled: Promise<{ data: Order }> },
) {
  const answer = await queryFulfilled.catch((failure: unknown) => endSessionOnRefusal(dispatch, failure))
  if (!answer) return
  const order = answer.data
  const lists = sellerApi.util.selectCachedArgsForQuery(getState() as Parameters<typeof sellerApi.util.selectCachedArgsForQuery>[0], 'getSellerOrders')
  for (const filters of lists) {
    dispatch(
      sellerApi.util.updateQueryData('getSellerOrders', filters, ({ pages }) => {
        for (const { orders } of pages) {
          const index = orders.findIndex((candidate) => candidate._id === order._id)
          if (index >= 0) orders[index] = { ...order, customer: orders[index]!.customer }
        }
      }),
    )
  }
}

export const {
  useLazyGetSellerStatusQuery,
  useSellerLoginMutation,
  useSellerLogoutMutation,
  useAddProductMutation,
  useGetSellerOrdersInfiniteQuery,
  useGetSellerOrderQuery,
  useUpdateOrderStatusMutation,
  useMarkOrderPaidMutation,
  useGetSellerBookingsInfiniteQuery,
  useGetSellerMessagesInfiniteQuery,
} = sellerApi
