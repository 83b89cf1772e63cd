import { useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { Button, ButtonLink } from '../../components/Button'
import { HelpBody } from '../../components/HelpBody'
import { brand } from '../../content/brand'
import { Page } from '../../components/Page'
import { Spinner } from '../../components/Spinner'
import { helpSlugOf, type HelpSlug } from '../../contract/help'
import { helpHead } from '../../contract/pageHeads'
import { paths } from '../../contract/routes'
import { formatLongDate } from '../../contract/shopClock'
import { useGetHelpPageQuery } from '../../shared/helpApi'

const Updated = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const StillStuck = styled.aside`
  max-width: 760px;
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  p { margin: 0 0 ${({ theme }) => theme.space.md}; }
`

function HelpArticle({ slug }: { slug: HelpSlug }) {
  const { data: page, isLoading, isError, refetch } = useGetHelpPageQuery(slug)
  if (isLoading) return <Spinner label="Loading…" fillsPage />
  if (!page || isError) {
    return (
      <Page title={helpHead.title}>
        <p role="alert">We could not load this page.</p>
        <Button type="button" onClick={() => refetch()}>
          Try again
        </Button>
      </Page>
    )
  }
  return (
    <Page title={page.title}>
      <Updated>Last updated {formatLongDate(new Date(page.updatedAt))}</Updated>
      <HelpBody body={page} asQuestions={slug === 'faqs'} />
      <StillStuck aria-label="More help">
        <p>Still have a question? Our team answers {brand.openingHours}.</p>
        <ButtonLink to={paths.contact} $variant="outline">
          Contact Us
        </ButtonLink>
      </StillStuck>
    </Page>
  )
}

/** /faqs, /delivery-information, /return-and-refund-policy, /payment-methods: the page the owner wrote. */
export function HelpPage() {
  const slug = helpSlugOf(useLocation().pathname)
  // The route table sends only these addresses here; the key gives each page its own state.
  return slug ? <HelpArticle key={slug} slug={slug} /> : null
}
