import { useEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

/** A new page opens at its top; Back and Forward leave scrolling to the browser's own restoration. */
export function useScrollToTop(): void {
  const { pathname } = useLocation()
  const navigationType = useNavigationType()
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0)
  }, [pathname, navigationType])
}
