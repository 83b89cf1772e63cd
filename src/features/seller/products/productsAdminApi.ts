import { api } from '../../../shared/api'
import { cursorPages } from '../../../shared/pages'
import { PRODUCT_LIST, productListTags } from '../../../shared/productsApi'
import { patchCachedProduct } from '../../../shared/productsEntity'
import type { RootState } from '../../../shared/state'
import { stockStateOf, type ApiResult, type PageInfo, type Product, type SellerProduct, type SellerProductQuery } from '../../../contract'
import { endSessionOnRefusal, watchSession } from '../sessionApi'

type SellerProductPage = PageInfo & { products: SellerProduct[] }

/** A product as the seller edits it, and for a shade or size every row of its group (archived ones too). */
export interface SellerProductAnswer {
  product: SellerProduct
  variants?: SellerProduct[]
}

/** The tags of a product and its group's rows: a change to shades and sizes refreshes every view of them, and the lists. */
const groupTags = (result: SellerProductAnswer | undefined) =>
  result ? [...[result.product, ...(result.variants ?? [])].map(({ _id }) => ({ type: 'Product' as const, id: _id })), PRODUCT_LIST] : []

/** One shade's or size's own fields, as the owner's grid sends them. */
export interface VariantRowFields {
  values: string[]
  price: number
  offerPrice: number
  stockCount?: number | null
  sku?: string
  /** The swatch's colour (#6b3e26), or empty for none. */
  colour?: string
}

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
    getSellerProduct: build.query<SellerProductAnswer, string>({
      query: (id) => `/product/seller/${encodeURIComponent(id)}`,
      transformResponse: ({ product, variants }: SellerProductAnswer) => ({ product, ...(variants ? { variants } : {}) }),
      providesTags: (result, _error, id) => [{ type: 'Product', id }, ...(result?.variants ?? []).map(({ _id }) => ({ type: 'Product' as const, id: _id }))],
      onQueryStarted: watchSession,
    }),
    // Shades and sizes: a product becomes a group, the group gets a row, the grid saves its rows.
    groupProduct: build.mutation<ApiResult & SellerProductAnswer, { id: string; options: string[]; values: string[]; name?: string }>({
      query: (body) => ({ url: '/product/group', method: 'POST', body }),
      invalidatesTags: groupTags,
      onQueryStarted: watchSession,
    }),
    // Without an offer price the new row sells at its price.
    addVariant: build.mutation<ApiResult & SellerProductAnswer, { group: string } & Omit<VariantRowFields, 'offerPrice'> & { offerPrice?: number }>({
      query: ({ group, ...body }) => ({ url: `/product/group/${encodeURIComponent(group)}/variants`, method: 'POST', body }),
      invalidatesTags: groupTags,
      onQueryStarted: watchSession,
    }),
    saveVariants: build.mutation<ApiResult & SellerProductAnswer, { group: string; options: string[]; rows: ({ id: string } & VariantRowFields)[] }>({
      query: ({ group, ...body }) => ({ url: `/product/group/${encodeURIComponent(group)}`, method: 'PUT', body }),
      invalidatesTags: groupTags,
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
  useGroupProductMutation,
  useAddVariantMutation,
  useSaveVariantsMutation,
  useSaveProductMutation,
  useArchiveProductMutation,
  useDeleteProductMutation,
  useUpdateStockMutation,
} = productsAdminApi
