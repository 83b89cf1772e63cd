import { useSyncExternalStore } from 'react'

function subscribe(changed: () => void) {
  addEventListener('online', changed)
  addEventListener('offline', changed)
  return () => {
    removeEventListener('online', changed)
    removeEventListener('offline', changed)
  }
}

/** Whether this browser has a connection; the server's page (and its hydration) says it has. */
export const useOnline = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
