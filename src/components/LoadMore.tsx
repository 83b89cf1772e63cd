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
}

/** The next page of a list, on request: long lists never arrive whole. */
export function LoadMore({ hasMore, loading, load, label }: LoadMoreProps) {
  if (!hasMore) return null
  return (
    <Row>
      <Button type="button" $variant="outline" onClick={load} disabled={loading} aria-busy={loading}>
        {loading ? 'Loading…' : label}
      </Button>
    </Row>
  )
}
