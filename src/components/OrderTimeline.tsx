import styled from 'styled-components'
import { formatDateTime } from '../contract/shopClock'
import type { TimelineStep } from '../contract/types'

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    padding: 0 0 ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  /* A dot for each step, joined by a line to the next. */
  li::before {
    content: '';
    position: absolute;
    left: 0.25rem;
    top: 0.35rem;
    width: 0.6rem;
    height: 0.6rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
  }
  li:not(:last-child)::after {
    content: '';
    position: absolute;
    left: calc(0.55rem - 1px);
    top: 1rem;
    bottom: 0;
    width: 2px;
    background: ${({ theme }) => theme.colors.line};
  }
  b { margin-right: ${({ theme }) => theme.space.sm}; }
  time { color: ${({ theme }) => theme.colors.muted}; }
`

/** An order's steps so far, oldest first, each with its date and time in Lagos. */
export function OrderTimeline({ steps, label }: { steps: TimelineStep[]; label: string }) {
  return (
    <Steps aria-label={label}>
      {steps.map((step) => (
        <li key={`${step.event}-${step.at}`}>
          <b>{step.event}</b>
          <time dateTime={step.at}>{formatDateTime(new Date(step.at))}</time>
        </li>
      ))}
    </Steps>
  )
}
