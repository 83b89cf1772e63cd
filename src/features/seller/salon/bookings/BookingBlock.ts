import styled, { css } from 'styled-components'
import { AWAITING_DEPOSIT, type BookingState } from '../../../../contract/types'

const blockStatus = {
  confirmed: css`background: ${({ theme }) => theme.colors.primarySoft}; border-color: ${({ theme }) => theme.colors.primary};`,
  completed: css`background: #e3f3ea; border-color: ${({ theme }) => theme.colors.success};`,
  cancelled: css`background: ${({ theme }) => theme.colors.background}; border-style: dashed; text-decoration: line-through; color: ${({ theme }) => theme.colors.muted};`,
  'no-show': css`background: #f1eeee; border-color: ${({ theme }) => theme.colors.muted}; color: ${({ theme }) => theme.colors.muted};`,
  // Held while its deposit is paid: striped and dotted, not yet a booking like the others.
  [AWAITING_DEPOSIT]: css`background: repeating-linear-gradient(135deg, ${({ theme }) => theme.colors.surface} 0 6px, ${({ theme }) => theme.colors.primarySoft} 6px 12px); border-style: dotted; border-color: ${({ theme }) => theme.colors.primary};`,
}

/** A booking on the calendar, coloured by its status, that opens the booking's dialog: placed in the day view's column by time. */
export const BookingBlock = styled.button<{ $status: BookingState }>`
  position: absolute;
  left: 4px;
  right: 4px;
  overflow: hidden;
  padding: 2px 6px;
  border: 1.5px solid;
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: left;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.ink};
  ${({ $status }) => blockStatus[$status]}
  strong { display: block; }
`
