import { APP_SCRIPT_ATTRIBUTE } from './contract/appScript'
import { SEEN_PAGES_KEY, SEEN_PAGES_MAX } from './contract/offline'
import { CART_STORAGE_KEY, cartLinkLabel, EARLY_CART, EARLY_COUNT, EARLY_TAKEN, EARLY_TAP, EARLY_TAP_EVENT, EARLY_TAPS_KEY, type EarlyTap } from './contract/earlyTaps'

// The page's first script: a few hundred bytes that decide when the app's script is fetched, written into the
// page's head (vite.config.ts) and run at once (async): no request of its own, and taking taps from the first paint.
//
// A page drawn by the server (src/entry-server.tsx) can be read before any script runs, and what a phone
// shows first is its largest picture: the hero, the first row of products, a product's photo, each marked
// `fetchpriority="high"`. On a slow network the app's script, a hundred times their size, would share the
// line with them and hold them back, so the app is fetched once they are on screen. Its forms wait for it
// (HydratedControls); links work from the start. A page drawn in the browser has no such picture: the app
// comes after one frame.
//
// Until the app has brought a control to life, a tap on it is taken here (src/contract/earlyTaps.ts): kept in
// this tab's storage, shown at once (the cart's count, the Add button drawn as its stepper) and replayed by the
// app once, however late it comes.

/** However slow the pictures, the app is not kept waiting longer than this. */
const LONGEST_WAIT_MS = 2000

/** The page parsed to its end: this script runs in the page's head, before the body has come. */
const pageRead = () => new Promise((resolve) => (document.readyState === 'loading' ? addEventListener('DOMContentLoaded', resolve, { once: true }) : resolve(undefined)))

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)))

async function firstPicturesShown(): Promise<void> {
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')]
  // A picture that fails to load counts as shown: the app must still come.
  await Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)))
  await nextFrame()
}

const takenTaps = (): EarlyTap[] => JSON.parse(sessionStorage.getItem(EARLY_TAPS_KEY) ?? '[]') as EarlyTap[]
const net = (taps: EarlyTap[], productId?: string) => taps.reduce((sum, [change, id]) => sum + (!productId || id === productId ? change : 0), 0)

function showCartCount(taps: EarlyTap[]) {
  let saved = 0
  try {
    const items = JSON.parse((JSON.parse(localStorage.getItem(`persist:${CART_STORAGE_KEY}`)!) as { items: string }).items) as Record<string, number>
    for (const quantity of Object.values(items)) saved += quantity
  } catch {
    // No saved cart yet.
  }
  // The link's name says the count its badge shows (the app names it the same once it runs).
  if (taps.length)
    for (const link of document.querySelectorAll(`[${EARLY_CART}]`)) {
      link.setAttribute(EARLY_COUNT, String(saved + net(taps)))
      link.setAttribute('aria-label', cartLinkLabel(saved + net(taps)))
    }
}

addEventListener(
  'click',
  (event) => {
    const control = (event.target as Element).closest?.(`[${EARLY_TAP}]`)
    if (!control) return
    // The app's own handler is not there yet: this tap is the first script's alone.
    event.preventDefault()
    event.stopPropagation()
    const [, productId, then] = control.getAttribute(EARLY_TAP)!.split(' ') as [string, string, string?]
    // A control already taken is drawn as its stepper: a pointer's tap on its left third is its minus.
    const minus = control.hasAttribute(EARLY_TAKEN) && event.detail > 0 && event.clientX - control.getBoundingClientRect().left < control.clientWidth / 3
    const taps: EarlyTap[] = [...takenTaps(), [minus ? -1 : 1, productId]]
    sessionStorage.setItem(EARLY_TAPS_KEY, JSON.stringify(taps))
    const taken = net(taps, productId)
    if (taken > 0) control.setAttribute(EARLY_TAKEN, String(taken))
    else control.removeAttribute(EARLY_TAKEN)
    showCartCount(taps)
    dispatchEvent(new Event(EARLY_TAP_EVENT))
    if (then) location.assign(then)
  },
  true,
)
// This page, for the service worker to keep even if the app never comes to it (src/app/keepOffline.ts).
const seen = JSON.parse(sessionStorage.getItem(SEEN_PAGES_KEY) ?? '[]') as string[]
sessionStorage.setItem(SEEN_PAGES_KEY, JSON.stringify([...seen, location.pathname + location.search].slice(-SEEN_PAGES_MAX)))
const [app, ...pageChunks] = document.querySelector(`script[${APP_SCRIPT_ATTRIBUTE}]`)!.getAttribute(APP_SCRIPT_ATTRIBUTE)!.split(' ')
await pageRead()
// Taps taken on a page left before the app came still count here.
showCartCount(takenTaps())
await Promise.race([firstPicturesShown(), new Promise((resolve) => setTimeout(resolve, LONGEST_WAIT_MS))])
// The page's own chunks come with the app, not after it has run and asked for them.
for (const href of pageChunks) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }))
await import(/* @vite-ignore */ app!)
