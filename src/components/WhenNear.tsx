import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useHydrated } from './useHydrated'

/**
 * Renders its children once they come within a screen of the viewport; until then a placeholder a screen
 * tall, so what lies below does not move into view. Without IntersectionObserver, right after the first render.
 * The server draws the children (a page must be whole without a script), and the browser hydrates what it drew.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null)
  const hydrated = useHydrated()
  // On the server and while hydrating its page: near. Only a page the browser draws itself waits for the scroll.
  const [near, setNear] = useState(!hydrated)
  const shown = near || (hydrated && typeof IntersectionObserver === 'undefined')

  useEffect(() => {
    const element = placeholder.current
    if (shown || !element) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setNear(true)
        observer.disconnect()
      }
    }, { rootMargin: '100% 0px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [shown])

  return shown ? children : <div ref={placeholder} aria-hidden="true" style={{ minHeight: '100vh' }} />
}
