import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { LoadMore } from '../../components/LoadMore'
import { Container, useDocumentTitle } from '../../components/Page'
import { Spinner } from '../../components/Spinner'
import type { ProductPage } from '../../contract/offers'
import type { Product } from '../../contract/types'
import { usePagedRows } from '../../shared/pages'
import { isDisplayable } from '../../shared/productsApi'
import { Empty } from './Catalogue'
import { ProductCard } from './ProductCard'
import { FIRST_ROW, Grid } from './ProductGrid'

const Section = styled.section`
  padding: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.xxl};
  h1 { font-size: clamp(1.75rem, 4vw, 2.5rem); margin-bottom: ${({ theme }) => theme.space.xs}; }
`

const Lead = styled.p`
  max-width: 640px;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.muted};
`

const Item = styled.li`
  position: relative;
`

interface RankedList {
  data?: { pages: ProductPage[] }
  isLoading: boolean
  isError: boolean
  hasNextPage: boolean
  isFetching: boolean
  fetchNextPage(): unknown
  refetch(): unknown
}

interface Props {
  title: string
  lead: string
  list: RankedList
  /** Shown when the list has no product. */
  empty: ReactNode
  /** Drawn over each card's corner (the saving of an offer). */
  noteOf?: (product: Product) => ReactNode
}

const productsOf = (page: ProductPage) => page.products.filter(isDisplayable)

/** A page of products in the server's order (Offers and Deals, Best Sellers), a page at a time. */
export function RankedProducts({ title, lead, list, empty, noteOf }: Props) {
  useDocumentTitle(title, lead)
  const { rows: products, more } = usePagedRows(list, productsOf)
  return (
    <Container>
      <Section aria-labelledby="ranked-heading">
        <h1 id="ranked-heading">{title}</h1>
        <Lead>{lead}</Lead>
        {list.isLoading ? (
          <Spinner label={`Loading ${title}…`} fillsPage />
        ) : products && products.length > 0 ? (
          <>
            <Grid aria-label={title}>
              {products.map((product, index) => (
                <Item key={product._id}>
                  {noteOf?.(product)}
                  <ProductCard product={product} headingLevel="h2" eager={index < FIRST_ROW} />
                </Item>
              ))}
            </Grid>
            <LoadMore {...more} label="Show more products" />
          </>
        ) : list.isError ? (
          <Empty role="alert">
            We could not load these products.{' '}
            <Button type="button" $variant="outline" onClick={() => list.refetch()}>
              Try again
            </Button>
          </Empty>
        ) : (
          <Empty>{empty}</Empty>
        )}
      </Section>
    </Container>
  )
}
