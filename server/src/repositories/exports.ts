import { sql } from 'drizzle-orm'
import type { Address, RefundStatus } from '../../../src/contract'
import { dayStart } from './shopTime'
import type { Db } from '../db/client'
import { isPaidOrder, orderPaidAt, orderRefund } from './payments'

// The seller's spreadsheets, read in keyset batches: memory holds one batch, however large the table.

const BATCH = 1000

export interface ExportedOrder {
  id: string
  createdAt: Date
  /** Null on an order of a deleted account. */
  customerName: string | null
  customerEmail: string
  status: string
  paymentType: string
  isPaid: boolean
  paidAt: Date | null
  /** A cancelled paid online order's refund, null for every other order. */
  refund: RefundStatus | null
  /** "2 × Shea Butter; 1 × Serum", the lines as ordered. */
  items: string
  deliveryMethod: string
  deliveryZone: string | null
  /** The delivery fee in the amount (untaxed). */
  shippingKobo: number
  amountKobo: number
  /** What a discount code took off the products, and the code; 0 and null without one. */
  discountKobo: number
  discountCode: string | null
  /** Where it goes, as it was when the order was placed. */
  address: Address
}

interface OrderRow {
  id: string
  /** created_at at microsecond precision, for the next batch's cursor (a JavaScript Date keeps only milliseconds). */
  cursor_at: string
  created_at: string | Date
  customer_name: string | null
  customer_email: string
  status: string
  payment_type: string
  is_paid: boolean
  paid_at: string | Date | null
  refund_status: RefundStatus | null
  items: string | null
  delivery_method: string
  delivery_zone: string | null
  shipping_kobo: number
  amount_kobo: number
  discount_kobo: number
  discount_code: string | null
  delivery_address: Address
}

/** Rows after the cursor, oldest first, `size` at a time, until a short batch says there are no more. */
async function* batches<Row>(read: (after: Row | undefined) => Promise<Row[]>, size: number): AsyncGenerator<Row> {
  let after: Row | undefined
  for (;;) {
    const rows = await read(after)
    yield* rows
    if (rows.length < size) return
    after = rows[rows.length - 1]
  }
}

/**
 * The real orders (cash, or online and paid; cancelled ones too, with their status) placed on the Lagos
 * days `from` to `to` included, oldest first, through orders_created_idx.
 */
export function exportOrders(db: Db, from: string, to: string, batchSize = BATCH): AsyncGenerator<ExportedOrder> {
  const read = async (after: OrderRow | undefined) => {
    const { rows } = (await db.execute(sql`
      select orders.id, to_char(orders.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at,
             orders.created_at, users.name as customer_name, coalesce(users.email, '') as customer_email, orders.status,
             orders.payment_type, ${isPaidOrder()} as is_paid, ${orderPaidAt()} as paid_at, ${orderRefund()} as refund_status, orders.amount_kobo, orders.shipping_kobo, orders.discount_kobo, orders.discount_code, orders.delivery_method, orders.delivery_zone,
             orders.delivery_address,
             (select string_agg(order_items.quantity || ' × ' || order_items.product_name, '; ' order by order_items.product_name, order_items.id)
              from order_items where order_items.order_id = orders.id) as items
      from orders left join users on users.id = orders.user_id
      where orders.created_at >= ${dayStart(from)}
        and orders.created_at < ${dayStart(to, 1)}
        and (orders.payment_type = 'COD' or ${isPaidOrder()})
        ${after ? sql`and (orders.created_at, orders.id) > (${after.cursor_at}::timestamptz, ${after.id}::uuid)` : sql``}
      order by orders.created_at nulls first, orders.id nulls first
      limit ${batchSize}`)) as unknown as { rows: OrderRow[] }
    return rows
  }
  return mapped(batches(read, batchSize), (row) => ({
    id: row.id,
    createdAt: new Date(row.created_at),
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    status: row.status,
    paymentType: row.payment_type,
    isPaid: row.is_paid,
    paidAt: row.paid_at === null ? null : new Date(row.paid_at),
    refund: row.refund_status,
    items: row.items ?? '',
    deliveryMethod: row.delivery_method,
    deliveryZone: row.delivery_zone,
    shippingKobo: row.shipping_kobo,
    amountKobo: row.amount_kobo,
    discountKobo: row.discount_kobo,
    discountCode: row.discount_code,
    address: row.delivery_address,
  }))
}

export interface ExportedProduct {
  id: string
  name: string
  category: string
  priceKobo: number
  offerPriceKobo: number
  inStock: boolean
  stockCount: number | null
  lowStockThreshold: number
  archivedAt: Date | null
  createdAt: Date
}

interface ProductRow {
  id: string
  cursor_at: string
  name: string
  category: string
  price_kobo: number
  offer_price_kobo: number
  in_stock: boolean
  stock_count: number | null
  low_stock_threshold: number
  archived_at: string | Date | null
  created_at: string | Date
}

/** Every product, archived ones included, oldest first. */
export function exportProducts(db: Db, batchSize = BATCH): AsyncGenerator<ExportedProduct> {
  const read = async (after: ProductRow | undefined) => {
    const { rows } = (await db.execute(sql`
      select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at, name, category,
             price_kobo, offer_price_kobo, in_stock, stock_count, low_stock_threshold, archived_at, created_at
      from products
      ${after ? sql`where (created_at, id) > (${after.cursor_at}::timestamptz, ${after.id}::uuid)` : sql``}
      order by created_at nulls first, id nulls first
      limit ${batchSize}`)) as unknown as { rows: ProductRow[] }
    return rows
  }
  return mapped(batches(read, batchSize), (row) => ({
    id: row.id,
    name: row.name,
    category: row.category,
    priceKobo: row.price_kobo,
    offerPriceKobo: row.offer_price_kobo,
    inStock: row.in_stock,
    stockCount: row.stock_count,
    lowStockThreshold: row.low_stock_threshold,
    archivedAt: row.archived_at === null ? null : new Date(row.archived_at),
    createdAt: new Date(row.created_at),
  }))
}

async function* mapped<Row, T>(rows: AsyncGenerator<Row>, map: (row: Row) => T): AsyncGenerator<T> {
  for await (const row of rows) yield map(row)
}
