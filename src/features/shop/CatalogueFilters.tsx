import styled from 'styled-components'
import { Button } from '../../components/Button'
import { Input, Select } from '../../components/Control'
import { HydratedControls } from '../../components/HydratedControls'
import { CATALOGUE_SORTS, type CatalogueView } from '../../contract/catalogueView'
import type { ShopSort } from '../../contract/catalogue'
import type { ChangeView } from './catalogueView'

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  label { display: block; margin-bottom: ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.fontSizes.sm}; font-weight: 600; }
`

const SortField = styled.div`
  flex: 1 1 180px;
  max-width: 240px;
`

const Prices = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex: 1 1 280px;
  max-width: 380px;
  & > div { flex: 1; min-width: 0; }
`

const Check = styled.label`
  && { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space.sm}; min-height: 44px; margin: 0; font-weight: 600; }
  input { width: 20px; height: 20px; accent-color: ${({ theme }) => theme.colors.primary}; }
`

const naira = (value: FormDataEntryValue | null) => {
  const text = typeof value === 'string' ? value.trim() : ''
  return /^\d{1,8}$/.test(text) ? Number(text) : undefined
}

/** The catalogue's sort, price range and stock filter: each change is a new address (shareable, Back undoes it). */
export function CatalogueFilters({ view, change, searching }: { view: CatalogueView; change: ChangeView; searching: boolean }) {
  return (
    <HydratedControls>
    <Bar>
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
          const form = new FormData(event.currentTarget)
          change({ minPrice: naira(form.get('minPrice')), maxPrice: naira(form.get('maxPrice')) })
        }}
      >
        <div>
          <label htmlFor="catalogue-min">Min price (₦)</label>
          <Input id="catalogue-min" name="minPrice" inputMode="numeric" pattern="[0-9]*" defaultValue={view.minPrice ?? ''} placeholder="0" />
        </div>
        <div>
          <label htmlFor="catalogue-max">Max price (₦)</label>
          <Input id="catalogue-max" name="maxPrice" inputMode="numeric" pattern="[0-9]*" defaultValue={view.maxPrice ?? ''} placeholder="Any" />
        </div>
        <Button type="submit" $variant="outline">
          Apply
        </Button>
      </Prices>
      <Check>
        <input type="checkbox" checked={view.all} onChange={(event) => change({ all: event.target.checked })} />
        Show sold-out products too
      </Check>
    </Bar>
    </HydratedControls>
  )
}
