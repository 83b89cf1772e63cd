// The owner's campaigns (news and offers to the clients who agreed to them, apart from the booking and order
// messages: NDPA 2023), a cart left behind and "tell me when it is back": their rules, words and requests.
import * as yup from 'yup'
import { koboToNaira } from './money'
import { internationalPhone } from './nigeria'
import { phoneMessageWords } from './phoneMessages'
import { shopMomentOf } from './promotions'
import { TEXT_MAX } from './limits'

/** Whom a campaign goes to, among the clients who agreed to news and offers. */
export const CAMPAIGN_AUDIENCES = ['lapsed', 'category', 'service', 'all'] as const
export type CampaignAudience = (typeof CAMPAIGN_AUDIENCES)[number]

/** A client is lapsed once her last visit or order is this many days behind her. */
export const LAPSED_DAYS = 90
/** A client gets at most one campaign in this many days, whatever the owner sends. */
export const CAMPAIGN_GAP_DAYS = 7
/** Campaigns reach phones only between these hours, Lagos time; outside them they wait for the morning. */
export const CAMPAIGN_HOURS = { from: 8, until: 20 } as const
/** The owner's words: with the shop's name and the two links they fill 2 SMS pages at most (README, phone templates). */
export const CAMPAIGN_TEXT_MAX = 150
/** An order or a booking made within this many days of following a campaign's link counts for the campaign. */
export const CAMPAIGN_ATTRIBUTION_DAYS = 7
/**
 * What a message costs the shop, for the owner's estimate before she sends: Termii's DND route per SMS page, and Meta's
 * marketing message to a Nigerian number (billed per message, whatever its length).
 */
export const SMS_PAGE_KOBO = 600
export const WHATSAPP_MARKETING_KOBO = 8_000

/** A cart left behind this many hours gets its one reminder. */
export const CART_REMINDER_HOURS = 24
/** "Tell me when it is back": at most this many waiting per product, and per phone or e-mail across the shop. */
export const STOCK_ALERTS_PER_PRODUCT = 500
export const STOCK_ALERTS_PER_CONTACT = 20

export const AUDIENCE_LABELS: Record<CampaignAudience, string> = {
  lapsed: `Clients not seen for ${LAPSED_DAYS} days`,
  category: 'Clients who bought from a category',
  service: 'Clients who had a service',
  all: 'Everyone who agreed to news and offers',
}

export const campaignWords = {
  /** The consent (NDPA 2023), apart from the booking and order messages', wherever it is asked. */
  offersLabel: 'Send me news and offers from Glow Beauty by WhatsApp or SMS (at most one a week). I can stop them at any time: reply STOP or follow the link in any offer.',
  offersSaved: 'Your choice about news and offers is saved',
  offersNeedPhone: 'Save and confirm your number under Messages on your phone first',
  audience: 'Choose who gets the campaign',
  category: 'Choose a category',
  service: 'Choose a service',
  text: 'Write the message',
  textTooLong: `The message must be at most ${CAMPAIGN_TEXT_MAX} characters`,
  sendAt: 'Enter a time to send it, or send it now',
  sendAtPast: 'That time has passed: choose a later one, or send it now',
  scheduled: 'Campaign scheduled',
  sentNow: 'Campaign on its way',
  cancelled: 'Campaign cancelled',
  notFound: 'This campaign no longer exists.',
  notScheduled: 'Only a campaign still waiting can be cancelled',
  stopAsk: 'Stop news and offers?',
  stopDone: 'You will get no more news and offers. Messages about your bookings and orders still come.',
  linkNotFound: 'This link is not valid',
  contact: 'Enter your phone number or e-mail address',
  alertSaved: 'We will tell you when it is back',
  alertsFull: 'Too many people are waiting for this product already: please check again soon',
  alertInStock: 'This product is in stock: you can buy it now',
  backInStock: (product: string) => `${product} is back in stock`,
} as const

const w = campaignWords

/** POST /api/campaigns/preview and POST /api/campaigns: whom, the words, and when ('' now; else YYYY-MM-DDTHH:MM Lagos). */
export const campaignAudienceSchema = yup.object({
  audience: yup.string().oneOf(CAMPAIGN_AUDIENCES, w.audience).required(w.audience),
  category: yup
    .string()
    .trim()
    .max(TEXT_MAX, w.category)
    .default('')
    .when('audience', { is: 'category', then: (field) => field.required(w.category) }),
  service: yup
    .string()
    .trim()
    .max(TEXT_MAX, w.service)
    .default('')
    .when('audience', { is: 'service', then: (field) => field.required(w.service) }),
  text: yup.string().trim().required(w.text).max(CAMPAIGN_TEXT_MAX, w.textTooLong),
})

export const campaignSchema = campaignAudienceSchema.concat(
  yup.object({
    sendAt: yup
      .string()
      .max(TEXT_MAX, w.sendAt)
      .default('')
      .test('moment', w.sendAt, (value = '') => value === '' || shopMomentOf(value) !== undefined),
  }),
)

/** The wizard's Details step, beside the phone messages' box: news and offers, a consent of its own, on the same number. */
export const bookingOffersSchema = yup.object({
  offers: yup
    .boolean()
    .default(false)
    .test('nigerian-mobile', phoneMessageWords.phone, (wanted, { parent }) => !wanted || internationalPhone(String(parent.phone ?? '')) !== null),
})

/** PUT /api/campaigns/consent: her own number's news and offers, yes or no. */
export const offersConsentSchema = yup.object({ offers: yup.boolean().strict().required(w.offersLabel) })

/** The product page's "Tell me when it is back": a Nigerian mobile or an e-mail address. */
export const stockAlertSchema = yup.object({
  contact: yup
    .string()
    .trim()
    .required(w.contact)
    .max(TEXT_MAX, w.contact)
    .test('contact', w.contact, (value = '') => internationalPhone(value) !== null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)),
})

/** What the owner sees before she sends: how many clients, their SMS pages and what it costs (naira). */
export interface CampaignPreview {
  recipients: number
  sms: number
  whatsapp: number
  /** SMS pages in all (each SMS's pages × the SMS recipients). */
  pages: number
  pagesPerSms: number
  cost: number
  /** When she would send it now but it is outside the hours: the moment it goes instead (ISO). */
  heldUntil: string | null
}

/** The estimate in kobo from the counts: one rule for the preview and the results. */
export const campaignCostKobo = (pages: number, whatsapp: number): number => pages * SMS_PAGE_KOBO + whatsapp * WHATSAPP_MARKETING_KOBO
export const campaignCost = (pages: number, whatsapp: number): number => koboToNaira(campaignCostKobo(pages, whatsapp))

export const CAMPAIGN_STATUSES = ['scheduled', 'sent', 'cancelled'] as const
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number]

/** A campaign with its results, as the owner's list and results page show it. */
export interface Campaign {
  _id: string
  audience: CampaignAudience
  target: string | null
  text: string
  status: CampaignStatus
  sendAt: string
  sentAt: string | null
  createdAt: string
  recipients: number
  delivered: number
  read: number
  stopped: number
  orders: number
  bookings: number
}
