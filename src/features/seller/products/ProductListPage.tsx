import { useEffect, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { Input, Select } from '../../../components/Control'
import { LoadMore } from '../../../components/LoadMore'
import { Spinner } from '../../../components/Spinner'
import { categories } from '../../../content/categories'
import { PRODUCT_SEARCH_MAX } from '../../../contract/limits'
import { formatNaira } from '../../../contract/money'
import { paths } from '../../../contract/routes'
import { PRODUCT_SORTS, PRODUCT_STOCK_FILTERS, type ProductSort, type ProductStockFilter, type SellerProduct, type SellerProductQuery } from '../../../contract/seller'
import { usePagedRows } from '../../../shared/pages'
import { listParams, useGetSellerProductsInfiniteQuery, useUpdateStockMutation } from './productsAdminApi'
import type { FromList } from '../listLinks'
import { SellerHeading } from '../SellerHeading'
import { StockBadge } from './StockBadge'
import { ResponsiveImage } from '../../../components/ResponsiveImage'

const categoryNames: Readonly<Record<string, string>> = Object.fromEntries(categories.map((category) => [category.path, category.text]))
const stockLabels: Record<ProductStockFilter, string> = { all: 'All', 'in-stock': 'In stock', low: 'Low stock', 'out-of-stock': 'Out of stock', archived: 'Archived' }
const sortLabels: Record<ProductSort, string> = { newest: 'Newest first', oldest: 'Oldest first', name: 'Name A–Z', 'price-asc': 'Price: low to high', 'price-desc': 'Price: high to low' }
/** Typing settles this long before the list is asked again. */
const SEARCH_SETTLE_MS = 300

const rowsOf = (page: { products: SellerProduct[] }) => page.products

const pick = <T extends string>(values: readonly T[], value: string | null, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback)

/** The list's filters, read from the address: a link or a reload shows the same list. */
function useListQuery(): [SellerProductQuery, (changes: Partial<SellerProductQuery>) => void] {
  const [params, setParams] = useSearchParams()
  const query: SellerProductQuery = {
    q: (params.get('q') ?? '').slice(0, PRODUCT_SEARCH_MAX),
    category: categoryNames[params.get('category') ?? ''] ? params.get('category')! : '',
    stock: pick(PRODUCT_STOCK_FILTERS, params.get('stock'), 'all'),
    sort: pick(PRODUCT_SORTS, params.get('sort'), 'newest'),
  }
  const change = (changes: Partial<SellerProductQuery>) => setParams(listParams({ ...query, ...changes }), { replace: true })
  return [query, change]
}

// On a phone each filter is one row, its label beside it: nothing cut off, little height. Side by side from a tablet up.
const Filters = styled.form`
  max-width: 1100px;
  display: grid;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  label {
    display: grid;
    grid-template-columns: 4.75rem minmax(0, 1fr);
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-width: 0;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 2fr) repeat(3, minmax(0, 1fr));
    label { display: flex; flex-direction: column; align-items: stretch; gap: ${({ theme }) => theme.space.xs}; }
  }
`

const Summary = styled.p`
  max-width: 1100px;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

// As wide as the seller's other lists.
const Scroller = styled.div`
  max-width: 1100px;
  overflow-x: auto;
`

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th, td { padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs}; text-align: left; border-bottom: 1px solid ${({ theme }) => theme.colors.line}; }
  td:nth-last-child(-n + 2) { white-space: nowrap; }
  ${({ theme }) => theme.media.sm} { th, td { padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md}; } }
  th { font-weight: 600; background: ${({ theme }) => theme.colors.background}; }
  tr:last-child td { border-bottom: 0; }
  .wide { display: none; }
  ${({ theme }) => theme.media.md} { .wide { display: table-cell; } .narrow { display: none; } }
`

const ProductCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  img { flex: none; width: 36px; height: 36px; object-fit: cover; border: 1px solid ${({ theme }) => theme.colors.line}; border-radius: ${({ theme }) => theme.radii.sm}; }
  > div { display: flex; flex-direction: column; align-items: flex-start; gap: ${({ theme }) => theme.space.xs}; min-width: 0; }
  a { overflow-wrap: break-word; color: ${({ theme }) => theme.colors.ink}; font-weight: 600; text-decoration-color: ${({ theme }) => theme.colors.line}; }
  a:hover { color: ${({ theme }) => theme.colors.primary}; text-decoration-color: currentColor; }
  ${({ theme }) => theme.media.sm} { img { width: 48px; height: 48px; } }
`

const Switch = styled.label`
  position: relative;
  display: inline-flex;
  width: 48px;
  height: 28px;
  cursor: pointer;
  input { position: absolute; inset: 0; z-index: 1; opacity: 0; margin: 0; cursor: pointer; }
  span {
    width: 100%;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.line};
    transition: background 0.2s ease;
  }
  span::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: #fff;
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.25);
    transition: transform 0.2s ease;
  }
  input:checked + span { background: ${({ theme }) => theme.colors.primary}; }
  input:checked + span::after { transform: translateX(20px); }
  input:focus-visible + span { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`

/** SPEC's in-stock toggle: the seller's switch (a counted product with none left is out of stock whatever it says). */
function StockSwitch({ product }: { product: SellerProduct }) {
  const [updateStock] = useUpdateStockMutation()
  return (
    <Switch>
      <input type="checkbox" role="switch" checked={product.inStock} onChange={(event) => void updateStock({ id: product._id, inStock: event.currentTarget.checked })} />
      <span aria-hidden="true" />
      <b className="visually-hidden">In stock: {product.name}</b>
    </Switch>
  )
}

/** A cosmetics product without its NAFDAC number: many shoppers buy only registered ones. */
const NafdacMissing = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`

/** For who may see costs: the margin at the selling price over what the next unit cost. */
const MarginNote = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
`

function ProductRow({ product, row, listSearch }: { product: SellerProduct; row: number; listSearch: string }) {
  return (
    <tr>
      <td>
        <ProductCell>
          {product.image[0] && <ResponsiveImage src={product.image[0]} alt="" width={48} height={48} loading={row > 8 ? 'lazy' : 'eager'} />}
          <div>
            <Link to={paths.sellerProduct(product._id)} state={{ listSearch } satisfies FromList}>
              {product.name}
            </Link>
            {product.nafdacMissing && <NafdacMissing>No NAFDAC number</NafdacMissing>}
            {/* A phone has no room for the Stock column: a count or a state other than in stock shows under the name. */}
            {(product.stockCount !== null || product.stockState !== 'in-stock') && (
              <span className="narrow">
                <StockBadge product={product} />
              </span>
            )}
          </div>
        </ProductCell>
      </td>
      <td className="wide">{categoryNames[product.category] ?? product.category}</td>
      <td>
        {formatNaira(product.offerPrice)}
        {product.margin !== undefined && (
          <MarginNote>{product.margin === null ? 'Cost unknown' : `Margin ${formatNaira(product.margin)} on cost ${formatNaira(product.unitCost ?? 0)}`}</MarginNote>
        )}
      </td>
      <td className="wide">
        <StockBadge product={product} />
      </td>
      <td>
        <StockSwitch product={product} />
      </td>
    </tr>
  )
}

/** The search box keeps what is typed and puts it in the address once typing settles. */
function SearchField({ value, onSettled }: { value: string; onSettled(q: string): void }) {
  const [typed, setTyped] = useState(value)
  // The address changed by itself (back, a link): the box shows its search.
  const [shown, setShown] = useState(value)
  if (value !== shown) {
    setShown(value)
    setTyped(value)
  }
  useEffect(() => {
    if (typed === value) return
    const timer = setTimeout(() => onSettled(typed), SEARCH_SETTLE_MS)
    return () => clearTimeout(timer)
  }, [typed, value, onSettled])
  return (
    <label>
      Search products
      <Input type="search" value={typed} maxLength={PRODUCT_SEARCH_MAX} placeholder="Product name" onChange={(event) => setTyped(event.currentTarget.value)} />
    </label>
  )
}

export function ProductListPage() {
  const [query, change] = useListQuery()
  const listSearch = useLocation().search
  const list = useGetSellerProductsInfiniteQuery(query, { refetchOnMountOrArgChange: true })
  // The rows of these filters only: while other filters' rows load, the last ones are not shown as theirs.
  const { rows, more } = usePagedRows({ ...list, data: list.currentData }, rowsOf)
  const filtered = query.q.trim() !== '' || query.category !== '' || query.stock !== 'all'

  return (
    <>
      <SellerHeading title="All Products" />
      <Filters role="search" aria-label="Filter products" onSubmit={(event) => event.preventDefault()}>
        <SearchField value={query.q} onSettled={(q) => change({ q })} />
        <label>
          Category
          <Select value={query.category} onChange={(event) => change({ category: event.currentTarget.value })}>
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category.path} value={category.path}>
                {category.text}
              </option>
            ))}
          </Select>
        </label>
        <label>
          Stock
          <Select value={query.stock} onChange={(event) => change({ stock: event.currentTarget.value as ProductStockFilter })}>
            {PRODUCT_STOCK_FILTERS.map((stock) => (
              <option key={stock} value={stock}>
                {stockLabels[stock]}
              </option>
            ))}
          </Select>
        </label>
        <label>
          Sort by
          <Select value={query.sort} onChange={(event) => change({ sort: event.currentTarget.value as ProductSort })}>
            {PRODUCT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {sortLabels[sort]}
              </option>
            ))}
          </Select>
        </label>
      </Filters>
      {!rows ? (
        <Spinner label="Loading products…" />
      ) : rows.length === 0 ? (
        <p role="status">{filtered ? 'No products match these filters.' : 'No products yet. Add your first product to open the shop.'}</p>
      ) : (
        <>
          <Summary role="status">
            {rows.length} {rows.length === 1 ? 'product' : 'products'} shown{more.hasMore ? ', more below' : ''}
          </Summary>
          <Scroller>
            <Table>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col" className="wide">
                    Category
                  </th>
                  <th scope="col">Selling Price</th>
                  <th scope="col" className="wide">
                    Stock
                  </th>
                  <th scope="col">In Stock</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((product, row) => (
                  <ProductRow key={product._id} product={product} row={row} listSearch={listSearch} />
                ))}
              </tbody>
            </Table>
          </Scroller>
          <LoadMore {...more} label="Show more products" />
        </>
      )}
    </>
  )
}
