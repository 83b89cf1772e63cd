import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { KEEP_PAGE, SEEN_PAGES_KEY } from '../contract/offline'

// The service worker (src/sw.ts, registered by ./registerServiceWorker) keeps the pages visited, for a visit without signal.

/**
 * Asks the worker to keep each page the shopper opens: a page opened by a link inside the app is no navigation
 * the worker sees, and the first visit's pages came before the worker, some left before the app came to them (the
 * first script noted those). It keeps only public pages (src/sw.ts).
 */
export function useKeepPagesOffline() {
  const { pathname, search } = useLocation()
  useEffect(() => {
    // Without a worker (development, data saver, a browser without them) `ready` never settles: nothing is kept.
    void navigator.serviceWorker?.ready.then((registration) => {
      const seen = JSON.parse(sessionStorage.getItem(SEEN_PAGES_KEY) ?? '[]') as string[]
      sessionStorage.removeItem(SEEN_PAGES_KEY)
      for (const address of new Set([...seen, pathname + search])) registration.active?.postMessage({ [KEEP_PAGE]: address })
    })
  }, [pathname, search])
}
