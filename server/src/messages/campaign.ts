import { randomBytes } from 'node:crypto'
import { paths, smsPages, SHOP_NAME, type PhoneChannel } from '../../../src/contract'
import { campaignWords as w } from '../../../src/contract/campaigns'
import type { Db } from '../db/client'
import { enqueueMessage } from '../repositories/outbox'
import { compose, type MailContext } from './compose'
import { enqueuePhoneMessage, fitParams } from './phone'
import type { StopWords } from './stopPage'

/** A campaign's link to the shop (…/api/c/:token), and the same with this suffix its stop link: one token, 16 characters. */
export const CAMPAIGN_LINK_PATH = '/api/c/'
export const CAMPAIGN_STOP_SUFFIX = '/stop'
export const newCampaignToken = () => randomBytes(12).toString('base64url')

const offerLinks = (publicUrl: string, token: string) => ({ visit: `${publicUrl}${CAMPAIGN_LINK_PATH}${token}`, stop: `${publicUrl}${CAMPAIGN_LINK_PATH}${token}${CAMPAIGN_STOP_SUFFIX}` })

/** How many pages each SMS of a campaign takes with these words (its links are always as long). */
export const offerPages = (publicUrl: string, text: string): number => {
  const { visit, stop } = offerLinks(publicUrl, newCampaignToken())
  return smsPages(fitParams('glow_offer', [text, visit, stop]).text)
}

/** An offer to one number, in the caller's transaction, at `sendAfter` (within the hours). */
export async function enqueueOffer(tx: Db, publicUrl: string, offer: { campaignId: string; phone: string; channel: PhoneChannel; token: string; text: string; sendAfter: Date }): Promise<boolean> {
  const { visit, stop } = offerLinks(publicUrl, offer.token)
  return enqueuePhoneMessage(
    tx,
    publicUrl,
    { phone: offer.phone, channel: offer.channel },
    { key: `campaign:${offer.campaignId}:${offer.phone}`, event: 'Campaign', template: 'glow_offer', params: [offer.text, visit], stopUrl: stop, sendAfter: offer.sendAfter },
  )
}

/** The one reminder of a cart left behind, with the link back to it. */
export async function enqueueCartReminder(tx: Db, publicUrl: string, reminder: { userId: string; name: string; phone: string; channel: PhoneChannel; changedAt: Date; sendAfter: Date }): Promise<boolean> {
  return enqueuePhoneMessage(
    tx,
    publicUrl,
    { phone: reminder.phone, channel: reminder.channel },
    { key: `cart:${reminder.userId}:${reminder.changedAt.toISOString()}`, event: 'Cart reminder', template: 'glow_cart_reminder', params: [{ cut: reminder.name }, `${publicUrl}${paths.cart}`], sendAfter: reminder.sendAfter },
  )
}

/** "It is back": to the phone or e-mail that asked, once. */
export async function enqueueBackInStock(tx: Db, context: MailContext, alert: { id: string; contact: string; channel: PhoneChannel | 'email'; product: string; url: string; sendAfter: Date }): Promise<boolean> {
  const key = `stock-alert:${alert.id}`
  if (alert.channel !== 'email') {
    return enqueuePhoneMessage(tx, context.publicUrl, { phone: alert.contact, channel: alert.channel }, { key, event: 'Back in stock', template: 'glow_back_in_stock', params: [{ cut: alert.product }, alert.url], sendAfter: alert.sendAfter })
  }
  const subject = w.backInStock(alert.product)
  const { text, html } = compose(context, { paragraphs: [`${subject} at ${SHOP_NAME}. You asked us to tell you: this is the only message about it.`], action: { label: 'See it', url: alert.url } })
  return enqueueMessage(tx, { channel: 'email', key: `${key}:${alert.contact}`, event: 'Back in stock', to: alert.contact, subject, text, html, sendAfter: alert.sendAfter })
}

/** The stop page of an offer's link: it withdraws news and offers alone. */
export const offersStop: StopWords = {
  heading: w.stopAsk,
  explanation: `You will get no more news and offers from ${SHOP_NAME}. Messages about your bookings and orders still come.`,
  button: 'Stop news and offers',
  action: (token) => `${CAMPAIGN_LINK_PATH}${encodeURIComponent(token)}${CAMPAIGN_STOP_SUFFIX}`,
  stopped: w.stopDone,
  unknown: w.linkNotFound,
}
