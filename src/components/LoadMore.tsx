import { useEffect, useRef } from 'react'
import styled from 'styled-components'
import { Button } from './Button'

const Row = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.lg};
`

interface LoadMoreProps {
  hasMore: boolean
  loading: boolean
  load(): void
  /** What the button brings, e.g. "Show older orders". */
  label: string
  /** Infinite scroll: the next page comes by itself as the button nears the screen; the button stays, for keyboards and readers. */
  auto?: boolean
}

/** How far below the screen the button may be when the next page is asked for, so it is there before the shopper is. */
const AHEAD = '800px'

/** The next page of a list, on request: long lists never arrive whole. */
export function LoadMore({ hasMore, loading, load, label, auto = false }: LoadMoreProps) {
  const row = useRef<HTMLDivElement>(null)
  // The latest `load` and `loading`, read by one observer that lives as long as the button.
  const latest = useRef({ load, loading })
  useEffect(() => {
    latest.current = { load, loading }
  })
  useEffect(() => {
    const element = row.current
    if (!auto || !hasMore || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !latest.current.loading) latest.current.load()
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [auto, hasMore, loading])

  if (!hasMore) return null
  return (
    <Row ref={row}>
      <Button type="button" $variant="outline" onClick={load} disabled={loading} aria-busy={loading}>
        {loading ? 'Loading…' : label}
      </Button>
    </Row>
  )
}
