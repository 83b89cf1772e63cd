import { useEffect, useRef, useState, type ReactNode } from 'react'
import styled from 'styled-components'

const Box = styled.div<{ $shown: boolean }>`
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  transform: translateY(${({ $shown }) => ($shown ? 0 : '24px')});
  transition: opacity 0.7s ease, transform 0.7s ease;
`

const canAnimate = () =>
  typeof IntersectionObserver !== 'undefined' && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches

/**
 * Fades its section in the first time it scrolls into view; shown at once when motion is reduced. It starts
 * shown (the server's page, a crawler and the hydrating browser all draw it so). The observer's first report
 * says where it is without making the browser lay the page out while the app starts: one below the fold is
 * then hidden, out of sight, to fade in when it comes into view. One already in view never fades: it is the page.
 */
export function Reveal({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState(true)

  useEffect(() => {
    const element = box.current
    if (!element || !canAnimate()) return
    let first = true
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]!
        if (first) {
          first = false
          if (entry.boundingClientRect.top > window.innerHeight) setShown(false)
          else observer.disconnect()
        } else if (entry.isIntersecting) {
          setShown(true)
          observer.disconnect()
        }
      },
      { rootMargin: '0px 0px -8% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return (
    <Box ref={box} $shown={shown}>
      {children}
    </Box>
  )
}
