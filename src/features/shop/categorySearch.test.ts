import type { ShopSearchPage } from '../../contract/catalogue'
import { searchPath } from '../../contract/catalogue'
import { apiUrl } from '../../shared/env'
import { categories } from '../../content/categories'

// The shop search finds a category's products by the name the shop shows for it (the server's search words for
// each category, migration 0011, must keep up with this list).
const search = async (query: Parameters<typeof searchPath>[0]) => (await (await fetch(`${apiUrl}/api${searchPath(query)}`)).json()) as ShopSearchPage

describe('each category’s name', () => {
  it.each(categories.map((category) => [category.text, category.path]))('"%s" finds the products of %s', async (text, path) => {
    const found = await search({ q: text, limit: 50 })
    const inCategory = await search({ category: path, limit: 50 })
    expect(inCategory.total).toBeGreaterThan(0)
    expect(found.categories!.find((entry) => entry.category === path)?.count).toBe(inCategory.total)
  })
})
