import sharp from 'sharp'
import { eq, isNotNull } from 'drizzle-orm'
import { taxKobo, nairaToKobo } from '../../src/contract/money'
import type { SellerProduct } from '../../src/contract/seller'
import { stockMessages } from '../../src/contract/stock'
import { products } from '../src/db/schema'
import { buildTestShop, type TestShop } from './harness'
import { addAddress, multipart, registerUser, sellerCookie, type Part } from './helpers'

// A product's NAFDAC number: checked for its form, kept as labels print it, shown to shoppers, on the receipt and
// the packing slip; the product list flags cosmetics without one, and the owner may keep those off sale.

let shop: TestShop
let seller: string

beforeAll(async () => {
  shop = await buildTestShop()
  seller = await sellerCookie(shop)
}, 60_000)
afterAll(() => shop.close())

let made = 0
async function add(changes: Record<string, unknown>) {
  const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#b0476b' } }).png().toBuffer()
  const parts: Part[] = [
    { name: 'productData', value: JSON.stringify({ name: `Kojic Soap ${++made}`, description: [], category: 'Skincare', price: 3000, offerPrice: 2500, ...changes }) },
    { name: 'images', file: { filename: 'soap.png', type: 'image/png', data: image } },
  ]
  const { payload, headers } = await multipart(parts)
  return shop.app.inject({ method: 'POST', url: '/api/product/add', payload, headers: { ...headers, cookie: seller } })
}
const sellerView = async (id: string): Promise<SellerProduct> => (await shop.app.inject({ method: 'GET', url: `/api/product/seller/${id}`, headers: { cookie: seller } })).json().product
const settings = (requireNafdac: boolean) => shop.app.inject({ method: 'PUT', url: '/api/stock/settings', headers: { cookie: seller }, payload: { requireNafdac, expiryWarningDays: 60 } })

describe('NAFDAC numbers', () => {
  it('keeps the number as the label prints it, refuses what is no NAFDAC number, and shows it to shoppers', async () => {
    const added = await add({ nafdacNumber: ' nafdac reg. no: a7 - 1234 ' })
    expect(added.statusCode).toBe(201)
    expect(added.json().product.nafdac).toBe('A7-1234')
    const id = added.json().product._id
    expect((await shop.app.inject({ method: 'GET', url: `/api/product/${id}` })).json().product.nafdac).toBe('A7-1234')
    expect((await add({ nafdacNumber: '02-1234L' })).json().product.nafdac).toBe('02-1234L')
    for (const wrong of ['12345', 'A7 1234 5678', 'AB-1234', '7-12']) {
      const refused = await add({ nafdacNumber: wrong })
      expect([refused.statusCode, refused.json().message]).toEqual([400, stockMessages.nafdac])
    }
  })

  it('flags a cosmetics product without one in the product list, and the owner may keep such a product off sale', async () => {
    const without = (await add({})).json().product
    expect((await sellerView(without._id)).nafdacMissing).toBe(true)
    expect((await settings(true)).statusCode).toBe(200)
    try {
      const refused = await add({ name: 'Unregistered Cream' })
      expect([refused.statusCode, refused.json().message]).toEqual([400, stockMessages.nafdacRequired('Unregistered Cream')])
      // One already in the shop stays, but once switched off it goes back on sale only with its number.
      await shop.app.inject({ method: 'POST', url: '/api/product/stock', headers: { cookie: seller }, payload: { id: without._id, inStock: false } })
      const switched = await shop.app.inject({ method: 'POST', url: '/api/product/stock', headers: { cookie: seller }, payload: { id: without._id, inStock: true } })
      expect([switched.statusCode, switched.json().message]).toEqual([409, stockMessages.nafdacRequired(without.name)])
      expect((await sellerView(without._id)).inStock).toBe(false)
      expect((await add({ nafdacNumber: 'A7-9876' })).statusCode).toBe(201)
    } finally {
      await settings(false)
    }
  })

  it("gives a number typed on one shade to its shades without one, and lets a shade keep its own", async () => {
    const [shade] = await shop.database.db.select().from(products).where(isNotNull(products.groupId)).limit(1)
    const group = await shop.database.db.select().from(products).where(eq(products.groupId, shade!.groupId!))
    const [first, second, third] = group.map((row) => row.id) as [string, string, string]
    const save = async (id: string, nafdacNumber: string) => {
      const product = await sellerView(id)
      const { payload, headers } = await multipart([
        { name: 'productData', value: JSON.stringify({ name: product.name, description: product.description, category: product.category, price: product.price, offerPrice: product.offerPrice, images: product.image, nafdacNumber }) },
      ])
      const saved = await shop.app.inject({ method: 'PUT', url: `/api/product/${id}`, payload, headers: { ...headers, cookie: seller } })
      expect(saved.statusCode).toBe(200)
    }
    const numbers = async () => Promise.all([first, second, third].map(async (id) => (await sellerView(id)).nafdac ?? null))
    await save(first, 'A7-1111')
    expect(await numbers()).toEqual(['A7-1111', 'A7-1111', 'A7-1111'])
    await save(third, 'A7-3333')
    expect(await numbers()).toEqual(['A7-1111', 'A7-1111', 'A7-3333'])
    await save(first, 'A7-2222')
    expect(await numbers()).toEqual(['A7-2222', 'A7-1111', 'A7-3333'])
  })

  it('prints the number on the counter receipt and the packing slip', async () => {
    const product = (await add({ nafdacNumber: 'B1-4321' })).json().product
    const subtotal = nairaToKobo(product.offerPrice)
    const sale = await shop.app.inject({
      method: 'POST',
      url: '/api/counter/sales',
      headers: { cookie: seller },
      payload: { lines: [{ product: product._id, quantity: 1 }], payments: [{ method: 'cash', amount: (subtotal + taxKobo(subtotal)) / 100 }] },
    })
    expect(sale.json().sale.lines[0].nafdac).toBe('B1-4321')
    const { cookie } = await registerUser(shop)
    const placed = await shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie }, payload: { items: [{ product: product._id, quantity: 1 }], address: await addAddress(shop, cookie) } })
    const slip = (await shop.app.inject({ method: 'GET', url: `/api/order/seller/${placed.json().orderId}`, headers: { cookie: seller } })).json()
    expect(slip.order.items[0].product.nafdac).toBe('B1-4321')
    await shop.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, product._id))
  })
})
