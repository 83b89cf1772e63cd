import * as yup from 'yup'
import { deliveryMessages, MAX_DELIVERY_DAYS } from './delivery'
import { MAX_PRICE_NAIRA, TEXT_MAX } from './limits'
import { nairaToKobo } from './money'
import { internationalPhone, NIGERIAN_STATES } from './nigeria'
import { isCalendarDate } from './shopClock'

// The delivery requests' rules, for the owner's forms and the server alike, with deliveryMessages' words.

const zm = deliveryMessages.zones
const days = (message: string) => yup.number().typeError(message).required(message).integer(message).min(0, message).max(MAX_DELIVERY_DAYS, message)
/** Naira with at most two decimals (whole kobo). */
const naira = (message: string) =>
  yup.number().typeError(message).min(0, message).max(MAX_PRICE_NAIRA, message).test('kobo', message, (value) => value == null || Math.abs(nairaToKobo(value) - value * 100) < 1e-6)

/**
 * A zone as the owner saves it: a name, its states (each in one zone only: the server checks the others, and moves
 * them here when `moveStates` says so), fee, threshold, days.
 */
export const deliveryZoneSchema = yup
  .object({
    name: yup.string().trim().max(TEXT_MAX).required(zm.name),
    states: yup
      .array(yup.string().strict().required(zm.states).test('state', ({ value }) => zm.unknownState(String(value)), (value) => (NIGERIAN_STATES as readonly string[]).includes(value)))
      .typeError(zm.states)
      .required(zm.states)
      .min(1, zm.states)
      .max(NIGERIAN_STATES.length, zm.states),
    fee: naira(zm.fee).required(zm.fee),
    // The form's empty field is no threshold.
    freeFrom: naira(zm.freeFrom).transform((value, original) => (original === '' ? null : value)).nullable().default(null).moreThan(0, zm.freeFrom),
    minDays: days(zm.minDays),
    maxDays: days(zm.maxDays).test('order', zm.daysOrder, (value, { parent }) => value === undefined || typeof parent.minDays !== 'number' || value >= parent.minDays),
    moveStates: yup.boolean().strict().default(false),
  })
  .noUnknown(true, ({ unknown }) => `Unknown zone field: ${unknown}`)

/** Collecting at the salon: on or off, where and when. */
export const pickupPointSchema = yup
  .object({
    enabled: yup.boolean().strict().required(),
    address: yup.string().trim().max(TEXT_MAX).required(zm.pickupAddress),
    hours: yup.string().trim().max(TEXT_MAX).required(zm.pickupHours),
  })
  .noUnknown(true, ({ unknown }) => `Unknown field: ${unknown}`)

/** GET /api/order/seller/dispatch: the shop day whose list it is (today when absent). */
export const dispatchQuerySchema = yup.object({
  date: yup
    .string()
    .typeError(deliveryMessages.dispatchDate)
    .test('date', deliveryMessages.dispatchDate, (value) => value === undefined || isCalendarDate(value)),
})

/** The phone of a shopper who collects: a Nigerian number, stored +234…. */
export const pickupPhone = yup
  .string()
  .trim()
  .max(TEXT_MAX)
  .required(deliveryMessages.pickupPhone)
  .test('nigerian-phone', deliveryMessages.pickupPhoneInvalid, (value = '') => internationalPhone(value) !== null)
