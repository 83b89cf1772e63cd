import type { FastifyInstance } from 'fastify'
import type { InferType } from 'yup'
import { internationalPhone } from '../../../src/contract/nigeria'
import { hasCalendarFor, STAFF_ROLE_NAMES, teamMessages as tm, type Invitation, type inviteSchema, type StaffRole, type StaffSession, type staffAccountChangeSchema } from '../../../src/contract/team'
import type { Db } from '../db/client'
import { isForeignKeyViolation, isUuid } from '../tools/ids'
import { enqueueInvitationMail } from '../messages/team'
import { decoyHash, hashPassword, verifyPassword } from '../tools/passwords'
import { permissionsOf, type StaffActor } from '../domain/permissions'
import {
  acceptInvitation,
  askNewPasswords,
  endStaffSessions,
  findStaffAccount,
  findInvitation,
  findStaffByEmail,
  insertInvitedAccount,
  lockOwners,
  recordActivity,
  setStaffPassword,
  storeInvitation,
  updateStaffAccount,
} from '../repositories/staff'
import { badRequest, conflict, forbidden, notFound } from '../http/refusal'
import { hashToken, newToken } from '../tools/tokens'

/** The team account a login names, when the password is hers; undefined otherwise (as long either way: an unknown e-mail is checked against a decoy). */
export async function staffWithPassword(shop: FastifyInstance, email: string, password: string) {
  const account = await findStaffByEmail(shop.db, email)
  const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyHash))
  if (!account?.passwordHash || !matches) return undefined
  if (account.disabledAt) throw forbidden(tm.disabledAccount)
  return account
}

/** The seller session as the browser sees it: who she is and what her role may do. */
export async function staffSession(shop: FastifyInstance, actor: StaffActor): Promise<StaffSession> {
  const account = (await findStaffAccount(shop.db, actor.accountId))!
  return { _id: account.id, name: account.name, email: account.email, role: account.role, permissions: permissionsOf(account.role), staffId: account.staffId, mustChangePassword: account.mustChangePassword }
}

async function accountOf(db: Db, id: string) {
  const account = isUuid(id) ? await findStaffAccount(db, id.toLowerCase()) : undefined
  if (!account) throw notFound(tm.notFound)
  return account
}

/** A write that names a salon team member who does not exist is the client's mistake, not ours. */
async function withKnownStaff<T>(write: Promise<T>): Promise<T> {
  try {
    return await write
  } catch (error) {
    if (isForeignKeyViolation(error)) throw badRequest(tm.staffUnknown)
    throw error
  }
}

/** A new link for the account, its e-mail in the same transaction. */
async function sendInvitation(shop: FastifyInstance, tx: Db, account: { id: string; name: string; email: string; phone: string | null; role: StaffRole }) {
  const token = newToken()
  const tokenHash = hashToken(token)
  await storeInvitation(tx, account.id, tokenHash, shop.clock.now())
  await enqueueInvitationMail(tx, shop.mail.context, account, token, tokenHash)
}

/** The member's mobile as stored (+234…), or null for none (the schema has checked it is Nigerian). */
const phoneOf = (typed: string | undefined) => (typed ? internationalPhone(typed) : null)

/** The owner invites a member with a role: her account waits for the password she sets from the e-mailed link. */
export async function inviteMember(shop: FastifyInstance, actor: StaffActor, input: InferType<typeof inviteSchema>) {
  const email = input.email.toLowerCase()
  const phone = phoneOf(input.phone)
  await shop.db.transaction(async (tx) => {
    const made = await withKnownStaff(insertInvitedAccount(tx, { name: input.name, email, phone, role: input.role, staffId: input.staffId || null }))
    if (made === 'taken') throw conflict(tm.emailTaken)
    if (made === 'full') throw conflict(tm.teamFull)
    await sendInvitation(shop, tx, { id: made, name: input.name, email, phone, role: input.role })
    await recordActivity(tx, { accountId: actor.accountId, kind: 'team', subject: made, summary: `Invited ${input.name} (${email}) as ${STAFF_ROLE_NAMES[input.role]}` })
  })
  shop.mail.wake()
  return { message: tm.invited(phone ? `${email} and ${phone}` : email) }
}

/** A new link for a member who has not joined yet; the earlier ones stop working. */
export async function resendInvitation(shop: FastifyInstance, actor: StaffActor, id: string) {
  const account = await accountOf(shop.db, id)
  if (account.passwordHash) throw conflict(tm.alreadyJoined)
  if (account.disabledAt) throw conflict(tm.disabledAccount)
  await shop.db.transaction(async (tx) => {
    await sendInvitation(shop, tx, account)
    await recordActivity(tx, { accountId: actor.accountId, kind: 'team', subject: account.id, summary: `Sent ${account.name} her invitation again` })
  })
  shop.mail.wake()
  return { message: tm.resent }
}

/**
 * Changes, under the owners' locks, that must leave the shop an enabled owner: refused (409) when `id` is the last
 * one and the change would take that away.
 */
async function keepingAnOwner<T>(shop: FastifyInstance, id: string, losesOwner: boolean, change: (tx: Db) => Promise<T>): Promise<T> {
  return shop.db.transaction(async (tx) => {
    const owners = await lockOwners(tx)
    if (losesOwner && owners.includes(id) && owners.length === 1) throw conflict(tm.lastOwner)
    return change(tx)
  })
}

/** The owner changes a member's role, salon team member or asks her to choose a new password. */
export async function changeMember(shop: FastifyInstance, actor: StaffActor, id: string, changes: InferType<typeof staffAccountChangeSchema>) {
  const account = await accountOf(shop.db, id)
  if (!hasCalendarFor(changes.role ?? account.role, changes.staffId === undefined ? account.staffId : changes.staffId)) throw badRequest(tm.stylistCalendar)
  const demotes = changes.role !== undefined && changes.role !== 'owner'
  await keepingAnOwner(shop, account.id, demotes, async (tx) => {
    await withKnownStaff(
      updateStaffAccount(tx, account.id, {
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.role !== undefined && { role: changes.role }),
        ...(changes.staffId !== undefined && { staffId: changes.staffId || null }),
        ...(changes.phone !== undefined && { phone: phoneOf(changes.phone) }),
        ...(changes.mustChangePassword !== undefined && { mustChangePassword: changes.mustChangePassword }),
      }),
    )
    const said = [
      changes.name !== undefined && changes.name !== account.name && `${account.name} is now named ${changes.name}`,
      changes.role !== undefined && changes.role !== account.role && `${account.name} is now ${STAFF_ROLE_NAMES[changes.role]}`,
      changes.staffId !== undefined && (changes.staffId || null) !== account.staffId && `${account.name}’s calendar: ${changes.staffId || 'none'}`,
      changes.mustChangePassword === true && `Asked ${account.name} to choose a new password`,
    ].filter(Boolean)
    if (said.length) await recordActivity(tx, { accountId: actor.accountId, kind: 'team', subject: account.id, summary: said.join('; ') })
  })
  return { message: tm.saved }
}

/** The owner asks every other member who can log in to choose a new password before anything else. */
export async function askEveryoneForNewPasswords(shop: FastifyInstance, actor: StaffActor) {
  const asked = await shop.db.transaction(async (tx) => {
    const names = await askNewPasswords(tx, actor.accountId)
    if (names.length) await recordActivity(tx, { accountId: actor.accountId, kind: 'team', subject: actor.accountId, summary: `Asked every member to choose a new password: ${names.join(', ')}` })
    return names.length
  })
  if (!asked) throw conflict(tm.nobodyToAsk)
  return { message: tm.everyoneAsked(asked) }
}

/** Disables a member (every session of hers ends at once) or enables her again; the last owner stays. */
export async function setMemberDisabled(shop: FastifyInstance, actor: StaffActor, id: string, disabled: boolean) {
  const account = await accountOf(shop.db, id)
  await keepingAnOwner(shop, account.id, disabled, async (tx) => {
    await updateStaffAccount(tx, account.id, { disabledAt: disabled ? shop.clock.now() : null })
    if (disabled) await endStaffSessions(tx, account.id)
    await recordActivity(tx, { accountId: actor.accountId, kind: 'team', subject: account.id, summary: `${disabled ? 'Disabled' : 'Enabled'} ${account.name}` })
  })
  return { message: disabled ? tm.disabled : tm.enabled }
}

/** Ends every session of a member (a lost phone): she logs in again. */
export async function endMemberSessions(shop: FastifyInstance, actor: StaffActor, id: string) {
  const account = await accountOf(shop.db, id)
  await shop.db.transaction(async (tx) => {
    await endStaffSessions(tx, account.id)
    await recordActivity(tx, { accountId: actor.accountId, kind: 'team', subject: account.id, summary: `Ended ${account.name}’s sessions` })
  })
  return { message: tm.sessionsEnded }
}

/** Whom her link invites, for the page where she sets her password; 404 once it is used or past its hours. */
export async function invitationOf(shop: FastifyInstance, token: string): Promise<Invitation> {
  const invitation = await findInvitation(shop.db, hashToken(token), shop.clock.now())
  if (!invitation) throw notFound(tm.invitationInvalid)
  return invitation
}

/** The invited member sets her password from her link, once, within its hours: answers her account, to sign her in. */
export async function joinTeam(shop: FastifyInstance, token: string, password: string) {
  const account = await acceptInvitation(shop.db, hashToken(token), await hashPassword(password), shop.clock.now())
  if (!account) throw badRequest(tm.invitationInvalid)
  return { message: tm.joined, accountId: account.id }
}

/** Her own new password (the current one proves it is her): every other session of hers ends. */
export async function changeOwnPassword(shop: FastifyInstance, actor: StaffActor, newPassword: string, keepSession: string | undefined) {
  await shop.db.transaction(async (tx) => {
    await setStaffPassword(tx, actor.accountId, await hashPassword(newPassword))
    await endStaffSessions(tx, actor.accountId, keepSession)
  })
  return { message: tm.passwordChanged }
}
