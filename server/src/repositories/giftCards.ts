import { randomBytes } from 'node:crypto'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { giftCards, giftCardSettings } from '../db/schema'
import type { PageInfo } from '../../../src/contract'
import { olderThan, type PageRequest } from './pages'
import { settleOnlinePayment } from './payments'

// Gift cards and their balance's ledger (schema/payments.ts): a card's balance is the sum of its movements; spending
// it is a payment row of the sale (method giftCard) paired with a 'redeemed' movement, written under the card's row
// lock so that nothing that arrives at once, online or at the counter, takes it below zero.

export type GiftCardRow = typeof giftCards.$inferSelect

/** A card with its balance and whether it was ever paid for (its 'sold' movement). */
export interface GiftCardRecord extends GiftCardRow {
  balanceKobo: number
  sold: boolean
}

const balanceOf = (cards: SQL = sql`gift_cards`): SQL<number> =>
  sql<number>`(select coalesce(sum(m.amount_kobo), 0)::integer from gift_card_movements m where m.gift_card_id = ${cards}.id)`
const soldOf = (cards: SQL = sql`gift_cards`): SQL<boolean> => sql<boolean>`exists (select 1 from gift_card_movements m where m.gift_card_id = ${cards}.id and m.kind = 'sold')`

const withBalance = { card: giftCards, balanceKobo: balanceOf().mapWith(Number), sold: soldOf().mapWith(Boolean) }
const record = (row: { card: GiftCardRow; balanceKobo: number; sold: boolean }): GiftCardRecord => ({ ...row.card, balanceKobo: row.balanceKobo, sold: row.sold })

/** The owner's terms in kobo, or undefined when she never set them. */
export async function readGiftCardSettings(db: Db) {
  const [row] = await db.select().from(giftCardSettings).limit(1)
  return row
}

export async function saveGiftCardSettings(db: Db, terms: { amountsKobo: number[]; minimumAnyKobo: number | null; validityMonths: number }): Promise<void> {
  await db.insert(giftCardSettings).values({ id: true, ...terms }).onConflictDoUpdate({ target: giftCardSettings.id, set: terms })
}

/** A card bought online, with its payment started (unpaid, so not live): its id. */
export async function startGiftCardSale(
  db: Db,
  card: Omit<typeof giftCards.$inferInsert, 'id' | 'createdAt' | 'voidReason' | 'holderUserId'>,
  reference: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [made] = await tx.insert(giftCards).values(card).returning({ id: giftCards.id })
    await tx.execute(sql`insert into payments (gift_card_id, method, amount_kobo, reference, state) values (${made!.id}::uuid, 'online', ${card.amountKobo}::integer, ${reference}::text, 'started')`)
    return made!.id
  })
}

/** The card a payment reference bought, with whether it is paid. */
export async function findGiftCardByPayment(db: Db, reference: string): Promise<GiftCardRecord | undefined> {
  const [row] = await db
    .select(withBalance)
    .from(giftCards)
    .where(sql`${giftCards.id} = (select p.gift_card_id from payments p where p.reference = ${reference}::text and p.kind = 'payment' and p.gift_card_id is not null)`)
  return row && record(row)
}

/**
 * The provider's confirmation of a card's payment, applied once (this exact amount): its payment succeeds and the
 * card's 'sold' movement is written in the same transaction, with `inTransaction` (its messages). The card, or
 * undefined when the reference is no card's or it was already settled.
 */
export async function settleGiftCardPayment(db: Db, payment: { reference: string; amountKobo: number }, at: Date, inTransaction: (tx: Db, card: GiftCardRow) => Promise<void>): Promise<GiftCardRow | undefined> {
  return db.transaction(async (tx) => {
    const cardId = await settleOnlinePayment(tx, payment, at, 'giftCard')
    if (!cardId) return undefined
    const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, cardId))
    await tx.execute(sql`
      insert into gift_card_movements (gift_card_id, kind, amount_kobo, payment_id, created_at)
      select ${cardId}::uuid, 'sold', p.amount_kobo, p.id, ${at.toISOString()}::timestamptz from payments p
      where p.reference = ${payment.reference}::text and p.kind = 'payment'`)
    await inTransaction(tx, card!)
    return card
  })
}

/** The code a paid card is given (only its hash and last four characters are kept). */
export async function setGiftCardCode(tx: Db, cardId: string, codeHash: string, ending: string): Promise<void> {
  await tx.update(giftCards).set({ codeHash, ending }).where(eq(giftCards.id, cardId))
}

/** The card whose code hashes to this, with its balance. */
export async function findGiftCardByCode(db: Db, codeHash: string): Promise<GiftCardRecord | undefined> {
  const [row] = await db.select(withBalance).from(giftCards).where(eq(giftCards.codeHash, codeHash))
  return row && record(row)
}

/** One card by id, with its balance. */
export async function findGiftCard(db: Db, id: string): Promise<GiftCardRecord | undefined> {
  const [row] = await db.select(withBalance).from(giftCards).where(eq(giftCards.id, id))
  return row && record(row)
}

/**
 * The cards whose codes hash to these, locked for the caller's transaction (in id order, so two sales paying with the
 * same two cards never wait on each other), each with its balance read after the lock: what a redemption may take.
 */
export async function lockGiftCards(tx: Db, codeHashes: string[]): Promise<GiftCardRecord[]> {
  if (codeHashes.length === 0) return []
  const { rows } = (await tx.execute(sql`
    select id from gift_cards where code_hash = any(${`{${codeHashes.join(',')}}`}::text[]) order by id for update`)) as unknown as { rows: { id: string }[] }
  const found = await Promise.all(rows.map((row) => findGiftCard(tx, row.id)))
  return found.filter((card): card is GiftCardRecord => card !== undefined)
}

/** What a card's redemption pays: an order, a counter bill. */
export type RedeemedFor = { orderId: string } | { saleId: string }

/**
 * Takes `amountKobo` off a card for a sale, in the caller's transaction (which holds the card's lock): the sale's
 * payment row (method giftCard, a reference of its own) and the card's 'redeemed' movement, together.
 */
export async function redeemGiftCard(tx: Db, redemption: { cardId: string; amountKobo: number; for: RedeemedFor; at: Date; staffAccountId: string | null }): Promise<void> {
  const { cardId, amountKobo, at, staffAccountId } = redemption
  const owner = 'orderId' in redemption.for ? sql`order_id` : sql`sale_id`
  const ownerId = 'orderId' in redemption.for ? redemption.for.orderId : redemption.for.saleId
  const when = at.toISOString()
  await tx.execute(sql`
    with paid as (
      insert into payments (${owner}, method, amount_kobo, reference, state, settled_at, staff_account_id, created_at)
      values (${ownerId}::uuid, 'giftCard', ${amountKobo}::integer, ${`gc_${randomBytes(12).toString('hex')}`}::text, 'succeeded', ${when}::timestamptz, ${staffAccountId}::uuid, ${when}::timestamptz)
      returning id
    )
    insert into gift_card_movements (gift_card_id, kind, amount_kobo, payment_id, staff_account_id, created_at)
    select ${cardId}::uuid, 'redeemed', ${-amountKobo}::integer, id, ${staffAccountId}::uuid, ${when}::timestamptz from paid`)
}

/**
 * The statement's CTEs (two, to splice into its WITH list) that give back to their cards what the sales in the CTE
 * `ended` (of ids) took: a refund row under each redemption's reference (at most one: a replay adds nothing) and the
 * card's 'refunded' movement, to the kobo.
 */
export const giveBackGiftCards = (ended: string, owner: 'order' | 'sale'): SQL => {
  const column = owner === 'order' ? sql`order_id` : sql`sale_id`
  return sql`gift_refunds as (
      insert into payments (${column}, kind, method, amount_kobo, reference, state, settled_at)
      select p.${column}, 'refund', 'giftCard', p.amount_kobo, p.reference, 'succeeded', now()
      from payments p where p.${column} in (select id from ${sql.identifier(ended)}) and p.kind = 'payment' and p.method = 'giftCard' and p.state = 'succeeded'
      on conflict do nothing
      returning id, reference, amount_kobo
    ), gift_back as (
      insert into gift_card_movements (gift_card_id, kind, amount_kobo, payment_id)
      select m.gift_card_id, 'refunded', r.amount_kobo, r.id
      from gift_refunds r join payments p on p.reference = r.reference and p.kind = 'payment' join gift_card_movements m on m.payment_id = p.id
      returning gift_card_id
    )`
}

/** The cards in her wallet, newest first, with their balances. */
export async function walletOf(db: Db, userId: string): Promise<GiftCardRecord[]> {
  const rows = await db.select(withBalance).from(giftCards).where(eq(giftCards.holderUserId, userId)).orderBy(sql`${giftCards.createdAt} desc`).limit(100)
  return rows.map(record)
}

/** Puts the card in her wallet unless it is in another's: true when it is hers now. */
export async function holdGiftCard(db: Db, cardId: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(giftCards)
    .set({ holderUserId: userId })
    .where(and(eq(giftCards.id, cardId), sql`(${giftCards.holderUserId} is null or ${giftCards.holderUserId} = ${userId}::uuid)`))
    .returning({ id: giftCards.id })
  return rows.length > 0
}

/**
 * Voids a card in the caller's transaction: its row locked, what is left taken off by a 'voided' movement, the reason
 * kept. False when it was already voided or nothing was left.
 */
export async function voidGiftCard(tx: Db, cardId: string, reason: string, staffAccountId: string, at: Date): Promise<boolean> {
  await tx.execute(sql`select id from gift_cards where id = ${cardId}::uuid for update`)
  const card = await findGiftCard(tx, cardId)
  if (!card || card.voidReason !== null || card.balanceKobo <= 0) return false
  await tx.update(giftCards).set({ voidReason: reason }).where(eq(giftCards.id, cardId))
  await tx.execute(sql`
    insert into gift_card_movements (gift_card_id, kind, amount_kobo, staff_account_id, created_at)
    values (${cardId}::uuid, 'voided', ${-card.balanceKobo}::integer, ${staffAccountId}::uuid, ${at.toISOString()}::timestamptz)`)
  return true
}

/** Cards past their end with money left: each row locked (skipped if another instance has it), the rest taken off by an 'expired' movement. How many. */
export async function expireGiftCards(db: Db, now: Date): Promise<number> {
  const { rows } = (await db.execute(sql`
    with due as (
      select id from gift_cards where expires_at <= ${now.toISOString()}::timestamptz and ${balanceOf()} > 0 limit 500 for update skip locked
    )
    insert into gift_card_movements (gift_card_id, kind, amount_kobo, created_at)
    select id, 'expired', -${balanceOf(sql`due`)}, ${now.toISOString()}::timestamptz from due
    returning id`)) as unknown as { rows: unknown[] }
  return rows.length
}

/** A month of gift cards in kobo: sold, redeemed net of what came back, expired or voided, and the balance owed at its end. */
export interface GiftCardMonthRow {
  month: string
  soldKobo: number
  redeemedKobo: number
  endedKobo: number
  outstandingKobo: number
}

/** The last `months` Lagos months up to and including `lastMonth` (YYYY-MM), oldest first. */
export async function giftCardMonths(db: Db, lastMonth: string, months: number): Promise<GiftCardMonthRow[]> {
  const { rows } = (await db.execute(sql`
    with months as (
      select to_char(m, 'YYYY-MM') as month, m as starts, m + interval '1 month' as ends
      from generate_series(${`${lastMonth}-01`}::timestamp - make_interval(months => ${months - 1}::integer), ${`${lastMonth}-01`}::timestamp, interval '1 month') as m
    ), moves as (
      select (created_at at time zone 'Africa/Lagos') as at, kind, amount_kobo from gift_card_movements
    )
    select months.month,
      coalesce(sum(moves.amount_kobo) filter (where moves.kind = 'sold' and moves.at >= months.starts), 0)::integer as sold_kobo,
      coalesce(-sum(moves.amount_kobo) filter (where moves.kind in ('redeemed', 'refunded') and moves.at >= months.starts), 0)::integer as redeemed_kobo,
      coalesce(-sum(moves.amount_kobo) filter (where moves.kind in ('expired', 'voided') and moves.at >= months.starts), 0)::integer as ended_kobo,
      coalesce(sum(moves.amount_kobo), 0)::integer as outstanding_kobo
    from months left join moves on moves.at < months.ends
    group by months.month order by months.month`)) as unknown as {
    rows: { month: string; sold_kobo: number; redeemed_kobo: number; ended_kobo: number; outstanding_kobo: number }[]
  }
  return rows.map((row) => ({ month: row.month, soldKobo: row.sold_kobo, redeemedKobo: row.redeemed_kobo, endedKobo: row.ended_kobo, outstandingKobo: row.outstanding_kobo }))
}

/** Cards sold, newest first, a page at a time (the owner's list), with their balances. */
export async function listGiftCards(db: Db, { limit, after }: PageRequest): Promise<{ cards: GiftCardRecord[] } & PageInfo> {
  const found = await db
    .select(withBalance)
    .from(giftCards)
    .where(and(soldOf(), olderThan(giftCards, giftCards.createdAt, giftCards.id, after)))
    .orderBy(sql`${giftCards.createdAt} desc`, sql`${giftCards.id} desc`)
    .limit(limit + 1)
  const cards = found.slice(0, limit).map(record)
  return { cards, nextCursor: found.length > limit ? cards[cards.length - 1]!.id : null }
}

/** Every month's movements since the first, for the owner's CSV: the same figures as the summary, all months. */
export async function firstGiftCardMonth(db: Db): Promise<string | null> {
  const { rows } = (await db.execute(sql`select to_char(min(created_at) at time zone 'Africa/Lagos', 'YYYY-MM') as month from gift_card_movements`)) as unknown as { rows: { month: string | null }[] }
  return rows[0]?.month ?? null
}
