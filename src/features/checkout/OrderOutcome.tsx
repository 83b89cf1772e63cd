import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Container, useDocumentTitle } from '../../components/Page'

const Card = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 32rem;
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-align: center;
  h1 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xl}; }
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

/** The page a shopper lands on after the payment provider: what happened (good, bad, or nothing), and where to go next. */
export function OrderOutcome({ good, title, children }: { good?: boolean; title: string; children: ReactNode }) {
  useDocumentTitle(title)
  return (
    <Container>
      <Card>
        <Badge $good={good} aria-hidden="true">
          {good === undefined ? 'i' : good ? '✓' : '!'}
        </Badge>
        <h1>{title}</h1>
        {children}
      </Card>
    </Container>
  )
}
