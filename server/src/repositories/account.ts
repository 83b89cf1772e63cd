import { sql, type SQL } from 'drizzle-orm'
import { aftercareMessages, type OrderStatus, type PaymentType } from '../../../src/contract'
import type { Db } from '../db/client'
import { isAwaitingOrder, isPaidOrder, orderPaidAt, orderRefund } from './payments'

// What the shop holds about one shopper: her data to download, and its erasure when she deletes her account.

/** How many rows the export reads at a time: memory holds one batch, however many orders she has. */
const BATCH = 200

type Row = Record<string, unknown> & { id: string; cursor_at: string }

/** Keyset batches, oldest first, until a short batch says there are no more. */
async function* batches(read: (after: Row | undefined) => Promise<Row[]>): AsyncGenerator<Row> {
  let after: Row | undefined
  for (;;) {
    const rows = await read(after)
    yield* rows
    if (rows.length < BATCH) return
    after = rows[rows.length - 1]
  }
}

const rowsOf = async (db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows
const after = (row: Row | undefined, table: string) =>
  row ? sql`and (${sql.identifier(table)}.created_at, ${sql.identifier(table)}.id) > (${row.cursor_at}::timestamptz, ${row.id}::uuid)` : sql``
const cursorAt = (table: string) => sql`to_char(${sql.identifier(table)}.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at`
/** A time as ISO 8601 in UTC, whatever the driver makes of timestamps. */
const iso = (column: string | SQL) => sql`to_char(${typeof column === 'string' ? sql.raw(column) : column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
const withoutCursor = ({ cursor_at: _cursor, ...row }: Row) => row

/**
 * The account's data as JSON text, piece by piece: the account, the phone it gave for messages (with her consent),
 * its addresses, its orders with their lines and history, and, once its e-mail is verified, the salon bookings made
 * with that e-mail and whether it gets the newsletter (before that they may be someone else's: `bookings` is empty
 * and `newsletter` null). Only this account's rows are read; orders and bookings a batch at a time.
 */
export async function* accountExport(db: Db, userId: string, exportedAt: Date): AsyncGenerator<string> {
  const [account] = await rowsOf(
    db,
    sql`select id as "_id", name, email, email_verified_at is not null as "emailVerified", ${iso('users.created_at')} as "createdAt"
        from users where id = ${userId}::uuid`,
  )
  if (!account) return
  const email = account.email as string
  const verified = account.emailVerified === true
  const [newsletter] = verified ? await rowsOf(db, sql`select exists (select 1 from newsletter_subscribers where lower(email) = ${email}) as subscribed`) : [null]
  // The phone she gave in My Account for WhatsApp or SMS, with her consent and when she stopped them; null when none.
  const [phoneMessages = null] = await rowsOf(
    db,
    sql`select phone, channel, ${iso('consented_at')} as "consentedAt", ${iso('stopped_at')} as "stoppedAt" from phone_contacts where user_id = ${userId}::uuid`,
  )
  yield `{"exportedAt":${JSON.stringify(exportedAt.toISOString())},"account":${JSON.stringify(account)},"newsletter":${JSON.stringify(newsletter)},"phoneMessages":${JSON.stringify(phoneMessages)}`

  const list = async function* (name: string, rows: AsyncGenerator<Row>) {
    yield `,${JSON.stringify(name)}:[`
    let first = true
    for await (const row of rows) {
      yield `${first ? '' : ','}${JSON.stringify(withoutCursor(row))}`
      first = false
    }
    yield ']'
  }

  yield* list(
    'addresses',
    batches((last) =>
      rowsOf(
        db,
        sql`select addresses.id, ${cursorAt('addresses')}, first_name as "firstName", last_name as "lastName", email, street, city, state,
                   zipcode, country, phone, ${iso('addresses.created_at')} as "createdAt"
            from addresses where user_id = ${userId}::uuid ${after(last, 'addresses')}
            order by created_at, id limit ${BATCH}`,
      ),
    ),
  )
  yield* list(
    'orders',
    batches((last) =>
      rowsOf(
        db,
        sql`select orders.id, ${cursorAt('orders')}, ${iso('orders.created_at')} as "createdAt", delivery_address as "deliveryAddress",
                   payment_type as "paymentType", status, ${isPaidOrder()} as "isPaid", ${iso(orderPaidAt())} as "paidAt", ${orderRefund()} as "refund",
                   subtotal_kobo as "subtotalKobo", tax_kobo as "taxKobo", amount_kobo as "amountKobo",
                   (select coalesce(jsonb_agg(jsonb_build_object('product', product_name, 'quantity', quantity, 'unitPriceKobo', unit_price_kobo) order by id), '[]')
                    from order_items where order_id = orders.id) as items,
                   (select coalesce(jsonb_agg(jsonb_build_object('event', event, 'at', created_at) order by created_at, id), '[]')
                    from order_events where order_id = orders.id) as history
            from orders
            where user_id = ${userId}::uuid and (payment_type = 'COD' or ${isPaidOrder()} or ${isAwaitingOrder()}) ${after(last, 'orders')}
            order by orders.created_at, orders.id limit ${BATCH}`,
      ),
    ),
  )
  yield* list(
    'bookings',
    batches(async (last) =>
      !verified
        ? []
        : rowsOf(
        db,
        sql`select bookings.id, ${cursorAt('bookings')}, bookings.reference, ${iso('bookings.created_at')} as "createdAt",
                   ${iso('bookings.starts_at')} as "startsAt", ${iso('bookings.ends_at')} as "endsAt", salon_services.name as service,
                   salon_staff.name as "with", bookings.price_kobo as "priceKobo", bookings.status, bookings.full_name as "fullName",
                   bookings.email, bookings.phone, bookings.payment_method as "paymentMethod"
            from bookings
            left join salon_services on salon_services.id = bookings.service
            left join salon_staff on salon_staff.id = bookings.employee_id
            where lower(bookings.email) = ${email} ${after(last, 'bookings')}
            order by bookings.created_at, bookings.id limit ${BATCH}`,
      ),
    ),
  )
  yield '}\n'
}

/** What an order of a deleted account keeps of its delivery address: the city, state and country, for the shop's books. */
export const ERASED_ADDRESS_FIELDS = { firstName: aftercareMessages.account.erasedCustomer, lastName: '', email: '', street: '', zipcode: '', phone: '', landmark: '', area: '' }

/**
 * Erases the account in the caller's transaction: the users row goes, and with it (by cascade) its sessions,
 * addresses, password reset links and cart. Its orders stay for the shop's books, their totals untouched, with
 * no account and the personal fields of their address replaced (an order on its way keeps them until delivered). Mail not yet sent to its e-mail is withdrawn,
 * and mail already sent loses its words and address. Once the e-mail is verified (before, what is found by it
 * may be someone else's and is left alone): the newsletter forgets the address; salon bookings made with it
 * that are over lose their name, e-mail and phone; upcoming ones stand, with their reminders (a booking needs
 * no account, and the client may still come: she cancels it as any booking).
 */
export async function eraseAccount(db: Db, userId: string, email: string): Promise<void> {
  const [account] = await rowsOf(db, sql`select email_verified_at is not null as verified from users where id = ${userId}::uuid`)
  // An e-mail never verified may be someone else's: the bookings, newsletter and booking mail found by it stay their owner's.
  const verified = account?.verified === true
  // An order on its way keeps whom and where to deliver (a contract in progress); moved to Delivered or Cancelled, it loses them too.
  await db.execute(sql`
    update orders set user_id = null, address_id = null, request_key = null, request_hash = null,
      delivery_address = case when status = 'Shipped' then delivery_address else delivery_address || ${JSON.stringify(ERASED_ADDRESS_FIELDS)}::jsonb end
    where user_id = ${userId}::uuid`)
  // Booking mail for upcoming bookings stays (they stand); everything else to her address is withdrawn or emptied.
  await db.execute(sql`
    update outbox_messages set
      status = case when status in ('queued', 'retrying') then 'withdrawn' else status end,
      key = 'erased:' || id, recipient = ${aftercareMessages.account.erasedCustomer}, subject = '', text = '', html = '', attachments = '[]'::jsonb
    where lower(recipient) = ${email} and status <> 'sending'
      and not (starts_with(key, 'booking:') and (not ${verified} or exists (
        select 1 from bookings where bookings.ends_at > now()
          and bookings.id = case when split_part(outbox_messages.key, ':', 2) ~ '^[0-9a-f-]{36}$' then split_part(outbox_messages.key, ':', 2)::uuid end)))`)
  if (verified) {
    await db.execute(sql`
      update bookings set full_name = ${aftercareMessages.account.erasedCustomer}, email = '', phone = '', client_phone = null
      where lower(email) = ${email} and ends_at <= now()`)
    await db.execute(sql`delete from newsletter_subscribers where lower(email) = ${email}`)
  }
  await db.execute(sql`delete from users where id = ${userId}::uuid`)
}

/** An order the account still has open: its amount in kobo, when it was placed as an ISO time. */
export interface OpenOrderRow {
  id: string
  status: OrderStatus
  amountKobo: number
  paymentType: PaymentType
  isPaid: boolean
  createdAt: string
}

/** The statuses of an order not yet delivered or cancelled. */
const OPEN_STATUSES: readonly OrderStatus[] = ['Order Placed', 'Processing', 'Shipped']

/**
 * Her counted orders (cash, or online paid or awaiting its payment) in these statuses (by default every one not yet
 * delivered or cancelled), newest first, at most `limit`: what deleting the account would leave undelivered.
 */
export async function openOrdersOf(db: Db, userId: string, limit: number, statuses: readonly OrderStatus[] = OPEN_STATUSES): Promise<OpenOrderRow[]> {
  const rows = await rowsOf(
    db,
    sql`select id, status, amount_kobo as "amountKobo", payment_type as "paymentType", ${isPaidOrder()} as "isPaid", ${iso('orders.created_at')} as "createdAt"
        from orders
        where user_id = ${userId}::uuid and (payment_type = 'COD' or ${isPaidOrder()} or ${isAwaitingOrder()})
          and status = any(${`{${statuses.map((status) => `"${status}"`).join(',')}}`}::text[])
        order by created_at desc, id desc limit ${limit}`,
  )
  return rows.map((row) => ({ ...(row as unknown as OpenOrderRow), amountKobo: Number(row.amountKobo) }))
}
