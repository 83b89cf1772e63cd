import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { KEEP_PAGE, SERVICE_WORKER } from '../contract/offline'
import { savingData } from '../components/dataSaver'

// The service worker (src/sw.ts) keeps the app's files and the pages visited, for a visit without signal.

/** Registers the service worker once the page has loaded, so its downloads never compete with the first pictures. */
export function registerServiceWorker() {
  // Production builds only (the development server has no worker), and not for a shopper saving data: it fetches ahead.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || savingData()) return
  const register = () => void navigator.serviceWorker.register(SERVICE_WORKER).catch(() => undefined)
  if (document.readyState === 'complete') register()
  else addEventListener('load', register, { once: true })
}

/**
 * Asks the worker to keep each page the shopper opens: a page opened by a link inside the app is no navigation
 * the worker sees, and the first visit's page came before the worker. It keeps only public pages (src/sw.ts).
 */
export function useKeepPagesOffline() {
  const { pathname, search } = useLocation()
  useEffect(() => {
    // Without a worker (development, data saver, a browser without them) `ready` never settles: nothing is kept.
    void navigator.serviceWorker?.ready.then((registration) => registration.active?.postMessage({ [KEEP_PAGE]: pathname + search }))
  }, [pathname, search])
}
