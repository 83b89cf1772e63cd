import { messages } from '../../src/contract'
import { forbidden, unauthenticated, type Refusal } from './refusal'

/**
 * The one place that answers "may this actor do this?". Every seller endpoint and every action that staff
 * take names one permission here; a new role is a new line in ROLE_PERMISSIONS, nothing else.
 */
export const PERMISSIONS = [
  /** Products: add, edit, archive, delete, stock. */
  'catalogue.edit',
  /** Orders: list, read, move along, record cash taken. */
  'orders.manage',
  /** The bookings list and calendar; a booking's status and time. */
  'bookings.manage',
  /** The salon's menu, team, hours, time off and settings. */
  'salon.manage',
  /** Sales figures and customers. */
  'insights.view',
  /** Spreadsheets of orders and products. */
  'exports.download',
  /** The outbox and the contact messages. */
  'messages.view',
  /** The help pages. */
  'pages.edit',
  /** Delivery zones, fees and times, and collection at the salon. */
  'delivery.manage',
] as const
export type Permission = (typeof PERMISSIONS)[number]

export type StaffRole = 'owner'

/** Who is asking: nobody signed in, a shopper, or a member of the shop's staff with her role. */
export type Actor = { kind: 'guest' } | { kind: 'shopper'; userId: string } | { kind: 'staff'; role: StaffRole }

const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
}

/** Why `actor` may not do what `permission` guards (without one: be signed in as staff), or undefined when she may. */
export function refusalOf(actor: Actor, permission?: Permission): Refusal | undefined {
  if (actor.kind === 'guest') return unauthenticated(messages.auth.sellerLoginRequired)
  if (actor.kind === 'shopper') return forbidden(messages.auth.sellerOnly)
  return permission === undefined || ROLE_PERMISSIONS[actor.role].includes(permission) ? undefined : forbidden(messages.auth.sellerOnly)
}
