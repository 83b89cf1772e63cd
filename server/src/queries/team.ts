import type { FastifyInstance } from 'fastify'
import type { PageInfo } from '../../../src/contract'
import type { ActivityEntry, StaffAccount } from '../../../src/contract/team'
import { verifyPassword } from '../tools/passwords'
import type { StaffActor } from '../domain/permissions'
import type { PageRequest } from '../repositories/pages'
import { toActivityEntry, toStaffAccount } from '../mappers/team'
import { findStaffAccount, listActivity, listStaffAccounts } from '../repositories/staff'

// The team as its manager reads it, and a member's own login.

/** The whole team, oldest first: the owner from the first start leads. */
export const teamAccounts = async (shop: FastifyInstance): Promise<StaffAccount[]> => (await listStaffAccounts(shop.db)).map(toStaffAccount)

/** A page of the team's activity, newest first, each line with its member. */
export async function activityPage(shop: FastifyInstance, page: PageRequest): Promise<{ activity: ActivityEntry[] } & PageInfo> {
  const { activity, nextCursor } = await listActivity(shop.db, page)
  return { activity: activity.map(toActivityEntry), nextCursor }
}

/**
 * The signed-in member's own login: her e-mail (what her failed logins are counted under) and whether a password is
 * her current one; the hash itself stays here.
 */
export async function ownLogin(shop: FastifyInstance, actor: StaffActor): Promise<{ email: string; isHers: (password: string) => Promise<boolean> }> {
  const account = (await findStaffAccount(shop.db, actor.accountId))!
  return { email: account.email, isHers: (password) => verifyPassword(password, account.passwordHash ?? '') }
}
