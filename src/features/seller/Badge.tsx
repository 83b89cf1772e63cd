import styled from 'styled-components'

/** A word on a coloured pill: an order's status or payment, a message's delivery. */
export const Badge = styled.span<{ $tone: 'good' | 'wait' | 'stop' }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'good' ? theme.colors.success : $tone === 'stop' ? theme.colors.danger : theme.colors.ink)};
  background: ${({ $tone }) => ($tone === 'good' ? '#e3f3ea' : $tone === 'stop' ? '#fbe7e6' : '#fdf1dc')};
`
