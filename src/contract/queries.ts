import * as yup from 'yup'
import { MAX_PRODUCT_IDS, SHOP_SEARCH_MAX, SHOP_SORTS, type ShopSort } from './catalogue'
import { CUSTOMER_SEARCH_MAX, dashboardMessages as dm, EXPORT_MAX_DAYS } from './dashboard'
import { MAX_PAGE_SIZE, MAX_PRICE_NAIRA, ORDER_SEARCH_MAX, PAGE_LIMIT_MESSAGE, PAGE_SIZE, PHONE_MIN_LENGTH, PRODUCT_SEARCH_MAX } from './limits'
import { CLIENT_PAGE_MAX, CLIENT_PAGE_SIZE, CLIENT_SEARCH_MAX, CLIENT_SEARCH_MIN, CLIENT_VISIT_LISTS, CLIENT_VISITS_PAGE, deskClientMessages } from './deskClients'
import { offersMessages } from './offers'
import { PAID_FILTERS } from './orders'
import { CATEGORY_PATHS } from './routes'
import { salonAdminMessages } from './salonAdmin'
import { SALON_ID_MAX } from './schemas'
import { sellerMessages } from './sellerMessages'
import { daysBetween, isCalendarDate } from './shopClock'
import { PRODUCT_SORTS, PRODUCT_STOCK_FILTERS, type ProductSort, type ProductStockFilter } from './seller'
import { ORDER_STATUSES, type OrderStatus } from './types'

// The query strings of the API's lists, one schema each: the server reads them with parseQuery, and the
// browser checks the same rules (the dashboard's export range) with the same messages.

/** What the shop's search (and look-up by ids) says of a query it cannot use; here, not in catalogue.ts, which the home page ships. */
export const searchMessages = {
  q: `q must be one search text of at most ${SHOP_SEARCH_MAX} characters.`,
  category: 'category must be one of the shop’s categories.',
  inStock: 'inStock must be true or false.',
  sort: `sort must be one of ${SHOP_SORTS.join(', ')}.`,
  minPrice: 'minPrice must be a whole number of naira.',
  maxPrice: 'maxPrice must be a whole number of naira.',
  priceRange: 'minPrice cannot be more than maxPrice.',
  limit: PAGE_LIMIT_MESSAGE,
  cursor: 'cursor must be the nextCursor of the page before, with the same search and sort.',
  ids: `ids must be 1 to ${MAX_PRODUCT_IDS} product ids, comma-separated.`,
  unknown: (name: string) => `${name} is not a search parameter.`,
} as const

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Ids are UUIDs: anything else never reaches a query. */
export const isUuid = (value: unknown): boolean => typeof value === 'string' && UUID.test(value)

export const pageMessages = {
  limit: PAGE_LIMIT_MESSAGE,
  after: 'after must be the id of the last row of the page before.',
} as const

/** One value of the query string: a repeated key is a list, refused with `message`. */
const one = (message: string) => yup.string().typeError(message)

/** Trims text and leaves anything else for the type check to refuse (yup's own trim would throw on a list). */
const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value)

/** A value that must be one of `values`. */
const oneOf = <T extends string>(values: readonly T[], message: string) => one(message).oneOf([...values], message) as unknown as yup.StringSchema<T | undefined>

/** `limit`: 1 to `max` (MAX_PAGE_SIZE; at most three digits), `fallback` (PAGE_SIZE) when absent. */
const limit = (message: string = PAGE_LIMIT_MESSAGE, max = MAX_PAGE_SIZE, fallback = PAGE_SIZE) =>
  yup
    .number()
    .transform((_value, original) => (original === undefined ? undefined : typeof original === 'string' && /^\d{1,3}$/.test(original) ? Number(original) : Number.NaN))
    .typeError(message)
    .min(1, message)
    .max(max, message)
    .default(fallback)

/** Whole naira, at most MAX_PRICE_NAIRA: a price filter's bound. */
const naira = (message: string) =>
  yup
    .number()
    .transform((_value, original) => (original === undefined ? undefined : typeof original === 'string' && /^\d{1,8}$/.test(original) ? Number(original) : Number.NaN))
    .typeError(message)
    .max(MAX_PRICE_NAIRA, message)

/** `after`: the id of the last row of the page before, lower-cased. */
const afterId = one(pageMessages.after)
  .test('uuid', pageMessages.after, (value) => value === undefined || isUuid(value))
  .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value))

/** An opaque cursor a list gave out (checked against its list where it is decoded). */
const cursor = (message: string) => one(message).max(2000, message)

/** A newest-first page: `?limit=` and `?after=`. */
export const pageQuerySchema = yup.object({ limit: limit(), after: afterId })

const f = sellerMessages.orderFilters
const filterDate = (name: 'from' | 'to') =>
  one(f.date(name))
    .transform(trim)
    .test('date', f.date(name), (value) => value === undefined || isCalendarDate(value))

/** GET /api/order/seller: the order filters (ORDER_FILTER_KEYS) and the page. */
export const sellerOrderQuerySchema = pageQuerySchema
  .shape({
    status: one(f.status)
      .transform(trim)
      .oneOf([...ORDER_STATUSES, undefined], f.status) as unknown as yup.StringSchema<OrderStatus | undefined>,
    paid: one(f.paid)
      .transform(trim)
      .oneOf([...PAID_FILTERS, undefined], f.paid),
    from: filterDate('from'),
    to: filterDate('to'),
    q: one(f.search).transform(trim).max(ORDER_SEARCH_MAX, f.search),
    customer: one(f.customer)
      .transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
      .test('uuid', f.customer, (value) => value === undefined || isUuid(value)),
  })
  // Judged once both days are (each field names its own fault).
  .test('range', f.range, ({ from, to }) => !bothDays(from, to) || from! <= to!)

/** Both are calendar days: an object's rule on them waits for its fields' own checks. */
const bothDays = (from: unknown, to: unknown) => typeof from === 'string' && typeof to === 'string' && isCalendarDate(from) && isCalendarDate(to)
const given = (value: unknown): value is string => typeof value === 'string' && value !== ''

/** GET /api/seller/export/orders.csv: two shop days, the last on or after the first, at most EXPORT_MAX_DAYS days in all. */
export const exportRangeSchema = yup
  .object({
    from: yup.string().typeError(dm.exportDatesRequired).required(dm.exportDatesRequired),
    to: yup.string().typeError(dm.exportDatesRequired).required(dm.exportDatesRequired),
  })
  // One rule at a time, in this order: both given, the last day a date, the first a date, in order, not too long.
  .test('days', function ({ from, to }) {
    if (!given(from) || !given(to)) return true
    if (!isCalendarDate(to)) return this.createError({ message: dm.exportDateInvalid(to.slice(0, 20)) })
    if (!isCalendarDate(from)) return this.createError({ message: dm.exportDateInvalid(from.slice(0, 20)) })
    const days = daysBetween(from, to) + 1
    if (days < 1) return this.createError({ message: dm.exportDatesReversed })
    return days <= EXPORT_MAX_DAYS || this.createError({ message: dm.exportTooLong })
  })

/** GET /api/seller/customers: `?q=` (trimmed; empty means everyone) and the page. */
export const customerQuerySchema = pageQuerySchema.shape({
  q: one(dm.searchOnce).transform(trim).max(CUSTOMER_SEARCH_MAX, dm.searchTooLong).default(''),
})

const cm = deskClientMessages

/** A search page's cursor: the microseconds of the last client's latest record, and her key (phone or account). */
const CLIENT_CURSOR = /^(\d{1,17})\.(\+?\d{1,20}|account:[0-9a-f-]{36})$/

/** The client search's cursor, read: where the page before ended. */
export function readClientCursor(after: string): { seenMicros: string; key: string } | undefined {
  const match = CLIENT_CURSOR.exec(after)
  return match ? { seenMicros: match[1]!, key: match[2]! } : undefined
}

/** GET /api/booking/seller/clients: `?q=` (a phone, or a part of a name or e-mail) and the page. */
export const clientSearchQuerySchema = yup.object({
  q: one(cm.q).transform(trim).required(cm.q).min(CLIENT_SEARCH_MIN, cm.q).max(CLIENT_SEARCH_MAX, cm.q),
  limit: limit(cm.limit, CLIENT_PAGE_MAX, CLIENT_PAGE_SIZE),
  after: one(cm.after).test('cursor', cm.after, (value) => value === undefined || readClientCursor(value) !== undefined),
})

/**
 * Whether text is a phone a client can be known by: as a booking takes one (SPEC: at least 7 digits, so a number from
 * abroad too), written with digits and a leading +, spaces, brackets, dots or dashes (+234 (0) 803-555-0123).
 */
const isClientPhone = (value: string): boolean => /^\+?[\d\s().-]+$/.test(value) && value.replace(/\D/g, '').length >= PHONE_MIN_LENGTH

/**
 * A client's phone, in any usual form (phoneKey stores it): the key of her visits and of her record, the one rule of
 * every route that names her by it (…/clients/:phone/record, …/clients/visits, …/clients/patch-test).
 */
export const clientPhoneField = one(cm.phone)
  .transform(trim)
  .required(cm.phone)
  .max(CLIENT_SEARCH_MAX, cm.phone)
  .test('phone', cm.phone, (value) => value === undefined || isClientPhone(value))

/** GET /api/booking/seller/clients/visits: one client's (her phone, any usual form) upcoming or past visits, a page. */
export const clientVisitsQuerySchema = yup.object({
  phone: clientPhoneField,
  when: oneOf(CLIENT_VISIT_LISTS, cm.when).required(cm.when),
  limit: limit(PAGE_LIMIT_MESSAGE, MAX_PAGE_SIZE, CLIENT_VISITS_PAGE),
  after: afterId,
})

/** PUT /api/booking/seller/clients/:phone/record: whose record, by her phone in the address. */
export const clientPhoneParamsSchema = yup.object({ phone: clientPhoneField })

/**
 * `:id` of a row the server names by a UUID (a booking, a time off): anything else names nothing, refused with
 * `message` as a row not found is.
 */
export const uuidParamsSchema = (message: string) => yup.object({ id: one(message).required(message).test('uuid', message, (value) => isUuid(value)) })

/** `:id` of a salon row (a service, a member of the team): its name-like id ('brow-lift-3fa2'), refused with `message` as a row not found is. */
export const salonIdParamsSchema = (message: string) => yup.object({ id: one(message).required(message).max(SALON_ID_MAX, message) })

/** GET /api/booking/seller/clients/patch-test: whether a client (her phone) needs a patch test for a service on a day. */
export const patchTestQuerySchema = yup.object({
  phone: clientPhoneField,
  service: one(cm.service).transform(trim).required(cm.service).max(64, cm.service),
  date: one(cm.date)
    .transform(trim)
    .required(cm.date)
    .test('date', cm.date, (value) => value === undefined || isCalendarDate(value)),
})

const pm = sellerMessages.product

/** GET /api/product/seller: the seller's product list, its filters, sort and cursor. */
export const sellerProductQuerySchema = yup.object({
  q: one('q must be one search text.').transform(trim).max(PRODUCT_SEARCH_MAX, pm.searchTooLong).default(''),
  // An empty category (the form's "All categories") is no filter.
  category: one(pm.categoryUnknown)
    .transform((value: unknown) => (value === '' ? undefined : value))
    .oneOf([...CATEGORY_PATHS, undefined], pm.categoryUnknown),
  stock: oneOf<ProductStockFilter>(PRODUCT_STOCK_FILTERS, pm.stockFilterUnknown).default('all'),
  sort: oneOf<ProductSort>(PRODUCT_SORTS, pm.sortUnknown).default('newest'),
  limit: limit(),
  after: cursor(pm.cursorInvalid),
})

/** GET /api/product/search: the shop's search. */
export const shopSearchQuerySchema = yup.object({
  // Measured as sent, then trimmed.
  q: one(searchMessages.q)
    .test('length', searchMessages.q, (_value, context) => typeof context.originalValue !== 'string' || context.originalValue.length <= SHOP_SEARCH_MAX)
    .transform(trim)
    .default(''),
  category: one(searchMessages.category).oneOf([...CATEGORY_PATHS, '', undefined], searchMessages.category),
  inStock: one(searchMessages.inStock).oneOf(['true', 'false', undefined], searchMessages.inStock),
  minPrice: naira(searchMessages.minPrice),
  maxPrice: naira(searchMessages.maxPrice),
  sort: oneOf<ShopSort>(SHOP_SORTS, searchMessages.sort).default('relevance'),
  limit: limit(searchMessages.limit),
  cursor: cursor(searchMessages.cursor),
})
  // Judged once both are numbers (each field names its own fault).
  .test('range', searchMessages.priceRange, ({ minPrice, maxPrice }) => minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice)

/** GET /api/product/by-ids: 1 to MAX_PRODUCT_IDS product ids, comma-separated, each once. */
export const productIdsQuerySchema = yup.object({
  ids: one(searchMessages.ids)
    .required(searchMessages.ids)
    .transform((value: unknown) => (typeof value === 'string' ? [...new Set(value.split(',').map((id) => id.trim().toLowerCase()))].join(',') : value))
    .test('ids', searchMessages.ids, (value) => value !== undefined && value !== '' && value.split(',').length <= MAX_PRODUCT_IDS && value.split(',').every(isUuid)),
})

/** Offers and Deals, Best Sellers: a page of their own ranking; `after` is the nextCursor of the page before. */
export const rankedPageQuerySchema = yup.object({
  limit: limit(),
  after: cursor(offersMessages.cursorInvalid),
})

/** The longest span the salon's calendar reads at once: a week. */
export const MAX_CALENDAR_DAYS = 7

/** GET /api/booking/seller/calendar: a day and how many days from it. */
export const calendarQuerySchema = yup.object({
  from: one(salonAdminMessages.range)
    .required(salonAdminMessages.range)
    .test('date', salonAdminMessages.range, (value) => isCalendarDate(value)),
  days: yup
    .number()
    .transform((_value, original) => (original === undefined ? undefined : typeof original === 'string' && original !== '' ? Number(original) : Number.NaN))
    .typeError(salonAdminMessages.range)
    .integer(salonAdminMessages.range)
    .min(1, salonAdminMessages.range)
    .max(MAX_CALENDAR_DAYS, salonAdminMessages.range)
    .default(1),
})

/** GET /api/booking/seller/:id/move-times: the member of the team and the day a booking would move to (bookingMoveSchema's, without the time). */
export const moveTimesQuerySchema = yup.object({
  employeeId: one(salonAdminMessages.staffNotFound).transform(trim).max(64, salonAdminMessages.staffNotFound).required(salonAdminMessages.staffNotFound),
  date: one(salonAdminMessages.date)
    .required(salonAdminMessages.date)
    .test('date', salonAdminMessages.date, (value) => isCalendarDate(value)),
})
