// Business constants of SPEC §9 and the limits the server enforces.

export const MAX_PRODUCT_IMAGES = 4
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
export const MAX_CART_QUANTITY = 99
/** At most this many units left, a product page says how many ("Only 4 left"). */
export const FEW_LEFT = 5
/** More different products than any shelf holds is not a cart (nor an order). */
export const MAX_CART_LINES = 200
/** Highest product price in naira: order totals stay within the database's 32-bit kobo columns. */
export const MAX_PRICE_NAIRA = 10_000_000
export const QUANTITY_OPTIONS = 9
export const RELATED_PRODUCTS = 5
export const BEST_SELLERS = 5
export const PHONE_MIN_LENGTH = 7
export const SEARCH_DELAY_MS = 500
export const TOAST_AUTO_CLOSE_MS = 5000
/** SPEC §9: a toast is at most 350 px wide, 8 px from the screen's edge and from the next one. */
export const TOAST_MAX_WIDTH_PX = 350
export const TOAST_GUTTER_PX = 8
export const PASSWORD_MIN_LENGTH = 8
export const RATING = 4
export const TEXT_MAX = 200
export const LONG_TEXT_MAX = 5000
/** Lists the API pages: this many rows unless the client asks for fewer, never more than the maximum. */
export const PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 50
/** What a list says of a `limit` it cannot use. */
export const PAGE_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`
/** The longest search the seller's order list takes. */
export const ORDER_SEARCH_MAX = 100
/** Addresses one shopper may keep. */
export const MAX_ADDRESSES = 20
/** How far ahead the salon takes bookings. */
export const BOOKING_HORIZON_DAYS = 90
/** Units of one product the seller may count, and the highest low-stock alert. */
export const MAX_STOCK_COUNT = 1_000_000
/** A counted product at or below this many units is low on stock, unless the seller sets another alert. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5
/** Longest search text of the seller's product list. */
export const PRODUCT_SEARCH_MAX = 100
/** Track Order look-ups one client address may make in a minute: enough for a shopper's typos, too few to guess order numbers. */
export const TRACK_ORDER_LOOKUPS_PER_MINUTE = 10
