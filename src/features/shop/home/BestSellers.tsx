import styled from 'styled-components'
import { ButtonLink } from '../../../components/Button'
import { Container } from '../../../components/Page'
import { Spinner } from '../../../components/Spinner'
import { BEST_SELLERS } from '../../../contract/limits'
import { paths } from '../../../contract/routes'
import { isDisplayable, useSearchProductsInfiniteQuery } from '../../../shared/productsApi'
import { ProductGrid } from '../ProductGrid'
import { Band, SectionHeading } from '../SectionHeading'

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.xl};
`

export function BestSellers() {
  // SPEC: the first in-stock products; one page of just that many.
  const { data, isLoading } = useSearchProductsInfiniteQuery({ inStock: true, limit: BEST_SELLERS })
  const bestSellers = (data?.pages[0]?.products ?? []).filter(isDisplayable)
  return (
    <Band $tint aria-labelledby="best-sellers-heading">
      <Container>
        {/* SPEC's five are the first in stock, not the most sold: the line says so, and the link leads to the ranking by sales. */}
        <SectionHeading id="best-sellers-heading" eyebrow="In stock now" title="Best Sellers" lead="A few of our products ready to deliver today. See all best sellers for what our customers buy most." />
        {isLoading ? <Spinner label="Loading best sellers…" /> : <ProductGrid products={bestSellers} label="Best Sellers" belowFold />}
        <More>
          <ButtonLink to={paths.bestSellers} $variant="outline">
            See all best sellers
          </ButtonLink>
        </More>
      </Container>
    </Band>
  )
}
