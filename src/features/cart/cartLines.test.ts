import type { Product } from '../../contract/types'
import { sessionMissing } from '../../shared/events'
import { productsApi } from '../../shared/productsApi'
import { makeStore } from '../../test/render'
import { selectCartCheckout, selectCartLines } from './cartLines'
import { itemAdded, quantitySet } from './cartSlice'

// The cart's lines are read from the store: the cart's ids and quantities, each product by its id in whichever cached answer holds it.

const product = (_id: string, changes: Partial<Product> = {}): Product => ({
  _id,
  name: `Product ${_id}`,
  category: 'Skincare',
  image: [`/art/${_id}.svg`],
  description: [],
  price: 12,
  offerPrice: 10,
  inStock: true,
  createdAt: '2025-03-14T10:00:00.000Z',
  ...changes,
})

async function storeWithProducts(products: Product[]) {
  const store = makeStore()
  await store.dispatch(productsApi.util.upsertQueryData('getProductsByIds', products.map((entry) => entry._id).join(','), products))
  return store
}

describe('the cart’s lines', () => {
  it('take each product by id, and flag what cannot be ordered', async () => {
    const store = await storeWithProducts([product('soap'), product('oil', { inStock: false }), product('nameless', { name: ' ' })])
    for (const id of ['soap', 'oil', 'nameless', 'retired']) store.dispatch(itemAdded(id))
    store.dispatch(quantitySet({ productId: 'soap', quantity: 3 }))
    expect(selectCartLines(store.getState()).map(({ productId, quantity, problem }) => [productId, quantity, problem])).toEqual([
      ['soap', 3, undefined],
      ['oil', 1, 'outOfStock'],
      // The shop does not show a product without a name or picture (SPEC §2): nor does it sell it.
      ['nameless', 1, 'gone'],
      ['retired', 1, 'gone'],
    ])
    expect(selectCartCheckout(store.getState())).toEqual({
      items: [
        { product: 'soap', quantity: 3 },
        { product: 'oil', quantity: 1 },
        { product: 'nameless', quantity: 1 },
        { product: 'retired', quantity: 1 },
      ],
      // Only what can be ordered is priced: 3 × ₦10 and 2 % tax.
      totals: { subtotalKobo: 3000, discountKobo: 0, taxKobo: 60, shippingKobo: 0, totalKobo: 3060 },
      blocked: true,
    })
  })

  it('stay the same objects until the cart or the products change', async () => {
    const store = await storeWithProducts([product('soap')])
    store.dispatch(itemAdded('soap'))
    const lines = selectCartLines(store.getState())
    const checkout = selectCartCheckout(store.getState())
    // Another part of the state changes: the start-up check found no session.
    store.dispatch(sessionMissing())
    expect(store.getState().session.known).toBe(true)
    expect(selectCartLines(store.getState())).toBe(lines)
    expect(selectCartCheckout(store.getState())).toBe(checkout)

    store.dispatch(itemAdded('soap'))
    expect(selectCartLines(store.getState())).not.toBe(lines)
    expect(selectCartCheckout(store.getState()).totals.subtotalKobo).toBe(2000)
  })

  it('name a product the shop no longer sells (archived) on its line, which cannot be ordered', async () => {
    const store = await storeWithProducts([product('old', { archived: true, inStock: false })])
    store.dispatch(itemAdded('old'))
    expect(selectCartLines(store.getState())).toEqual([{ productId: 'old', quantity: 1, problem: 'gone', retired: product('old', { archived: true, inStock: false }) }])
  })

  it('take the product from the newest answer that holds it', async () => {
    const store = await storeWithProducts([product('soap')])
    store.dispatch(itemAdded('soap'))
    await store.dispatch(productsApi.util.upsertQueryData('getProduct', 'soap', { product: product('soap', { inStock: false }) }))
    expect(selectCartLines(store.getState())[0]!.problem).toBe('outOfStock')
  })
})
