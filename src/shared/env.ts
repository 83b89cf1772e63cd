// The one module that reads the build's environment (Vite `define`; Jest sets the same global).
declare const __SHOP_ENV__: { apiUrl: string; contactFormUrl: string }

/** Origin of the API; empty means the page's own origin. */
export const apiUrl: string = __SHOP_ENV__.apiUrl.replace(/\/$/, '')
/** Where the contact form posts: an external form service's address, or our own endpoint under the API's /api. */
export const contactFormUrl: string = __SHOP_ENV__.contactFormUrl || '/contact'

/** True when the app runs in Node to render a page on the server (src/entry-server.tsx), not in a browser. */
export const onServer: boolean = typeof window === 'undefined'
