import { useEffect, useRef, useState, type ReactNode } from 'react'

/**
 * Renders its children once they come within a screen of the viewport; until then a placeholder a screen
 * tall, so what lies below does not move into view. Without IntersectionObserver, at once.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')

  useEffect(() => {
    const element = placeholder.current
    if (near || !element) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setNear(true)
        observer.disconnect()
      }
    }, { rootMargin: '100% 0px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])

  return near ? children : <div ref={placeholder} aria-hidden="true" style={{ minHeight: '100vh' }} />
}
