import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { savingOf } from '../../contract/offers'
import { renderApp, settled } from '../../test/render'
import { addProduct, fetchCatalogue, signInSeller, uniqueSuffix } from '../../test/realServer'

/** The ids of the products a list shows, in its order, from each card's link. */
const shownIds = (list: HTMLElement) => within(list).getAllByRole('heading', { level: 2 }).map((heading) => within(heading).getByRole('link').getAttribute('href')!.split('/').pop()!)

describe('Offers and Deals', () => {
  it('lists exactly the discounted products in stock, the biggest saving first, with the saving in naira and percent', async () => {
    const user = userEvent.setup()
    const suffix = uniqueSuffix()
    await signInSeller()
    // Savings bigger than any other test's: these lead the list.
    const biggest = await addProduct({ name: `Gold Serum ${suffix}`, category: 'Skincare', price: 9_999_000, offerPrice: 1_000 })
    const second = await addProduct({ name: `Silver Serum ${suffix}`, category: 'Skincare', price: 9_998_000, offerPrice: 1_000 })
    const fullPrice = await addProduct({ name: `Full Price Soap ${suffix}`, category: 'Skincare', price: 5_000, offerPrice: 5_000 })
    const soldOut = await addProduct({ name: `Sold Out Balm ${suffix}`, category: 'Skincare', price: 9_999_500, offerPrice: 1_000 }, { inStock: false })
    const before = await fetchCatalogue()

    const { store } = renderApp('/offers')
    expect(await screen.findByRole('heading', { level: 1, name: 'Offers and Deals' })).toBeInTheDocument()
    const list = await screen.findByRole('list', { name: 'Offers and Deals' })
    // Every page of the list, as the shopper asks for them.
    while (screen.queryByRole('button', { name: 'Show more products' })) {
      const count = shownIds(list).length
      await user.click(screen.getByRole('button', { name: 'Show more products' }))
      await screen.findByText((_, element) => element === list && shownIds(list).length > count)
    }
    const shown = shownIds(list)
    expect(shown.slice(0, 2)).toEqual([biggest._id, second._id])
    expect(shown).not.toContain(fullPrice._id)
    expect(shown).not.toContain(soldOut._id)
    expect(within(list).getByText('Save ₦9,998,000 (99%)')).toBeInTheDocument()

    // Exactly the discounted products in stock, in saving order (a product another test adds meanwhile may join).
    await settled(store)
    const catalogue = new Map((await fetchCatalogue()).map((product) => [product._id, product]))
    const savings = shown.map((id) => {
      const product = catalogue.get(id)!
      expect([product.name, product.inStock]).toEqual([product.name, true])
      return savingOf(product).kobo
    })
    expect(savings.every((saving, index) => saving > 0 && (index === 0 || saving <= savings[index - 1]!))).toBe(true)
    const discountedBefore = before.filter((product) => product.inStock && savingOf(product).kobo > 0 && product.name.trim() && product.image.length > 0)
    // A group of shades shows once, by one of its rows.
    const shownItems = new Set(shown.map((id) => catalogue.get(id)!.variant?.group ?? id))
    expect(discountedBefore.filter((product) => !shownItems.has(product.variant?.group ?? product._id))).toEqual([])
  })
})
