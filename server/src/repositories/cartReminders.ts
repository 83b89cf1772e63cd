import { eq, sql } from 'drizzle-orm'
import { CART_REMINDER_HOURS } from '../../../src/contract/campaigns'
import type { PhoneChannel } from '../../../src/contract'
import type { Db } from '../db/client'
import { cartReminders } from '../db/schema'

const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`

/** Her cart changed at `now`: with items it waits for its one reminder again; empty, it needs none. */
export async function noteCartChange(db: Db, userId: string, hasItems: boolean, now: Date): Promise<void> {
  if (!hasItems) {
    await db.delete(cartReminders).where(eq(cartReminders.userId, userId))
    return
  }
  await db
    .insert(cartReminders)
    .values({ userId, changedAt: now })
    .onConflictDoUpdate({ target: cartReminders.userId, set: { changedAt: now, stampedAt: sql`now()`, remindedAt: null } })
}

/** A cart whose reminder is due, with where it goes. */
export interface DueCartReminder {
  userId: string
  name: string
  phone: string
  channel: PhoneChannel
  changedAt: Date
}

/**
 * Claims the carts left CART_REMINDER_HOURS by `now` (each once: its row is stamped reminded in the statement that
 * reads it, SKIP LOCKED between instances); answers those whose shopper agreed to news and offers on her own number
 * and has placed no order since. The others are stamped too: a cart changed again waits afresh.
 */
export async function claimDueCartReminders(tx: Db, now: Date, limit: number): Promise<DueCartReminder[]> {
  const { rows } = (await tx.execute(sql`
    with due as (
      select user_id from cart_reminders
      where reminded_at is null and changed_at <= ${at(now)} - make_interval(hours => ${CART_REMINDER_HOURS}::integer)
      order by changed_at limit ${limit}::integer for update skip locked
    ), claimed as (
      update cart_reminders r set reminded_at = ${at(now)} from due where r.user_id = due.user_id returning r.user_id, r.changed_at, r.stamped_at
    )
    select c.user_id as "userId", u.name, pc.phone, pc.channel, c.changed_at as "changedAt"
    from claimed c
    join users u on u.id = c.user_id
    join phone_contacts pc on pc.user_id = c.user_id and pc.stopped_at is null
    join marketing_consents mc on mc.phone = pc.phone and mc.withdrawn_at is null
    where not exists (select 1 from orders o where o.user_id = c.user_id and o.created_at >= c.stamped_at)
  `)) as unknown as { rows: (Omit<DueCartReminder, 'changedAt'> & { changedAt: string | Date })[] }
  return rows.map((row) => ({ ...row, changedAt: new Date(row.changedAt) }))
}
