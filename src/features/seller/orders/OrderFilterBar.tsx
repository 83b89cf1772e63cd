import { useRef } from 'react'
import styled from 'styled-components'
import { Button, TextButton } from '../../../components/Button'
import { Input, Select } from '../../../components/Control'
import { ORDER_SEARCH_MAX } from '../../../contract/limits'
import type { OrderFilterKey, OrderFilters } from '../../../contract/orders'
import { ORDER_STATUSES, type OrderCustomer } from '../../../contract/types'

const Bar = styled.section`
  max-width: 1100px;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm} 10px;
  margin-bottom: ${({ theme }) => theme.space.lg};
  /* Tighter on a phone, so a date shows whole beside the other. */
  padding: ${({ theme }) => theme.space.md} 10px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  label { display: block; margin-bottom: ${({ theme }) => theme.space.xs}; font-weight: 600; }
  /* The date inputs keep to their cell on a phone instead of pushing past its edge. */
  input, select { min-width: 0; }
  input[type='date'] { padding: 0 6px; }
  > * { min-width: 0; }
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space.md}; column-gap: ${({ theme }) => theme.space.md}; }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(260px, 2.2fr) repeat(4, minmax(0, 1fr));
    align-items: end;
  }
`

const Search = styled.div`
  grid-column: 1 / -1;
  ${({ theme }) => theme.media.lg} { grid-column: auto; }
  div { display: flex; gap: ${({ theme }) => theme.space.sm}; }
  button { flex: none; padding: 0 ${({ theme }) => theme.space.md}; }
  /* What it finds, said above the field: a placeholder would be cut on a phone. */
  small { display: block; margin: -2px 0 ${({ theme }) => theme.space.xs}; color: ${({ theme }) => theme.colors.muted}; }
`

const Footer = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  min-height: 44px;
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
  b { color: ${({ theme }) => theme.colors.ink}; }
`

interface Props {
  filters: OrderFilters
  /** Sets one filter (an empty value removes it). */
  change(key: OrderFilterKey, value: string): void
  clear(): void
  /** The customer that `filters.customer` names, once an order of hers is listed. */
  customer?: OrderCustomer
}

const summary = (filters: OrderFilters, customer?: OrderCustomer) =>
  filters.customer ? (
    <p>
      Orders of <b>{customer ? `${customer.name} (${customer.email})` : 'one customer'}</b>
    </p>
  ) : (
    <p>{Object.keys(filters).length > 0 ? 'Filtered orders, newest first' : 'Every order, newest first'}</p>
  )

/** Search, status, payment and dates of the seller's order list; what it sets lives in the page's address. */
export function OrderFilterBar({ filters, change, clear, customer }: Props) {
  const box = useRef<HTMLInputElement>(null)
  const search = () => change('q', box.current?.value.trim() ?? '')
  return (
    <Bar aria-label="Filter orders">
      {/* Keyed by the search in the address: clearing the filters empties the box too. */}
      <Search role="search" aria-label="Orders" key={filters.q ?? ''}>
        <label htmlFor="order-search">Search</label>
        <small id="order-search-hint">Name, e-mail or order number</small>
        <div>
          <Input
            id="order-search"
            ref={box}
            type="search"
            enterKeyHint="search"
            defaultValue={filters.q}
            maxLength={ORDER_SEARCH_MAX}
            aria-describedby="order-search-hint"
            onKeyDown={(event) => event.key === 'Enter' && search()}
          />
          <Button type="button" onClick={search}>
            Search
          </Button>
        </div>
      </Search>
      <div>
        <label htmlFor="order-status-filter">Status</label>
        <Select id="order-status-filter" value={filters.status ?? ''} onChange={(event) => change('status', event.currentTarget.value)}>
          <option value="">All</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor="order-paid-filter">Payment</label>
        <Select id="order-paid-filter" value={filters.paid ?? ''} onChange={(event) => change('paid', event.currentTarget.value)}>
          <option value="">All</option>
          <option value="yes">Paid</option>
          <option value="no">Unpaid</option>
        </Select>
      </div>
      <div>
        <label htmlFor="order-from-filter">From</label>
        <Input id="order-from-filter" type="date" value={filters.from ?? ''} max={filters.to} onChange={(event) => change('from', event.currentTarget.value)} />
      </div>
      <div>
        <label htmlFor="order-to-filter">To</label>
        <Input id="order-to-filter" type="date" value={filters.to ?? ''} min={filters.from} onChange={(event) => change('to', event.currentTarget.value)} />
      </div>
      <Footer>
        {summary(filters, customer)}
        {Object.keys(filters).length > 0 && (
          <TextButton type="button" onClick={clear}>
            Clear filters
          </TextButton>
        )}
      </Footer>
    </Bar>
  )
}
