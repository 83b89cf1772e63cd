import { formatNaira, internationalPhone } from '../../../src/contract'
import { counterMessages, PAYMENT_METHOD_NAMES, signedNaira, type CounterSale } from '../../../src/contract/counter'
import type { Db } from '../db/client'
import { enqueueMessage } from '../repositories/outbox'
import { reachablePhone } from '../repositories/phoneContacts'
import { compose, type MailContext } from './compose'
import { enqueuePhoneMessage } from './phone'

/** The receipt's lines in a message: the service, each product, the discounts, the tax, the payments. */
function receiptLines(sale: CounterSale): [string, string][] {
  return [
    ...(sale.service ? [[sale.service.name, formatNaira(sale.service.price - sale.service.discount)] as [string, string]] : []),
    ...sale.lines.map((line): [string, string] => [`${line.name} × ${line.quantity}`, formatNaira(line.amount)]),
    ...(sale.billDiscount > 0 ? [['Discount', `−${formatNaira(sale.billDiscount)}`] as [string, string]] : []),
    [counterMessages.taxLine(sale.taxIncluded), formatNaira(sale.tax)],
    ...(sale.rounding !== 0 ? [[counterMessages.rounding, signedNaira(sale.rounding)] as [string, string]] : []),
    ['Total', formatNaira(sale.total)],
    ...(sale.deposit > 0 ? [['Deposit paid', `−${formatNaira(sale.deposit)}`] as [string, string]] : []),
    ...sale.payments.map((payment): [string, string] => [PAYMENT_METHOD_NAMES[payment.method], formatNaira(payment.amount)]),
    ...(sale.change > 0 ? [['Change', formatNaira(sale.change)] as [string, string]] : []),
  ]
}

/**
 * The client's receipt, in the sale's transaction: by e-mail when she gave one, and by her phone's channel when
 * her number agreed to the shop's messages (counted against its daily bound as every phone message is). True when one was queued.
 */
export async function enqueueReceipt(tx: Db, context: MailContext, sale: CounterSale): Promise<boolean> {
  let queued = false
  const greeting = sale.clientName ? `Hello ${sale.clientName},` : 'Hello,'
  if (sale.clientEmail) {
    const { text, html } = compose(context, { greeting, paragraphs: [`Thank you for your visit. Your receipt ${sale.number}:`], lines: receiptLines(sale) })
    queued = (await enqueueMessage(tx, { channel: 'email', key: `counter:${sale._id}:receipt:${sale.clientEmail}`, event: 'Counter receipt', to: sale.clientEmail, subject: `Your receipt ${sale.number}`, text, html })) || queued
  }
  const phone = sale.clientPhone ? internationalPhone(sale.clientPhone) : null
  const recipient = phone ? await reachablePhone(tx, phone) : undefined
  if (recipient) {
    queued =
      (await enqueuePhoneMessage(tx, context.publicUrl, recipient, {
        key: `counter:${sale._id}:receipt`,
        event: 'Counter receipt',
        template: 'glow_counter_receipt',
        params: [{ cut: sale.clientName || 'there' }, sale.number, formatNaira(sale.due)],
      })) || queued
  }
  return queued
}
