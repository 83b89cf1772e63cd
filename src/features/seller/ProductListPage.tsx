import styled from 'styled-components'
import { productsAdapter, selectProductById, useGetProductsQuery } from '../../shared/productsApi'
import { Spinner } from '../../components/Spinner'
import { categories } from '../../content/categories'
import { formatNaira } from '../../contract/money'
import type { Product } from '../../contract/types'
import { SellerHeading } from './SellerHeading'
import { useUpdateStockMutation } from './sellerApi'

const categoryNames: Readonly<Record<string, string>> = Object.fromEntries(categories.map((category) => [category.path, category.text]))
const { selectIds } = productsAdapter.getSelectors()
const noIds: readonly string[] = []

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
  ${({ theme }) => theme.media.md} { .wide { display: table-cell; } }
`

const ProductCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  img { flex: none; width: 36px; height: 36px; object-fit: cover; border: 1px solid ${({ theme }) => theme.colors.line}; border-radius: ${({ theme }) => theme.radii.sm}; }
  span { overflow-wrap: break-word; }
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

function StockSwitch({ product }: { product: Product }) {
  const [updateStock] = useUpdateStockMutation()
  return (
    <Switch>
      <input type="checkbox" role="switch" checked={product.inStock} onChange={(event) => void updateStock({ id: product._id, inStock: event.currentTarget.checked })} />
      <span aria-hidden="true" />
      <b className="visually-hidden">In stock: {product.name}</b>
    </Switch>
  )
}

/** One row: it reads its own product by id, so a stock change re-renders that row alone. */
function ProductRow({ id, row }: { id: string; row: number }) {
  const { product } = useGetProductsQuery(undefined, { selectFromResult: ({ data }) => ({ product: data && selectProductById(data, id) }) })
  if (!product) return null
  return (
    <tr>
      <td>
        <ProductCell>
          {product.image[0] && <img src={product.image[0]} alt="" width="48" height="48" loading={row > 8 ? 'lazy' : 'eager'} />}
          <span>{product.name}</span>
        </ProductCell>
      </td>
      <td className="wide">{categoryNames[product.category] ?? product.category}</td>
      <td>{formatNaira(product.offerPrice)}</td>
      <td>
        <StockSwitch product={product} />
      </td>
    </tr>
  )
}

export function ProductListPage() {
  const { ids, isLoading } = useGetProductsQuery(undefined, { selectFromResult: ({ data, isLoading }) => ({ ids: data ? selectIds(data) : noIds, isLoading }) })
  return (
    <>
      <SellerHeading title="All Products" />
      {isLoading ? (
        <Spinner label="Loading products…" />
      ) : ids.length === 0 ? (
        <p>No products yet. Add your first product to open the shop.</p>
      ) : (
        <Scroller>
          <Table>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col" className="wide">
                  Category
                </th>
                <th scope="col">Selling Price</th>
                <th scope="col">In Stock</th>
              </tr>
            </thead>
            <tbody>
              {ids.map((id, row) => (
                <ProductRow key={id} id={id} row={row} />
              ))}
            </tbody>
          </Table>
        </Scroller>
      )}
    </>
  )
}
