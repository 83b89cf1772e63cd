import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { api } from '../../shared/api'
import { productsAdapter, productsApi } from '../../shared/productsApi'
import { cursorPages, pagePath } from '../../shared/pages'
import type { ApiResult, Booking, ContactMessage, Order, PageInfo, Product } from '../../contract'
import { sellerSessionEnded } from './sellerSlice'

type Dispatch = (action: unknown) => unknown

/** A seller call refused with 401/403 means the seller session is gone (expired, or ended elsewhere): the login shows again. */
function endSessionOnRefusal(dispatch: Dispatch, failure: unknown) {
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
    updateStock: build.mutation<ApiResult, { id: string; inStock: boolean }>({
      query: (body) => ({ url: '/product/stock', method: 'POST', body }),
      async onQueryStarted({ id, inStock }, { dispatch, queryFulfilled }) {
        // The switch moves at once; a refusal puts it back.
        const patch = dispatch(
          productsApi.util.updateQueryData('getProducts', undefined, (draft) => {
            productsAdapter.updateOne(draft, { id, changes: { inStock } })
          }),
        )
        try {
          await queryFulfilled
        } catch (failure) {
          patch.undo()
          endSessionOnRefusal(dispatch, failure)
        }
      },
    }),
    getSellerOrders: build.infiniteQuery<PageInfo & { orders: Order[] }, void, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ pageParam }) => pagePath('/order/seller', pageParam),
      providesTags: ['Order'],
      onQueryStarted: watchSession,
    }),
    updateOrderStatus: build.mutation<Order, { orderId: string; status: Order['status'] }>({
      query: (body) => ({ url: '/order/status', method: 'POST', body }),
      transformResponse: (response: { order: Order }) => response.order,
      onQueryStarted: replaceOrder,
    }),
    markOrderPaid: build.mutation<Order, { orderId: string }>({
      query: (body) => ({ url: '/order/mark-paid', method: 'POST', body }),
      transformResponse: (response: { order: Order }) => response.order,
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

/** The server's answer replaces the order in the seller's list: no refetch of every order. */
async function replaceOrder(_arg: unknown, { dispatch, queryFulfilled }: { dispatch: Dispatch; queryFulfilled: Promise<{ data: Order }> }) {
  const answer = await queryFulfilled.catch((failure: unknown) => endSessionOnRefusal(dispatch, failure))
  if (!answer) return
  const order = answer.data
  dispatch(
    sellerApi.util.updateQueryData('getSellerOrders', undefined, ({ pages }) => {
      for (const { orders } of pages) {
        const index = orders.findIndex((candidate) => candidate._id === order._id)
        if (index >= 0) orders[index] = order
      }
    }),
  )
}

export const {
  useLazyGetSellerStatusQuery,
  useSellerLoginMutation,
  useSellerLogoutMutation,
  useAddProductMutation,
  useUpdateStockMutation,
  useGetSellerOrdersInfiniteQuery,
  useUpdateOrderStatusMutation,
  useMarkOrderPaidMutation,
  useGetSellerBookingsInfiniteQuery,
  useGetSellerMessagesInfiniteQuery,
} = sellerApi
