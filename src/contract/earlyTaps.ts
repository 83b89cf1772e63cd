/**
 * Taps on a drawn page's controls before the app runs (src/boot.ts takes them, src/features/cart/earlyTaps.ts
 * replays them). A control the app has not yet brought to life carries EARLY_TAP: `add <productId>` or
 * `add <productId> <address>` (Buy now: the page to open after). Pure constants: the first script bundles
 * only what it names.
 */
export const EARLY_TAP = 'data-tap'
/** Set by the first script on a tapped control: how many of its product were taken (CSS draws it, index.html). */
export const EARLY_TAKEN = 'data-taken'
/** The cart link's mark, and the count the first script writes beside it. */
export const EARLY_CART = 'data-cart'
export const EARLY_COUNT = 'data-count'
/** The cart link's name, as the app and the first script (with the count it shows) give it. */
export const cartLinkLabel = (count: number): string => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`
/** The taps not yet replayed, in this tab's sessionStorage: a page left before the app came keeps them. */
export const EARLY_TAPS_KEY = 'glow-taps'
/** Dispatched on window for each tap taken, so an app already running replays it at once. */
export const EARLY_TAP_EVENT = 'glowtap'
/** The saved cart's storage key (redux-persist writes `persist:` + it): the first script counts it too. */
export const CART_STORAGE_KEY = 'glow-cart'

/** A tap taken: one more (1) or one fewer (-1) of a product. */
export type EarlyTap = [1 | -1, string]
