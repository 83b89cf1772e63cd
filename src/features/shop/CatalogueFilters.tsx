import { useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { FieldError, Input, Select } from '../../components/Control'
import { HydratedControls } from '../../components/HydratedControls'
import { CATALOGUE_SORTS, isBackwards, PRICE_RANGE_BACKWARDS, type CatalogueView } from '../../contract/catalogueView'
import type { ShopSort } from '../../contract/catalogue'
import type { ChangeView } from './catalogueView'

/** Room under the price fields for their message, kept out of the row so the fields beside them stay level. */
const MESSAGE_ROOM = '1.75rem'

const Bar = styled.div<{ $message: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme, $message }) => ($message ? `calc(${theme.space.md} + ${MESSAGE_ROOM})` : theme.space.md)} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme, $message }) => ($message ? `calc(${theme.space.lg} + ${MESSAGE_ROOM})` : theme.space.lg)};
  label { display: block; margin-bottom: ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.fontSizes.sm}; font-weight: 600; }
`

const SortField = styled.div`
  flex: 1 1 180px;
  max-width: 240px;
`

const Prices = styled.form`
  position: relative;
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex: 1 1 280px;
  max-width: 380px;
  & > div { flex: 1; min-width: 0; }
  & > p { position: absolute; top: 100%; left: 0; right: 0; margin-top: ${({ theme }) => theme.space.xs}; }
`

const Check = styled.label`
  && { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space.sm}; min-height: 44px; margin: 0; font-weight: 600; }
  input { width: 20px; height: 20px; accent-color: ${({ theme }) => theme.colors.primary}; }
`

const naira = (field: HTMLInputElement) => {
  const text = field.value.trim()
  return /^\d{1,8}$/.test(text) ? Number(text) : undefined
}

/** The catalogue's sort, price range and stock filter: each change is a new address (shareable, Back undoes it). */
export function CatalogueFilters({ view, change, searching }: { view: CatalogueView; change: ChangeView; searching: boolean }) {
  // A range typed backwards is refused where it was typed; one the address holds (a link, a form sent without a script) is named too.
  const [refused, setRefused] = useState(false)
  const backwards = refused || isBackwards(view.minPrice, view.maxPrice)
  const priceField = { inputMode: 'numeric', pattern: '[0-9]*', 'aria-invalid': backwards, 'aria-describedby': backwards ? 'catalogue-price-error' : undefined, onChange: () => setRefused(false) } as const
  return (
    <HydratedControls>
    <Bar $message={backwards}>
      <SortField>
        <label htmlFor="catalogue-sort">Sort by</label>
        <Select id="catalogue-sort" value={view.sort ?? ''} onChange={(event) => change({ sort: (event.target.value || undefined) as ShopSort | undefined })}>
          <option value="">{searching ? 'Best match' : 'Newest'}</option>
          {CATALOGUE_SORTS.filter((option) => searching || option.value !== 'newest').map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </SortField>
      <Prices
        // Drawn afresh when the address changes (Back): the fields show what the list is filtered by.
        key={`${view.minPrice ?? ''}-${view.maxPrice ?? ''}`}
        aria-label="Price range"
        onSubmit={(event) => {
          event.preventDefault()
          const { minPrice, maxPrice } = event.currentTarget.elements as HTMLFormControlsCollection & Record<'minPrice' | 'maxPrice', HTMLInputElement>
          const range = { minPrice: naira(minPrice), maxPrice: naira(maxPrice) }
          setRefused(isBackwards(range.minPrice, range.maxPrice))
          if (!isBackwards(range.minPrice, range.maxPrice)) change(range)
        }}
      >
        <div>
          <label htmlFor="catalogue-min">Min price (₦)</label>
          <Input id="catalogue-min" name="minPrice" {...priceField} $invalid={backwards} defaultValue={view.minPrice ?? ''} placeholder="0" />
        </div>
        <div>
          <label htmlFor="catalogue-max">Max price (₦)</label>
          <Input id="catalogue-max" name="maxPrice" {...priceField} $invalid={backwards} defaultValue={view.maxPrice ?? ''} placeholder="Any" />
        </div>
        <Button type="submit" $variant="outline">
          Apply
        </Button>
        {backwards && (
          <FieldError id="catalogue-price-error" role="alert">
            {PRICE_RANGE_BACKWARDS}
          </FieldError>
        )}
      </Prices>
      <Check>
        <input type="checkbox" checked={view.all} onChange={(event) => change({ all: event.target.checked })} />
        Show sold-out products too
      </Check>
    </Bar>
    </HydratedControls>
  )
}
