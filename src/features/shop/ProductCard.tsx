import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { cardActionStyle } from '../../components/Button'
import { Stars } from '../../components/Stars'
import { categoryBySlug } from '../../content/categories'
import { RATING } from '../../contract/limits'
import { formatNaira } from '../../contract/money'
import { paths } from '../../contract/routes'
import type { Product } from '../../contract/types'
import { variantSummary } from '../../contract/variants'
import { useCartSlot } from './cartSlot'
import { CARD_IMAGE_SIZES, ResponsiveImage } from '../../components/ResponsiveImage'

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  transition: box-shadow 0.2s ease, transform 0.2s ease;
  &:hover, &:focus-within { box-shadow: ${({ theme }) => theme.shadows.raised}; transform: translateY(-2px); }
`

const Picture = styled.div`
  aspect-ratio: 1;
  background: ${({ theme }) => theme.colors.primarySoft};
  img { width: 100%; height: 100%; object-fit: cover; transition: transform 0.3s ease; }
  ${Card}:hover & img { transform: scale(1.04); }
`

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
`

const Kind = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`

const Name = styled.h3`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
  line-height: 1.3;
  a {
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: none;
    /* The whole card opens the product; the cart control sits above this layer. */
    &::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
    &:focus-visible { outline: none; }
    &:focus-visible::after { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: -3px; }
  }
`

/** "12 shades": the group this card stands for. */
const Variants = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
`

const Prices = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space.sm};
`

export const OfferPrice = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
`

export const WasPrice = styled.s`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/** A group's card leads to its page, where the shopper picks the shade or size she adds. */
const Choose = styled(Link)`
  ${cardActionStyle}
  text-decoration: none;
`

const ControlLayer = styled.div`
  position: relative;
  z-index: 1;
`

/** SPEC product card: first image, name, struck-through price, offer price, 4 stars '(4)', Add or stepper. */
export function ProductCard({ product, headingLevel = 'h3', eager = false }: { product: Product; headingLevel?: 'h2' | 'h3'; eager?: boolean }) {
  const { Control } = useCartSlot()
  const variants = variantSummary(product.variant)
  return (
    <Card>
      <Picture>
        <ResponsiveImage src={product.image[0]} sizes={CARD_IMAGE_SIZES} alt="" width={400} height={400} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} decoding="async" />
      </Picture>
      <Body>
        <Kind>{categoryBySlug(product.category)?.text ?? product.category}</Kind>
        <Name as={headingLevel}>
          <Link to={paths.product(product.category, product._id)}>{product.name}</Link>
        </Name>
        <Stars rating={RATING} count={RATING} />
        {variants && <Variants>{variants}</Variants>}
        <Footer>
          <Prices>
            <OfferPrice>{formatNaira(product.offerPrice)}</OfferPrice>
            <WasPrice aria-label={`was ${formatNaira(product.price)}`}>{formatNaira(product.price)}</WasPrice>
          </Prices>
          <ControlLayer>
            {variants ? (
              <Choose to={paths.product(product.category, product._id)}>
                Choose<span className="visually-hidden"> from the {variants} of {product.name}</span>
              </Choose>
            ) : (
              <Control product={product} />
            )}
          </ControlLayer>
        </Footer>
      </Body>
    </Card>
  )
}
