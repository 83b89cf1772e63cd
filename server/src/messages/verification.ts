import { EMAIL_VERIFICATION_HOURS, paths } from '../../../src/contract'
import type { Db } from '../db/client'
import { enqueueMessage } from '../repositories/outbox'
import { compose, type MailContext } from './compose'

/** The e-mail verification link, in the transaction that stored its token (keyed by the token's hash: one message per link). */
export async function enqueueVerificationMail(tx: Db, context: MailContext, user: { name: string; email: string }, token: string, tokenHash: string): Promise<void> {
  await enqueueMessage(tx, {
    channel: 'email',
    key: `email-verification:${tokenHash}:${user.email}`,
    event: 'E-mail verification',
    to: user.email,
    subject: 'Confirm your e-mail address',
    confidential: true,
    ...compose(context, {
      greeting: `Hello ${user.name},`,
      paragraphs: [
        `Welcome to the shop. Please confirm that this e-mail address is yours: the link below works once, for ${EMAIL_VERIFICATION_HOURS} hours.`,
        'Once it is confirmed, salon bookings made with this address show in your account.',
        'If you did not make an account, ignore this e-mail: nothing is linked to this address.',
      ],
      action: { label: 'Confirm my e-mail', url: `${context.publicUrl}${paths.verifyEmail(token)}` },
    }),
  })
}
