import { messages, type BookingStatus } from '../../../src/contract'
import { counterMessages } from '../../../src/contract/counter'
import { earningsMessages } from '../../../src/contract/earnings'
import { PERMISSIONS, teamMessages, type Permission, type StaffRole } from '../../../src/contract/team'
import { badRequest, forbidden, unauthenticated, type Refusal } from '../http/refusal'

export type { Permission }

/**
 * The one place that answers "may this actor do this?". Every seller endpoint and every action that staff
 * take names one permission here; a new role is a new line in ROLE_PERMISSIONS, nothing else.
 */

/** A signed-in team member: her account, role and (a stylist's) salon team member. */
export interface StaffActor {
  kind: 'staff'
  accountId: string
  name: string
  role: StaffRole
  staffId: string | null
  mustChangePassword: boolean
}

/** Who is asking: nobody signed in, a shopper, or a member of the shop's staff with her role. */
export type Actor = { kind: 'guest' } | { kind: 'shopper'; userId: string } | StaffActor

const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  // Bookings, clients, orders, messages and the counter, its day's count included (takings by method and the drawer's
  // cash: counting the drawer is her job), and the stock room (she takes deliveries in and counts the shelves); not the
  // dashboard's revenue (revenue.view), exports, prices, promotions, what stock cost, settings or team accounts.
  'front-desk': ['orders.manage', 'bookings.manage', 'bookings.own', 'waitlist.manage', 'customers.view', 'messages.view', 'counter.sell', 'stock.receive', 'stock.count'],
  // Her own calendar and appointments, nothing of other members' clients; her own earnings, no one else's.
  stylist: ['bookings.own', 'earnings.own'],
}

export const permissionsOf = (role: StaffRole): Permission[] => [...ROLE_PERMISSIONS[role]]

/** Whether the actor is staff whose role includes `permission`. */
export const may = (actor: Actor, permission: Permission): boolean => actor.kind === 'staff' && ROLE_PERMISSIONS[actor.role].includes(permission)

/**
 * Why `actor` may not do what `permission` guards (without one: be signed in as staff), or undefined when she may.
 * A member the owner asked to choose a new password may do nothing else until she has.
 */
export function refusalOf(actor: Actor, permission?: Permission): Refusal | undefined {
  if (actor.kind === 'guest') return unauthenticated(messages.auth.sellerLoginRequired)
  if (actor.kind === 'shopper') return forbidden(messages.auth.sellerOnly)
  if (permission === undefined) return undefined
  if (actor.mustChangePassword) return forbidden(teamMessages.mustChangePassword)
  return may(actor, permission) ? undefined : forbidden(teamMessages.notForYourRole)
}

/** The salon team member whose bookings the actor sees: everyone's (undefined) with 'bookings.manage', else her own (null: none). */
export const calendarScopeOf = (actor: Actor): string | null | undefined => (may(actor, 'bookings.manage') ? undefined : actor.kind === 'staff' ? actor.staffId : null)

/** The statuses a member with only her own appointments may set. */
const OWN_BOOKING_STATUSES: readonly BookingStatus[] = ['completed', 'no-show']

/** Why the actor may not set a visit served by `employeeIds` to `status`, or undefined when she may. */
export function refusalOfBookingStatus(actor: Actor, employeeIds: string[], status: BookingStatus): Refusal | undefined {
  if (may(actor, 'bookings.manage')) return undefined
  if (actor.kind !== 'staff' || actor.staffId === null || !employeeIds.includes(actor.staffId)) return forbidden(teamMessages.notYourBooking)
  return OWN_BOOKING_STATUSES.includes(status) ? undefined : forbidden(teamMessages.stylistStatuses)
}

/**
 * Why the actor may not bill a visit of another day than today at the counter (the owner's override, recorded on the
 * bill; the front desk bills today's visits only), or undefined when she may.
 */
export const refusalOfOtherDayBill = (actor: Actor): Refusal | undefined => (may(actor, 'counter.otherDay') ? undefined : forbidden(counterMessages.otherDayOwnerOnly))

/**
 * The salon member whose earnings the actor may read when she asks for `member` (undefined: her own): anyone's with
 * 'earnings.manage' (the owner, who names one unless she is a member herself), only her own with 'earnings.own' (a stylist), none otherwise.
 */
export function earningsMemberOf(actor: Actor, member: string | undefined): string | Refusal {
  const refusal = refusalOf(actor, may(actor, 'earnings.manage') ? 'earnings.manage' : 'earnings.own')
  if (refusal) return refusal
  if (may(actor, 'earnings.manage')) return member ?? (actor.kind === 'staff' && actor.staffId !== null ? actor.staffId : badRequest(earningsMessages.member))
  if (actor.kind !== 'staff' || actor.staffId === null) return forbidden(earningsMessages.noMember)
  return member === undefined || member === actor.staffId ? actor.staffId : forbidden(earningsMessages.notYourFigures)
}
