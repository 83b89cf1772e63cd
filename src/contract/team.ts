// The salon's team logins: roles, what each may do (the names; permissions.ts on the server decides), the team
// accounts' screens and rules, and the activity list.
import * as yup from 'yup'
import { TEXT_MAX } from './limits'
import { internationalPhone } from './nigeria'
import { phoneMessageWords } from './phoneMessages'
import { passwordMessages } from './mail'
import { pages } from './routes'
import { loginSchema, newPassword } from './schemas'

/** What staff may be allowed to do; server/src/domain/permissions.ts gives each role its share. */
export const PERMISSIONS = [
  /** Products: add, edit, prices, archive, delete, stock. */
  'catalogue.edit',
  /** Orders: list, read, move along, record cash taken. */
  'orders.manage',
  /** Every booking: the list, everyone's calendar, any booking's status and time. */
  'bookings.manage',
  /** Her own calendar and her own appointments (completed, no-show): a stylist's. */
  'bookings.own',
  /** The waiting list: who waits for which service and days, and offering one of them a time by hand. */
  'waitlist.manage',
  /** Charge a no-show's or a late cancellation's fee to a client's kept card, or waive it. */
  'bookings.fees',
  /** The salon's menu, team, hours, time off and settings. */
  'salon.manage',
  /** The shop's revenue: the dashboard's sales figures and what each customer spent (the counter's day is counter.sell's). */
  'revenue.view',
  /** The registered shoppers. */
  'customers.view',
  /** Spreadsheets of orders and products. */
  'exports.download',
  /** The outbox and the contact messages. */
  'messages.view',
  /** The help pages. */
  'pages.edit',
  /** Team accounts, invitations and the activity list. */
  'team.manage',
  /** The bank account transfers are paid into, and the phone messages' settings. */
  'shop.settings',
  /** Delivery zones, fees and times, and collection at the salon. */
  'delivery.manage',
  /** The salon's counter: bills, their payments and receipts, voids, and the day's count (takings by method, drawer cash). */
  'counter.sell',
  /** The counter's override: bill a visit of another day than today, recorded on the bill. */
  'counter.otherDay',
  /** Discount codes: make them, pause them, their figures and spreadsheet. */
  'promotions.manage',
  /** Commission rules, every member's earnings and the payroll (close a period, print it, its CSV). */
  'earnings.manage',
  /** Her own services, sales, tips and commission: a stylist's. */
  'earnings.own',
  /** The reports: revenue by channel and service category, service mix, top clients, bookings and rebook rates; the Monday e-mail. */
  'reports.view',
  /** Gift cards: what was sold, redeemed and is still owed (the liability) by month, their CSV, voiding one, their terms. */
  'giftCards.manage',
  /** Stock: record deliveries from suppliers, see the batches and their expiry dates, write off expired ones. */
  'stock.receive',
  /** Count the shelves: the stock take's counts become corrections with their reason. */
  'stock.count',
  /** What the stock cost: batches' unit costs, a stock take's variance in naira. */
  'stock.costs',
  /** Campaigns: news and offers to the clients who agreed, what they cost, and their results. */
  'campaigns.send',
  /** The salon's reviews: read them, reply, publish or hide them. */
  'reviews.manage',
] as const
export type Permission = (typeof PERMISSIONS)[number]

export const STAFF_ROLES = ['owner', 'front-desk', 'stylist'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]
export const STAFF_ROLE_NAMES: Record<StaffRole, string> = { owner: 'Owner', 'front-desk': 'Front desk', stylist: 'Stylist' }

/** How long an invitation link works. */
export const INVITATION_HOURS = 48
/** A team is a handful of people: the list is read whole, up to this many accounts. */
export const TEAM_MAX = 50
/** The join page's address carries the invitation's token in this parameter. */
export const INVITATION_TOKEN_PARAM = pages.joinTeam.tokenQuery

/** The seller session as `GET /api/seller/is-auth` shows it. */
export interface StaffSession {
  _id: string
  name: string
  email: string
  role: StaffRole
  permissions: Permission[]
  /** The salon team member whose calendar is hers (a stylist's), or null. */
  staffId: string | null
  /** She must choose a new password before anything else. */
  mustChangePassword: boolean
}

export type StaffAccountStatus = 'invited' | 'active' | 'disabled'

/** A team account as the owner manages it. */
export interface StaffAccount {
  _id: string
  name: string
  email: string
  /** Her mobile (+234…), where her invitation also goes by the shop's phone channel; null without one. */
  phone: string | null
  role: StaffRole
  staffId: string | null
  status: StaffAccountStatus
  mustChangePassword: boolean
  /** Until when her latest invitation works (invited accounts). */
  invitationExpiresAt: string | null
  createdAt: string
}

/** What a team member did, for the owner's activity list. */
export const ACTIVITY_KINDS = ['order', 'booking', 'stock', 'product', 'team', 'client'] as const
export type ActivityKind = (typeof ACTIVITY_KINDS)[number]

export interface ActivityEntry {
  _id: string
  kind: ActivityKind
  /** One line in the shop's words: "Order 3F9A0C1B moved to Shipped". */
  summary: string
  member: { _id: string; name: string; role: StaffRole }
  createdAt: string
}

export const teamMessages = {
  title: 'Team accounts',
  invited: (to: string) => `Invitation sent to ${to}.`,
  resent: 'Invitation sent again.',
  everyoneAsked: (members: number) => (members === 1 ? 'One member must choose a new password before she continues.' : `${members} members must choose a new password before they continue.`),
  nobodyToAsk: 'No other member has a password to change yet.',
  saved: 'Team account saved.',
  disabled: 'Account disabled: her sessions have ended.',
  enabled: 'Account enabled.',
  sessionsEnded: 'Her sessions have ended.',
  notFound: 'This team account does not exist.',
  emailTaken: 'A team account already uses this e-mail.',
  teamFull: `A team has at most ${TEAM_MAX} accounts.`,
  lastOwner: 'The shop needs an owner: make someone else owner first.',
  alreadyJoined: 'She has already set her password: no invitation to send.',
  disabledAccount: 'This account is disabled.',
  staffUnknown: 'Please choose a member of the salon team.',
  /** A stylist's login is her calendar: without her salon team member she would see an empty one. */
  stylistCalendar: 'Choose the salon team member she is: a stylist sees her own calendar. Not in the list? Add her under Team first.',
  /** A stylist whose salon team member was taken off the team: her calendar has nobody's column. */
  noCalendar: 'Your login is not linked to a calendar. Ask the owner to choose your name in the salon team under Team Accounts (Edit).',
  roleRequired: 'Please choose a role',
  nameRequired: 'Please enter her name',
  invitationInvalid: 'This invitation link has expired or has already been used. Please ask the owner for a new one.',
  /** The join page's words: who is invited, where, as what (her login's e-mail follows). */
  invitationFor: (name: string, shop: string, role: string) => `${name}, you are invited to the ${shop} team as ${role}.`,
  joined: 'Your password is set: welcome to the team.',
  passwordChanged: 'Your password has been changed.',
  mustChangePassword: 'Please choose a new password before you continue.',
  notForYourRole: 'Your role does not include this.',
  notYourBooking: 'This booking is another member’s.',
  stylistStatuses: 'You can mark your appointments completed or no-show.',
} as const

const tm = teamMessages

/** Her mobile, optional: empty for none, else a Nigerian number. */
const memberPhone = yup
  .string()
  .trim()
  .max(TEXT_MAX)
  .test('nigerian-mobile', phoneMessageWords.phone, (value = '') => value === '' || internationalPhone(value) !== null)

/** Whether an account with this role and salon team member would have a calendar to open: a stylist needs one. */
export const hasCalendarFor = (role: StaffRole | undefined, staffId: string | null | undefined): boolean => role !== 'stylist' || Boolean(staffId)

export const inviteSchema = loginSchema.pick(['email']).shape({
  name: yup.string().trim().max(TEXT_MAX).required(tm.nameRequired),
  role: yup.string().oneOf(STAFF_ROLES, tm.roleRequired).required(tm.roleRequired),
  /** The salon team member she is (a stylist's calendar, required for her), or none. */
  staffId: yup
    .string()
    .max(TEXT_MAX)
    .nullable()
    .default(null)
    .test('stylist-calendar', tm.stylistCalendar, (staffId, { parent }) => hasCalendarFor(parent.role, staffId)),
  phone: memberPhone.default(''),
})

export const staffAccountChangeSchema = yup.object({
  /** Her name as receipts and the activity list give it. */
  name: yup.string().trim().max(TEXT_MAX).min(1, tm.nameRequired),
  role: yup.string().oneOf(STAFF_ROLES, tm.roleRequired),
  // Sent with a role, checked here too (the edit form's error); the server checks the account as it would end up.
  staffId: yup
    .string()
    .max(TEXT_MAX)
    .nullable()
    .test('stylist-calendar', tm.stylistCalendar, (staffId, { parent }) => staffId === undefined || hasCalendarFor(parent.role, staffId)),
  phone: memberPhone,
  mustChangePassword: yup.boolean().strict(),
})

export const joinSchema = yup.object({
  token: yup.string().strict().max(TEXT_MAX).required(tm.invitationInvalid),
  password: newPassword,
})

/** The join page asks whom its link invites. */
export const invitationQuerySchema = joinSchema.pick(['token'])

/** What an invitation link tells the member it invites, before she sets her password. */
export interface Invitation {
  name: string
  /** Her login's e-mail. */
  email: string
  role: StaffRole
}

/** The join page's form: the password twice (only the first is sent). */
export const joinFormSchema = yup.object({
  password: newPassword,
  confirm: yup
    .string()
    .required(passwordMessages.confirmRequired)
    .oneOf([yup.ref('password')], passwordMessages.confirmDifferent),
})
