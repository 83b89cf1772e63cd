import { screen, within } from '@testing-library/react'
import { renderApp } from '../../test/render'
import { addProduct, moveOrder, placeCashOrder, signInSeller, signUpShopperWithAddress, uniqueSuffix } from '../../test/realServer'

describe('Best Sellers', () => {
  it('ranks products by the units sold in the orders placed, a cancelled order not counting', async () => {
    const suffix = uniqueSuffix()
    await signInSeller()
    const add = (name: string) => addProduct({ name: `${name} ${suffix}`, category: 'Hair', price: 4_000, offerPrice: 3_500 })
    const most = await add('Braid Spray')
    const next = await add('Edge Gel')
    const third = await add('Scalp Oil')
    const cancelled = await add('Curl Cream')
    const { addressId } = await signUpShopperWithAddress()
    // More units than any other test sells of one product: these lead the list.
    await placeCashOrder([{ product: most._id, quantity: 99 }, { product: next._id, quantity: 99 }, { product: third._id, quantity: 98 }], addressId)
    await placeCashOrder([{ product: most._id, quantity: 99 }, { product: next._id, quantity: 60 }], addressId)
    await placeCashOrder([{ product: most._id, quantity: 50 }], addressId)
    // Counted, these 99 units would put the curl cream above the scalp oil's 98.
    const refused = await placeCashOrder([{ product: cancelled._id, quantity: 99 }], addressId)
    await signInSeller()
    await moveOrder(refused, 'Cancelled')

    renderApp('/best-sellers')
    expect(await screen.findByRole('heading', { level: 1, name: 'Best Sellers' })).toBeInTheDocument()
    const list = await screen.findByRole('list', { name: 'Best Sellers' })
    const names = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
    expect(names.slice(0, 3)).toEqual([most.name, next.name, third.name])
  })
})
