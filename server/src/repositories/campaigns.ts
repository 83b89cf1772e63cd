import { and, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { PageInfo, PhoneChannel } from '../../../src/contract'
import { CAMPAIGN_ATTRIBUTION_DAYS, CAMPAIGN_GAP_DAYS, LAPSED_DAYS, type CampaignAudience } from '../../../src/contract/campaigns'
import type { Db } from '../db/client'
import { campaignRecipients, campaigns, marketingConsents, phoneContacts } from '../db/schema'
import type { PageRequest } from './pages'

/** The rows a raw statement answers. */
const rowsOf = async <Row>(db: Db, query: SQL): Promise<Row[]> => ((await db.execute(query)) as unknown as { rows: Row[] }).rows
const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`

/**
 * Her consent to news and offers, with its time. From a booking (whoever typed the number gave it) it never undoes
 * the number's withdrawal; from My Account (her own proven number) it does, and names her account.
 */
export async function recordOffersConsent(tx: Db, phone: string, source: 'account' | 'booking', now: Date, userId?: string): Promise<void> {
  await tx
    .insert(marketingConsents)
    .values({ phone, source, consentedAt: now, ...(userId && { userId }) })
    .onConflictDoUpdate({
      target: marketingConsents.phone,
      set: { source, consentedAt: now, withdrawnAt: null, ...(userId && { userId }) },
      ...(source === 'booking' && { setWhere: isNull(marketingConsents.withdrawnAt) }),
    })
}

/** The number withdraws its consent to news and offers (a STOP, an offer's stop link, My Account); true when it had it. */
export async function withdrawOffers(tx: Db, phone: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(marketingConsents)
    .set({ withdrawnAt: now })
    .where(and(eq(marketingConsents.phone, phone), isNull(marketingConsents.withdrawnAt)))
    .returning({ phone: marketingConsents.phone })
  return rows.length > 0
}

/** Whether the number agrees to news and offers now. */
export async function agreesToOffers(db: Db, phone: string): Promise<boolean> {
  const [row] = await db.select({ phone: marketingConsents.phone }).from(marketingConsents).where(and(eq(marketingConsents.phone, phone), isNull(marketingConsents.withdrawnAt)))
  return row !== undefined
}

/** The account's own number (proven in My Account, not stopped), and whether it agrees to news and offers. */
export async function offersOfUser(db: Db, userId: string): Promise<{ phone: string | null; offers: boolean }> {
  const [row] = await db
    .select({ phone: phoneContacts.phone, withdrawnAt: marketingConsents.withdrawnAt, consentedAt: marketingConsents.consentedAt })
    .from(phoneContacts)
    .leftJoin(marketingConsents, eq(marketingConsents.phone, phoneContacts.phone))
    .where(and(eq(phoneContacts.userId, userId), isNull(phoneContacts.stoppedAt)))
  return { phone: row?.phone ?? null, offers: Boolean(row?.consentedAt && !row.withdrawnAt) }
}

/** The accounts whose orders are a consenting number's: the one named with her consent, and the one that proved the number. */
const accountsOf = sql`array_remove(array[mc.user_id, pc.user_id], null)`

/** Whether the consenting number `mc` (phone contact `pc`) is in the audience, at `now`. */
function audienceTest(audience: CampaignAudience, target: string | null, now: Date): SQL {
  switch (audience) {
    case 'all':
      return sql`true`
    case 'lapsed': {
      const lastSeen = sql`greatest(
        (select max(b.starts_at) from bookings b where b.client_phone = mc.phone and b.starts_at <= ${at(now)} and b.status in ('completed', 'confirmed')),
        (select max(o.created_at) from orders o where o.user_id = any(${accountsOf}) and o.status <> 'Cancelled'),
        (select max(s.created_at) from counter_sales s where s.client_phone = mc.phone and s.status = 'closed'))`
      return sql`${lastSeen} < ${at(now)} - make_interval(days => ${LAPSED_DAYS}::integer)`
    }
    case 'category':
      return sql`(exists (select 1 from orders o join order_items i on i.order_id = o.id join products p on p.id = i.product_id
          where o.user_id = any(${accountsOf}) and o.status <> 'Cancelled' and lower(p.category) = lower(${target}))
        or exists (select 1 from counter_sales s join counter_sale_lines l on l.sale_id = s.id join products p on p.id = l.product_id
          where s.client_phone = mc.phone and s.status = 'closed' and lower(p.category) = lower(${target})))`
    case 'service':
      return sql`exists (select 1 from bookings b join booking_lines l on l.booking_id = b.id
        where b.client_phone = mc.phone and l.service = ${target} and (b.status = 'completed' or (b.status = 'confirmed' and b.starts_at <= ${at(now)})))`
  }
}

/**
 * The numbers a campaign may reach now: agreed and not withdrawn, not stopped on the phone, not given a campaign in the
 * last week, and in the audience. Each with its channel (the one it chose for its messages, else SMS).
 */
const reachable = (audience: CampaignAudience, target: string | null, now: Date) => sql`
  from marketing_consents mc left join phone_contacts pc on pc.phone = mc.phone
  where mc.withdrawn_at is null and pc.stopped_at is null
    and (mc.last_campaign_at is null or mc.last_campaign_at <= ${at(now)} - make_interval(days => ${CAMPAIGN_GAP_DAYS}::integer))
    and ${audienceTest(audience, target, now)}`

/** How many numbers the campaign would reach now, by channel. */
export async function countAudience(db: Db, audience: CampaignAudience, target: string | null, now: Date): Promise<{ sms: number; whatsapp: number }> {
  const [row] = await rowsOf<{ sms: number; whatsapp: number }>(
    db,
    sql`select count(*) filter (where coalesce(pc.channel, 'sms') = 'sms')::int as sms, count(*) filter (where pc.channel = 'whatsapp')::int as whatsapp ${reachable(audience, target, now)}`,
  )
  return row ?? { sms: 0, whatsapp: 0 }
}

/**
 * Takes the campaign's numbers, in the caller's transaction: each is stamped as given a campaign now by one
 * conditional update (its row locked), so two campaigns sent at once on two instances cannot both reach it in a week.
 */
export async function takeAudience(tx: Db, audience: CampaignAudience, target: string | null, now: Date): Promise<{ phone: string; channel: PhoneChannel }[]> {
  return rowsOf(
    tx,
    sql`update marketing_consents taken set last_campaign_at = ${at(now)}
      from (select mc.phone, coalesce(pc.channel, 'sms') as channel ${reachable(audience, target, now)} for update of mc skip locked) chosen
      where taken.phone = chosen.phone
        and (taken.last_campaign_at is null or taken.last_campaign_at <= ${at(now)} - make_interval(days => ${CAMPAIGN_GAP_DAYS}::integer))
      returning taken.phone, chosen.channel`,
  )
}

export type CampaignRow = typeof campaigns.$inferSelect

export async function insertCampaign(db: Db, campaign: { audience: CampaignAudience; target: string | null; text: string; sendAt: Date }): Promise<CampaignRow> {
  const [row] = await db.insert(campaigns).values(campaign).returning()
  return row!
}

/**
 * Claims one campaign due by `now`, in the caller's transaction, and marks it sent: the row is locked (SKIP LOCKED)
 * and its status checked in one statement, so of several instances running the job one sends it, once.
 */
export async function claimDueCampaign(tx: Db, now: Date): Promise<CampaignRow | undefined> {
  const [row] = await rowsOf<{ id: string }>(tx, sql`select id from campaigns where status = 'scheduled' and send_at <= ${at(now)} order by send_at limit 1 for update skip locked`)
  if (!row) return undefined
  const [claimed] = await tx
    .update(campaigns)
    .set({ status: 'sent', sentAt: now })
    .where(and(eq(campaigns.id, row.id), eq(campaigns.status, 'scheduled')))
    .returning()
  return claimed
}

export async function recordRecipients(tx: Db, campaignId: string, recipients: { phone: string; channel: PhoneChannel; tokenHash: string }[]): Promise<void> {
  if (recipients.length === 0) return
  await tx.insert(campaignRecipients).values(recipients.map((recipient) => ({ campaignId, ...recipient })))
  await tx.update(campaigns).set({ recipients: recipients.length }).where(eq(campaigns.id, campaignId))
}

/** A scheduled campaign is called off; false when it is not waiting (sent, cancelled or unknown). */
export async function cancelCampaign(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(campaigns)
    .set({ status: 'cancelled' })
    .where(and(eq(campaigns.id, id), eq(campaigns.status, 'scheduled')))
    .returning({ id: campaigns.id })
  return rows.length > 0
}

/** Her first following of a campaign's link is kept (later ones change nothing); the number the token is for. */
export async function followCampaignLink(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  await db
    .update(campaignRecipients)
    .set({ clickedAt: now })
    .where(and(eq(campaignRecipients.tokenHash, tokenHash), isNull(campaignRecipients.clickedAt)))
  const [row] = await db.select({ phone: campaignRecipients.phone }).from(campaignRecipients).where(eq(campaignRecipients.tokenHash, tokenHash))
  return row?.phone
}

/** A campaign with what became of it. */
export interface CampaignResultRow extends CampaignRow {
  delivered: number
  read: number
  stopped: number
  orders: number
  bookings: number
}

/**
 * What the campaign's messages did: delivered (read counts as delivered), read (WhatsApp), its numbers that withdrew
 * or stopped since, and the orders and bookings its numbers made within CAMPAIGN_ATTRIBUTION_DAYS of following its link.
 */
const results = sql`
  (select count(*) from outbox_messages m where starts_with(m.key, 'campaign:' || c.id || ':') and m.status in ('delivered', 'read'))::int as delivered,
  (select count(*) from outbox_messages m where starts_with(m.key, 'campaign:' || c.id || ':') and m.status = 'read')::int as read,
  (select count(*) from campaign_recipients r left join marketing_consents mc on mc.phone = r.phone left join phone_contacts pc on pc.phone = r.phone
    where r.campaign_id = c.id and (mc.withdrawn_at >= c.sent_at or pc.stopped_at >= c.sent_at))::int as stopped,
  (select count(distinct o.id) from campaign_recipients r
    left join marketing_consents mc on mc.phone = r.phone left join phone_contacts pc on pc.phone = r.phone
    join orders o on o.user_id = any(${accountsOf}) and o.created_at >= r.clicked_at and o.created_at < r.clicked_at + make_interval(days => ${CAMPAIGN_ATTRIBUTION_DAYS}::integer)
    where r.campaign_id = c.id and r.clicked_at is not null)::int as orders,
  (select count(distinct b.id) from campaign_recipients r
    join bookings b on b.client_phone = r.phone and b.created_at >= r.clicked_at and b.created_at < r.clicked_at + make_interval(days => ${CAMPAIGN_ATTRIBUTION_DAYS}::integer)
    where r.campaign_id = c.id and r.clicked_at is not null)::int as bookings`

interface RawResult {
  id: string
  audience: CampaignAudience
  target: string | null
  text: string
  status: CampaignRow['status']
  send_at: string | Date
  sent_at: string | Date | null
  recipients: number
  created_at: string | Date
  delivered: number
  read: number
  stopped: number
  orders: number
  bookings: number
}

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value))
const resultOf = (raw: RawResult): CampaignResultRow => ({
  id: raw.id,
  audience: raw.audience,
  target: raw.target,
  text: raw.text,
  status: raw.status,
  sendAt: toDate(raw.send_at),
  sentAt: raw.sent_at === null ? null : toDate(raw.sent_at),
  recipients: raw.recipients,
  createdAt: toDate(raw.created_at),
  delivered: raw.delivered,
  read: raw.read,
  stopped: raw.stopped,
  orders: raw.orders,
  bookings: raw.bookings,
})

/** A page of campaigns with their results, newest first. */
export async function listCampaigns(db: Db, { limit, after }: PageRequest): Promise<{ campaigns: CampaignResultRow[] } & PageInfo> {
  const older = after === undefined ? sql`` : sql`where (c.created_at, c.id) < (select created_at, id from campaigns where id = ${after}::uuid)`
  const raws = await rowsOf<RawResult>(db, sql`select c.*, ${results} from campaigns c ${older} order by c.created_at desc, c.id desc limit ${limit + 1}::integer`)
  const rows = raws.slice(0, limit).map(resultOf)
  return { campaigns: rows, nextCursor: raws.length > limit ? rows[rows.length - 1]!.id : null }
}

export async function findCampaign(db: Db, id: string): Promise<CampaignResultRow | undefined> {
  const [raw] = await rowsOf<RawResult>(db, sql`select c.*, ${results} from campaigns c where c.id = ${id}::uuid`)
  return raw && resultOf(raw)
}
