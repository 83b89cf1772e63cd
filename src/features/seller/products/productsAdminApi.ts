import { api } from '../../../shared/api'
import { cursorPages } from '../../../shared/pages'
import { PRODUCT_LIST, productListTags } from '../../../shared/productsApi'
import { patchCachedProduct } from '../../../shared/productsEntity'
import type { RootState } from '../../../shared/state'
import { stockStateOf, type ApiResult, type PageInfo, type Product, type SellerProduct, type SellerProductQuery } from '../../../contract'
import { endSessionOnRefusal, watchSession } from '../sessionApi'

type SellerProductPage = PageInfo & { products: SellerProduct[] }

/** The query string of the list's filters: only those that differ from the default. */
export function listParams({ q, category, stock, sort }: SellerProductQuery, after = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries({ q: q.trim(), category, stock: stock === 'all' ? '' : stock, sort: sort === 'newest' ? '' : sort, after }).filter(([, value]) => value !== ''),
  )
}

export const productsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Multipart: fetch sets the boundary itself when the body is FormData (productData and the image files).
    addProduct: build.mutation<ApiResult & { product: Product }, FormData>({
      query: (form) => ({ url: '/product/add', method: 'POST', body: form }),
      invalidatesTags: (result) => (result ? [PRODUCT_LIST] : []),
      onQueryStarted: watchSession,
    }),
    getSellerProducts: build.infiniteQuery<SellerProductPage, SellerProductQuery, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg, pageParam }) => ({ url: '/product/seller', params: listParams(queryArg, pageParam) }),
      providesTags: (result) => productListTags(result?.pages.flatMap((page) => page.products) ?? []),
      onQueryStarted: watchSession,
    }),
    getSellerProduct: build.query<SellerProduct, string>({
      query: (id) => `/product/seller/${encodeURIComponent(id)}`,
      transformResponse: (response: { product: SellerProduct }) => response.product,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
      onQueryStarted: watchSession,
    }),
    // Multipart: productData (with the wanted image order) and the new image files. Its name, category, price
    // or stock may move it in a list, or in or out of one: the lists ask again, with every view of the product.
    saveProduct: build.mutation<ApiResult & { product: SellerProduct }, { id: string; form: FormData }>({
      query: ({ id, form }) => ({ url: `/product/${encodeURIComponent(id)}`, method: 'PUT', body: form }),
      invalidatesTags: (result, _error, { id }) => (result ? [{ type: 'Product', id }, PRODUCT_LIST] : []),
      onQueryStarted: watchSession,
    }),
    archiveProduct: build.mutation<ApiResult & { product: SellerProduct }, { id: string; archived: boolean }>({
      query: (body) => ({ url: '/product/archive', method: 'POST', body }),
      invalidatesTags: (result, _error, { id }) => (result ? [{ type: 'Product', id }, PRODUCT_LIST] : []),
      onQueryStarted: watchSession,
    }),
    deleteProduct: build.mutation<ApiResult, string>({
      query: (id) => ({ url: `/product/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // No refetch: the edit page would ask for the product it just deleted. The lists drop its row instead.
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        try {
          await queryFulfilled
        } catch (failure) {
          endSessionOnRefusal(dispatch, failure)
          return
        }
        patchCachedProduct(dispatch, getState() as RootState, id, 'remove')
        for (const query of productsAdminApi.util.selectCachedArgsForQuery(getState(), 'getSellerProducts')) {
          dispatch(
            productsAdminApi.util.updateQueryData('getSellerProducts', query, ({ pages }) => {
              for (const page of pages) page.products = page.products.filter((product) => product._id !== id)
            }),
          )
        }
      },
    }),
    // SPEC's stock toggle: the switch moves at once in every list that shows the product; a refusal puts it back.
    updateStock: build.mutation<ApiResult, { id: string; inStock: boolean }>({
      query: (body) => ({ url: '/product/stock', method: 'POST', body }),
      async onQueryStarted({ id, inStock }, { dispatch, getState, queryFulfilled }) {
        const patches = [
          patchCachedProduct(dispatch, getState() as RootState, id, { inStock }),
          ...productsAdminApi.util.selectCachedArgsForQuery(getState(), 'getSellerProducts').map((query) =>
            dispatch(
              productsAdminApi.util.updateQueryData('getSellerProducts', query, ({ pages }) => {
                for (const product of pages.flatMap((page) => page.products)) {
                  if (product._id !== id) continue
                  product.inStock = inStock
                  product.stockState = stockStateOf(product)
                }
              }),
            ),
          ),
        ]
        try {
          await queryFulfilled
        } catch (failure) {
          for (const patch of patches) patch.undo()
          endSessionOnRefusal(dispatch, failure)
        }
      },
    }),
  }),
})

export const {
  useAddProductMutation,
  useGetSellerProductsInfiniteQuery,
  useGetSellerProductQuery,
  useSaveProductMutation,
  useArchiveProductMutation,
  useDeleteProductMutation,
  useUpdateStockMutation,
} = productsAdminApi
