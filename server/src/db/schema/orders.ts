import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { ORDER_ACTORS, ORDER_EVENTS, ORDER_STATUSES, PAYMENT_TYPES, type Address } from '../../../../src/contract'
import { DELIVERY_METHODS } from '../../../../src/contract/delivery'
import { addresses } from './addresses'
import { products } from './products'
import { staffAccounts } from './staff'
import { users } from './users'

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The shopper's account; null once she has deleted it (the order stays for the shop's books, its personal fields replaced). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The saved address the order was placed with, until the shopper deletes it. */
    addressId: uuid('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    /** The address as it was when the order was placed: editing or deleting the saved one never moves a placed order. */
    deliveryAddress: jsonb('delivery_address').$type<Address>().notNull(),
    /** How the shopper chose to pay: online at the provider, or cash on delivery (or at collection). Its payments are rows of the ledger. */
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('Order Placed'),
    subtotalKobo: integer('subtotal_kobo').notNull(),
    taxKobo: integer('tax_kobo').notNull(),
    /** The delivery fee charged, untaxed: the zone's fee, or 0 above its threshold or when collected. */
    shippingKobo: integer('shipping_kobo').notNull().default(0),
    amountKobo: integer('amount_kobo').notNull(),
    /** What a discount code took off the products (before tax), and the code as the shopper used it: a line of the sale, not a payment. */
    discountKobo: integer('discount_kobo').notNull().default(0),
    discountCode: text('discount_code'),
    /** Delivered to the address, or collected at the salon (the address then holds only who collects and her phone). */
    deliveryMethod: text('delivery_method', { enum: DELIVERY_METHODS }).notNull().default('delivery'),
    /** The zone it was priced by and the days it was promised for, as they were when placed: a zone changed later moves no order. */
    deliveryZone: text('delivery_zone'),
    deliveryFrom: date('delivery_from'),
    deliveryBy: date('delivery_by'),
    /** The shopper's Idempotency-Key of a cash order: a retried request finds its order instead of making another. */
    requestKey: text('request_key'),
    /** What that request asked for (items and address), so a key reused for another order is refused. */
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Pages are read newest first in (created_at, id) order, straight off these indexes.
    index('orders_user_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('orders_created_idx').on(table.createdAt.desc(), table.id.desc()),
    // The seller's list filtered by status: the few open orders among many delivered ones come straight off it.
    index('orders_status_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
    uniqueIndex('orders_request_key').on(table.userId, table.requestKey),
    check('orders_amount_check', sql`${table.amountKobo} = ${table.subtotalKobo} - ${table.discountKobo} + ${table.taxKobo} + ${table.shippingKobo}`),
    check('orders_discount_check', sql`${table.discountKobo} >= 0 and ${table.discountKobo} <= ${table.subtotalKobo}`),
    check('orders_shipping_check', sql`${table.shippingKobo} >= 0`),
  ],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** The product's name when ordered: a later rename never alters a placed order. */
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    /** Units this line took from a counted product's stock (0 when the product was not counted): what a cancellation gives back. */
    stockTaken: integer('stock_taken').notNull().default(0),
    /** Offer price when ordered: later price changes never alter a placed order. */
    unitPriceKobo: integer('unit_price_kobo').notNull(),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    // Whether any order names a product (it may then be archived, not deleted), without reading every line.
    index('order_items_product_idx').on(table.productId),
    check('order_items_quantity_check', sql`${table.quantity} > 0`),
  ],
)

/** Every step of an order's life, who took it and when: the status history the seller reads. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** A status the order moved to, or 'Paid'. */
    event: text('event', { enum: ORDER_EVENTS }).notNull(),
    actor: text('actor', { enum: ORDER_ACTORS }).notNull(),
    /** The team member who took a seller's step. */
    staffAccountId: uuid('staff_account_id').references(() => staffAccounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.createdAt)],
)
