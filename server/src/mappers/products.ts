import { koboToNaira, MAX_CART_QUANTITY, stockStateOf, type PageInfo, type Product, type SellerProduct, type ShopSearchPage } from '../../../src/contract'
import { isCosmetic } from '../../../src/contract/stock'
import { isSold, type GroupInfo, type ProductRecord, type ProductRecordPage, type ProductRow } from '../repositories/products'
import type { ShopSearchRecordPage } from '../repositories/productSearch'

/** A product as the shop shows it, prices in naira. An archived one is only ever shown on the orders and carts that name it. */
export const toProduct = (row: ProductRow, group?: GroupInfo): Product => ({
  _id: row.id,
  name: row.name,
  category: row.category,
  image: row.images,
  description: row.description,
  price: koboToNaira(row.priceKobo),
  offerPrice: koboToNaira(row.offerPriceKobo),
  inStock: isSold(row),
  ...(isSold(row) && row.stockCount !== null && row.stockCount < MAX_CART_QUANTITY ? { left: row.stockCount } : {}),
  ...(row.weight ? { weight: row.weight } : {}),
  ...(row.archivedAt ? { archived: true } : {}),
  ...(row.sku ? { sku: row.sku } : {}),
  ...(row.nafdacNumber ? { nafdac: row.nafdacNumber } : {}),
  ...(row.groupId && row.optionValues && group
    ? {
        variant: {
          group: row.groupId,
          options: group.options.map((name, index) => ({ name, value: row.optionValues![index] ?? '' })),
          count: group.count,
          ...(row.colour ? { colour: row.colour } : {}),
        },
      }
    : {}),
  createdAt: row.createdAt.toISOString(),
})

/** Rows as the shop shows them, each grouped one with its group's options and size. */
export const toProducts = (records: readonly ProductRecord[]): Product[] => records.map(({ row, group }) => toProduct(row, group))

/** A product as the seller manages it: `inStock` is the seller's switch. */
export const toSellerProduct = (row: ProductRow, group?: GroupInfo): SellerProduct => ({
  ...toProduct(row, group),
  inStock: row.inStock,
  stockCount: row.stockCount,
  lowStockThreshold: row.lowStockThreshold,
  archived: row.archivedAt !== null,
  stockState: stockStateOf({ archived: row.archivedAt !== null, inStock: row.inStock, stockCount: row.stockCount, lowStockThreshold: row.lowStockThreshold }),
  nafdacMissing: !row.nafdacNumber && isCosmetic(row.category),
})

/** Rows as the seller manages them, each grouped one with its group's options. */
export const toSellerProducts = (records: readonly ProductRecord[]): SellerProduct[] => records.map(({ row, group }) => toSellerProduct(row, group))

/** A product and its shades or sizes, as the shop shows them. */
export const toProductWithVariants = ({ product, variants }: { product: ProductRecord; variants: ProductRecord[] }): { product: Product; variants: Product[] } => ({
  product: toProduct(product.row, product.group),
  variants: toProducts(variants),
})

/** A product and its group's rows, as the seller edits them. */
export const toSellerProductWithVariants = ({ product, variants }: { product: ProductRecord; variants: ProductRecord[] }): { product: SellerProduct; variants: SellerProduct[] } => ({
  product: toSellerProduct(product.row, product.group),
  variants: toSellerProducts(variants),
})

/** A page of a ranked list (Offers and Deals, Best Sellers), as the API sends it. */
export const toProductPage = ({ products, nextCursor }: ProductRecordPage): { products: Product[] } & PageInfo => ({ products: toProducts(products), nextCursor })

/** A page of the seller's list, as the API sends it. */
export const toSellerProductPage = ({ products, nextCursor }: ProductRecordPage): { products: SellerProduct[] } & PageInfo => ({ products: toSellerProducts(products), nextCursor })

/** A page of the shop's search, its fields in the repository's order (the cached pages are compared by their bytes). */
export const toShopSearchPage = (page: ShopSearchRecordPage): ShopSearchPage => ({ ...page, products: toProducts(page.products) })
