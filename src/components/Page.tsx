import { useEffect, type ReactNode } from 'react'
import styled from 'styled-components'
import { documentTitle, type PageHeadText } from '../contract/pageHead'

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

/**
 * Sets the document title for a page, and its description when it has one: the server sent both with the
 * first page (server/src/pages/head.ts), from the same words; moving to another page in the app changes them here.
 */
export function useDocumentTitle(title: string, description?: string) {
  useEffect(() => {
    document.title = documentTitle(title)
    if (description !== undefined) document.querySelector('meta[name="description"]')?.setAttribute('content', description)
  }, [title, description])
}

/** A page's title and description (src/contract/pageHead.ts). */
export const usePageHead = (head: PageHeadText) => useDocumentTitle(head.title, head.description)

/** A page with its heading and the browser tab's title (and description, when given). */
export function Page({ title, description, heading = title, children }: { title: string; description?: string; heading?: ReactNode; children?: ReactNode }) {
  useDocumentTitle(title, description)
  return (
    <Container>
      <Section>
        <h1>{heading}</h1>
        {children}
      </Section>
    </Container>
  )
}
