import { api } from '../../../shared/api'
import { cursorPages } from '../../../shared/pages'
import type { ApiResult, Order, OrderDetail, OrderFilters, PageInfo } from '../../../contract'
import { endSessionOnRefusal, watchSession } from '../sessionApi'

type Dispatch = (action: unknown) => unknown

/** What the server says of a change to an order (what it did, in words) and the order as it is now. */
type OrderChange = ApiResult & { order: Order }

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
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
    updateOrderStatus: build.mutation<OrderChange, { orderId: string; status: Order['status'] }>({
      query: (body) => ({ url: '/order/status', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [{ type: 'Order', id: result.order._id }] : []),
      onQueryStarted: replaceOrder,
    }),
    markOrderPaid: build.mutation<OrderChange, { orderId: string }>({
      query: (body) => ({ url: '/order/mark-paid', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [{ type: 'Order', id: result.order._id }] : []),
      onQueryStarted: replaceOrder,
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
  { dispatch, getState, queryFulfilled }: { dispatch: Dispatch; getState(): unknown; queryFulfilled: Promise<{ data: OrderChange }> },
) {
  const answer = await queryFulfilled.catch((failure: unknown) => endSessionOnRefusal(dispatch, failure))
  if (!answer) return
  const { order } = answer.data
  const lists = ordersApi.util.selectCachedArgsForQuery(getState() as Parameters<typeof ordersApi.util.selectCachedArgsForQuery>[0], 'getSellerOrders')
  for (const filters of lists) {
    dispatch(
      ordersApi.util.updateQueryData('getSellerOrders', filters, ({ pages }) => {
        for (const { orders } of pages) {
          const index = orders.findIndex((candidate) => candidate._id === order._id)
          if (index >= 0) orders[index] = { ...order, customer: orders[index]!.customer }
        }
      }),
    )
  }
}

export const { useGetSellerOrdersInfiniteQuery, useGetSellerOrderQuery, useUpdateOrderStatusMutation, useMarkOrderPaidMutation } = ordersApi
