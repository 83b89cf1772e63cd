import { PASSWORD_RESET_MINUTES, paths, RESET_TOKEN_PARAM } from '../../../src/contract'
import type { Db } from '../db/client'
import { enqueueMessage } from '../repositories/outbox'
import { compose, type MailContext } from './compose'

/** The reset link, in the transaction that stored its token (the key is the token's hash: one message per link). */
export async function enqueuePasswordResetMail(tx: Db, context: MailContext, user: { name: string; email: string }, token: string, tokenHash: string): Promise<void> {
  const url = `${context.publicUrl}${paths.login}?${RESET_TOKEN_PARAM}=${encodeURIComponent(token)}`
  await enqueueMessage(tx, {
    channel: 'email',
    key: `password-reset:${tokenHash}:${user.email}`,
    event: 'Password reset',
    to: user.email,
    subject: 'Choose a new password',
    confidential: true,
    ...compose(context, {
      greeting: `Hello ${user.name},`,
      paragraphs: [
        `Someone, hopefully you, asked to reset the password of your account. The link below works once, for ${PASSWORD_RESET_MINUTES} minutes.`,
        'If you did not ask, ignore this e-mail: your password stays as it is.',
      ],
      action: { label: 'Choose a new password', url },
    }),
  })
}
