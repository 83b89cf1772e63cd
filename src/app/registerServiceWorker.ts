import { savingData } from '../components/dataSaver'
import { SERVICE_WORKER } from '../contract/offline'

// The service worker (src/sw.ts) keeps the app's files and the pages visited, for a visit without signal.

/** However busy the page stays, the worker is registered at most this long after the page has loaded. */
const LONGEST_WAIT_MS = 10_000

/**
 * Registers the service worker once the page has loaded and then the browser is idle, which is after the app has
 * come to life: the page loads before the app does (src/boot.ts), and the worker's install, which fetches and
 * keeps the app's files, must compete neither with the first pictures nor with the app's start, on the line or on
 * the phone's processor.
 */
export function registerServiceWorker() {
  // Production builds only (the development server has no worker), and not for a shopper saving data: it fetches ahead.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || savingData()) return
  const register = () => void navigator.serviceWorker.register(SERVICE_WORKER).catch(() => undefined)
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(register, { timeout: LONGEST_WAIT_MS }) : setTimeout(register, LONGEST_WAIT_MS))
  if (document.readyState === 'complete') whenIdle()
  else addEventListener('load', whenIdle, { once: true })
}
