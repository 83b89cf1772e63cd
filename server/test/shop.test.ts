import { buildTestShop, type TestShop } from './harness'
import { demoCatalogue } from '../src/db/catalogue'
import { CATEGORY_PATHS, type Product } from '../../src/contract'

let shop: TestShop

beforeAll(async () => {
  shop = await buildTestShop()
})
afterAll(() => shop.close())

describe('the shop server', () => {
  it('lists the seeded demo catalogue, newest first, priced in naira', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/product/list' })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.success).toBe(true)
    expect(body.products).toHaveLength(demoCatalogue.length)
    expect(body.products.length).toBeGreaterThanOrEqual(28)
    expect(new Set(body.products.map((p: { category: string }) => p.category))).toEqual(new Set(CATEGORY_PATHS))
    const first = demoCatalogue[0]!
    expect(body.products[0]).toMatchObject({ name: first.name, price: first.price, offerPrice: first.offerPrice, inStock: true })
    expect(body.products.some((p: { inStock: boolean }) => !p.inStock)).toBe(true)
    for (const product of body.products) {
      expect(product.image.length).toBeGreaterThanOrEqual(1)
      expect(product.image.length).toBeLessThanOrEqual(4)
      expect(product.image.every((url: string) => url.startsWith('/art/products/'))).toBe(true)
    }
  })

  it('has a product in shades, each with its colour, which the lists show once', async () => {
    const listed = (await shop.app.inject({ method: 'GET', url: '/api/product/search?q=Full%20Cover%20Foundation&limit=50' })).json().products as Product[]
    const foundation = listed.filter((product) => product.name === 'Full Cover Foundation')
    expect(foundation).toHaveLength(1)
    const { variants } = (await shop.app.inject({ method: 'GET', url: `/api/product/${foundation[0]!._id}` })).json() as { variants: Product[] }
    expect(variants.map((row) => [row.variant!.options[0]!.value, row.variant!.colour])).toEqual([
      ['Mahogany', '#6b3e26'],
      ['Espresso', '#3b2219'],
      ['Honey', '#c68642'],
    ])
  })

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/nothing-here' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ success: false, message: 'No such address: GET /api/nothing-here' })
  })

  it('sends security headers', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })

  it('keeps the catalogue when seeding runs again', async () => {
    const { seedDemoCatalogue } = await import('../src/db/seed')
    expect(await seedDemoCatalogue(shop.database.db)).toBe(0)
  })
})
