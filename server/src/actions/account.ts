import type { FastifyInstance } from 'fastify'
import { aftercareMessages, messages, OPEN_ORDERS_LISTED } from '../../../src/contract'
import type { Db } from '../db/client'
import { enqueueVerificationMail } from '../messages/verification'
import { eraseAccount, openOrdersOf } from '../repositories/account'
import { saveEmailVerification, spendEmailVerification } from '../repositories/emailVerifications'
import { findUserById } from '../repositories/users'
import { badRequest, conflict, TooManyRequests, unauthenticated } from '../refusal'
import { hashToken, newToken } from '../tokens'
import { cancelOrdersOfClosingAccount } from './orders'

// The shopper's own account: proving her e-mail is hers, and deleting the account.

const am = aftercareMessages.account

/**
 * A new verification link for the account, stored and e-mailed in the caller's transaction; answers the seconds
 * to wait when the account has been sent its hour's links already.
 */
export async function sendVerificationLink(shop: FastifyInstance, tx: Db, user: { _id: string; name: string; email: string }): Promise<number | undefined> {
  const token = newToken()
  const tokenHash = hashToken(token)
  const waitSeconds = await saveEmailVerification(tx, user._id, tokenHash)
  if (waitSeconds === undefined) await enqueueVerificationMail(tx, shop.mail.context, user, token, tokenHash)
  return waitSeconds
}

/** "Send the link again", from My Account. */
export async function resendVerificationLink(shop: FastifyInstance, userId: string): Promise<void> {
  const row = await findUserById(shop.db, userId)
  if (!row) throw unauthenticated(messages.auth.loginRequired)
  if (row.emailVerifiedAt) throw conflict(am.alreadyVerified)
  const waitSeconds = await shop.db.transaction((tx) => sendVerificationLink(shop, tx, { _id: row.id, name: row.name, email: row.email }))
  if (waitSeconds !== undefined) throw new TooManyRequests(am.verificationTooMany, waitSeconds)
  shop.mail.wake()
}

/** The link opened: the e-mail it verified (the page tells a signed-in browser of that account). */
export async function verifyEmail(shop: FastifyInstance, token: string): Promise<string> {
  const email = await spendEmailVerification(shop.db, hashToken(token))
  if (!email) throw badRequest(am.verificationLinkInvalid)
  return email
}

/** What the delete dialog warns of: her orders not yet delivered or cancelled, and whether there are more than it lists. */
export async function openOrders(shop: FastifyInstance, userId: string) {
  const orders = await openOrdersOf(shop.db, userId, OPEN_ORDERS_LISTED + 1)
  return { orders: orders.slice(0, OPEN_ORDERS_LISTED), more: orders.length > OPEN_ORDERS_LISTED }
}

/**
 * Deletes the account (her password proven): her orders not yet shipped are cancelled first (units back, paid ones
 * refunded, the owner told), then the account is erased; an order on its way keeps whom and where to deliver
 * until it is delivered, as the law allows for a contract in progress (repositories/account eraseAccount).
 */
export async function deleteAccount(shop: FastifyInstance, account: { id: string; email: string }): Promise<void> {
  await cancelOrdersOfClosingAccount(shop, account.id)
  await shop.db.transaction((tx) => eraseAccount(tx, account.id, account.email))
  shop.mail.wake()
}
