import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { registerRoute, setCatchHandler } from 'workbox-routing'
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies'
import { KEEP_PAGE, OFFLINE_PAGE, PAGES_CACHE, PICTURES_CACHE } from './contract/offline'
import { isRenderedPath } from './contract/routes'

// The shop's service worker, built by vite-plugin-pwa (vite.config.ts) with Workbox. A new version waits
// until every page of the old one is closed (no skipWaiting): a page already open keeps the scripts it came with.

declare let self: ServiceWorkerGlobalScope

const DAY_S = 24 * 60 * 60
const ok = new CacheableResponsePlugin({ statuses: [200] })

// The app's files a shopper's pages use (vite.config.ts leaves the seller area's out), fetched once the first visit's
// app has come to life (src/app/registerServiceWorker.ts registers this worker then).
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// The public pages the server draws (catalogue, products, the shop's own pages): from the cache at once, refreshed
// behind it. Prices and stock in them are the API's: the app asks again for what it shows (src/shared/api.ts).
const pages = new StaleWhileRevalidate({ cacheName: PAGES_CACHE, plugins: [ok, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * DAY_S })] })
registerRoute(({ request, url }) => request.mode === 'navigate' && isRenderedPath(url.pathname), pages)

// A public page the app opened without a navigation (a link inside the app, or the first visit's page, which came
// before this worker): kept too, unless it already is.
self.addEventListener('message', (event) => {
  const address: unknown = (event.data as Record<string, unknown> | null)?.[KEEP_PAGE]
  if (typeof address !== 'string') return
  const url = new URL(address, self.location.origin)
  if (url.origin !== self.location.origin || !isRenderedPath(url.pathname)) return
  event.waitUntil(
    caches.match(url.href, { cacheName: PAGES_CACHE }).then((kept) => kept ?? pages.handle({ event, request: new Request(url.href) })),
  )
})

// Product photos (each name a fresh UUID) and the shop's artwork.
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin && /^\/(uploads|art)\//.test(url.pathname),
  new CacheFirst({ cacheName: PICTURES_CACHE, plugins: [ok, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_S })] }),
)

// Every other page (cart, checkout, account, the seller area) from the network alone; /api is never routed here.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly())

// A page that cannot be had: the offline page.
setCatchHandler(async ({ request }) => (request.mode === 'navigate' && (await matchPrecache(OFFLINE_PAGE))) || Response.error())
