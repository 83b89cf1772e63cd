import type { FastifyInstance } from 'fastify'
import { aftercareMessages, messages, passwordMessages } from '../../../src/contract'
import type { Db } from '../db/client'
import { isUniqueViolation } from '../tools/ids'
import { enqueuePasswordResetMail } from '../messages/password'
import { enqueueVerificationMail } from '../messages/verification'
import { hashPassword, verifyPassword } from '../tools/passwords'
import { eraseAccount } from '../repositories/account'
import { markEmailVerified, saveEmailVerification, spendEmailVerification } from '../repositories/emailVerifications'
import { createPasswordReset, usePasswordReset } from '../repositories/passwordResets'
import { endOtherSessions } from '../repositories/sessions'
import { findUser, findUserByEmail, insertUser, normalizeEmail, setPasswordHash, type UserRow } from '../repositories/users'
import { badRequest, conflict, forbidden, TooManyRequests, unauthenticated } from '../http/refusal'
import { hashToken, newToken } from '../tools/tokens'
import { cancelOrdersOfClosingAccount } from './orders'

// The shopper's own account: opening it, proving her e-mail is hers, her password (changed, forgotten), deleting it.

const m = messages.auth
const am = aftercareMessages.account

/**
 * A new account, and the link that proves its e-mail, in one transaction; undefined when the e-mail has an
 * account already (two registrations for one address at once: the unique index decides).
 */
export async function registerAccount(shop: FastifyInstance, fields: { name: string; email: string; password: string }): Promise<UserRow | undefined> {
  if (await findUserByEmail(shop.db, fields.email)) return undefined
  const passwordHash = await hashPassword(fields.password)
  try {
    const user = await shop.db.transaction(async (tx) => {
      const created = await insertUser(tx, { name: fields.name, email: fields.email, passwordHash })
      await sendVerificationLink(shop, tx, created)
      return created
    })
    shop.mail.wake()
    return user
  } catch (error) {
    if (isUniqueViolation(error)) return undefined
    throw error
  }
}

/**
 * A new verification link for the account, stored and e-mailed in the caller's transaction; answers the seconds
 * to wait when the account has been sent its hour's links already.
 */
async function sendVerificationLink(shop: FastifyInstance, tx: Db, user: { id: string; name: string; email: string }): Promise<number | undefined> {
  const token = newToken()
  const tokenHash = hashToken(token)
  const waitSeconds = await saveEmailVerification(tx, user.id, tokenHash)
  if (waitSeconds === undefined) await enqueueVerificationMail(tx, shop.mail.context, user, token, tokenHash)
  return waitSeconds
}

/** "Send the link again", from My Account. */
export async function resendVerificationLink(shop: FastifyInstance, userId: string): Promise<void> {
  const row = await findUser(shop.db, userId)
  if (!row) throw unauthenticated(m.loginRequired)
  if (row.emailVerifiedAt) throw conflict(am.alreadyVerified)
  const waitSeconds = await shop.db.transaction((tx) => sendVerificationLink(shop, tx, row))
  if (waitSeconds !== undefined) throw new TooManyRequests(am.verificationTooMany, waitSeconds)
  shop.mail.wake()
}

/** The link opened: the e-mail it verified (the page tells a signed-in browser of that account). */
export async function verifyEmail(shop: FastifyInstance, token: string): Promise<string> {
  const email = await spendEmailVerification(shop.db, hashToken(token))
  if (!email) throw badRequest(am.verificationLinkInvalid)
  return email
}

/**
 * The signed-in shopper's account row, once her password is proven: a wrong one costs a failure, as at login
 * (a stolen session cannot guess its way to the password), and is refused with 403.
 */
export async function proveOwnPassword(shop: FastifyInstance, userId: string, password: string, ip: string) {
  const row = await findUser(shop.db, userId)
  if (!row) throw unauthenticated(m.loginRequired)
  const keys = [`account:${row.email}`, `address:${ip}`] as const
  await shop.limits.failedLogins.take(...keys)
  if (!(await verifyPassword(password, row.passwordHash))) throw forbidden(am.currentPasswordWrong)
  await shop.limits.failedLogins.giveBack(...keys)
  return row
}

/** Her new password (the current one proven) ends every session of the account but `keepSession`, this browser's. */
export async function changePassword(shop: FastifyInstance, userId: string, newPassword: string, keepSession: string | undefined): Promise<void> {
  const passwordHash = await hashPassword(newPassword)
  await shop.db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, passwordHash)
    await endOtherSessions(tx, userId, keepSession)
  })
}

/** A reset link for the account the e-mail belongs to, if any. */
export async function sendPasswordResetLink(shop: FastifyInstance, email: string): Promise<void> {
  const user = await findUserByEmail(shop.db, email)
  if (!user) return
  const token = newToken()
  const tokenHash = hashToken(token)
  await shop.db.transaction(async (tx) => {
    await createPasswordReset(tx, user.id, tokenHash, shop.clock.now())
    await enqueuePasswordResetMail(tx, shop.mail.context, user, token, tokenHash)
  })
  shop.mail.wake()
}

/** A link works once, within its hour; the new password ends every session of the account but `keepSession`, this browser's. */
export async function resetPassword(shop: FastifyInstance, token: string, password: string, keepSession: string | undefined): Promise<void> {
  const passwordHash = await hashPassword(password)
  const changed = await shop.db.transaction(async (tx) => {
    const userId = token.length <= 200 ? await usePasswordReset(tx, hashToken(token), shop.clock.now()) : undefined
    if (!userId) return false
    await setPasswordHash(tx, userId, passwordHash)
    // The reset link was opened from her inbox: the e-mail is hers.
    await markEmailVerified(tx, userId)
    await endOtherSessions(tx, userId, keepSession)
    return true
  })
  if (!changed) throw badRequest(passwordMessages.linkInvalid)
}

/**
 * Deletes the account (her password proven): her orders not yet shipped are cancelled first (units back, paid ones
 * refunded, the owner told), then the account is erased; an order on its way keeps whom and where to deliver
 * until it is delivered, as the law allows for a contract in progress (repositories/account eraseAccount).
 */
export async function deleteAccount(shop: FastifyInstance, account: { id: string; email: string }): Promise<void> {
  if (account.email === normalizeEmail(shop.config.sellerEmail)) throw forbidden(am.sellerCannotDelete)
  await cancelOrdersOfClosingAccount(shop, account.id)
  await shop.db.transaction((tx) => eraseAccount(tx, account.id, account.email))
  shop.mail.wake()
}
