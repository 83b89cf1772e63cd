// Stock the owner can trust: NAFDAC numbers, deliveries in batches with expiry dates and costs, first expiry first
// out. What the browser and the server both obey. Not exported from the contract's index: the home page ships none of it.
import * as yup from 'yup'
import { MAX_STOCK_COUNT, TEXT_MAX } from './limits'
import { isNafdacNumber, normalizeNafdac } from './nafdac'
import { MAX_KOBO, nairaToKobo } from './money'
import { addProductSchema, editProductSchema } from './schemas'
import type { CategoryPath } from './routes'
import { isCalendarDate } from './shopClock'
import type { PageInfo } from './types'

/**
 * The categories whose products are cosmetics (NAFDAC registers each one): the product list flags those without a
 * number, and the owner may keep them off sale until they have one.
 */
export const COSMETICS_CATEGORIES: readonly CategoryPath[] = ['Pomade', 'Nails', 'Effect', 'Feet', 'Skincare', 'Hair', 'Fragrance']

export const isCosmetic = (category: string): boolean => (COSMETICS_CATEGORIES as readonly string[]).includes(category)


/** A product's NAFDAC number as the form sends it: normalized, empty for none (null), absent to keep it. */
export const nafdacSchema = yup
  .string()
  .typeError(() => stockMessages.nafdac)
  .nullable()
  .transform((value: unknown) => (typeof value === 'string' ? normalizeNafdac(value) : value))
  .test('nafdac', () => stockMessages.nafdac, (value) => value === null || value === undefined || isNafdacNumber(value))

/** POST /api/product/add's and PUT /api/product/:id's productData: the product's fields and its NAFDAC number. */
export const addProductWithNafdacSchema = addProductSchema.shape({ nafdacNumber: nafdacSchema.optional() })
export const editProductWithNafdacSchema = editProductSchema.shape({ nafdacNumber: nafdacSchema.optional() })

/** How much of a product one visit of a service may use, in units (thousandths: 30 ml of a litre is 0.03). */
export const SERVICE_PRODUCT_MIN = 0.001
export const SERVICE_PRODUCT_MAX = 100
export const SERVICE_PRODUCTS_MAX = 20
/** Thousandths of a unit: what a visit uses is counted in them, the shelf in whole units. */
export const MILLI = 1000

export const stockMessages = {
  nafdac: 'Enter the NAFDAC number as the label prints it, like A7-1234 or 02-1234L.',
  nafdacRequired: (name: string) => `${name} needs its NAFDAC number before it can be sold: the shop sells only registered cosmetics.`,
  supplier: 'Enter who delivered it.',
  deliveryLines: 'Add at least one product to the delivery.',
  tooManyLines: 'A delivery holds at most 50 lines.',
  product: 'Choose a product.',
  quantity: `Quantity must be a whole number from 1 to ${MAX_STOCK_COUNT.toLocaleString('en')}.`,
  batchNumber: 'The batch number is at most 40 letters, digits, dashes or slashes.',
  expiresOn: 'Enter the expiry date as on the label, or leave it empty when it has none.',
  expired: 'This batch is already past its expiry date: it cannot be sold.',
  unitCost: 'Unit cost must be an amount in naira, 0 or more.',
  receivedOn: 'Enter the day it arrived.',
  warningDays: 'Warn between 1 and 365 days ahead.',
  unknownProduct: 'A product on this delivery is no longer in the catalogue.',
  uncountedProduct: (name: string) => `${name} is a group: choose one of its shades or sizes.`,
  writeOffNote: 'Say why, in at most 200 characters.',
  nothingToWriteOff: 'This batch has nothing left to write off.',
  notLapsed: 'Only a batch past its expiry date is written off here.',
  batchNotFound: 'This batch is not in the stock room.',
  deliveryRecorded: (units: number) => `Delivery recorded: ${units.toLocaleString('en')} units in stock.`,
  writtenOff: (units: number) => `${units.toLocaleString('en')} expired units written off.`,
  settingsSaved: 'Stock settings saved.',
  salonUse: 'salonUse must be true or false',
  keptForSalon: (units: number) => `${units.toLocaleString('en')} units kept for the salon: they are no longer for sale.`,
  backOnSale: (units: number) => `${units.toLocaleString('en')} units back on sale.`,
  salonBatchExpired: 'This batch is past its expiry date: write it off instead.',
  serviceNotFound: 'This service is not on the salon menu.',
  serviceProductAmount: `Say how much of the product one visit uses: from ${SERVICE_PRODUCT_MIN} to ${SERVICE_PRODUCT_MAX} units, like 1 for a tube or 0.03 for 30 ml of a litre.`,
  serviceProductsTooMany: `A service uses at most ${SERVICE_PRODUCTS_MAX} products.`,
  serviceProductTwice: 'Name each product once.',
  serviceProductsSaved: 'Products used by this service saved.',
  salonShort: (name: string, left: number) => `Not enough ${name} kept for the salon (${left.toLocaleString('en')} left): record a delivery for the salon or keep a batch for its use first.`,
  marginRange: 'Choose the first day of the period on or before its last.',
} as const

/** Why a batch's units changed. */
export const STOCK_MOVE_REASONS = ['opening', 'delivery', 'order', 'order-return', 'sale', 'sale-return', 'count', 'expired', 'written-off', 'salon-use', 'salon'] as const
export type StockMoveReason = (typeof STOCK_MOVE_REASONS)[number]
export const STOCK_MOVE_NAMES: Record<StockMoveReason, string> = {
  opening: 'Opening stock',
  delivery: 'Delivery',
  order: 'Online order',
  'order-return': 'Order cancelled',
  sale: 'Counter sale',
  'sale-return': 'Sale voided',
  count: 'Count corrected',
  expired: 'Expired',
  'written-off': 'Written off',
  'salon-use': 'Kept for the salon',
  salon: 'Used in a service',
}

export const DELIVERY_MAX_LINES = 50
export const BATCH_NUMBER_MAX = 40
/** The dashboard's warning of batches expiring soon, unless the owner sets another number of days. */
export const DEFAULT_EXPIRY_WARNING_DAYS = 60
/** Batches a page of the lists shows. */
export const BATCH_PAGE = 50

const optionalDate = (message: string) =>
  yup
    .string()
    .typeError(message)
    .trim()
    .test('date', message, (value) => !value || isCalendarDate(value))
    .optional()

/** One line of a delivery: a product (or one shade), its units, batch number, expiry date and unit cost in naira. */
export const deliveryLineSchema = yup.object({
  productId: yup.string().strict().typeError(stockMessages.product).required(stockMessages.product),
  quantity: yup.number().typeError(stockMessages.quantity).required(stockMessages.quantity).integer(stockMessages.quantity).min(1, stockMessages.quantity).max(MAX_STOCK_COUNT, stockMessages.quantity),
  batchNumber: yup
    .string()
    .typeError(stockMessages.batchNumber)
    .trim()
    .max(BATCH_NUMBER_MAX, stockMessages.batchNumber)
    .matches(/^[A-Za-z0-9/._ -]*$/, stockMessages.batchNumber)
    .optional(),
  expiresOn: optionalDate(stockMessages.expiresOn),
  unitCost: yup
    .number()
    .typeError(stockMessages.unitCost)
    .required(stockMessages.unitCost)
    .min(0, stockMessages.unitCost)
    .test('kobo', stockMessages.unitCost, (value) => value === undefined || (Number(value.toFixed(2)) === value && nairaToKobo(value) <= MAX_KOBO)),
})

/** POST /api/stock/deliveries. */
export const deliverySchema = yup.object({
  supplier: yup.string().typeError(stockMessages.supplier).trim().required(stockMessages.supplier).max(TEXT_MAX, stockMessages.supplier),
  reference: yup.string().typeError(stockMessages.supplier).trim().max(TEXT_MAX).optional(),
  receivedOn: optionalDate(stockMessages.receivedOn),
  lines: yup.array(deliveryLineSchema).typeError(stockMessages.deliveryLines).required(stockMessages.deliveryLines).min(1, stockMessages.deliveryLines).max(DELIVERY_MAX_LINES, stockMessages.tooManyLines),
})
export type DeliveryRequest = yup.InferType<typeof deliverySchema>

/** PUT /api/stock/settings. */
export const stockSettingsSchema = yup.object({
  requireNafdac: yup.boolean().strict().typeError('requireNafdac must be true or false').required('requireNafdac must be true or false'),
  expiryWarningDays: yup.number().typeError(stockMessages.warningDays).required(stockMessages.warningDays).integer(stockMessages.warningDays).min(1, stockMessages.warningDays).max(365, stockMessages.warningDays),
})
export type StockSettings = yup.InferType<typeof stockSettingsSchema>

/** POST /api/stock/batches/:id/write-off. */
export const writeOffSchema = yup.object({
  note: yup.string().typeError(stockMessages.writeOffNote).trim().max(TEXT_MAX, stockMessages.writeOffNote).optional(),
})

/** A batch as the owner's screens show it; its cost only to who may see costs. */
export interface StockBatch {
  _id: string
  productId: string
  productName: string
  batchNumber: string | null
  expiresOn: string | null
  received: number
  remaining: number
  unitCost?: number | null
  supplier: string | null
  receivedOn: string | null
  /** Past its date: not sold, waiting to be written off. */
  expired: boolean
  /** Kept for the salon's use: not for sale. */
  salonUse: boolean
}

export interface StockBatchPage extends PageInfo {
  batches: StockBatch[]
}

/** A change of a batch's units, newest first on the product's history. */
export interface StockMove {
  _id: string
  batchNumber: string | null
  units: number
  reason: StockMoveReason
  note: string | null
  by: string | null
  at: string
}

export const BATCH_VIEWS = ['expiring', 'write-off', 'product'] as const
export type BatchViewName = (typeof BATCH_VIEWS)[number]

/** GET /api/stock/batches: which batches (a product's, those expiring soon, those to write off) and the page after `after`. */
export const batchQuerySchema = yup.object({
  view: yup.string().oneOf([...BATCH_VIEWS], 'view must be expiring, write-off or product').default('expiring'),
  product: yup.string().trim().optional(),
  after: yup.string().trim().matches(/^\d{1,7}$/, 'after must be the nextCursor of the page before').optional(),
})

/** Why a counted number differs from the count: the stock take's reasons. */
export const COUNT_REASONS = ['damaged', 'expired', 'lost', 'found', 'miscounted'] as const
export type CountReason = (typeof COUNT_REASONS)[number]
export const COUNT_REASON_NAMES: Record<CountReason, string> = { damaged: 'Damaged', expired: 'Expired', lost: 'Lost or stolen', found: 'Found', miscounted: 'Counted wrong before' }

export const STOCK_TAKE_MAX_LINES = 200
/** Products a page of the count sheet lists. */
export const COUNT_SHEET_PAGE = 50

export const countMessages = {
  counted: `Counted must be a whole number from 0 to ${MAX_STOCK_COUNT.toLocaleString('en')}.`,
  reason: 'Say why the shelf differs: damaged, expired, lost, found or counted wrong before.',
  lines: 'Count at least one product.',
  tooMany: `A stock take saves at most ${STOCK_TAKE_MAX_LINES} products at once.`,
  category: 'Choose a category to count.',
  twice: 'Count each product once in a stock take.',
  saved: (changed: number) => (changed === 0 ? 'Stock take saved: every count matched the shelf.' : `Stock take saved: ${changed} ${changed === 1 ? 'product' : 'products'} corrected.`),
} as const

/** POST /api/stock/counts: what the shelves hold, product by product, and why each differs. */
export const stockTakeSchema = yup.object({
  counts: yup
    .array(
      yup.object({
        productId: yup.string().strict().typeError(stockMessages.product).required(stockMessages.product),
        counted: yup.number().typeError(countMessages.counted).required(countMessages.counted).integer(countMessages.counted).min(0, countMessages.counted).max(MAX_STOCK_COUNT, countMessages.counted),
        reason: yup.string().oneOf([...COUNT_REASONS, undefined], countMessages.reason).optional(),
      }),
    )
    .typeError(countMessages.lines)
    .required(countMessages.lines)
    .min(1, countMessages.lines)
    .max(STOCK_TAKE_MAX_LINES, countMessages.tooMany),
})
export type StockTakeRequest = yup.InferType<typeof stockTakeSchema>

/** GET /api/stock/sheet: the counted products of a category, a page at a time. */
export const countSheetQuerySchema = yup.object({
  category: yup.string().trim().required(countMessages.category),
  after: yup.string().trim().matches(/^\d{1,7}$/, 'after must be the nextCursor of the page before').optional(),
})

/** GET /api/stock/moves: a product's history, a page at a time. */
export const movesQuerySchema = yup.object({
  product: yup.string().trim().required(stockMessages.product),
  after: yup.string().trim().matches(/^\d{1,7}$/, 'after must be the nextCursor of the page before').optional(),
})

/** A line of the count sheet: a counted product and what the shop thinks is on the shelf. */
export interface CountSheetLine {
  productId: string
  name: string
  sku: string | null
  expected: number
}

/** What a stock take changed: each product whose count moved, by how many units and (for who may see costs) at what cost. */
export interface StockTakeLine {
  productId: string
  name: string
  expected: number
  counted: number
  reason: CountReason | null
  /** Units the shelf had more (positive) or fewer (negative) than the count. */
  variance: number
  /** The variance at its batches' unit costs, in naira (negative: a loss). */
  varianceCost?: number
}

/** POST /api/stock/batches/:id/salon-use: keep a batch for the salon's use (not for sale), or put it back on sale. */
export const salonUseSchema = yup.object({
  salonUse: yup.boolean().strict().typeError(stockMessages.salonUse).required(stockMessages.salonUse),
})

/** PUT /api/stock/services/:id/products: the products one visit of the service uses, each with its amount in units. */
export const serviceProductsSchema = yup.object({
  products: yup
    .array(
      yup.object({
        productId: yup.string().strict().typeError(stockMessages.product).required(stockMessages.product),
        amount: yup
          .number()
          .typeError(stockMessages.serviceProductAmount)
          .required(stockMessages.serviceProductAmount)
          .min(SERVICE_PRODUCT_MIN, stockMessages.serviceProductAmount)
          .max(SERVICE_PRODUCT_MAX, stockMessages.serviceProductAmount)
          .test('milli', stockMessages.serviceProductAmount, (value) => value === undefined || Number.isInteger(Math.round(value * MILLI * 1e6) / 1e6)),
      }),
    )
    .typeError(stockMessages.product)
    .required(stockMessages.product)
    .max(SERVICE_PRODUCTS_MAX, stockMessages.serviceProductsTooMany),
})
export type ServiceProductsRequest = yup.InferType<typeof serviceProductsSchema>

/** A product a service uses, as the service's editor shows it. */
export interface ServiceProduct {
  productId: string
  name: string
  /** Units one visit uses (0.03: 30 ml of a litre). */
  amount: number
  /** Units kept for the salon's use, not past their date. */
  salonStock: number
}

/** GET /api/stock/margin: a period of Lagos days (the month so far unless given) and the page after `after`. */
export const marginQuerySchema = yup.object({
  from: optionalDate(stockMessages.marginRange),
  to: optionalDate(stockMessages.marginRange),
  after: yup.string().trim().matches(/^\d{1,7}$/, 'after must be the nextCursor of the page before').optional(),
})

/** Products a page of the margin list shows. */
export const MARGIN_PAGE = 50

/** What a product's sales brought in and what the units they took cost, in naira. */
export interface MarginFigures {
  /** Units sold (online orders not cancelled, counter lines not refunded). */
  units: number
  /** Their lines' value before tax, less the counter's line discounts. */
  revenue: number
  /** What the units cost, from their batches' unit costs (units of unknown cost count nothing). */
  cost: number
  margin: number
  /** Units whose batch has no unit cost (stock from before deliveries were recorded): the margin leaves them out of the cost. */
  unknownCostUnits: number
  /** Units the salon's services used and what they cost (no revenue of their own: the service's price pays for them). */
  salonUnits: number
  salonCost: number
}

export interface ProductMargin extends MarginFigures {
  productId: string
  name: string
}

export interface MarginReport extends PageInfo {
  from: string
  to: string
  totals: MarginFigures
  products: ProductMargin[]
}
