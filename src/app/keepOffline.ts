import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { KEEP_PAGE } from '../contract/offline'

// The service worker (src/sw.ts, registered by ./registerServiceWorker) keeps the pages visited, for a visit without signal.

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
