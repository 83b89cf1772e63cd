import { useId, type ReactNode } from 'react'
import styled from 'styled-components'
import { Container, useDocumentTitle } from '../../components/Page'

const Card = styled.section<{ $inPage: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 32rem;
  margin: ${({ theme, $inPage }) => ($inPage ? `0 auto ${theme.space.xl}` : `${theme.space.xxl} auto`)};
  /* On a phone the narrower sides leave room for "Send to the shop on WhatsApp" on one line, inside the card. */
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} { padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg}; }
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-align: center;
  h1, h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xl}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`

const Badge = styled.div<{ $good?: boolean }>`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  font-size: 2rem;
  color: #fff;
  background: ${({ theme, $good }) => ($good === undefined ? theme.colors.primary : $good ? theme.colors.success : theme.colors.danger)};
`

interface OutcomeProps {
  /** Good (✓), bad (!) or neither (i). */
  good?: boolean
  title: string
  children: ReactNode
}

/** What happened, in a card labelled by its heading: a page's own (h1), or the top of another page (h2, My Orders). */
export function OutcomeCard({ good, title, level = 1, children }: OutcomeProps & { level?: 1 | 2 }) {
  const headingId = useId()
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <Card aria-labelledby={headingId} $inPage={level === 2}>
      <Badge $good={good} aria-hidden="true">
        {good === undefined ? 'i' : good ? '✓' : '!'}
      </Badge>
      <Heading id={headingId}>{title}</Heading>
      {children}
    </Card>
  )
}

/** The page a shopper lands on after the payment provider: what happened (good, bad, or nothing), and where to go next. */
export function OrderOutcome({ good, title, children }: OutcomeProps) {
  useDocumentTitle(title)
  return (
    <Container>
      <OutcomeCard good={good} title={title}>
        {children}
      </OutcomeCard>
    </Container>
  )
}
