import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { paths } from '../../contract/routes'
import type { Product } from '../../contract/types'
import { isSwatchOption } from '../../contract/variants'
import { ResponsiveImage } from '../../components/ResponsiveImage'

const Option = styled.fieldset`
  min-width: 0;
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  border: 0;
  legend { padding: 0; margin-bottom: ${({ theme }) => theme.space.sm}; font-weight: 600; }
  legend span { font-weight: 400; color: ${({ theme }) => theme.colors.muted}; }
  /* Not the description's bullets the page's other lists have. */
  && ul { display: flex; flex-wrap: wrap; align-items: flex-start; gap: ${({ theme }) => theme.space.sm}; margin: 0; padding: 0; list-style: none; }
  && li + li { margin-top: 0; }
`

/** A size (or any option not a shade): a pill with its value. */
const Choice = styled(Link)<{ $soldOut: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $soldOut }) => ($soldOut ? theme.colors.muted : theme.colors.ink)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: ${({ $soldOut }) => ($soldOut ? 'line-through' : 'none')};
  &:hover { border-color: ${({ theme }) => theme.colors.primary}; }
  &[aria-current='true'] { border-color: ${({ theme }) => theme.colors.primary}; box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.primarySoft}; }
`

/** A shade: its colour (or else its picture) in a round chip, its name under it. */
const Swatch = styled(Link)<{ $soldOut: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  width: 64px;
  color: ${({ theme, $soldOut }) => ($soldOut ? theme.colors.muted : theme.colors.ink)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  overflow-wrap: anywhere;
  & > span:first-child {
    position: relative;
    width: 48px;
    height: 48px;
    border: 2px solid ${({ theme }) => theme.colors.line};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    overflow: hidden;
  }
  img { width: 100%; height: 100%; object-fit: cover; opacity: ${({ $soldOut }) => ($soldOut ? 0.5 : 1)}; }
  /* A sold-out shade is crossed out, not hidden. */
  ${({ $soldOut, theme }) =>
    $soldOut
      ? `& > span:first-child::after { content: ''; position: absolute; inset: 0; background: linear-gradient(to top right, transparent calc(50% - 1.5px), ${theme.colors.danger} calc(50% - 1.5px), ${theme.colors.danger} calc(50% + 1.5px), transparent calc(50% + 1.5px)); }`
      : ''}
  &:hover > span:first-child { border-color: ${({ theme }) => theme.colors.primary}; }
  &[aria-current='true'] { font-weight: 700; }
  &[aria-current='true'] > span:first-child { border-color: ${({ theme }) => theme.colors.primary}; box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.primarySoft}; }
`

/** The row a choice leads to: the one with this value and the current row's other values, or else the first with this value. */
function rowFor(variants: readonly Product[], current: Product, option: number, value: string): Product | undefined {
  const values = (row: Product) => row.variant?.options.map((entry) => entry.value) ?? []
  const wanted = values(current).map((own, index) => (index === option ? value : own))
  return variants.find((row) => values(row).every((own, index) => own === wanted[index])) ?? variants.find((row) => values(row)[option] === value)
}

/**
 * A shade's or size's page: each option's values as swatches (shades) or buttons (sizes), each a link to its own
 * page, opened in place (the address, price, stock and pictures change, the page does not reload or scroll).
 */
export function VariantPicker({ product, variants }: { product: Product; variants: readonly Product[] }) {
  const options = product.variant?.options ?? []
  return (
    <>
      {options.map((option, index) => {
        const values = [...new Set(variants.map((row) => row.variant?.options[index]?.value).filter((value): value is string => value !== undefined))]
        const swatch = isSwatchOption(option.name)
        return (
          <Option key={option.name}>
            <legend>
              {option.name}: <span>{option.value}</span>
            </legend>
            <ul>
              {values.map((value) => {
                const row = rowFor(variants, product, index, value)
                if (!row) return null
                const soldOut = !row.inStock
                const label = `${option.name} ${value}${soldOut ? ', sold out' : ''}`
                const link = { to: paths.product(row.category, row._id), replace: true, 'aria-current': value === option.value ? ('true' as const) : undefined, 'aria-label': label, title: label, $soldOut: soldOut }
                const colour = row.variant?.colour
                return (
                  <li key={value}>
                    {swatch ? (
                      <Swatch {...link}>
                        <span data-colour={colour} style={colour ? { background: colour } : undefined}>
                          {!colour && <ResponsiveImage src={row.image[0]} alt="" width={48} height={48} />}
                        </span>
                        <span>{value}</span>
                      </Swatch>
                    ) : (
                      <Choice {...link}>{value}</Choice>
                    )}
                  </li>
                )
              })}
            </ul>
          </Option>
        )
      })}
    </>
  )
}
