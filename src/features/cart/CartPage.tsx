import { useEffect, type ReactNode } from 'react'
import styled from 'styled-components'
import { Button, ButtonLink } from '../../components/Button'
import { Page } from '../../components/Page'
import { Spinner } from '../../components/Spinner'
import { useHydrated } from '../../components/useHydrated'
import { WithoutScript } from '../../components/WithoutScript'
import { withoutScript } from '../../content/withoutScript'
import { cartToasts } from '../../contract/cartToasts'
import { messages } from '../../contract/messages'
import { offlineTexts } from '../../contract/offline'
import { paths } from '../../contract/routes'
import { useAppDispatch, useAppSelector } from '../../shared/hooks'
import { useOnline } from '../../shared/online'
import { dismissToasts } from '../../shared/toasts'
import { skipToken } from '@reduxjs/toolkit/query'
import { useGetProductsByIdsQuery } from '../../shared/productsApi'
import { productsKept } from '../../shared/productsEntity'
import { CartLineItem } from './CartLineItem'
import { selectCartCheckout, selectCartLines, type CartCheckout } from './cartLines'
import { selectCartCount, selectCartItems } from './cartSlice'
import { keepCartProducts, keptCartProducts } from './keptCartProducts'

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.lg} { grid-template-columns: minmax(0, 1fr) 360px; align-items: start; }
`

const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
`

const Count = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.primary};
  font-family: ${({ theme }) => theme.fonts.body};
`

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 32rem;
  margin: ${({ theme }) => theme.space.xl} auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-align: center;
  svg { color: ${({ theme }) => theme.colors.primary}; }
  h2 { margin: 0; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`

/** In the order summary's place, level with the lines. */
const OfflineSummary = styled(Empty)`
  margin: 0;
`

const Unseen = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.muted};
`

const BagIcon = () => (
  <svg width="72" height="72" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
    <path d="M6 7h12l-1 13H7L6 7Z" />
    <path d="M9 7a3 3 0 0 1 6 0" />
  </svg>
)

/** The cart's lines, and beside them what `summary` makes of the cart (src/app puts checkout's order summary there). */
export function CartPage({ summary }: { summary: (cart: CartCheckout) => ReactNode }) {
  const count = useAppSelector(selectCartCount)
  const lines = useAppSelector(selectCartLines)
  const checkout = useAppSelector(selectCartCheckout)
  // The cart's products as the shop sells them now, by id; lines already known (from the pages the shopper
  // came through) show at once. One set of ids is one query: sorted.
  const ids = Object.keys(useAppSelector(selectCartItems)).sort().join(',')
  const { isLoading, isError, refetch } = useGetProductsByIdsQuery(ids || skipToken)
  // Without signal the cart is kept on the phone and ordering waits for a connection (asked again once it is back).
  const online = useOnline()
  // "Added to Cart" said so where she added it: here the cart itself shows it.
  useEffect(() => dismissToasts('success', [cartToasts.added]), [])
  // The server draws every visitor the same page: the frame and the heading; this browser's cart comes after hydration.
  const hydrated = useHydrated()
  // The lines' products as shown with signal are kept on the phone; without signal, those no page of this tab brought
  // come from there (a reload of the cart, a new tab), so the lines show with their prices of that day.
  const dispatch = useAppDispatch()
  useEffect(() => {
    if (!isLoading && !isError) keepCartProducts(lines.flatMap((line) => (line.product ? [line.product] : [])))
  }, [lines, isLoading, isError])
  useEffect(() => {
    if (!isError) return
    const missing = new Set(lines.filter((line) => !line.product && !line.retired).map((line) => line.productId))
    const kept = keptCartProducts().filter((product) => missing.has(product._id))
    if (kept.length > 0) dispatch(productsKept(kept))
  }, [lines, isError, dispatch])
  // Without signal the lines are those whose products this phone has seen (the pages it opened, or kept); the others wait.
  const shownLines = isError ? lines.filter((line) => line.product) : lines
  const unseen = lines.length - shownLines.length

  if (!hydrated) {
    return (
      <Page title="Shopping Cart">
        <Empty>
          <BagIcon />
          <WithoutScript text={withoutScript.cart}>
            <h2>{withoutScript.cartHeading}</h2>
          </WithoutScript>
        </Empty>
      </Page>
    )
  }

  if (count === 0) {
    return (
      <Page title="Shopping Cart">
        <Empty>
          <BagIcon />
          <h2>{messages.cart.empty}</h2>
          <p>Find something you will love among our beauty products.</p>
          <ButtonLink to={paths.products}>Shop products</ButtonLink>
        </Empty>
      </Page>
    )
  }

  return (
    <Page
      title="Shopping Cart"
      heading={
        <>
          Shopping Cart <Count>({count} {count === 1 ? 'item' : 'items'})</Count>
        </>
      }
    >
      {isLoading ? (
        <Spinner label="Loading your cart…" fillsPage />
      ) : isError && online ? (
        <Empty>
          <p>We could not load the products in your cart. Your cart is safe.</p>
          <Button type="button" onClick={() => refetch()}>
            Try again
          </Button>
        </Empty>
      ) : (
        <Layout>
          <div>
            <Lines aria-label="Products in your cart">
              {shownLines.map((line) => (
                <CartLineItem key={line.productId} line={line} />
              ))}
            </Lines>
            {unseen > 0 && <Unseen>{unseen === 1 ? 'One more item' : `${unseen} more items`} in your cart: shown once you are back online.</Unseen>}
            <ButtonLink to={paths.products} $variant="outline">
              ← Continue Shopping
            </ButtonLink>
          </div>
          {isError ? (
            <OfflineSummary>
              <p role="alert">{offlineTexts.checkout}</p>
            </OfflineSummary>
          ) : (
            summary(checkout)
          )}
        </Layout>
      )}
    </Page>
  )
}
