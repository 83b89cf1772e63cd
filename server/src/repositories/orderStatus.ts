import { and, eq, ne } from 'drizzle-orm'
import type { OrderStatus } from '../../../src/contract'
import type { Db } from '../db/client'
import { orders } from '../db/schema'

/** Moves the order only if it is still in `from`: two sellers' clicks can never skip a step. */
export async function moveOrderStatus(db: Db, orderId: string, from: OrderStatus, to: OrderStatus): Promise<boolean> {
  const moved = await db
    .update(orders)
    .set({ status: to })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id })
  return moved.length === 1
}

/** Marks a cash order paid once; false when it is not an unpaid, live cash order (any more). */
export async function markCashOrderPaid(db: Db, orderId: string): Promise<boolean> {
  const paid = await db
    .update(orders)
    .set({ isPaid: true, paidAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.paymentType, 'COD'), eq(orders.isPaid, false), ne(orders.status, 'Cancelled')))
    .returning({ id: orders.id })
  return paid.length === 1
}
