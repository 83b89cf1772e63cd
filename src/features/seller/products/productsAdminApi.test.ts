import { waitFor } from '@testing-library/react'
import { productsApi } from '../../../shared/productsApi'
import { makeStore } from '../../../test/render'
import { addProduct, signInSeller, uniqueSuffix } from '../../../test/realServer'
import { productsAdminApi } from './productsAdminApi'

// Products are tagged by id: a change to one asks again for what shows it, not for every other product.

describe("the seller's product writes", () => {
  it('ask again for the product they change, and leave the answers of other products alone', async () => {
    const run = uniqueSuffix()
    await signInSeller()
    const changed = await addProduct({ name: `Shea Butter ${run}`, category: 'Feet', price: 4000, offerPrice: 3500 })
    const other = await addProduct({ name: `Black Soap ${run}`, category: 'Feet', price: 2000, offerPrice: 1800 })
    const store = makeStore()
    await Promise.all([changed._id, other._id].map((id) => store.dispatch(productsApi.endpoints.getProductsByIds.initiate(id))))
    const answeredAt = (id: string) => productsApi.endpoints.getProductsByIds.select(id)(store.getState()).fulfilledTimeStamp!
    const [changedAt, otherAt] = [answeredAt(changed._id), answeredAt(other._id)]

    await store.dispatch(productsAdminApi.endpoints.archiveProduct.initiate({ id: changed._id, archived: true })).unwrap()

    await waitFor(() => expect(answeredAt(changed._id)).toBeGreaterThan(changedAt))
    expect(productsApi.endpoints.getProductsByIds.select(changed._id)(store.getState()).data).toEqual([expect.objectContaining({ _id: changed._id, archived: true })])
    expect(answeredAt(other._id)).toBe(otherAt)
  })
})
