/**
 * Settles once `element` comes within a screen of the viewport, or is already above it (the visitor scrolled past it
 * before this ran, as on a slow line); at once without an element (a page drawn in the browser, the server) or
 * without IntersectionObserver.
 */
export function whenNear(element: Element | null): Promise<void> {
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting || entry.boundingClientRect.bottom < 0)) return
        observer.disconnect()
        resolve()
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(element)
  })
}
