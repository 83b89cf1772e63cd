import { useEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

/**
 * A new page opens at its top. Back and Forward leave scrolling to the browser's own restoration, and a replaced
 * address leaves it where it is: that is a change within the page (a shade picked) or a redirect right after a new page.
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation()
  const navigationType = useNavigationType()
  useEffect(() => {
    if (navigationType === 'PUSH') window.scrollTo(0, 0)
  }, [pathname, navigationType])
}
