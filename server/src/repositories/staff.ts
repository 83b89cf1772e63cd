import { and, asc, count, eq, gt, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm'
import type { PageInfo } from '../../../src/contract'
import { INVITATION_HOURS, TEAM_MAX, type ActivityKind, type Invitation, type StaffAccount, type StaffRole } from '../../../src/contract/team'
import type { Db } from '../db/client'
import { sessions, staffAccounts, staffActivity, staffInvitations } from '../db/schema'
import { newestFirst, type PageRequest } from './pages'

type AccountRow = typeof staffAccounts.$inferSelect

/** What a seller session says about who holds it: an enabled account's member, or nothing. */
export interface SessionStaff {
  accountId: string
  name: string
  role: StaffRole
  staffId: string | null
  mustChangePassword: boolean
}

/**
 * The first start of a shop with no team account: the environment's seller login becomes its owner, and the
 * seller sessions from before team accounts become hers (an existing shop's owner stays logged in). Two
 * instances starting together insert one owner: the e-mail is unique.
 */
export async function createFirstOwner(db: Db, owner: { email: string; name: string; passwordHash: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(staffAccounts)
      .values({ ...owner, email: owner.email.toLowerCase(), role: 'owner' })
      .onConflictDoNothing()
      .returning({ id: staffAccounts.id })
    if (made) await tx.update(sessions).set({ staffAccountId: made.id }).where(and(eq(sessions.role, 'seller'), isNull(sessions.staffAccountId)))
  })
}

export async function countStaffAccounts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffAccounts)
  return row!.n
}

export async function findStaffByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email.toLowerCase())).limit(1)
  return row
}

export async function findStaffAccount(db: Db, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1)
  return row
}

/** The member a live seller session belongs to, read at every request: a disabled account's sessions open nothing. */
export async function findSessionStaff(db: Db, tokenHash: string, now: Date): Promise<SessionStaff | undefined> {
  const [row] = await db
    .select({ accountId: staffAccounts.id, name: staffAccounts.name, role: staffAccounts.role, staffId: staffAccounts.staffId, mustChangePassword: staffAccounts.mustChangePassword })
    .from(sessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, sessions.staffAccountId))
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.role, 'seller'), gt(sessions.expiresAt, now), isNull(staffAccounts.disabledAt)))
    .limit(1)
  return row
}

/** Ends every session of the account, but the one whose token hash is `keep`. */
export async function endStaffSessions(db: Db, accountId: string, keep?: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.staffAccountId, accountId), keep ? ne(sessions.tokenHash, keep) : undefined))
}

const statusOf = (row: AccountRow): StaffAccount['status'] => (row.disabledAt ? 'disabled' : row.passwordHash ? 'active' : 'invited')

/** A team account as its manager reads it (its password hash left out): whether it is active, invited or disabled, and when an open invitation runs out. */
export interface StaffAccountRow {
  id: string
  name: string
  email: string
  phone: string | null
  role: StaffRole
  staffId: string | null
  status: StaffAccount['status']
  mustChangePassword: boolean
  /** An invited account's latest unused invitation's end; null for any other. */
  invitationExpiresAt: Date | null
  createdAt: Date
}

/** The whole team (at most TEAM_MAX accounts), oldest first: the owner from the first start leads. */
export async function listStaffAccounts(db: Db): Promise<StaffAccountRow[]> {
  const rows = await db.select().from(staffAccounts).orderBy(asc(staffAccounts.createdAt), asc(staffAccounts.id)).limit(TEAM_MAX)
  const invitations = rows.length
    ? await db
        .select({ accountId: staffInvitations.accountId, expiresAt: sql<Date>`max(${staffInvitations.expiresAt})`.mapWith(staffInvitations.expiresAt) })
        .from(staffInvitations)
        .where(and(inArray(staffInvitations.accountId, rows.map((row) => row.id)), isNull(staffInvitations.usedAt)))
        .groupBy(staffInvitations.accountId)
    : []
  const expiry = new Map(invitations.map((invitation) => [invitation.accountId, invitation.expiresAt]))
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    staffId: row.staffId,
    status: statusOf(row),
    mustChangePassword: row.mustChangePassword,
    invitationExpiresAt: statusOf(row) === 'invited' ? (expiry.get(row.id) ?? null) : null,
    createdAt: row.createdAt,
  }))
}

/** A new invited account; 'taken' when the e-mail has one, 'full' at TEAM_MAX accounts. */
export async function insertInvitedAccount(db: Db, account: { name: string; email: string; phone: string | null; role: StaffRole; staffId: string | null }): Promise<string | 'taken' | 'full'> {
  // One invitation at a time: two owners inviting together cannot pass the team's size between them.
  await db.execute(sql`lock table staff_accounts in share row exclusive mode`)
  if ((await countStaffAccounts(db)) >= TEAM_MAX) return 'full'
  const [made] = await db
    .insert(staffAccounts)
    .values({ ...account, email: account.email.toLowerCase() })
    .onConflictDoNothing()
    .returning({ id: staffAccounts.id })
  return made?.id ?? 'taken'
}

/** A new invitation link (hashed) for the account; every earlier one stops working. */
export async function storeInvitation(db: Db, accountId: string, tokenHash: string, now: Date): Promise<Date> {
  const expiresAt = new Date(now.getTime() + INVITATION_HOURS * 3_600_000)
  await db.update(staffInvitations).set({ usedAt: now }).where(and(eq(staffInvitations.accountId, accountId), isNull(staffInvitations.usedAt)))
  await db.insert(staffInvitations).values({ tokenHash, accountId, expiresAt })
  return expiresAt
}

/** Whom a link invites while it is good (unused, within its hours, her account enabled and without a password). */
export async function findInvitation(db: Db, tokenHash: string, now: Date): Promise<Invitation | undefined> {
  const [found] = await db
    .select({ name: staffAccounts.name, email: staffAccounts.email, role: staffAccounts.role })
    .from(staffInvitations)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffInvitations.accountId))
    .where(and(eq(staffInvitations.tokenHash, tokenHash), isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, now), isNull(staffAccounts.passwordHash), isNull(staffAccounts.disabledAt)))
  return found
}

/**
 * Uses an invitation once: sets the account's password if the link is unused, within its hours, and its account
 * enabled and still without a password. The account, or undefined.
 */
export async function acceptInvitation(db: Db, tokenHash: string, passwordHash: string, now: Date): Promise<AccountRow | undefined> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(staffInvitations)
      .set({ usedAt: now })
      .where(and(eq(staffInvitations.tokenHash, tokenHash), isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, now)))
      .returning({ accountId: staffInvitations.accountId })
    if (!used) return undefined
    const [account] = await tx
      .update(staffAccounts)
      .set({ passwordHash })
      .where(and(eq(staffAccounts.id, used.accountId), isNull(staffAccounts.passwordHash), isNull(staffAccounts.disabledAt)))
      .returning()
    return account
  })
}

/**
 * The owners who can log in (enabled, password set: an invitation not taken up opens nothing), their rows locked until the caller's transaction ends: two owners demoting or disabling
 * each other at once are decided one after the other, and the second sees the first's change.
 */
export async function lockOwners(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, 'owner'), isNull(staffAccounts.disabledAt), isNotNull(staffAccounts.passwordHash)))
    .for('update')
  return rows.map((row) => row.id)
}

export async function updateStaffAccount(db: Db, id: string, changes: Partial<Pick<AccountRow, 'name' | 'role' | 'staffId' | 'phone' | 'mustChangePassword' | 'disabledAt'>>): Promise<AccountRow | undefined> {
  const [row] = await db.update(staffAccounts).set(changes).where(eq(staffAccounts.id, id)).returning()
  return row
}

/** The owner asks every other member who can log in to choose a new password; the names of those asked. */
export async function askNewPasswords(db: Db, exceptId: string): Promise<string[]> {
  const rows = await db
    .update(staffAccounts)
    .set({ mustChangePassword: true })
    .where(and(ne(staffAccounts.id, exceptId), isNotNull(staffAccounts.passwordHash), isNull(staffAccounts.disabledAt)))
    .returning({ name: staffAccounts.name })
  return rows.map((row) => row.name)
}

/** Her own new password: the owner's request to change it is met. */
export async function setStaffPassword(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.update(staffAccounts).set({ passwordHash, mustChangePassword: false }).where(eq(staffAccounts.id, id))
}

/** One line of who did what, in the transaction of the change it records. */
export async function recordActivity(db: Db, entry: { accountId: string; kind: ActivityKind; subject: string; summary: string }): Promise<void> {
  await db.insert(staffActivity).values(entry)
}

/** A line of the team's activity with the member who did it. */
export interface ActivityRow {
  id: string
  kind: ActivityKind
  summary: string
  member: { id: string; name: string; role: StaffRole }
  createdAt: Date
}

/** A page of the team's activity, newest first, each line with its member. */
export async function listActivity(db: Db, page: PageRequest): Promise<{ activity: ActivityRow[] } & PageInfo> {
  const { rows, nextCursor } = await newestFirst(db, staffActivity, page)
  const ids = [...new Set(rows.map((row) => row.accountId))]
  const members = ids.length ? await db.select({ id: staffAccounts.id, name: staffAccounts.name, role: staffAccounts.role }).from(staffAccounts).where(inArray(staffAccounts.id, ids)) : []
  const byId = new Map(members.map((member) => [member.id, member]))
  return {
    activity: rows.map((row) => {
      const member = byId.get(row.accountId)!
      return { id: row.id, kind: row.kind, summary: row.summary, member, createdAt: row.createdAt }
    }),
    nextCursor,
  }
}

