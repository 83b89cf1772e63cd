import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'
import { NIGERIAN_MOBILE, type PageInfo } from '../../../src/contract'
import { productShareKobo } from '../../../src/contract/counter'
import type { ClientRecord, ClientVisitList } from '../../../src/contract/deskClients'
import type { Db } from '../db/client'
import { bookings, clientRecords, counterSales, phoneContacts } from '../db/schema'
import { selectBookings, withLines, type BookingRecord } from './bookings'
import { isPaidOrder } from './payments'

/** `text` for a LIKE pattern: its own % and _ match themselves. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)

/**
 * An account's address phone as phoneKey (src/contract/nigeria.ts) writes it, in SQL: +234 and the ten digits of a
 * Nigerian mobile in any usual form (the contract's own pattern), else its digits as given.
 */
export const addressPhoneKey = (phone: SQL) =>
  sql`coalesce('+234' || substring(regexp_replace(${phone}, '[\\s().-]', '', 'g') from ${NIGERIAN_MOBILE.source}), nullif(regexp_replace(${phone}, '[^\\d+]', '', 'g'), ''))`

/** A kept visit by `now` (the database's by default), and an appointment still to come, as SQL on a booking row. */
export const visitedBy = (now: SQL = sql`now()`) => sql`(status = 'completed' or (status = 'confirmed' and starts_at <= ${now}))`
const visited = visitedBy()
const upcoming = sql`(status = 'confirmed' and starts_at > now())`

/** The rows a raw statement answers. */
const rowsOf = async <Row>(db: Db, query: SQL): Promise<Row[]> => ((await db.execute(query)) as unknown as { rows: Row[] }).rows

/** An order that counts as spent: paid, or delivered (cash paid at the door), and not cancelled. */
const spentOrder = sql`status <> 'Cancelled' and (${isPaidOrder()} or status = 'Delivered')`

/** A client a search found, as read: her visits' moments as instants, what she spent in kobo (null: not counted). */
export interface ClientRow {
  phone: string | null
  name: string
  email: string | null
  account: boolean
  visits: number
  noShows: number
  lastVisit: Date | null
  nextVisit: Date | null
  spendKobo: number | null
  notes: string
  lastPatchTest: string | null
}

interface ClientSearch {
  /** The start of a phone (phoneKeyPrefix), or null: then `words` are a part of a name or e-mail. */
  phonePrefix: string | null
  words: string
  limit: number
  after?: { seenMicros: string; key: string }
  /** Count what each client spent (a revenue figure: not for every role). */
  withSpend: boolean
}

/**
 * A page of the clients a search finds, the most recently seen first: the bookings' and the counter's clients by
 * phone (the typed start of it), name or e-mail, and the shop's accounts by theirs (their phone is the one they gave
 * for messages, else their latest address's). One client per phone, named as she was last (a counter bill may have
 * no name); an account without a phone is a client of her own. Every match is read by an index
 * (bookings_client_phone_idx, counter_sales_client_phone_idx, the trigram indexes); only the page's clients are
 * counted, their records read (client_records by phone) and, `withSpend`, their spending summed: the completed visits
 * of her phone, the orders of her accounts (those found, and the one that gave her phone for messages;
 * orders_user_idx) and what she bought at the counter.
 */
export async function searchClients(db: Db, { phonePrefix, words, limit, after, withSpend }: ClientSearch): Promise<{ clients: ClientRow[] } & PageInfo> {
  const like = phonePrefix ? `${literal(phonePrefix)}%` : `%${literal(words.toLowerCase())}%`
  // A booking and a counter bill name her alike, in their own columns (their indexes are on these expressions).
  const clientMatch = (name: string, email: string) =>
    phonePrefix ? sql`client_phone like ${like}` : sql`(lower(${sql.identifier(name)}) like ${like} or lower(coalesce(${sql.identifier(email)}, '')) like ${like})`
  const bookingMatch = clientMatch('full_name', 'email')
  const counterMatch = clientMatch('client_name', 'client_email')
  const accountMatch = phonePrefix ? sql`contacts.phone like ${like}` : sql`(lower(users.name) like ${like} or users.email like ${like})`
  const cursor = after ? sql`where (seen_us, key) < (${after.seenMicros}::bigint, ${after.key})` : sql``
  const rows = await rowsOf<{ key: string; name: string; email: string | null; phone: string | null; seen_us: string; account: boolean; user_ids: string[] }>(db, sql`
    with found as (
      select client_phone as key, full_name as name, email, client_phone as phone, starts_at as seen, false as account, null::text as user_id
        from bookings where client_phone is not null and ${bookingMatch}
      union all
      select client_phone, client_name, client_email, client_phone, created_at, false, null
        from counter_sales where client_phone is not null and status = 'closed' and ${counterMatch}
      union all
      select coalesce(contacts.phone, address.phone, 'account:' || users.id), users.name, users.email, coalesce(contacts.phone, address.phone), users.created_at, true, users.id::text
        from users
        left join phone_contacts contacts on contacts.user_id = users.id
        left join lateral (select ${addressPhoneKey(sql`addresses.phone`)} as phone from addresses where addresses.user_id = users.id order by addresses.created_at desc limit 1) address on true
        where ${accountMatch}
    ), clients as (
      select key, coalesce((array_agg(name order by seen desc) filter (where name <> ''))[1], '') as name, (array_agg(email order by seen desc) filter (where email is not null and email <> ''))[1] as email,
             (array_agg(phone order by seen desc))[1] as phone, (extract(epoch from max(seen)) * 1000000)::bigint as seen_us, bool_or(account) as account,
             coalesce(array_agg(user_id) filter (where user_id is not null), '{}') as user_ids
        from found group by key
    )
    select key, name, email, phone, seen_us::text as seen_us, account, user_ids from clients ${cursor} order by seen_us desc, key desc limit ${limit + 1}`)
  const page = rows.slice(0, limit)
  const phones = page.flatMap((row) => (row.phone ? [row.phone] : []))
  const [counted, records, contacts, counterKobo] = await Promise.all([
    visitsOf(db, phones),
    recordsOf(db, phones),
    withSpend && phones.length > 0 ? db.select({ phone: phoneContacts.phone, userId: phoneContacts.userId }).from(phoneContacts).where(inArray(phoneContacts.phone, phones)) : [],
    withSpend ? boughtAtCounter(db, phones) : new Map<string, number>(),
  ])
  // Her accounts: those the search found, and the one whose messages go to her phone.
  const accountsOf = (row: (typeof page)[number]) => new Set([...row.user_ids, ...contacts.flatMap((contact) => (contact.phone === row.phone && contact.userId ? [contact.userId] : []))])
  const ordersKobo = withSpend ? await spentOn(db, [...new Set(page.flatMap((row) => [...accountsOf(row)]))]) : new Map<string, number>()
  const clients = page.map((row): ClientRow => {
    const seen = row.phone ? counted.get(row.phone) : undefined
    const record = row.phone ? records.get(row.phone) : undefined
    const ordersSpent = [...accountsOf(row)].reduce((sum, userId) => sum + (ordersKobo.get(userId) ?? 0), 0)
    return {
      phone: row.phone,
      name: row.name,
      email: row.email,
      account: row.account,
      visits: seen?.visits ?? 0,
      noShows: seen?.noShows ?? 0,
      lastVisit: seen?.lastVisit ?? null,
      nextVisit: seen?.nextVisit ?? null,
      spendKobo: withSpend ? (seen?.visitsKobo ?? 0) + ordersSpent + (row.phone ? (counterKobo.get(row.phone) ?? 0) : 0) : null,
      notes: record?.notes ?? '',
      lastPatchTest: record?.lastPatchTest ?? null,
    }
  })
  const last = page[page.length - 1]
  return { clients, nextCursor: rows.length > limit && last ? `${last.seen_us}.${last.key}` : null }
}

interface Visits {
  visits: number
  noShows: number
  lastVisit: Date | null
  nextVisit: Date | null
  /** The prices of her completed visits. */
  visitsKobo: number
}

/** The visits of these phones (phoneKeys), counted by bookings_client_phone_idx. */
async function visitsOf(db: Db, phones: string[]): Promise<Map<string, Visits>> {
  if (phones.length === 0) return new Map()
  const counts = await rowsOf<{ phone: string; visits: number; no_shows: number; last_visit: string | Date | null; next_visit: string | Date | null; visits_kobo: string }>(db, sql`
    select client_phone as phone, count(*) filter (where ${visited})::int as visits, count(*) filter (where status = 'no-show')::int as no_shows,
           max(starts_at) filter (where ${visited}) as last_visit, min(starts_at) filter (where ${upcoming}) as next_visit,
           coalesce(sum(price_kobo) filter (where status = 'completed'), 0)::text as visits_kobo
      from bookings where client_phone in (${sql.join(
        phones.map((phone) => sql`${phone}`),
        sql`, `,
      )}) group by client_phone`)
  return new Map(
    counts.map((row) => [
      row.phone,
      { visits: row.visits, noShows: row.no_shows, lastVisit: row.last_visit ? new Date(row.last_visit) : null, nextVisit: row.next_visit ? new Date(row.next_visit) : null, visitsKobo: Number(row.visits_kobo) },
    ]),
  )
}

/** What these accounts spent on orders, in kobo, by account: their orders paid or delivered (orders_user_idx). */
async function spentOn(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map()
  const totals = await rowsOf<{ user_id: string; kobo: string }>(db, sql`
    select user_id::text, sum(amount_kobo)::text as kobo from orders
      where user_id in (${sql.join(
        userIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and ${spentOrder}
      group by user_id`)
  return new Map(totals.map((row) => [row.user_id, Number(row.kobo)]))
}

/**
 * What these phones (phoneKeys) bought at the counter and kept: the products of their closed sales after every
 * discount (a visit billed there is counted as a visit already), by counter_sales_client_phone_idx; less what their
 * lines' refunds gave back: a product line's part of the products (productShareKobo, its tax apart, as counted here)
 * and a service's refund (its visit counts at its price).
 */
async function boughtAtCounter(db: Db, phones: string[]): Promise<Map<string, number>> {
  if (phones.length === 0) return new Map()
  const [rows, refunded] = await Promise.all([
    db
      .select({ phone: counterSales.clientPhone, kobo: sql<string>`sum(${counterSales.productsKobo})::text` })
      .from(counterSales)
      .where(and(inArray(counterSales.clientPhone, phones), eq(counterSales.status, 'closed')))
      .groupBy(counterSales.clientPhone),
    rowsOf<{ phone: string; service: boolean; back: string; products_kobo: number; net: number | null; all_net: string | null }>(db, sql`
      select s.client_phone as phone, r.sale_line_id is null as service, sum(r.amount_kobo)::text as back, s.products_kobo,
             min(l.unit_price_kobo * l.quantity - l.discount_kobo) as net,
             (select sum(a.unit_price_kobo * a.quantity - a.discount_kobo) from counter_sale_lines a where a.sale_id = s.id)::text as all_net
        from counter_sales s join payments r on r.sale_id = s.id and r.kind = 'refund' and r.state = 'succeeded'
        left join counter_sale_lines l on l.id = r.sale_line_id
        where s.client_phone in (${sql.join(
          phones.map((phone) => sql`${phone}`),
          sql`, `,
        )}) and s.status = 'closed'
        group by s.client_phone, s.id, r.sale_line_id`),
  ])
  const kept = new Map(rows.map((row) => [row.phone!, Number(row.kobo)]))
  for (const row of refunded) {
    const back = row.service ? Number(row.back) : productShareKobo(row.products_kobo, row.net!, Number(row.all_net))
    kept.set(row.phone, (kept.get(row.phone) ?? 0) - back)
  }
  return kept
}

/** The desk's records of these phones (phoneKeys), by phone. */
async function recordsOf(db: Db, phones: string[]): Promise<Map<string, ClientRecord>> {
  if (phones.length === 0) return new Map()
  const rows = await db.select({ phone: clientRecords.phone, notes: clientRecords.notes, lastPatchTest: clientRecords.lastPatchTestOn }).from(clientRecords).where(inArray(clientRecords.phone, phones))
  return new Map(rows.map(({ phone, ...record }) => [phone, record]))
}

/** The desk's record of a client (her phoneKey): empty when none was written. */
export async function findClientRecord(db: Db, phone: string): Promise<ClientRecord> {
  return (await recordsOf(db, [phone])).get(phone) ?? { notes: '', lastPatchTest: null }
}

/** The desk's records of these bookings' clients, by booking id: empty for a client none was written of. */
export async function recordsOfBookings(db: Db, visits: BookingRecord[]): Promise<Map<string, ClientRecord>> {
  if (visits.length === 0) return new Map()
  const rows = await db
    .select({ id: bookings.id, notes: clientRecords.notes, lastPatchTest: clientRecords.lastPatchTestOn })
    .from(bookings)
    .innerJoin(clientRecords, eq(clientRecords.phone, bookings.clientPhone))
    .where(inArray(bookings.id, visits.map((visit) => visit.row.id)))
  const records = new Map(rows.map(({ id, ...record }) => [id, record]))
  return new Map(visits.map((visit) => [visit.row.id, records.get(visit.row.id) ?? { notes: '', lastPatchTest: null }]))
}

/** Writes a client's record (her phoneKey) whole, naming the team member who did; answers it as saved. */
export async function saveClientRecord(db: Db, phone: string, record: ClientRecord, staffAccountId: string): Promise<ClientRecord> {
  const values = { notes: record.notes, lastPatchTestOn: record.lastPatchTest, updatedAt: sql`now()`, updatedBy: staffAccountId }
  const [row] = await db
    .insert(clientRecords)
    .values({ phone, ...values })
    .onConflictDoUpdate({ target: clientRecords.phone, set: values })
    .returning({ notes: clientRecords.notes, lastPatchTest: clientRecords.lastPatchTestOn })
  return row!
}

/**
 * A page of one client's (her phoneKey) appointments: the upcoming ones soonest first, or the past ones latest
 * first (as of `now`), by bookings_client_phone_idx; `after` is the last booking of the page before.
 */
export async function clientVisits(db: Db, phone: string, when: ClientVisitList, { limit, after, now }: { limit: number; after?: string; now: Date }): Promise<{ bookings: BookingRecord[] } & PageInfo> {
  const side = when === 'upcoming' ? gte(bookings.startsAt, now) : lt(bookings.startsAt, now)
  const from = after
    ? when === 'upcoming'
      ? sql`(${bookings.startsAt}, ${bookings.id}) > (select b.starts_at, b.id from bookings b where b.id = ${after}::uuid)`
      : sql`(${bookings.startsAt}, ${bookings.id}) < (select b.starts_at, b.id from bookings b where b.id = ${after}::uuid)`
    : undefined
  const order = when === 'upcoming' ? [asc(bookings.startsAt), asc(bookings.id)] : [desc(bookings.startsAt), desc(bookings.id)]
  const found = await selectBookings(db, and(eq(bookings.clientPhone, phone), side, from))
    .orderBy(...order)
    .limit(limit + 1)
  const rows = found.slice(0, limit)
  return { bookings: await withLines(db, rows), nextCursor: found.length > limit ? rows[rows.length - 1]!.row.id : null }
}
