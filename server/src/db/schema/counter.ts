import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { bookings } from './bookings'
import { products } from './products'
import { staffAccounts } from './staff'

/** A bill closed at the salon's counter: a visit's service, products off the same shelf as online orders, or both. */
export const counterSales = pgTable(
  'counter_sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The receipt's number, in the order sales were closed. */
    number: integer('number').generatedAlwaysAsIdentity().notNull(),
    status: text('status', { enum: ['closed', 'voided'] }).notNull().default('closed'),
    /** The visit billed; null for a walk-in. */
    bookingId: uuid('booking_id').references(() => bookings.id),
    clientName: text('client_name').notNull().default(''),
    /** Her phone as the desk finds clients (phoneKey: +2348031234567), or null. */
    clientPhone: text('client_phone'),
    clientEmail: text('client_email'),
    serviceName: text('service_name'),
    servicePriceKobo: integer('service_price_kobo').notNull().default(0),
    serviceDiscountKobo: integer('service_discount_kobo').notNull().default(0),
    serviceDiscountReason: text('service_discount_reason'),
    billDiscountKobo: integer('bill_discount_kobo').notNull().default(0),
    billDiscountReason: text('bill_discount_reason'),
    /** The products after every discount (tax apart), and the service likewise: the dashboard's two salon channels. */
    productsKobo: integer('products_kobo').notNull(),
    servicesKobo: integer('services_kobo').notNull(),
    taxKobo: integer('tax_kobo').notNull(),
    taxIncluded: boolean('tax_included').notNull(),
    totalKobo: integer('total_kobo').notNull(),
    depositKobo: integer('deposit_kobo').notNull().default(0),
    /** What was paid at the counter: the total less the deposit, the sum of its rows in the ledger (payments). */
    dueKobo: integer('due_kobo').notNull(),
    tenderedKobo: integer('tendered_kobo'),
    changeKobo: integer('change_kobo').notNull().default(0),
    staffAccountId: uuid('staff_account_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** The owner's override: the visit billed was of this Lagos day, not the bill's; null for today's visit or a walk-in. */
    otherDayVisit: date('other_day_visit', { mode: 'string' }),
    /** Who billed that other day's visit (an owner). */
    otherDayBy: uuid('other_day_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** The counter's Idempotency-Key: a bill closed twice (a double tap, a retry) is one sale. */
    requestKey: text('request_key'),
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
  },
  (table) => [
    uniqueIndex('counter_sales_number_key').on(table.number),
    uniqueIndex('counter_sales_request_key').on(table.requestKey),
    // A visit is paid once: a second bill of it is refused, a voided one frees it.
    uniqueIndex('counter_sales_booking_key').on(table.bookingId).where(sql`${table.status} = 'closed'`),
    index('counter_sales_created_idx').on(table.createdAt.desc(), table.id.desc()),
    // A client's purchases at the counter, by her phone (the desk finds her by its start, and her card sums them into
    // her spending), or by a part of her name or e-mail (pg_trgm, as the bookings' clients).
    index('counter_sales_client_phone_idx').using('btree', sql`${table.clientPhone} text_pattern_ops`).where(sql`${table.status} = 'closed'`),
    index('counter_sales_client_words_idx')
      .using('gin', sql`lower(${table.clientName}) gin_trgm_ops`, sql`lower(coalesce(${table.clientEmail}, '')) gin_trgm_ops`)
      .where(sql`${table.status} = 'closed'`),
    check('counter_sales_due_check', sql`${table.dueKobo} = ${table.totalKobo} - ${table.depositKobo} and ${table.dueKobo} >= 0`),
    check('counter_sales_change_check', sql`${table.changeKobo} >= 0`),
    check('counter_sales_other_day_check', sql`${table.otherDayVisit} is null or ${table.bookingId} is not null`),
  ],
)

export const counterSaleLines = pgTable(
  'counter_sale_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => counterSales.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceKobo: integer('unit_price_kobo').notNull(),
    discountKobo: integer('discount_kobo').notNull().default(0),
    discountReason: text('discount_reason'),
    /** The units this line took off a counted shelf (0 when the product was not counted): what a void gives back. */
    stockTaken: integer('stock_taken').notNull().default(0),
  },
  (table) => [index('counter_sale_lines_sale_idx').on(table.saleId), check('counter_sale_lines_quantity_check', sql`${table.quantity} > 0`)],
)
