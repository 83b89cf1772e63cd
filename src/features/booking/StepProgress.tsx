import styled from 'styled-components'
import { BOOKING_STEPS } from './bookingSlice'

const List = styled.ol`
  list-style: none;
  display: grid;
  grid-template-columns: repeat(${BOOKING_STEPS.length}, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  counter-reset: step;
`

const Item = styled.li<{ $state: 'done' | 'current' | 'next' }>`
  counter-increment: step;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 500)};
  color: ${({ theme, $state }) => ($state === 'next' ? theme.colors.muted : theme.colors.ink)};
  text-align: center;

  ${({ theme }) => theme.media.sm} { font-size: ${({ theme }) => theme.fontSizes.sm}; }

  /* The bar before each step fills as the client moves on. */
  &::after {
    content: '';
    order: -1;
    width: 100%;
    height: 6px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $state }) => ($state === 'next' ? theme.colors.line : theme.colors.primary)};
  }
  &::before {
    content: ${({ $state }) => ($state === 'done' ? "'✓'" : 'counter(step)')};
    display: grid;
    place-items: center;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: 50%;
    border: 2px solid ${({ theme, $state }) => ($state === 'next' ? theme.colors.line : theme.colors.primary)};
    background: ${({ theme, $state }) => ($state === 'current' ? theme.colors.primary : theme.colors.surface)};
    color: ${({ theme, $state }) => ($state === 'current' ? '#fff' : $state === 'done' ? theme.colors.primary : theme.colors.muted)};
  }
`

/** Where the client is in the wizard: an ordered list with the current step marked for assistive technology. */
export function StepProgress({ step }: { step: number }) {
  return (
    <List aria-label="Booking progress">
      {BOOKING_STEPS.map((label, index) => {
        const state = index < step ? 'done' : index === step ? 'current' : 'next'
        return (
          <Item key={label} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            {label}
          </Item>
        )
      })}
    </List>
  )
}
