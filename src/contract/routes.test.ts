import { HELP_SLUGS } from './help'
import { matchPage, pages, paths } from './routes'

describe('the route table', () => {
  it('matches each page the way the router does: any case, a trailing slash allowed, with its parameters', () => {
    expect(matchPage('/')).toEqual({ name: 'home', params: {} })
    expect(matchPage('/Cart/')).toEqual({ name: 'cart', params: {} })
    expect(matchPage('/products/SKINCARE')).toEqual({ name: 'category', params: { category: 'SKINCARE' } })
    expect(matchPage('/products/hair/abc123')).toEqual({ name: 'product', params: { category: 'hair', id: 'abc123' } })
    expect(matchPage('/seller/orders')).toEqual({ name: 'sellerOrders', params: {} })
  })

  it('knows no other address: an unknown word, a category that is none, a page below a page', () => {
    for (const pathname of ['/nope', '/products/shoes', '/products/shoes/abc123', '/products/hair//', '/cart/extra', '/seller/unknown']) {
      expect([pathname, matchPage(pathname)]).toEqual([pathname, undefined])
    }
  })

  it('builds the category and product addresses from the same patterns', () => {
    expect(paths.category('Skincare')).toBe('/products/skincare')
    expect(paths.product('Hair', 'abc123')).toBe('/products/hair/abc123')
    expect(paths.myOrders).toBe('/my-orders')
  })

  it('has a page at /{slug} for each help page the owner writes', () => {
    for (const slug of HELP_SLUGS) {
      const page = matchPage(`/${slug}`)
      expect([slug, page && pages[page.name].component]).toEqual([slug, 'HelpPage'])
    }
  })
})
