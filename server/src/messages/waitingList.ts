import { formatKobo, formatShortWeekdayTime, formatWeekdayDate, internationalPhone, shopMoment, shopTime, timeToMinutes } from '../../../src/contract'
import { offerPath } from '../../../src/contract/waitingList'
import type { Db } from '../db/client'
import { enqueueMessage } from '../repositories/outbox'
import { reachablePhone } from '../repositories/phoneContacts'
import { compose, type MailContext } from './compose'
import { enqueuePhoneMessage } from './phone'

/** A freed time offered to a waiting client, as her messages tell it. */
export interface OfferNotice {
  offerId: string
  token: string
  fullName: string
  email: string | null
  phone: string
  serviceName: string
  /** Her member, or the words for anyone of the category. */
  employeeName: string
  date: string
  startTime: string
  priceKobo: number
  expiresAt: Date
}

/**
 * The offer's messages, in the transaction that made it: an e-mail where she gave one, and a phone message
 * (WhatsApp or SMS, the outbox's daily cap) where her number agreed to them; each carries the offer's link.
 */
export async function enqueueOfferMessages(tx: Db, context: MailContext, offer: OfferNotice): Promise<void> {
  const url = `${context.publicUrl}${offerPath(offer.token)}`
  const start = shopMoment(offer.date, timeToMinutes(offer.startTime))
  const until = shopTime(offer.expiresAt)
  if (offer.email) {
    await enqueueMessage(tx, {
      channel: 'email',
      key: `waitlist-offer:${offer.offerId}:${offer.email}`,
      event: 'Waiting list offer',
      to: offer.email,
      subject: `A time has freed up: ${offer.serviceName}, ${formatWeekdayDate(start)} at ${offer.startTime}`,
      confidential: true,
      ...compose(context, {
        greeting: `Hello ${offer.fullName},`,
        paragraphs: [`A time you were waiting for has freed up. It goes to the first client who takes it; this offer is open until ${until} (Lagos time).`],
        lines: [
          ['Service', offer.serviceName],
          ['With', offer.employeeName],
          ['When', `${formatWeekdayDate(start)}, ${offer.startTime} (Lagos time)`],
          ['Price', formatKobo(offer.priceKobo)],
        ],
        action: { label: 'Take this time', url },
      }),
    })
  }
  const phone = internationalPhone(offer.phone)
  const client = phone ? await reachablePhone(tx, phone) : undefined
  if (client) {
    await enqueuePhoneMessage(tx, context.publicUrl, client, {
      key: `waitlist-offer:${offer.offerId}:client-phone`,
      event: 'Waiting list offer',
      template: 'glow_waitlist_offer',
      params: [{ cut: offer.fullName.split(/\s+/)[0] ?? offer.fullName }, { cut: offer.serviceName }, { cut: offer.employeeName }, formatShortWeekdayTime(start), until, url],
      confidential: true,
    })
  }
}
