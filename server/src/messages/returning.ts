import { formatLongDate } from '../../../src/contract'
import { rebookPath, reviewPath } from '../../../src/contract/reviews'
import type { Db } from '../db/client'
import { enqueueMessage } from '../repositories/outbox'
import type { PhoneRecipient } from '../repositories/phoneContacts'
import type { RebookDue } from '../repositories/rebook'
import { firstNameOf, type ReviewDue } from '../repositories/reviews'
import { compose, type MailContext } from './compose'
import { enqueuePhoneMessage } from './phone'

// The messages that bring a client back (issue 49): her rebooking reminder and the review asked after a visit. Each
// goes one way: to her phone where it agreed to messages, else by e-mail; never to a number that said STOP.

/** Where a message goes: her phone on its channel, or her e-mail. */
export type ClientChannel = { phone: PhoneRecipient } | { email: string }

/** "Time for your retouch": the wizard's link with her service and her member chosen. */
export async function enqueueRebookReminder(tx: Db, context: MailContext, due: RebookDue, to: ClientChannel): Promise<boolean> {
  const link = `${context.publicUrl}${rebookPath(due.service, due.employeeId)}`
  const member = firstNameOf(due.employeeName)
  const key = `rebook:${due.clientPhone}:${due.categoryId}:${due.lastBookingId}`
  if ('phone' in to) {
    return enqueuePhoneMessage(tx, context.publicUrl, to.phone, {
      key,
      event: 'Rebooking reminder',
      template: 'glow_rebook_reminder',
      params: [{ cut: firstNameOf(due.fullName) }, { cut: due.serviceName }, formatLongDate(due.dueAt), { cut: member }, link],
    })
  }
  const { text, html } = compose(context, {
    greeting: `Hello ${firstNameOf(due.fullName)},`,
    paragraphs: [`Time for your retouch? Your ${due.serviceName} is due around ${formatLongDate(due.dueAt)}.`, `${member} has times free: book again in a minute, your service and ${member} already chosen.`],
    action: { label: `Book ${due.serviceName} again`, url: link },
  })
  return enqueueMessage(tx, { channel: 'email', key: `${key}:${to.email}`, event: 'Rebooking reminder', to: to.email, subject: `Time for your retouch: ${due.serviceName}`, text, html })
}

/** The review asked after her visit, with its link (`token`, kept only hashed). */
export async function enqueueReviewRequest(tx: Db, context: MailContext, due: ReviewDue, token: string, to: ClientChannel): Promise<boolean> {
  const link = `${context.publicUrl}${reviewPath(token)}`
  const key = `review:${due.bookingId}`
  if ('phone' in to) {
    return enqueuePhoneMessage(tx, context.publicUrl, to.phone, { key, event: 'Review request', template: 'glow_review_request', params: [{ cut: firstNameOf(due.fullName) }, { cut: due.serviceName }, link], confidential: true })
  }
  const { text, html } = compose(context, {
    greeting: `Hello ${firstNameOf(due.fullName)},`,
    paragraphs: [`Thank you for visiting us for your ${due.serviceName}. How did we do?`, 'Give us 1 to 5 stars and a few words: it takes a minute, and it helps other clients choose.'],
    action: { label: 'Review your visit', url: link },
  })
  return enqueueMessage(tx, { channel: 'email', key: `${key}:${to.email}`, event: 'Review request', to: to.email, subject: 'How was your visit?', text, html, confidential: true })
}
