import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Container, useDocumentTitle } from '../../components/Page'
import { CategoryChips } from './CategoryChips'

const Section = styled.section`
  padding: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.xxl};
  h1 { font-size: clamp(1.75rem, 4vw, 2.5rem); margin-bottom: ${({ theme }) => theme.space.xs}; }
`

export const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.muted};
`

export const Empty = styled.p`
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  border: 1.5px dashed ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-align: center;
`

/** The frame of /products and /products/{category}: title, heading, category links, then the list. */
export function Catalogue({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  useDocumentTitle(title, description)
  return (
    <Container>
      <Section aria-labelledby="catalogue-heading">
        <h1 id="catalogue-heading">{title}</h1>
        <CategoryChips />
        {children}
      </Section>
    </Container>
  )
}
