import { sql } from 'drizzle-orm'
import { bigint, boolean, check, customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { productGroups } from './productGroups'
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../../../src/contract/limits'

/** PostgreSQL's full-text document type; only the database reads and writes it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    images: text('images').array().notNull(),
    description: text('description').array().notNull().default(sql`'{}'::text[]`),
    priceKobo: integer('price_kobo').notNull(),
    offerPriceKobo: integer('offer_price_kobo').notNull(),
    /** The seller's switch (SPEC's in-stock toggle): off means not sold, whatever the count says. */
    inStock: boolean('in_stock').notNull().default(true),
    /** Units on the shelf when the seller counts them; null when not counted. Orders take units, cancellations give them back. */
    stockCount: integer('stock_count'),
    /** A counted product at or below this many units is low on stock. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(DEFAULT_LOW_STOCK_THRESHOLD),
    /** Archived products leave the shop and new orders but stay on the orders that name them. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    weight: text('weight'),
    /** The seller's stock-keeping unit, unique when given. */
    sku: text('sku'),
    /** The group of shades or sizes this row is one of; null for a single product. */
    groupId: uuid('group_id').references(() => productGroups.id),
    /** This row's value of each of its group's options, in their order; null for a single product. */
    optionValues: text('option_values').array(),
    /** Its NAFDAC registration number as printed on the label (A7-1234, 02-1234L); a shade may have its own. */
    nafdacNumber: text('nafdac_number'),
    /** A shade's colour as its swatch shows it (#6b3e26, lower case); null when the owner gave none. */
    colour: text('colour'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the product's page last changed (a trigger keeps it, migration 0016): the sitemap's lastmod. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The shop search's document, kept by a trigger (migrations 0013 and 0021): the name and a shade's or
     * size's values weigh most (A), then the category (B), then the description (C), in English stemming.
     */
    searchVector: tsvector('search_vector'),
  },
  (table) => [
    // The seller's list pages in each of its orders straight off an index: (sort value, id) after the cursor.
    // Ascending, read backwards for newest first: a DESC NULLS LAST index would not match ORDER BY … DESC (NULLS FIRST).
    index('products_created_idx').on(table.createdAt, table.id),
    index('products_name_idx').on(sql`lower(${table.name})`, table.id),
    index('products_price_idx').on(table.offerPriceKobo, table.id),
    index('products_category_idx').on(table.category),
    // Offers and Deals pages through the discounted products, biggest saving first, straight off this index.
    index('products_saving_idx')
      .on(sql`(${table.priceKobo} - ${table.offerPriceKobo})`, table.id)
      .where(sql`${table.archivedAt} is null and ${table.inStock} and ${table.offerPriceKobo} < ${table.priceKobo}`),
    // The shop search: words (full text) and typos (trigrams of the lower-cased name, pg_trgm).
    index('products_search_idx').using('gin', table.searchVector),
    index('products_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    // A group's rows, read together for its product page and to show the group once in lists.
    index('products_group_idx').on(table.groupId),
    uniqueIndex('products_sku_key').on(table.sku),
    check('products_group_values_check', sql`(${table.groupId} is null) = (${table.optionValues} is null)`),
    check('products_colour_check', sql`${table.colour} ~ '^#[0-9a-f]{6}$'`),
    check('products_stock_count_check', sql`${table.stockCount} >= 0`),
    check('products_low_stock_threshold_check', sql`${table.lowStockThreshold} >= 0`),
    check('products_prices_check', sql`${table.offerPriceKobo} > 0 and ${table.offerPriceKobo} <= ${table.priceKobo}`),
  ],
)

/**
 * One row: bumped by a trigger in the same transaction as any change to products, so every server
 * instance can tell cheaply whether its cached product list is still current.
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
})
