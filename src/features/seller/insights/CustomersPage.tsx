import { useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { usePagedRows } from '../../../shared/pages'
import { Button, TextButton } from '../../../components/Button'
import { Input } from '../../../components/Control'
import { CUSTOMER_SEARCH_MAX, type Customer } from '../../../contract/dashboard'
import { shopDate } from '../../../contract/shopClock'
import { formatNaira } from '../../../contract/money'
import { paths } from '../../../contract/routes'
import { useGetCustomersInfiniteQuery } from './insightsApi'
import { formatDay, mailtoHref } from '../format'
import { Card, Inbox } from '../Inbox'
import { SellerHeading } from '../SellerHeading'

const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 1100px;
  margin-bottom: ${({ theme }) => theme.space.lg};
  label { flex-basis: 100%; font-weight: 600; }
  input { flex: 1 1 140px; max-width: 420px; }
`

// A phone stacks who and since when, then the figures beside the link; a wide screen gives each a column.
const Row = styled(Card)`
  display: grid;
  grid-template-columns: 1fr auto;
  grid-template-areas: 'who who' 'since since' 'figures link';
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  > div:first-child { grid-area: who; min-width: 0; overflow-wrap: anywhere; }
  > p { grid-area: since; }
  > dl { grid-area: figures; }
  > a:last-child { grid-area: link; }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr 1.2fr 1.6fr auto;
    grid-template-areas: 'who since figures link';
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  }
  h2 { font-size: ${({ theme }) => theme.fontSizes.md}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
  a[href^='mailto:'] { color: inherit; }
`

const Figures = styled.dl`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  white-space: nowrap;
  div { display: grid; }
  dt { color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.xs}; text-transform: uppercase; letter-spacing: 0.05em; }
  dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; }
  ${({ theme }) => theme.media.md} { margin: 0; }
`

const OrdersLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
  white-space: nowrap;
`

const Count = styled.p`
  max-width: 1100px;
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const customersOf = (page: { customers: Customer[] }) => page.customers

function CustomerRow({ customer }: { customer: Customer }) {
  const titleId = `customer-${customer._id}`
  return (
    <Row aria-labelledby={titleId}>
      <div>
        <h2 id={titleId}>{customer.name}</h2>
        <p>
          <a href={mailtoHref(customer.email)}>{customer.email}</a>
        </p>
      </div>
      <p>Customer since {formatDay(shopDate(new Date(customer.createdAt)))}</p>
      <Figures>
        <div>
          <dt>Orders</dt>
          <dd>{customer.orders}</dd>
        </div>
        {customer.totalSpent !== null && (
          <div>
            <dt>Spent</dt>
            <dd>{formatNaira(customer.totalSpent)}</dd>
          </div>
        )}
      </Figures>
      <OrdersLink to={`${paths.sellerOrders}?customer=${encodeURIComponent(customer._id)}`}>
        View orders<span className="visually-hidden"> of {customer.name}</span>
      </OrdersLink>
    </Row>
  )
}

export function CustomersPage() {
  const [typed, setTyped] = useState('')
  const [search, setSearch] = useState('')
  const list = useGetCustomersInfiniteQuery(search)
  // The rows of this search only: while another search loads, the last one's rows are not shown as its.
  const { rows, more } = usePagedRows({ ...list, data: list.currentData }, customersOf)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSearch(typed.trim())
  }
  return (
    <>
      <SellerHeading title="Customers" />
      <Search role="search" onSubmit={submit}>
        <label htmlFor="customer-search">Find a customer by name or e-mail</label>
        <Input id="customer-search" type="search" value={typed} maxLength={CUSTOMER_SEARCH_MAX} onChange={(event) => setTyped(event.currentTarget.value)} />
        <Button type="submit">Search</Button>
        {search && (
          <TextButton
            type="button"
            onClick={() => {
              setTyped('')
              setSearch('')
            }}
          >
            Show everyone
          </TextButton>
        )}
      </Search>
      {search && !list.isLoading && rows && rows.length > 0 && <Count aria-live="polite">Customers matching “{search}”</Count>}
      <Inbox
        items={rows}
        isLoading={list.isLoading || (list.isFetching && !rows)}
        isError={list.isError}
        retry={() => void list.refetch()}
        more={more}
        what="customers"
        empty={search ? [`No customer matches “${search}”.`, 'Try part of the name or of the e-mail address.'] : ['No customers yet.', 'Shoppers who create an account appear here, newest first.']}
        render={(customer) => <CustomerRow key={customer._id} customer={customer} />}
      />
    </>
  )
}
