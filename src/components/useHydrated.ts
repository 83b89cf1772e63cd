import { useSyncExternalStore } from 'react'

const never = () => () => undefined

/**
 * False on the server and while the browser hydrates the server's HTML, true from the render after.
 * What only this browser knows (its saved cart) is drawn from then on: the page's first render matches the
 * server's, which is the same for every visitor.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
