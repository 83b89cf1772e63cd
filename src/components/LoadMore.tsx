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
  onLoad(): void
  /** What the button brings, e.g. "Show older orders". */
  label: string
}

/** The next page of a list, on request: long lists never arrive whole. */
export function LoadMore({ hasMore, loading, onLoad, label }: LoadMoreProps) {
  if (!hasMore) return null
  return (
    <Row>
      <Button type="button" $variant="outline" onClick={onLoad} disabled={loading} aria-busy={loading}>
        {loading ? 'Loading…' : label}
      </Button>
    </Row>
  )
}
