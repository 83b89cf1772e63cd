import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { formatKobo } from '../../contract/money'
import { offersMessages, savingOf } from '../../contract/offers'
import { offersHead } from '../../contract/pageHeads'
import { paths } from '../../contract/routes'
import type { Product } from '../../contract/types'
import { RankedProducts } from './RankedProducts'
import { useGetOffersInfiniteQuery } from './rankedProductsApi'

const Saving = styled.p`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  z-index: 2;
  margin: 0;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  pointer-events: none;
`

function SavingNote({ product }: { product: Product }) {
  const { kobo, percent } = savingOf(product)
  return (
    <Saving>
      Save {formatKobo(kobo)} ({percent}%)
    </Saving>
  )
}

const noteOf = (product: Product) => <SavingNote product={product} />

/** /offers: the discounted products in stock, the biggest saving first (the server ranks and pages them). */
export function OffersPage() {
  return (
    <RankedProducts
      title={offersHead.title}
      lead={offersHead.description}
      list={useGetOffersInfiniteQuery()}
      noteOf={noteOf}
      empty={
        <>
          {offersMessages.noOffers} <Link to={paths.products}>See all products</Link>
        </>
      }
    />
  )
}
