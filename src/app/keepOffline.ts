import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { PAGES_CACHE, SERVICE_WORKER } from '../contract/offline'
import { isRenderedPath } from '../contract/routes'
import { savingData } from '../shared/dataSaver'

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
 * Keeps each public page the shopper opens in the worker's page cache. A page opened by a link inside the app
 * is no navigation the worker sees, and the first visit's page came before the worker: both are stored here,
 * unless the worker already has them.
 */
export function useKeepPagesOffline() {
  const { pathname, search } = useLocation()
  useEffect(() => {
    if (!('serviceWorker' in navigator) || !isRenderedPath(pathname) || savingData()) return
    const address = pathname + search
    void navigator.serviceWorker.ready
      .then(async () => {
        const pages = await caches.open(PAGES_CACHE)
        if (!(await pages.match(address))) await pages.add(address)
      })
      .catch(() => undefined)
  }, [pathname, search])
}
