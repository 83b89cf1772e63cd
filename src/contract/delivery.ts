// Delivery: how an order reaches the shopper (to her address, priced by the zone of its state, or collected at
// the salon), what it costs and when it arrives. Apart from messages.ts so none of it ships with the home page;
// its request schemas are in deliverySchemas.ts, so the cart loads no yup for its figures.
import { formatNaira } from './money'
import { internationalPhone, NIGERIAN_STATES } from './nigeria'
import { SHOP_CONTACT } from './shop'
import { addDays, weekdayOf } from './shopClock'
import type { OrderDelivery, OrderStatus, PaymentType } from './types'

export const DELIVERY_METHODS = ['delivery', 'pickup'] as const
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number]

/** The longest delivery time a zone may promise, in working days. */
export const MAX_DELIVERY_DAYS = 30
/** Zones a shop may have: one per state at most. */
export const MAX_DELIVERY_ZONES = NIGERIAN_STATES.length

/** A zone as the owner edits it and the API shows it: money in naira. */
export interface DeliveryZone {
  _id: string
  name: string
  states: string[]
  fee: number
  /** Delivery is free for an order whose products cost at least this (naira); null: never free. */
  freeFrom: number | null
  minDays: number
  maxDays: number
}

export type DeliveryZoneFields = Omit<DeliveryZone, '_id'>

/** A zone as the owner saves it: with `moveStates`, a state another zone has moves to this one instead of being refused. */
export type DeliveryZoneRequest = DeliveryZoneFields & { moveStates?: boolean }

/** "Kano", "Kano and Kaduna", "Kano, Kaduna and Katsina". */
const namesOf = (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`)

/** What a destination's delivery costs and takes, from whichever quoter priced it (the zones, a courier). */
export interface DeliveryTerms {
  /** The zone's name (or the courier's service) the order is priced by. */
  zone: string
  feeKobo: number
  freeFromKobo: number | null
  minDays: number
  maxDays: number
}

/** Collecting at the salon, as the shop offers it. */
export interface PickupPoint {
  enabled: boolean
  address: string
  hours: string
}

/** Collecting at the salon until the owner changes it: on, at the salon, in its opening hours. */
export const DEFAULT_PICKUP: PickupPoint = { enabled: true, address: `${SHOP_CONTACT.street}, ${SHOP_CONTACT.city}`, hours: SHOP_CONTACT.openingHours }

/** The one fee rule: the zone's fee, or nothing once the products cost at least its threshold (kobo exact). */
export const shippingKobo = (terms: Pick<DeliveryTerms, 'feeKobo' | 'freeFromKobo'>, subtotalKobo: number): number =>
  terms.freeFromKobo !== null && subtotalKobo >= terms.freeFromKobo ? 0 : terms.feeKobo

/** Monday to Friday: the days a courier moves parcels. */
const isWorkingDay = (date: string): boolean => weekdayOf(date) !== 0 && weekdayOf(date) !== 6

/** The working day `days` working days after `date` (YYYY-MM-DD); 0 is `date` itself when it is one, else the next. */
export function workingDaysAfter(date: string, days: number): string {
  let day = date
  let left = days
  while (!isWorkingDay(day)) day = addDays(day, 1)
  while (left > 0) {
    day = addDays(day, 1)
    if (isWorkingDay(day)) left -= 1
  }
  return day
}

/** When an order placed on shop day `today` arrives: from the earliest to the latest day the terms promise. */
export const deliveryWindow = (today: string, terms: Pick<DeliveryTerms, 'minDays' | 'maxDays'>): { from: string; by: string } => ({
  from: workingDaysAfter(today, terms.minDays),
  by: workingDaysAfter(today, terms.maxDays),
})

const weekdayDay = (date: string) => {
  const at = new Date(`${date}T12:00:00Z`)
  return {
    weekday: at.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' }),
    day: at.getUTCDate(),
    month: at.toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' }),
  }
}

/** "Tue 1 – Thu 3 Dec", "Mon 30 Nov – Wed 2 Dec", or "Tue 1 Dec" when both are one day. */
export function formatDeliveryWindow(from: string, by: string): string {
  const start = weekdayDay(from)
  const end = weekdayDay(by)
  if (from === by) return `${end.weekday} ${end.day} ${end.month}`
  return `${start.weekday} ${start.day}${start.month === end.month ? '' : ` ${start.month}`} – ${end.weekday} ${end.day} ${end.month}`
}

export const deliveryMessages = {
  free: 'Free',
  arrives: (window: string) => `arrives ${window}`,
  pickup: 'Collect at the salon',
  pickupFree: 'Free (collect at the salon)',
  toAddress: 'Deliver to my address',
  fromAddress: 'Add your address to see it',
  noZone: (state: string) => `We do not deliver to ${state} yet. Please choose another address or collect at the salon.`,
  pickupOff: 'Collecting at the salon is not available at the moment.',
  pickupPhone: 'Enter a phone number we can call when your order is ready',
  pickupPhoneInvalid: 'Enter a Nigerian phone number, e.g. 0803 123 4567',
  readyToCollect: 'Ready to collect',
  dispatchDate: 'date must be a day written YYYY-MM-DD.',
  promise: (window: string) => `We will deliver it ${window}.`,
  promisePickup: 'We will tell you when it is ready to collect at the salon.',
  readyNow: 'Your order is ready: collect it at the salon with your order number.',
  open: (hours: string) => `Open ${hours}`,
  zones: {
    name: 'Name the zone',
    states: 'Choose at least one state',
    unknownState: (state: string) => `${state.slice(0, 40)} is not a Nigerian state`,
    stateTaken: (state: string, zone: string) => `${state} is already in the zone ${zone}`,
    moveHint: 'A state another zone has is named with it: tick it to move it to this zone.',
    statesMove: (states: readonly string[], zone: string) => `${namesOf(states)} ${states.length === 1 ? 'moves' : 'move'} from ${zone} to this zone.`,
    noStates: 'No state: this zone prices no address until it has one.',
    fee: 'Enter the fee in naira (0 for free delivery)',
    freeFrom: 'Enter the amount above which delivery is free, or leave it empty',
    minDays: 'Enter the fewest working days a delivery takes',
    maxDays: 'Enter the most working days a delivery takes',
    daysOrder: 'The most days cannot be fewer than the fewest',
    notFound: 'This delivery zone no longer exists',
    saved: 'Delivery zone saved',
    added: 'Delivery zone added',
    deleted: 'Delivery zone deleted',
    tooMany: `A shop has at most ${MAX_DELIVERY_ZONES} delivery zones`,
    pickupSaved: 'Collection at the salon saved',
    pickupAddress: 'Enter the salon address shoppers collect from',
    pickupHours: 'Enter the hours shoppers can collect',
  },
} as const

/** What the shop promises of an order now: its days, or collection at the salon; nothing once it is delivered or cancelled. */
export function orderPromise(order: { status: OrderStatus; delivery: Pick<OrderDelivery, 'method' | 'from' | 'by'> }): string | undefined {
  if (order.status === 'Delivered' || order.status === 'Cancelled') return undefined
  const { method, from, by } = order.delivery
  if (method === 'pickup') return order.status === 'Ready to collect' ? deliveryMessages.readyNow : deliveryMessages.promisePickup
  return from && by ? deliveryMessages.promise(formatDeliveryWindow(from, by)) : undefined
}

/** The name of paying in cash (or by transfer) when the order reaches her: on delivery (SPEC §2), or at the salon she collects it from. */
export const cashPaymentLabel = (method: DeliveryMethod): string => (method === 'pickup' ? 'Pay at the Salon' : 'Cash On Delivery')

/** How an order is paid, as her pages and the seller's name it: online, or in cash where it reaches her. */
export const paymentMethodLabel = (order: { paymentType: PaymentType; delivery: Pick<OrderDelivery, 'method'> }): string =>
  order.paymentType === 'COD' ? cashPaymentLabel(order.delivery.method) : 'Online'

/** Why the phone she gave to be called on when her order is ready to collect will not do, if it will not. */
export const pickupPhoneProblem = (phone: string): string | undefined =>
  !phone.trim() ? deliveryMessages.pickupPhone : internationalPhone(phone) ? undefined : deliveryMessages.pickupPhoneInvalid

/**
 * The shipping line of a cart, an order or its messages: "₦2,500 · arrives Tue 1 – Thu 3 Dec", "Free · arrives …",
 * or "Free (collect at the salon)". `shipping` in naira.
 */
export function shippingText(shipping: number, delivery: Pick<OrderDelivery, 'method' | 'from' | 'by'>): string {
  if (delivery.method === 'pickup') return deliveryMessages.pickupFree
  const fee = shipping === 0 ? deliveryMessages.free : formatNaira(shipping)
  return delivery.from && delivery.by ? `${fee} · ${deliveryMessages.arrives(formatDeliveryWindow(delivery.from, delivery.by))}` : fee
}
