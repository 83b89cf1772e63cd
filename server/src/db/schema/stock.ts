import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { STOCK_MOVE_REASONS } from '../../../../src/contract/stock'
import { bookings } from './bookings'
import { counterSales } from './counter'
import { orders } from './orders'
import { products } from './products'
import { salonServices } from './salon'
import { staffAccounts } from './staff'

/** Who the shop buys from. */
export const suppliers = pgTable(
  'suppliers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One supplier per name, in any case: a delivery names her and finds her.
  (table) => [uniqueIndex('suppliers_name_key').on(sql`lower(${table.name})`)],
)

/** What came in from a supplier on a day: its batches name it. */
export const stockDeliveries = pgTable(
  'stock_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierId: uuid('supplier_id').notNull().references(() => suppliers.id),
    /** The Lagos day it arrived. */
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    /** The supplier's invoice or waybill number, if any. */
    reference: text('reference'),
    staffAccountId: uuid('staff_account_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stock_deliveries_created_idx').on(table.createdAt, table.id)],
)

/**
 * Units of one product (or shade) that came in together: one batch number, one expiry date, one unit cost. A counted
 * product's `stock_count` is the sum of `remaining` over its batches not lapsed, kept in the same transaction as
 * every change of them (repositories/batches.ts), so the shop reads one column as before.
 */
export const stockBatches = pgTable(
  'stock_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    /** Null for the opening batch of a count typed before batches, and for units added by hand. */
    deliveryId: uuid('delivery_id').references(() => stockDeliveries.id),
    batchNumber: text('batch_number'),
    /** The last Lagos day it may be sold; null when it does not expire (or the label gives none). */
    expiresOn: date('expires_on', { mode: 'string' }),
    received: integer('received').notNull(),
    remaining: integer('remaining').notNull(),
    unitCostKobo: integer('unit_cost_kobo'),
    /** Past its date and taken out of the product's count: its remaining units wait to be written off. */
    lapsed: boolean('lapsed').notNull().default(false),
    /** Kept for the salon's use: never sold, not in the product's count; the products a service uses come from these. */
    salonUse: boolean('salon_use').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stock_batches_product_idx').on(table.productId),
    // The lapse job and the dashboard's warning read the batches still holding units by their date.
    index('stock_batches_expiry_idx').on(table.expiresOn).where(sql`${table.remaining} > 0 and not ${table.lapsed}`),
    index('stock_batches_lapsed_idx').on(table.expiresOn).where(sql`${table.remaining} > 0 and ${table.lapsed}`),
    index('stock_batches_delivery_idx').on(table.deliveryId),
    index('stock_batches_salon_idx').on(table.productId).where(sql`${table.salonUse} and ${table.remaining} > 0`),
    check('stock_batches_remaining_check', sql`${table.remaining} >= 0`),
    check('stock_batches_received_check', sql`${table.received} >= 0`),
    check('stock_batches_cost_check', sql`${table.unitCostKobo} >= 0`),
  ],
)

/** Every change of a batch's units, with why: a sale, an order, their return, a delivery, a count, a write-off. */
export const stockMoves = pgTable(
  'stock_moves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id').notNull().references(() => stockBatches.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    /** Units in (positive) or out (negative). */
    units: integer('units').notNull(),
    reason: text('reason', { enum: STOCK_MOVE_REASONS }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    counterSaleId: uuid('counter_sale_id').references(() => counterSales.id, { onDelete: 'set null' }),
    /** The visit whose services used the units (reason 'salon'). */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    note: text('note'),
    staffAccountId: uuid('staff_account_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stock_moves_batch_idx').on(table.batchId),
    index('stock_moves_product_idx').on(table.productId, table.createdAt),
    index('stock_moves_order_idx').on(table.orderId).where(sql`${table.orderId} is not null`),
    index('stock_moves_sale_idx').on(table.counterSaleId).where(sql`${table.counterSaleId} is not null`),
    index('stock_moves_booking_idx').on(table.bookingId).where(sql`${table.bookingId} is not null`),
  ],
)

/** The owner's stock settings: one row. */
export const stockSettings = pgTable(
  'stock_settings',
  {
    id: boolean('id').primaryKey().default(true),
    /** A cosmetics product without a NAFDAC number cannot be put on sale. */
    requireNafdac: boolean('require_nafdac').notNull().default(false),
    /** The dashboard warns of batches expiring within this many days. */
    expiryWarningDays: integer('expiry_warning_days').notNull().default(60),
  },
  (table) => [check('stock_settings_single_row', sql`${table.id}`), check('stock_settings_warning_check', sql`${table.expiryWarningDays} between 1 and 365`)],
)

/**
 * The products a service uses on each visit, in thousandths of one of the product's units (a tube of colour: 1000; 30 ml
 * of a litre of developer: 30), taken from the stock kept for the salon's use when a visit is completed.
 */
export const serviceProducts = pgTable(
  'service_products',
  {
    serviceId: text('service_id')
      .notNull()
      .references(() => salonServices.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    amountMilli: integer('amount_milli').notNull(),
  },
  (table) => [primaryKey({ columns: [table.serviceId, table.productId] }), index('service_products_product_idx').on(table.productId), check('service_products_amount_check', sql`${table.amountMilli} between 1 and 100000`)],
)

/**
 * What is left of the salon's open unit of a product (a bottle of developer started), in thousandths of a unit: a
 * visit uses it first and opens whole units from the salon's batches (first expiry first) only for what it lacks.
 */
export const salonOpenStock = pgTable(
  'salon_open_stock',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    leftMilli: integer('left_milli').notNull(),
  },
  (table) => [check('salon_open_stock_left_check', sql`${table.leftMilli} between 0 and 999`)],
)

/** What a completed visit used, product by product (thousandths of a unit): taken once, whatever its status does after. */
export const visitSupplies = pgTable(
  'visit_supplies',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    amountMilli: integer('amount_milli').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bookingId, table.productId] })],
)
