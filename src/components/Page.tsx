import { useEffect, type ReactNode } from 'react'
import styled from 'styled-components'
import { brand } from '../content/brand'

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} { padding: 0 ${({ theme }) => theme.space.lg}; }
`

const Section = styled.section`
  padding: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.xxl};
`

/** Sets the document title for a page. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | ${brand.name}`
  }, [title])
}

/** A page with its heading and the browser tab's title. */
export function Page({ title, heading = title, children }: { title: string; heading?: ReactNode; children?: ReactNode }) {
  useDocumentTitle(title)
  return (
    <Container>
      <Section>
        <h1>{heading}</h1>
        {children}
      </Section>
    </Container>
  )
}
