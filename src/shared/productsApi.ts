import { searchPath, type ShopSearchPage, type ShopSearchQuery } from '../contract/catalogue'
import type { Product } from '../contract/types'
import { api } from './api'
import { cursorPages } from './pages'

// Products are read by the shop, the cart and the seller: their queries live with the API slice. Each page
// asks only for what it shows (a page of a search, a product, the cart's products by id); every product any
// of them brought is found by id in the products entity (productsEntity.ts), the newest answer winning.

/** The tag of every list of products: a product added, archived or changed may join, leave or move in any of them. */
export const PRODUCT_LIST = { type: 'Product', id: 'LIST' } as const

/** The tags of a list of products: each product's own, and the lists'. */
export const productListTags = (products: readonly { _id: string }[]) => [...products.map(({ _id }) => ({ type: 'Product' as const, id: _id })), PRODUCT_LIST]

/** GET /api/product/:id's answer. */
export interface ProductAnswer {
  product: Product
  /** A shade's or size's group, itself too, oldest first. */
  variants?: Product[]
}

export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A search of the shop, page by page (infinite scroll): /products, a category, best sellers, related products. */
    searchProducts: build.infiniteQuery<ShopSearchPage, ShopSearchQuery, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg, pageParam }) => searchPath({ ...queryArg, cursor: pageParam }),
      providesTags: (result) => productListTags(result?.pages.flatMap((page) => page.products) ?? []),
    }),
    /** A product and, for a shade or size, every shade or size of its group (its page switches between them). */
    getProduct: build.query<ProductAnswer, string>({
      query: (id) => `/product/${encodeURIComponent(id)}`,
      transformResponse: ({ product, variants }: ProductAnswer) => ({ product, ...(variants ? { variants } : {}) }),
      providesTags: (result, _error, id) => [{ type: 'Product', id: result?.product._id ?? id }, ...(result?.variants ?? []).map(({ _id }) => ({ type: 'Product' as const, id: _id }))],
    }),
    /** The products of these ids (the cart's), archived ones too; `ids` comma-separated, sorted so one set is one query. */
    getProductsByIds: build.query<Product[], string>({
      query: (ids) => `/product/by-ids?ids=${ids}`,
      transformResponse: (response: { products: Product[] }) => response.products,
      // A fixed set of ids: no product joins it, so the list's tag does not concern it.
      providesTags: (_result, _error, ids) => ids.split(',').map((id) => ({ type: 'Product' as const, id })),
    }),
  }),
})

export const { useSearchProductsInfiniteQuery, useGetProductQuery, useGetProductsByIdsQuery } = productsApi

/** A product is shown only with a name and at least one image (SPEC §2). */
export const isDisplayable = (product: Product): boolean => Boolean(product.name.trim()) && product.image.length > 0
