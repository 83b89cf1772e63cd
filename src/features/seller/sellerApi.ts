import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { api } from '../../shared/api'
import { productsAdapter, productsApi } from '../../shared/productsApi'
import { cursorPages, pagePath } from '../../shared/pages'
import type { ApiResult, Booking, ContactMessage, Order, PageInfo, Product } from '../../contract'
import { sellerStatusChanged } from './sellerSlice'
import { rememberSeller } from './sellerHint'

/** The failure itself is shown by the app's failed-call listener. */
const ignoreFailure = () => undefined

/** A seller call refused with 401/403 means the seller session is gone: show the login again. */
async function dropSellerOnRefusal(_arg: unknown, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> }) {
  try {
    await queryFulfilled
  } catch (failure) {
    const status = (failure as { error?: FetchBaseQueryError }).error?.status
    if (status === 401 || status === 403) dispatch(sellerStatusChanged(false))
  }
}

export const sellerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSellerStatus: build.query<ApiResult, void>({
      // 401 (guest) and 403 (a shopper) are answers here, not failures: they only say "not the seller".
      query: () => ({ url: '/seller/is-auth', validateStatus: (response) => [200, 401, 403].includes(response.status) }),
      providesTags: ['Seller'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // Only an answer speaks for the session: a call cut off (the seller navigated on, the network
        // dropped) must not make this browser forget that it is the seller's.
        const answer = await queryFulfilled.catch(() => undefined)
        if (!answer) return
        rememberSeller(answer.data.success)
        dispatch(sellerStatusChanged(answer.data.success))
      },
    }),
    sellerLogin: build.mutation<ApiResult, { email: string; password: string }>({
      query: (body) => ({ url: '/seller/login', method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => queryFulfilled.then(() => {
          rememberSeller(true)
          dispatch(sellerStatusChanged(true))
        }, ignoreFailure),
    }),
    sellerLogout: build.mutation<ApiResult, void>({
      query: () => ({ url: '/seller/logout' }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => queryFulfilled.then(() => {
          rememberSeller(false)
          dispatch(sellerStatusChanged(false))
        }, ignoreFailure),
    }),
    // Multipart: fetch sets the boundary itself when the body is FormData (productData and the image files).
    addProduct: build.mutation<ApiResult & { product: Product }, FormData>({
      query: (form) => ({ url: '/product/add', method: 'POST', body: form }),
      invalidatesTags: (result) => (result ? ['Product'] : []),
      onQueryStarted: dropSellerOnRefusal,
    }),
    updateStock: build.mutation<ApiResult, { id: string; inStock: boolean }>({
      query: (body) => ({ url: '/product/stock', method: 'POST', body }),
      async onQueryStarted({ id, inStock }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          productsApi.util.updateQueryData('getProducts', undefined, (draft) => {
            productsAdapter.updateOne(draft, { id, changes: { inStock } })
          }),
        )
        try {
          await queryFulfilled
        } catch {
          patch.undo()
        }
      },
    }),
    getSellerOrders: build.infiniteQuery<PageInfo & { orders: Order[] }, void, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ pageParam }) => pagePath('/order/seller', pageParam),
      providesTags: ['Order'],
      onQueryStarted: dropSellerOnRefusal,
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
      onQueryStarted: dropSellerOnRefusal,
    }),
    getSellerMessages: build.infiniteQuery<PageInfo & { messages: ContactMessage[] }, void, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ pageParam }) => pagePath('/contact/seller', pageParam),
      providesTags: ['Message'],
      onQueryStarted: dropSellerOnRefusal,
    }),
  }),
})

/** The server's answer replaces the order in the seller's list: no refetch of every order. */
async function replaceOrder(_arg: unknown, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Order }> }) {
  const { data: order } = await queryFulfilled.catch(() => ({ data: undefined }))
  if (!order) return
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
  useGetSellerStatusQuery,
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
