import { savingData } from '../components/dataSaver'
import { SERVICE_WORKER } from '../contract/offline'

// The service worker (src/sw.ts) keeps the app's files and the pages visited, for a visit without signal.

/** Registers the service worker once the page has loaded, so its downloads never compete with the first pictures. */
export function registerServiceWorker() {
  // Production builds only (the development server has no worker), and not for a shopper saving data: it fetches ahead.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || savingData()) return
  const register = () => void navigator.serviceWorker.register(SERVICE_WORKER).catch(() => undefined)
  if (document.readyState === 'complete') register()
  else addEventListener('load', register, { once: true })
}
