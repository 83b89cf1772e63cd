import type { FastifyInstance } from 'fastify'
import { messages, paths, shopDate, shopMoment, shopTime } from '../../../src/contract'
import { campaignCost, CAMPAIGN_HOURS, campaignWords as w, STOCK_ALERTS_PER_CONTACT, STOCK_ALERTS_PER_PRODUCT, type CampaignAudience, type CampaignPreview } from '../../../src/contract/campaigns'
import { internationalPhone } from '../../../src/contract/nigeria'
import { shopMomentOf } from '../../../src/contract/promotions'
import { enqueueBackInStock, enqueueCartReminder, enqueueOffer, newCampaignToken, offerPages } from '../messages/campaign'
import { badRequest, conflict, notFound } from '../http/refusal'
import {
  cancelCampaign,
  claimDueCampaign,
  countAudience,
  followCampaignLink,
  insertCampaign,
  offersOfUser,
  recordOffersConsent,
  recordRecipients,
  takeAudience,
  withdrawOffers,
  type CampaignRow,
} from '../repositories/campaigns'
import { claimDueCartReminders } from '../repositories/cartReminders'
import { withdrawPhoneMessagesTo } from '../repositories/outbox'
import { reachablePhone } from '../repositories/phoneContacts'
import { addStockAlert, claimBackInStock } from '../repositories/stockAlerts'
import { hashToken } from '../tools/tokens'

// News and offers to the clients who agreed (NDPA 2023), the one reminder of a cart left behind, and
// "tell me when it is back": what may be sent, to whom, when, once.

/** The key prefix of a number's offers in the outbox: withdrawn when she withdraws. */
const OFFER_KEY_PREFIX = 'campaign:'
/** How many carts or alerts one round of the job handles. */
const ROUND = 200

/** Whether `at` is within the hours phones may be written to with news and offers (Lagos). */
const withinHours = (at: Date) => {
  const hour = Number(shopTime(at).slice(0, 2))
  return hour >= CAMPAIGN_HOURS.from && hour < CAMPAIGN_HOURS.until
}

/** The moment a message written at `at` may go: then, within the hours; else the next 08:00 in Lagos. */
export function offerMoment(at: Date): Date {
  if (withinHours(at)) return at
  const morning = shopMoment(shopDate(at), CAMPAIGN_HOURS.from * 60)
  return morning > at ? morning : shopMoment(shopDate(new Date(at.getTime() + 24 * 3_600_000)), CAMPAIGN_HOURS.from * 60)
}

interface AudienceFields {
  audience: CampaignAudience
  category: string
  service: string
  text: string
}

const targetOf = ({ audience, category, service }: AudienceFields) => (audience === 'category' ? category : audience === 'service' ? service : null)

/** Before she sends: how many clients the campaign reaches now, on which channel, the SMS pages and what it costs. */
export async function previewCampaign(shop: FastifyInstance, fields: AudienceFields): Promise<CampaignPreview> {
  const now = shop.clock.now()
  const { sms, whatsapp } = await countAudience(shop.db, fields.audience, targetOf(fields), now)
  const pagesPerSms = offerPages(shop.config.publicUrl, fields.text)
  const held = offerMoment(now)
  return { recipients: sms + whatsapp, sms, whatsapp, pages: sms * pagesPerSms, pagesPerSms, cost: campaignCost(sms * pagesPerSms, whatsapp), heldUntil: held > now ? held.toISOString() : null }
}

/** The owner's campaign, sent now ('' ) or at a time she chose (Lagos); the job sends it once it is due and within the hours. */
export async function createCampaign(shop: FastifyInstance, fields: AudienceFields & { sendAt: string }): Promise<CampaignRow> {
  const now = shop.clock.now()
  const sendAt = fields.sendAt === '' ? now : shopMomentOf(fields.sendAt)!
  if (sendAt.getTime() < now.getTime() - 60_000) throw badRequest(w.sendAtPast)
  const campaign = await insertCampaign(shop.db, { audience: fields.audience, target: targetOf(fields), text: fields.text, sendAt })
  if (sendAt <= now) await sendDueCampaigns(shop)
  return campaign
}

export async function callOffCampaign(shop: FastifyInstance, id: string): Promise<void> {
  if (!(await cancelCampaign(shop.db, id))) throw conflict(w.notScheduled)
}

/**
 * The job: each campaign due now, claimed by one instance (its row locked and marked sent in one transaction), goes to
 * its audience's numbers not given a campaign this week, through the outbox (whose worker holds each to the daily cap
 * per number). Outside 08:00–20:00 Lagos nothing is claimed: the campaign waits for the morning. How many it queued.
 */
export async function sendDueCampaigns(shop: FastifyInstance): Promise<number> {
  let queued = 0
  for (;;) {
    const now = shop.clock.now()
    if (!withinHours(now)) return queued
    const sent = await shop.db.transaction(async (tx) => {
      const campaign = await claimDueCampaign(tx, now)
      if (!campaign) return undefined
      const numbers = await takeAudience(tx, campaign.audience, campaign.target, now)
      const recipients = numbers.map((number) => ({ ...number, token: newCampaignToken() }))
      for (const recipient of recipients) {
        await enqueueOffer(tx, shop.config.publicUrl, { campaignId: campaign.id, ...recipient, text: campaign.text, sendAfter: now })
      }
      await recordRecipients(tx, campaign.id, recipients.map(({ phone, channel, token }) => ({ phone, channel, tokenHash: hashToken(token) })))
      return recipients.length
    })
    if (sent === undefined) return queued
    queued += sent
    shop.mail.wake()
  }
}

/** Her following of a campaign's link: kept for the campaign's results; the number it was for, or undefined. */
export const followLink = (shop: FastifyInstance, token: string): Promise<string | undefined> =>
  token.length > 0 && token.length <= 64 ? followCampaignLink(shop.db, hashToken(token), shop.clock.now()) : Promise.resolve(undefined)

/** An offer's stop link, confirmed: the number withdraws news and offers, and its offers still queued are withdrawn. */
export async function stopOffersFromLink(shop: FastifyInstance, token: string): Promise<boolean> {
  const phone = await followLink(shop, token)
  if (!phone) return false
  await shop.db.transaction(async (tx) => {
    await withdrawOffers(tx, phone, shop.clock.now())
    await withdrawPhoneMessagesTo(tx, phone, OFFER_KEY_PREFIX)
  })
  return true
}

/** My Account: her own number's news and offers. */
export const offersChoiceOf = (shop: FastifyInstance, userId: string) => offersOfUser(shop.db, userId)

/** My Account's switch: yes records her consent with its time; no withdraws it and her queued offers. */
export async function chooseOffers(shop: FastifyInstance, userId: string, offers: boolean): Promise<{ phone: string | null; offers: boolean }> {
  const { phone } = await offersOfUser(shop.db, userId)
  if (!phone) throw badRequest(w.offersNeedPhone)
  const now = shop.clock.now()
  await shop.db.transaction(async (tx) => {
    if (offers) return recordOffersConsent(tx, phone, 'account', now, userId)
    await withdrawOffers(tx, phone, now)
    await withdrawPhoneMessagesTo(tx, phone, OFFER_KEY_PREFIX)
  })
  return { phone, offers }
}

/** The job: carts left CART_REMINDER_HOURS get their one reminder (within the hours), none after an order since. */
export async function remindLeftCarts(shop: FastifyInstance): Promise<number> {
  const now = shop.clock.now()
  const sent = await shop.db.transaction(async (tx) => {
    let made = 0
    for (const cart of await claimDueCartReminders(tx, now, ROUND)) {
      if (await enqueueCartReminder(tx, shop.config.publicUrl, { ...cart, sendAfter: offerMoment(now) })) made += 1
    }
    return made
  })
  if (sent > 0) shop.mail.wake()
  return sent
}

/** The product page's "Tell me when it is back": her phone (on her channel, else SMS) or e-mail, bounded per product and per contact. */
export async function askForStockAlert(shop: FastifyInstance, productId: string, typed: string): Promise<void> {
  const contact = internationalPhone(typed) ?? typed.trim().toLowerCase()
  const outcome = await shop.db.transaction((tx) => addStockAlert(tx, productId, contact, { perProduct: STOCK_ALERTS_PER_PRODUCT, perContact: STOCK_ALERTS_PER_CONTACT }))
  if (outcome === 'unknown') throw notFound(messages.product.notFound)
  if (outcome === 'in-stock') throw conflict(w.alertInStock)
  if (outcome === 'full') throw conflict(w.alertsFull)
}

/** The job: the first to ask are told when a product is back, once each. */
export async function tellBackInStock(shop: FastifyInstance): Promise<number> {
  const now = shop.clock.now()
  const told = await shop.db.transaction(async (tx) => {
    let made = 0
    for (const alert of await claimBackInStock(tx, now, ROUND)) {
      const phone = alert.contact.startsWith('+') ? await reachablePhone(tx, alert.contact) : undefined
      const channel = alert.contact.startsWith('+') ? (phone?.channel ?? 'sms') : 'email'
      const url = `${shop.config.publicUrl}${paths.product(alert.category, alert.productId)}`
      if (await enqueueBackInStock(tx, shop.mail.context, { id: alert.id, contact: alert.contact, channel, product: alert.product, url, sendAfter: now })) made += 1
    }
    return made
  })
  if (told > 0) shop.mail.wake()
  return told
}
