/**
 * What the service worker (src/sw.ts) and the app agree on: where the shop's pages and pictures are kept for
 * a visit without signal, and the page shown for anything not kept. Nothing of /api or the seller area is.
 */
export const SERVICE_WORKER = '/sw.js'
export const PAGES_CACHE = 'glow-pages'
export const PICTURES_CACHE = 'glow-pictures'
export const OFFLINE_PAGE = 'offline.html'
/** The app's message to the worker: `{ [KEEP_PAGE]: '/products/…' }`, a page opened to keep. */
export const KEEP_PAGE = 'keepPage'
/**
 * The pages this tab loaded, in its sessionStorage (the first script notes each): one left before the app came to it
 * (a link tapped within a second on a slow line) is kept once the worker is there. At most SEEN_PAGES_MAX, the latest.
 */
export const SEEN_PAGES_KEY = 'glow-seen'
export const SEEN_PAGES_MAX = 10

/** What a shopper reads without signal. */
export const offlineTexts = {
  notice: 'You are offline — prices may have changed',
  checkout: 'Placing an order needs a connection. You are offline: your cart is kept on this phone, and you can order once you are back online.',
  booking: 'Booking needs a connection. You are offline: please try again once you are back online.',
}
