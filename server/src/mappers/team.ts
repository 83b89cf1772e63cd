import type { ActivityEntry, StaffAccount } from '../../../src/contract/team'
import type { ActivityRow, StaffAccountRow } from '../repositories/staff'

/** A team account as its manager's list shows it. */
export const toStaffAccount = (row: StaffAccountRow): StaffAccount => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  role: row.role,
  staffId: row.staffId,
  status: row.status,
  mustChangePassword: row.mustChangePassword,
  invitationExpiresAt: row.invitationExpiresAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
})

/** A line of the team's activity, naming its member. */
export const toActivityEntry = (row: ActivityRow): ActivityEntry => ({
  _id: row.id,
  kind: row.kind,
  summary: row.summary,
  member: { _id: row.member.id, name: row.member.name, role: row.member.role },
  createdAt: row.createdAt.toISOString(),
})
