import * as yup from 'yup'
import { aftercareMessages as am } from './aftercareMessages'
import { messages as m } from './messages'
import { bookingMessages as bm } from './bookingMessages'
import { sellerMessages as sm } from './sellerMessages'
import { CATEGORY_PATHS } from './routes'
import { NIGERIA, NIGERIAN_STATES, internationalPhone, isNigeria } from './nigeria'
import { LONG_TEXT_MAX, MAX_CART_LINES, MAX_CART_QUANTITY, MAX_PRICE_NAIRA, MAX_PRODUCT_IMAGES, MAX_STOCK_COUNT, PASSWORD_MIN_LENGTH, PHONE_MIN_LENGTH, TEXT_MAX } from './limits'
import { hasSlotBegun, isSlotTime, lastBookableDay, MAX_VISIT_SERVICES } from './salon'
import { contextNow, isCalendarDate, shopDate } from './shopClock'
import { BOOKING_PAYMENT_METHODS, ORDER_STATUSES, type CartItems } from './types'
import { COLOUR_PATTERN, MAX_GROUP_OPTIONS, MAX_GROUP_VARIANTS, OPTION_TEXT_MAX, SKU_MAX } from './variants'

// One rule set for Formik in the browser and for the server, with SPEC §5's messages.

const text = (message: string) => yup.string().trim().max(TEXT_MAX).required(message)
/**
 * SPEC: an e-mail is text@text; the text is what addresses are made of: letters, digits and . _ % + - before
 * the @, and a domain of dot-separated labels ending in a top-level domain of letters (not `funmi@nowhere`, and
 * no `?`, `&`, `=`, `/`, spaces, quotes or commas that would smuggle a query into a mailto link).
 */
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/
const email = (required: string, invalid: string) =>
  yup.string().trim().max(TEXT_MAX).required(required).matches(EMAIL_PATTERN, invalid)

export const loginSchema = yup.object({
  email: email(m.auth.emailRequired, m.auth.emailInvalid),
  password: yup.string().max(TEXT_MAX).required(m.auth.passwordRequired),
})

/** A password being chosen (an account's first, or a new one). */
export const newPassword = yup.string().max(TEXT_MAX).required(m.auth.passwordRequired).min(PASSWORD_MIN_LENGTH, m.auth.passwordTooShort)

export const registerSchema = loginSchema.shape({
  name: text(m.auth.nameRequired),
  password: newPassword,
})

const isFields = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A Nigerian address's state as the list writes it (any case; FCT and Abuja name the territory), and its phone in the stored form. */
function nigerianForms(value: unknown): unknown {
  if (!isFields(value) || !isNigeria(value.country)) return value
  const { state, phone } = value
  const named = typeof state === 'string' ? state.trim().toLowerCase() : undefined
  const listed = NIGERIAN_STATES.find((name) => name.toLowerCase() === named) ?? (named === 'fct' || named === 'abuja' ? 'Federal Capital Territory' : undefined)
  return { ...value, country: NIGERIA, state: listed ?? state, phone: (typeof phone === 'string' && internationalPhone(phone)) || phone }
}

/** SPEC's nine required fields; in Nigeria the state is one of the list and the phone a Nigerian number (stored +234…). */
export const addressSchema = yup
  .object({
    firstName: text(m.address.firstName),
    lastName: text(m.address.lastName),
    email: email(m.address.email, m.address.emailInvalid),
    street: text(m.address.street),
    city: text(m.address.city),
    state: text(m.address.state).test('nigerian-state', am.address.nigerianState, (value, { parent }) =>
      !isNigeria(parent.country) || (NIGERIAN_STATES as readonly string[]).includes(value ?? ''),
    ),
    zipcode: text(m.address.zipcode),
    country: text(m.address.country),
    phone: text(m.address.phone).when('country', {
      is: isNigeria,
      then: (phone) => phone.test('nigerian-phone', am.address.nigerianPhone, (value = '') => internationalPhone(value) === value),
      otherwise: (phone) => phone.matches(/^\+?[0-9 ()-]{7,20}$/, m.address.phoneInvalid),
    }),
    // What a rider needs in Nigeria beyond SPEC's nine fields: both optional.
    landmark: yup.string().trim().max(TEXT_MAX).default(''),
    area: yup.string().trim().max(TEXT_MAX).default(''),
  })
  .transform(nigerianForms)

const addressBody = () =>
  addressSchema
    .noUnknown(true, ({ unknown }) => `Unknown address field: ${unknown}`)
    .default(undefined)
    .required('The address is required')
    .typeError('The address must be an object')

/** POST /api/address/add: the form's address; the user id SPEC §7 also sends is accepted and ignored. */
export const addAddressSchema = yup.object({ address: addressBody(), userId: yup.mixed().optional() })

/** PUT /api/address/:id: the whole address again. */
export const editAddressSchema = yup.object({ address: addressBody() })

/** A naira amount must be a whole number of kobo (1e-9 is not: it would round to nothing). */
const wholeKobo = (value: number | null | undefined) => value === undefined || value === null || Number(value.toFixed(2)) === value

/** A product's price in naira. */
const priceSchema = yup
  .number()
  .typeError(sm.product.priceRequired)
  .required(sm.product.priceRequired)
  .positive(sm.product.pricePositive)
  .max(MAX_PRICE_NAIRA, sm.product.priceTooHigh)
  .test('kobo', sm.product.priceKobo, wholeKobo)

/** Its offer price: what it sells for, never more than the price beside it. */
const offerPriceSchema = yup
  .number()
  .typeError(sm.product.offerPriceRequired)
  .required(sm.product.offerPriceRequired)
  .positive(sm.product.pricePositive)
  .test('kobo', sm.product.priceKobo, wholeKobo)
  // Compared only with a valid price, so a missing price is reported as missing.
  .test('not-above-price', sm.product.offerPriceTooHigh, function notAbovePrice(offerPrice) {
    const price: unknown = this.parent.price
    return offerPrice === undefined || typeof price !== 'number' || Number.isNaN(price) || offerPrice <= price
  })

/** A product's name (a group's: every shade or size shares it). */
export const productNameSchema = text(sm.product.nameRequired)

export const productSchema = yup.object({
  name: productNameSchema,
  description: yup.array(yup.string().trim().max(LONG_TEXT_MAX).required()).max(20).default([]),
  category: yup.string().oneOf(CATEGORY_PATHS, sm.product.categoryRequired).required(sm.product.categoryRequired),
  price: priceSchema,
  offerPrice: offerPriceSchema,
  weight: yup.string().trim().max(50).optional(),
})

/** A form's empty number field is no number (null), not NaN. */
const emptyIsNull = (value: unknown, original: unknown) => (original === '' ? null : value)
const wholeCount = (message: string) => yup.number().transform(emptyIsNull).typeError(message).integer(message).min(0, message).max(MAX_STOCK_COUNT, message)

/** Units on the shelf: a whole number, or null when the seller does not count them. */
export const stockCountSchema = wholeCount(sm.product.stockCount).nullable()
/** A counted product at or below this many units is low on stock. */
export const lowStockThresholdSchema = wholeCount(sm.product.lowStockThreshold).required(sm.product.lowStockThreshold)

/**
 * The stock fields of a product's form, on adding it and on editing it; absent keeps what there is (not counted
 * and the default alert for a new product; on an edit, what orders have left since the seller opened the page).
 */
export const productStockSchema = yup.object({
  stockCount: stockCountSchema.optional(),
  lowStockThreshold: wholeCount(sm.product.lowStockThreshold).optional(),
})

/** POST /api/product/add's productData: the product's fields and, when given, its stock. */
export const addProductSchema = productSchema.concat(productStockSchema)

/** An `images` entry of an edit naming the N-th uploaded file (1-based). */
export const UPLOAD_ENTRY = /^upload:([1-9][0-9]*)$/

/**
 * PUT /api/product/:id's productData: the add-product fields, plus the wanted images in shop order (each an
 * image URL the product has, or `upload:N` for the N-th file sent) and, when given, the stock fields (absent
 * keeps them: orders may have taken units since the seller opened the page).
 */
export const editProductSchema = addProductSchema.shape({
  images: yup
    .array(yup.string().strict().typeError(sm.product.imageUnknown).required(sm.product.imageUnknown))
    .typeError(sm.product.imageRequired)
    .required(sm.product.imageRequired)
    .min(1, sm.product.imageRequired)
    .max(MAX_PRODUCT_IMAGES, sm.product.imageTooMany),
})

/** POST /api/product/archive. */
export const archiveSchema = yup.object({
  id: yup.string().strict().required('Product id is required'),
  archived: yup.boolean().strict().typeError('archived must be true or false').required('archived is required'),
})

const vm = sm.variants
const optionText = (message: string) => yup.string().strict().typeError(message).trim().required(message).max(OPTION_TEXT_MAX, message)
/** One option's name (Shade), and one row's value of it (Ebony 540): the owner's forms check them one by one. */
export const optionNameSchema = optionText(vm.optionName)
export const optionValueSchema = optionText(vm.value)
/** A group's option names (Shade, Size): one to MAX_GROUP_OPTIONS, each its own. */
const optionNames = yup
  .array(optionNameSchema)
  .typeError(vm.optionsRequired)
  .required(vm.optionsRequired)
  .min(1, vm.optionsRequired)
  .max(MAX_GROUP_OPTIONS, vm.optionsTooMany)
  .test('distinct', vm.optionsRepeated, (names = []) => new Set(names.map((name) => name.toLowerCase())).size === names.length)
/** A row's value of each option, in the options' order (the server checks there is one per option). */
const optionValues = yup.array(optionValueSchema).typeError(vm.valuesCount).required(vm.valuesCount).min(1, vm.valuesCount).max(MAX_GROUP_OPTIONS, vm.valuesCount)
/** A SKU, or empty for none. */
const sku = yup.string().strict().typeError(vm.sku).trim().max(SKU_MAX, vm.sku).matches(/^[A-Za-z0-9._-]*$/, vm.sku).optional()

/**
 * POST /api/product/group: a single product becomes the first shade or size of a group with these options, and
 * takes `name` when given (its name without the shade it held: "Full Cover Foundation, Mahogany" becomes "Full Cover Foundation").
 */
export const groupSchema = yup.object({
  id: yup.string().strict().required('Product id is required'),
  name: productNameSchema.optional(),
  options: optionNames,
  values: optionValues.test('one-each', vm.valuesCount, function oneEach(values = []) {
    const options: unknown = this.parent.options
    return !Array.isArray(options) || values.length === options.length
  }),
})

/** A swatch's colour, stored in lower case; empty or absent for none. */
const colour = yup
  .string()
  .typeError(vm.colour)
  .trim()
  .lowercase()
  .test('colour', vm.colour, (value) => !value || COLOUR_PATTERN.test(value))
  .optional()

/** A shade or size as the owner's grid edits it: its values, prices, stock, SKU and swatch colour. */
const variantFields = {
  values: optionValues,
  price: priceSchema,
  offerPrice: offerPriceSchema,
  stockCount: stockCountSchema.optional(),
  sku,
  colour,
}

/**
 * POST /api/product/group/:id/variants: one more shade or size, with the group's name, words and the first row's
 * pictures; without an offer price it sells at its price.
 */
export const addVariantSchema = yup.object({ ...variantFields, offerPrice: offerPriceSchema.notRequired().transform(emptyIsNull) })

/** PUT /api/product/group/:id: the options' names and the rows of the grid. */
export const editGroupSchema = yup.object({
  options: optionNames,
  rows: yup
    .array(yup.object({ id: yup.string().strict().required(vm.rowNotInGroup), ...variantFields }))
    .typeError(vm.rowsRequired)
    .required(vm.rowsRequired)
    .min(1, vm.rowsRequired)
    .max(MAX_GROUP_VARIANTS, vm.tooMany),
})

/** POST /api/product/stock. */
export const stockSchema = yup.object({
  id: yup.string().strict().required('Product id is required'),
  inStock: yup.boolean().strict().typeError('inStock must be true or false').required('inStock is required'),
})

/** How many of one product: a whole number from 1 to MAX_CART_QUANTITY. */
/** A cart line's quantity: a whole number from 1 to MAX_CART_QUANTITY. */
export const quantity = yup
  .number()
  .strict()
  .typeError(m.cart.quantity)
  .required(m.cart.quantity)
  .integer(m.cart.quantity)
  .min(1, m.cart.quantity)
  .max(MAX_CART_QUANTITY, m.cart.limit)

const CART_ITEMS = 'cartItems must be an object of product id to quantity.'
const isMap = (value: unknown): value is CartItems => typeof value === 'object' && value !== null && !Array.isArray(value)

/** POST /api/cart/update: the whole cart; whether each id is a product is the server's to check. */
export const cartUpdateSchema = yup.object({
  cartItems: yup
    .mixed<CartItems>(isMap)
    .typeError(CART_ITEMS)
    .required(CART_ITEMS)
    .test('lines', m.cart.tooManyLines, (items = {}) => Object.keys(items).length <= MAX_CART_LINES)
    .test('quantities', m.cart.quantity, (items = {}) => Object.values(items).every((count) => quantity.isValidSync(count))),
})


/** Ids of the salon's categories, services and staff are short slugs; which exist is the server's to check. */
/** The longest id of a salon row (a category, a service, a member of the team). */
export const SALON_ID_MAX = 64
const salonId = (message: string) => yup.string().trim().max(SALON_ID_MAX, message).required(message)
/** A visit's later service as visitEntry writes it: its id, and `@` and her member's at the desk. */
const VISIT_ENTRY_MAX = 2 * SALON_ID_MAX + 1

// Whether the category, the employee and the service exist and go together, and whether the time is free,
// is checked by the server against the salon's data.
export const bookingTimeSchema = yup.object({
  category: salonId(bm.category),
  preferredEmployee: salonId(bm.preferredEmployee),
  date: yup
    .string()
    .required(bm.date)
    .test('calendar-date', bm.date, (value) => isCalendarDate(value ?? ''))
    // Dates are compared in the salon's time zone: ISO dates sort as text.
    .test('not-past', bm.datePast, (value, { options }) => (value ?? '') >= shopDate(contextNow(options.context)))
    .test('within-horizon', bm.dateTooFar, (value, { options }) => (value ?? '') <= lastBookableDay(contextNow(options.context))),
  startTime: yup
    .string()
    .required(bm.startTime)
    .test('slot', bm.startTime, (value) => isSlotTime(value ?? ''))
    .test('not-begun', bm.slotBegun, (value, { parent, options }) => !hasSlotBegun(String(parent.date ?? ''), value ?? '', contextNow(options.context))),
})

/** The query of the Time step's free slots; with a service, the times that service fits. */
export const bookingAvailabilitySchema = bookingTimeSchema.pick(['category', 'date']).shape({
  service: yup.string().trim().max(SALON_ID_MAX, bm.service).optional(),
  // With a service, the visit's others after it, as "id,id@member" (visitEntry): the times the whole visit fits.
  more: yup
    .string()
    .trim()
    .max(MAX_VISIT_SERVICES * (VISIT_ENTRY_MAX + 1), bm.moreServices)
    .test('count', bm.moreServices, (value) => !value || value.split(',').length < MAX_VISIT_SERVICES)
    .optional(),
})

export const bookingServiceSchema = yup.object({
  service: salonId(bm.service),
  // The visit's other services, in order, after the first, each with the member chosen for it (visitEntry); which of
  // them exist, are offered and go with their member is the server's to check.
  moreServices: yup.array(yup.string().trim().max(VISIT_ENTRY_MAX, bm.moreServices).required(bm.moreServices)).max(MAX_VISIT_SERVICES - 1, bm.moreServices).typeError(bm.moreServices).default([]),
})

export const bookingDetailsSchema = yup.object({
  fullName: text(bm.fullName),
  email: email(bm.email, bm.emailInvalid),
  phone: yup
    .string()
    .trim()
    .max(TEXT_MAX)
    .required(bm.phone)
    // The message says digits: at least 7 of them, with a leading + and spaces between groups allowed.
    .test('digits', bm.phoneShort, (value = '') => /^\+?[\d ]+$/.test(value) && value.replace(/\D/g, '').length >= PHONE_MIN_LENGTH),
})

/**
 * The client's details as the desk takes them: the wizard's rules and messages, but the e-mail may be left empty
 * (a client on the phone often has none); one given must still be an e-mail.
 */
export const deskClientDetailsSchema = bookingDetailsSchema.shape({
  email: yup.string().trim().max(TEXT_MAX).matches(EMAIL_PATTERN, { message: bm.emailInvalid, excludeEmptyString: true }).default(''),
})

export const bookingPaymentSchema = yup.object({
  paymentMethod: yup.string().oneOf(BOOKING_PAYMENT_METHODS, bm.paymentMethod).required(bm.paymentMethod),
})

export const bookingSchema = bookingTimeSchema.concat(bookingServiceSchema).concat(bookingDetailsSchema).concat(bookingPaymentSchema)

const nonBlank = (message: string) => yup.string().trim().max(LONG_TEXT_MAX).required(message)

export const contactSchema = yup.object({
  name: nonBlank(m.contact.name).max(TEXT_MAX, m.contact.name),
  email: yup.string().trim().max(TEXT_MAX).required(m.contact.email).matches(EMAIL_PATTERN, m.contact.email),
  subject: nonBlank(m.contact.subject).max(TEXT_MAX),
  message: nonBlank(m.contact.message),
})

export const newsletterSchema = yup.object({
  email: email(m.newsletter.emailRequired, m.newsletter.emailInvalid),
})

const orderId = yup.string().trim().required(sm.orderStatus.orderIdRequired)

export const orderStatusSchema = yup.object({
  orderId,
  status: yup.string().oneOf(ORDER_STATUSES, sm.orderStatus.statusInvalid).required(sm.orderStatus.statusInvalid),
})

export const markPaidSchema = yup.object({ orderId })

/** POST /api/order/cancel: the shopper's own order. */
/** An order number as the shopper sees it (orderNumber): 8 hexadecimal digits, a leading # allowed, any case. */
const ORDER_NUMBER_PATTERN = /^#?[0-9a-f]{8}$/i

/** Track Order: the order's number and the e-mail of the account that placed it. */
export const trackOrderSchema = yup.object({
  reference: yup.string().trim().max(TEXT_MAX).required(am.track.referenceRequired).matches(ORDER_NUMBER_PATTERN, am.track.referenceInvalid),
  email: email(am.track.emailRequired, am.track.emailInvalid),
})

export const cancelOrderSchema = yup.object({ orderId: yup.string().trim().required(am.orders.notFound) })
