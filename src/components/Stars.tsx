import styled from 'styled-components'

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Count = styled.span`
  margin-left: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.muted};
`

/** A rating out of five; `count` is shown as '(n)' after the stars. */
export function Stars({ rating, count }: { rating: number; count?: number }) {
  return (
    <Row>
      <span role="img" aria-label={`Rated ${rating} out of 5`}>
        {'★'.repeat(rating)}
        <span style={{ opacity: 0.3 }}>{'★'.repeat(5 - rating)}</span>
      </span>
      {count !== undefined && <Count>({count})</Count>}
    </Row>
  )
}
