import { useEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'
import { keepsScroll } from '../shared/pages'

/**
 * A new page opens at its top; Back and Forward leave scrolling to the browser's own restoration, and a change
 * within the page (a shade picked, KEEP_SCROLL) leaves it where it is.
 */
export function useScrollToTop(): void {
  const { pathname, state } = useLocation()
  const navigationType = useNavigationType()
  const keep = keepsScroll(state)
  useEffect(() => {
    if (navigationType !== 'POP' && !keep) window.scrollTo(0, 0)
  }, [pathname, navigationType, keep])
}
