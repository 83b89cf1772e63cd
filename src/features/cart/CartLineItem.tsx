import { variantName } from '../../contract/variants'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { TextButton } from '../../components/Button'
import { formatKobo } from '../../contract/money'
import { QUANTITY_OPTIONS } from '../../contract/limits'
import { paths } from '../../contract/routes'
import { useAppDispatch } from '../../shared/hooks'
import { problemText, unitKobo, type CartLine } from './cartLines'
import { itemRemoved, quantitySet } from './cartSlice'
import { ResponsiveImage } from '../../components/ResponsiveImage'

const Row = styled.li<{ $flagged: boolean }>`
  display: grid;
  grid-template-columns: 72px 1fr;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $flagged }) => ($flagged ? theme.colors.danger : theme.colors.line)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.sm} { grid-template-columns: 96px 1fr auto; align-items: center; }
`

const Thumb = styled.div`
  width: 72px;
  height: 72px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  overflow: hidden;
  img { width: 100%; height: 100%; object-fit: contain; }
  ${({ theme }) => theme.media.sm} { width: 96px; height: 96px; }
`

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`

const Name = styled(Link)`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  &:hover { text-decoration: underline; }
`

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Flag = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  label { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.muted}; }
  select {
    min-height: 44px;
    min-width: 64px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1.5px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
`

const Subtotal = styled.p<{ $excluded: boolean }>`
  grid-column: 2;
  margin: 0;
  font-weight: 700;
  color: ${({ theme, $excluded }) => ($excluded ? theme.colors.muted : 'inherit')};
  text-decoration: ${({ $excluded }) => ($excluded ? 'line-through' : 'none')};
  ${({ theme }) => theme.media.sm} { grid-column: 3; text-align: right; min-width: 7rem; }
`

/** Options 1 to 9, or up to the current quantity when it is higher (SPEC §2). */
const quantityOptions = (quantity: number) => Array.from({ length: Math.max(QUANTITY_OPTIONS, quantity) }, (_, index) => index + 1)

export function CartLineItem({ line }: { line: CartLine }) {
  const { productId, quantity, problem, retired } = line
  const dispatch = useAppDispatch()
  // A product the shop no longer lists is named as it was sold, when the shop still knows it (archived).
  const product = line.product ?? retired
  const name = product ? variantName(product) : 'A product we no longer sell'
  const selectId = `quantity-${productId}`
  return (
    <Row $flagged={Boolean(problem)}>
      <Thumb>{product?.image[0] && <ResponsiveImage src={product.image[0]} alt="" width={96} height={96} />}</Thumb>
      <Details>
        {line.product ? <Name to={paths.product(line.product.category, line.product._id)}>{name}</Name> : <strong>{name}</strong>}
        <Meta>Weight: {product?.weight || 'N/A'}</Meta>
        {problem && <Flag>{problemText[problem]}</Flag>}
        <Controls>
          {problem === 'gone' ? (
            <TextButton $danger type="button" onClick={() => dispatch(quantitySet({ productId, quantity: 0 }))}>
              Remove<span className="visually-hidden"> {name}</span> from cart
            </TextButton>
          ) : (
            <>
              <label htmlFor={selectId}>
                Qty<span className="visually-hidden"> of {name}</span>
              </label>
              <select id={selectId} value={quantity} onChange={(event) => dispatch(quantitySet({ productId, quantity: Number(event.target.value) }))}>
                {quantityOptions(quantity).map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
              <TextButton $danger type="button" onClick={() => dispatch(itemRemoved(productId))}>
                Remove<span className="visually-hidden"> one {name}</span>
              </TextButton>
            </>
          )}
        </Controls>
      </Details>
      {line.product && <Subtotal $excluded={Boolean(problem)}>{formatKobo(unitKobo(line.product) * quantity)}</Subtotal>}
    </Row>
  )
}
