import { formatKobo, formatLongDate, formatMediumDateTime } from '../../../src/contract'
import { printedGiftCode } from '../../../src/contract/giftCards'
import type { Db } from '../db/client'
import type { GiftCardRow } from '../repositories/giftCards'
import { enqueueMessage } from '../repositories/outbox'
import { reachablePhone } from '../repositories/phoneContacts'
import { findUser } from '../repositories/users'
import { compose, type MailContext } from './compose'
import { enqueuePhoneMessage } from './phone'

/** Where the card's printable page is: its code is the link's token. */
export const GIFT_CARD_PRINT_PATH = '/api/gift-cards/card/'

/**
 * A paid card's messages, in the transaction that sold it: to her, by e-mail and by phone (each channel she was given
 * for, once: the keys are the card's), not before the time the buyer chose, with the code and the printable card's
 * link (confidential: the outbox hides the words once they are delivered for real); and the buyer's receipt now.
 */
export async function enqueueGiftCardMessages(tx: Db, context: MailContext, card: GiftCardRow, code: string): Promise<void> {
  const printed = printedGiftCode(code)
  const link = `${context.publicUrl}${GIFT_CARD_PRINT_PATH}${code}`
  const amount = formatKobo(card.amountKobo)
  const buyer = card.buyerUserId ? await findUser(tx, card.buyerUserId) : undefined
  const from = buyer?.name ?? 'A friend'
  const sendAfter = card.deliverAt
  if (card.recipientEmail) {
    const { text, html } = compose(context, {
      greeting: `Hello ${card.recipientName},`,
      paragraphs: [
        `${from} sent you a Glow Beauty gift card of ${amount}.`,
        ...(card.message ? [`“${card.message}”`] : []),
        `Your code: ${printed}. Use it at checkout or at the salon's counter, in part or all at once, until ${formatLongDate(card.expiresAt)}.`,
      ],
      action: { label: 'See and print your card', url: link },
    })
    await enqueueMessage(tx, { channel: 'email', key: `gift-card:${card.id}:delivery:${card.recipientEmail}`, event: 'Gift card', to: card.recipientEmail, subject: `${from} sent you a gift card`, text, html, confidential: true, sendAfter })
  }
  if (card.recipientPhone) {
    const recipient = (await reachablePhone(tx, card.recipientPhone)) ?? { phone: card.recipientPhone, channel: 'sms' as const }
    await enqueuePhoneMessage(tx, context.publicUrl, recipient, {
      key: `gift-card:${card.id}:delivery`,
      event: 'Gift card',
      template: 'glow_gift_card',
      params: [{ cut: card.recipientName }, { cut: from }, amount, printed, link],
      sendAfter,
      confidential: true,
    })
  }
  if (buyer) {
    const { text, html } = compose(context, {
      greeting: `Hello ${buyer.name},`,
      paragraphs: [`Thank you: your gift card of ${amount} for ${card.recipientName} is paid. It reaches her on ${formatMediumDateTime(card.deliverAt)} (Lagos time), with its code.`],
    })
    await enqueueMessage(tx, { channel: 'email', key: `gift-card:${card.id}:bought:${buyer.email}`, event: 'Gift card bought', to: buyer.email, subject: 'Your gift card is paid', text, html })
  }
}
