import { lazy, Suspense, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router-dom'
import styled from 'styled-components'
import { Button, ButtonLink } from '../../components/Button'
import { Container, useDocumentTitle, usePageHead } from '../../components/Page'
import { Spinner } from '../../components/Spinner'
import { Stars } from '../../components/Stars'
import { categoryBySlug } from '../../content/categories'
import { FEW_LEFT, RATING, RELATED_PRODUCTS } from '../../contract/limits'
import { formatNaira } from '../../contract/money'
import { messages, NAFDAC_LABEL } from '../../contract/messages'
import { productHead } from '../../contract/pageHeads'
import { paths } from '../../contract/routes'
import type { Product } from '../../contract/types'
import { variantName } from '../../contract/variants'
import { skipToken } from '@reduxjs/toolkit/query'
import { isDisplayable, useGetProductQuery, useSearchProductsInfiniteQuery } from '../../shared/productsApi'
import { useCartSlot } from './cartSlot'
import { ProductGrid } from './ProductGrid'
import { SectionHeading } from './SectionHeading'
import { PRODUCT_IMAGE_SIZES, ResponsiveImage } from '../../components/ResponsiveImage'
import { VariantPicker } from './VariantPicker'
import { useHydrated } from '../../components/useHydrated'
import { needsScript, WithoutScript } from '../../components/WithoutScript'
import { withoutScript } from '../../content/withoutScript'
import { EARLY_TAP } from '../../contract/earlyTaps'

/** "Tell me when it is back": its form comes only with a product out of stock. */
const BackInStock = lazy(async () => ({ default: (await import('./BackInStock')).BackInStock }))

const Wrapper = styled.div`
  padding: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xxl};
`

const Crumbs = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ol { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.xs}; margin: 0; padding: 0; list-style: none; color: ${({ theme }) => theme.colors.muted}; }
  /* The separator ends its item's line, never starts the next: each crumb stays whole with the › after it. */
  li { white-space: nowrap; }
  li:not(:last-child)::after { content: '›'; margin-left: ${({ theme }) => theme.space.xs}; }
  li:last-child { white-space: normal; }
  a { color: ${({ theme }) => theme.colors.muted}; }
  a:hover { color: ${({ theme }) => theme.colors.primary}; }
  [aria-current] { color: ${({ theme }) => theme.colors.ink}; font-weight: 600; }
`

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.md} { grid-template-columns: 1fr 1fr; align-items: start; }
`

const Gallery = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} { flex-direction: row; }
`

const Thumbs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} { flex-direction: column; }
  ${needsScript}
`

const Thumb = styled.button<{ $active: boolean }>`
  width: 72px;
  height: 72px;
  padding: 0;
  border: 2px solid ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.line)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  cursor: pointer;
  img { width: 100%; height: 100%; object-fit: cover; }
`

const MainImage = styled.div`
  flex: 1;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  img { width: 100%; height: auto; aspect-ratio: 1; object-fit: cover; }
`

const Info = styled.div`
  h1 { font-size: clamp(1.6rem, 3.5vw, 2.25rem); margin-bottom: ${({ theme }) => theme.space.sm}; }
  h2 { font-family: ${({ theme }) => theme.fonts.body}; font-size: ${({ theme }) => theme.fontSizes.md}; margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm}; }
  ul { margin: 0; padding-left: 1.25rem; color: ${({ theme }) => theme.colors.muted}; }
  li + li { margin-top: ${({ theme }) => theme.space.xs}; }
`

const Kind = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`

const PriceBox = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
  p { margin: 0; }
  s { color: ${({ theme }) => theme.colors.muted}; }
`

const Offer = styled.p`
  && { margin: ${({ theme }) => theme.space.xs} 0; font-size: ${({ theme }) => theme.fontSizes.xl}; font-weight: 700; color: ${({ theme }) => theme.colors.ink}; }
`

const Note = styled.p`
  && { color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`

const FewLeft = styled.p`
  && { margin-top: ${({ theme }) => theme.space.md}; color: ${({ theme }) => theme.colors.danger}; font-weight: 700; }
`

const SoldOut = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.md};
  strong {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: #fbe7e6;
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 700;
  }
  p { margin: 0; }
`

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  ${needsScript}
`

const Related = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
`

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.xl};
`

const Missing = styled.div`
  padding: ${({ theme }) => theme.space.xxl} 0;
  text-align: center;
  p { color: ${({ theme }) => theme.colors.muted}; }
`

/** /products/{category}/{id}: SPEC product detail. */
export function ProductDetailPage() {
  const { id = '' } = useParams()
  const wanted = id.toLowerCase()
  const { data, currentData, isFetching } = useGetProductQuery(wanted)
  // Another shade or size of the group on screen shows at once, from the group this page has, while its own answer comes.
  const fromGroup = data?.variants?.find((variant) => variant._id === wanted)
  const answer = currentData ?? (fromGroup && { product: fromGroup, variants: data?.variants })
  const found = answer?.product
  // An archived product still answers (for the carts and orders that name it), but the shop no longer shows it.
  const product = found && !found.archived && isDisplayable(found) ? found : undefined
  // One more than shown: the product itself may be among its category's first.
  const { data: sameCategory } = useSearchProductsInfiniteQuery(product ? { category: product.category, inStock: true, limit: RELATED_PRODUCTS + 1 } : skipToken)

  if (!found && isFetching)
    return (
      <Container>
        <Spinner label="Loading product…" fillsPage />
      </Container>
    )
  if (!product) return <ProductMissing />
  const ownGroup = (other: Product) => other._id === product._id || (product.variant !== undefined && other.variant?.group === product.variant.group)
  const related = (sameCategory?.pages[0]?.products ?? []).filter((other) => !ownGroup(other) && isDisplayable(other)).slice(0, RELATED_PRODUCTS)
  // The key starts the page afresh when another product opens in it; another shade or size of it keeps the page (and the focus).
  return <ProductDetail key={product.variant?.group ?? product._id} product={product} variants={answer?.variants ?? []} related={related} />
}

function ProductMissing() {
  useDocumentTitle(messages.product.notFound)
  return (
    <Container>
      <Missing>
        <h1>{messages.product.notFound}</h1>
        <p>This product does not exist or is no longer in our catalogue.</p>
        <ButtonLink to={paths.products}>Back to all products</ButtonLink>
      </Missing>
    </Container>
  )
}

function ProductDetail({ product, variants, related }: { product: Product; variants: Product[]; related: Product[] }) {
  usePageHead(productHead({ ...product, name: variantName(product) }))
  // The gallery starts at the first picture of each shade or size.
  const [picked, setShown] = useState({ id: product._id, index: 0 })
  const shown = picked.id === product._id ? picked.index : 0
  const { add, useQuantity } = useCartSlot()
  const navigate = useNavigate()
  // Until the app runs, a tap is the first script's (src/boot.ts), which hands it to the app.
  const hydrated = useHydrated()
  // Every unit left is in this browser's cart: no more can be ordered (the saved cart shows after hydration).
  const inCart = useQuantity(product._id)
  const allInCart = hydrated && product.left !== undefined && inCart >= product.left
  const early = (tap: string) => !hydrated && { [EARLY_TAP]: tap }
  const categoryName = categoryBySlug(product.category)?.text ?? product.category

  return (
    <Container>
      <Wrapper>
        <Crumbs aria-label="Breadcrumb">
          <ol>
            <li>
              <Link to={paths.home}>Home</Link>
            </li>
            <li>
              <Link to={paths.products}>Products</Link>
            </li>
            <li>
              <Link to={paths.category(product.category)}>{categoryName}</Link>
            </li>
            <li aria-current="page">{variantName(product)}</li>
          </ol>
        </Crumbs>
        <Layout>
          <Gallery>
            {product.image.length > 1 && (
              <Thumbs aria-label="Product images">
                {product.image.map((image, index) => (
                  <li key={image}>
                    <Thumb type="button" $active={index === shown} aria-pressed={index === shown} aria-label={`Show image ${index + 1} of ${product.image.length}`} onClick={() => setShown({ id: product._id, index })}>
                      <ResponsiveImage src={image} alt="" width={72} height={72} />
                    </Thumb>
                  </li>
                ))}
              </Thumbs>
            )}
            <MainImage>
              <ResponsiveImage src={product.image[shown]} sizes={PRODUCT_IMAGE_SIZES} alt={variantName(product)} width={400} height={400} fetchPriority="high" />
            </MainImage>
          </Gallery>
          <Info>
            <Kind>{categoryName}</Kind>
            <h1>{product.name}</h1>
            <Stars rating={RATING} count={RATING} />
            <PriceBox>
              <p>
                MRP: <s>{formatNaira(product.price)}</s>
              </p>
              <Offer>MRP: {formatNaira(product.offerPrice)}</Offer>
              <Note>(inclusive of all taxes)</Note>
              {product.weight && <Note>Size: {product.weight}</Note>}
              {product.nafdac && (
                <Note>
                  {NAFDAC_LABEL} {product.nafdac}
                </Note>
              )}
            </PriceBox>
            {product.inStock && product.left !== undefined && product.left <= FEW_LEFT && <FewLeft>{messages.product.fewLeft(product.left)}</FewLeft>}
            {variants.length > 1 && <VariantPicker product={product} variants={variants} />}
            {product.description.length > 0 && (
              <>
                <h2>About Product</h2>
                <ul>
                  {product.description.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </>
            )}
            {product.inStock ? (
              <>
                <Actions>
                  <Button type="button" $variant="outline" disabled={allInCart} aria-describedby={allInCart ? 'all-in-cart' : undefined} {...early(`add ${product._id}`)} onClick={() => add(product._id)}>
                    Add to Cart
                  </Button>
                  <Button
                    type="button"
                    disabled={allInCart}
                    aria-describedby={allInCart ? 'all-in-cart' : undefined}
                    {...early(`add ${product._id} ${paths.cart}`)}
                    onClick={() => {
                      add(product._id)
                      navigate(paths.cart)
                    }}
                  >
                    Buy now
                  </Button>
                </Actions>
                {allInCart && (
                  <Note id="all-in-cart" role="status">
                    {messages.product.allInCart(product.left!)}
                  </Note>
                )}
                <WithoutScript text={withoutScript.order} />
              </>
            ) : (
              <>
                <SoldOut role="status">
                  <strong>Out of stock</strong>
                  <p>{product.variant ? 'This one is not available right now: pick another above.' : 'This product is not available right now.'}</p>
                </SoldOut>
                {!product.archived && (
                  <Suspense fallback={null}>
                    <BackInStock productId={product._id} />
                  </Suspense>
                )}
              </>
            )}
          </Info>
        </Layout>
        {related.length > 0 && (
          <Related aria-labelledby="related-heading">
            <SectionHeading id="related-heading" title="Related Products" />
            <ProductGrid products={related} label="Related Products" belowFold />
            <More>
              <ButtonLink to={paths.products} $variant="outline">
                See more<span className="visually-hidden"> products</span>
              </ButtonLink>
            </More>
          </Related>
        )}
      </Wrapper>
    </Container>
  )
}
