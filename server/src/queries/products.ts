import type { FastifyInstance } from 'fastify'
import type { InferType } from 'yup'
import { messages, sellerMessages, shopDate, type Product, type SellerProduct, type ShopSearchPage } from '../../../src/contract'
import { offersMessages, type ProductPage } from '../../../src/contract/offers'
import { searchMessages, type rankedPageQuerySchema, type sellerProductQuerySchema, type shopSearchQuerySchema } from '../../../src/contract/queries'
import { isUuid } from '../tools/ids'
import { may, type Actor } from '../domain/permissions'
import { badRequest, notFound } from '../http/refusal'
import { findSellerProduct, isSellerListCursor, listSellerProducts } from '../repositories/productAdmin'
import { isRankedCursor, listBestSellers, listOffers } from '../repositories/productLists'
import { nextUnitCosts } from '../repositories/margin'
import { findProducts, findProductWithVariants } from '../repositories/products'
import { isSearchCursor, type ShopSearch } from '../repositories/productSearch'
import { toProductPage, toProductWithVariants, toProducts, toSellerProductPage, toSellerProductWithVariants } from '../mappers/products'
import { withMargin } from '../mappers/stock'

// The catalogue as the shop and the team read it; a cursor is checked to be one the list gave out before it is used.

/** The shop's search, through the catalogue's cache of pages. */
export async function searchShop(shop: FastifyInstance, { category, inStock, cursor, minPrice, maxPrice, ...rest }: InferType<typeof shopSearchQuerySchema>): Promise<ShopSearchPage> {
  const search: ShopSearch = {
    ...rest,
    ...(category ? { category } : {}),
    inStock: inStock === 'true',
    ...(minPrice !== undefined ? { minPrice } : {}),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
    ...(cursor !== undefined ? { cursor } : {}),
  }
  if (!isSearchCursor(search, shop.db)) throw badRequest(searchMessages.cursor)
  return shop.catalogue.search(search)
}

/** The products with these ids (the ones that exist), as the shop shows them. */
export const productsByIds = async (shop: FastifyInstance, ids: string[]): Promise<Product[]> => toProducts(await findProducts(shop.db, ids))

/** Offers and Deals, Best Sellers: a page of their own ranking; `after` is the nextCursor of the page before. */
export async function rankedList(shop: FastifyInstance, list: 'offers' | 'best-sellers', page: InferType<typeof rankedPageQuerySchema>): Promise<ProductPage> {
  if (page.after !== undefined && !isRankedCursor(list, page.after)) throw badRequest(offersMessages.cursorInvalid)
  return toProductPage(await (list === 'offers' ? listOffers(shop.db, page) : listBestSellers(shop.db, page)))
}

/** A product's page: a shade or size comes with every shade or size of its group, for its page to switch between them. */
export async function productPage(shop: FastifyInstance, id: string): Promise<{ product: Product; variants?: Product[] }> {
  const record = isUuid(id) ? await findProductWithVariants(shop.db, id) : undefined
  if (!record) throw notFound(messages.product.notFound)
  const found = toProductWithVariants(record)
  return { product: found.product, ...(found.product.variant ? { variants: found.variants } : {}) }
}

/** The team's product list, its filters, sort and cursor; for a role that sees costs, each product's unit cost and margin. */
export async function sellerProducts(shop: FastifyInstance, actor: Actor, query: InferType<typeof sellerProductQuerySchema>) {
  if (query.after !== undefined && !isSellerListCursor(query.sort, query.after)) throw badRequest(sellerMessages.product.cursorInvalid)
  const page = toSellerProductPage(await listSellerProducts(shop.db, query))
  if (!may(actor, 'stock.costs')) return page
  const costs = await nextUnitCosts(shop.db, page.products.map((product) => product._id), shopDate(shop.clock.now()))
  return { ...page, products: page.products.map((product) => withMargin(product, costs.get(product._id) ?? null)) }
}

/** A product as the team edits it, with its shades or sizes. */
export async function sellerProduct(shop: FastifyInstance, id: string): Promise<{ product: SellerProduct; variants: SellerProduct[] }> {
  const found = isUuid(id) ? await findSellerProduct(shop.db, id) : undefined
  if (!found) throw notFound(messages.product.notFound)
  return toSellerProductWithVariants(found)
}
