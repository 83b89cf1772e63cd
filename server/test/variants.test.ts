import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { messages, sellerMessages, variantName, type Product, type SellerProduct } from '../../src/contract'
import { products } from '../src/db/schema'
import { buildTestShop, type TestShop } from './harness'
import { addAddress, multipart, registerUser, sellerCookie } from './helpers'

// Shades and sizes: the owner turns a product into a group of rows, each with its own price, stock and SKU; the
// shop lists a group once, finds it by a shade's name, sells each row from its own stock and names it on orders.

let shop: TestShop
let seller: string
let shopper: { cookie: string; addressId: string }

const SHADES = ['Porcelain 110', 'Ivory 120', 'Sand 220', 'Honey 330', 'Caramel 340', 'Amber 420', 'Chestnut 430', 'Mocha 440', 'Espresso 520', 'Cocoa 530', 'Ebony 540', 'Onyx 550']
const price = (index: number) => 9000 + index * 100

let group: string
let rows: SellerProduct[]

const post = (url: string, payload: unknown, cookie = seller) => shop.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } })
const put = (url: string, payload: unknown, cookie = seller) => shop.app.inject({ method: 'PUT', url, payload: payload as object, headers: { cookie } })
const get = async (url: string) => {
  const response = await shop.app.inject({ method: 'GET', url })
  expect(response.statusCode).toBe(200)
  return response.json()
}
const order = (id: string, quantity = 1) =>
  shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie: shopper.cookie }, payload: { items: [{ product: id, quantity }], address: shopper.addressId } })
const stockOf = async (id: string) => (await shop.database.db.select({ count: products.stockCount }).from(products).where(eq(products.id, id)))[0]!.count
const ofGroup = (list: Product[]) => list.filter((product) => product.variant?.group === group)

beforeAll(async () => {
  shop = await buildTestShop({ env: { ORDERS_PER_MINUTE: '100000' } })
  seller = await sellerCookie(shop)
  const { cookie } = await registerUser(shop)
  shopper = { cookie, addressId: await addAddress(shop, cookie) }

  const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#6b3e26' } }).png().toBuffer()
  const productData = { name: 'Velvet Matte Foundation', description: ['Soft matte finish'], category: 'Effect', price: 9500, offerPrice: 9000 }
  const { payload, headers } = await multipart([
    { name: 'productData', value: JSON.stringify(productData) },
    { name: 'images', file: { filename: 'foundation.png', type: 'image/png', data: image } },
  ])
  const added = await shop.app.inject({ method: 'POST', url: '/api/product/add', payload, headers: { ...headers, cookie: seller } })
  expect(added.statusCode).toBe(201)
  const first = added.json().product as SellerProduct

  const grouped = await post('/api/product/group', { id: first._id, options: ['Shade'], values: [SHADES[0]] })
  expect([grouped.statusCode, grouped.json().message]).toEqual([201, sellerMessages.variants.grouped])
  group = grouped.json().product.variant.group
  for (const [index, shade] of SHADES.entries()) {
    if (index === 0) continue
    const made = await post(`/api/product/group/${group}/variants`, { values: [shade], price: price(index) + 500, offerPrice: price(index), stockCount: 5, sku: `VMF-${index}` })
    expect(made.statusCode).toBe(201)
  }
  const first12 = (await shop.app.inject({ method: 'GET', url: `/api/product/seller/${first._id}`, headers: { cookie: seller } })).json()
  rows = first12.variants
  // The first shade: counted too, and dearer than the rest, so the group's cheapest row that sells leads it.
  const saved = await put(`/api/product/group/${group}`, { options: ['Shade'], rows: [{ id: first._id, values: [SHADES[0]], price: 12000, offerPrice: 11000, stockCount: 5, sku: 'VMF-0' }] })
  expect([saved.statusCode, saved.json().message]).toEqual([200, sellerMessages.variants.saved])
  rows = saved.json().variants
}, 60_000)
afterAll(() => shop.close())

describe('a group of twelve shades', () => {
  it('is twelve rows of one group, each with its own price, stock and SKU', () => {
    expect(rows.map((row) => row.variant!.options)).toEqual(SHADES.map((value) => [{ name: 'Shade', value }]))
    expect(rows.map((row) => row.offerPrice)).toEqual(SHADES.map((_, index) => (index === 0 ? 11000 : price(index))))
    expect(rows.map((row) => [row.stockCount, row.sku])).toEqual(SHADES.map((_, index) => [5, `VMF-${index}`]))
    expect(new Set(rows.map((row) => row.variant!.count))).toEqual(new Set([12]))
  })

  it('lists once in /products, in search, in best sellers and in offers: its cheapest shade that sells, saying it has 12', async () => {
    const catalogue = (await get('/api/product/search?inStock=true&limit=50')).products as Product[]
    expect(ofGroup(catalogue).map((product) => [product.variant!.options[0]!.value, product.variant!.count])).toEqual([[SHADES[1], 12]])

    const searched = (await get('/api/product/search?q=foundation&inStock=true')).products as Product[]
    expect(ofGroup(searched)).toHaveLength(1)

    const best = (await get('/api/product/best-sellers?limit=50')).products as Product[]
    expect(ofGroup(best)).toHaveLength(1)
    const offers = (await get('/api/product/offers?limit=50')).products as Product[]
    expect(ofGroup(offers)).toHaveLength(1)

    // The category's count is of items: the group counts once.
    const effect = await get('/api/product/search?category=Effect&inStock=true')
    expect(effect.total).toBe((effect.products as Product[]).length)
  })

  it('is found by a shade’s name, that shade leading it', async () => {
    const found = (await get('/api/product/search?q=ebony%20540&inStock=true')).products as Product[]
    expect(ofGroup(found).map((product) => product.variant!.options[0]!.value)).toEqual(['Ebony 540'])
  })

  it('sorts and filters by price, the group at its leading shade’s', async () => {
    const band = (await get('/api/product/search?inStock=true&minPrice=10000&maxPrice=10200&sort=price-asc')).products as Product[]
    expect(ofGroup(band).map((product) => product.offerPrice)).toEqual([10000])
    expect(band.every((product) => product.offerPrice >= 10000 && product.offerPrice <= 10200)).toBe(true)
    const ascending = (await get('/api/product/search?inStock=true&sort=price-asc&limit=50')).products as Product[]
    expect(ascending.map((product) => product.offerPrice)).toEqual([...ascending.map((product) => product.offerPrice)].sort((a, b) => a - b))
    const refused = await shop.app.inject({ method: 'GET', url: '/api/product/search?minPrice=500&maxPrice=100' })
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'minPrice cannot be more than maxPrice.'])
  })

  it('answers a shade’s page with every shade of its group', async () => {
    const { product, variants } = await get(`/api/product/${rows[10]!._id}`)
    expect([product.offerPrice, product.variant.options]).toEqual([price(10), [{ name: 'Shade', value: 'Ebony 540' }]])
    expect((variants as Product[]).map((variant) => variant._id)).toEqual(rows.map((row) => row._id))
  })

  it('sells the last unit of one shade once among 50 concurrent orders, leaving the other shades as they were', async () => {
    const ebony = rows[10]!
    const saved = await put(`/api/product/group/${group}`, { options: ['Shade'], rows: [{ id: ebony._id, values: ['Ebony 540'], price: price(10) + 500, offerPrice: price(10), stockCount: 1, sku: 'VMF-10' }] })
    expect(saved.statusCode).toBe(200)
    const others = rows.filter((row) => row._id !== ebony._id)
    const before = await Promise.all(others.map((row) => stockOf(row._id)))

    const answers = await Promise.all(Array.from({ length: 50 }, () => order(ebony._id)))
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1)
    const refused = answers.filter((answer) => answer.statusCode !== 201)
    expect(new Set(refused.map((answer) => `${answer.statusCode} ${answer.json().message}`))).toEqual(new Set([`409 ${messages.cart.outOfStock(variantName(ebony))}`]))
    expect(await stockOf(ebony._id)).toBe(0)
    expect(await Promise.all(others.map((row) => stockOf(row._id)))).toEqual(before)

    // The order names the shade.
    const { orders } = (await shop.app.inject({ method: 'GET', url: '/api/order/user', headers: { cookie: shopper.cookie } })).json()
    expect(orders[0].items[0].product.name).toBe('Velvet Matte Foundation — Shade: Ebony 540')
    // Sold out, it still shows on its group's page, as sold out.
    const { variants } = await get(`/api/product/${rows[0]!._id}`)
    expect((variants as Product[]).find((variant) => variant._id === ebony._id)!.inStock).toBe(false)
  })

  it('keeps the group on sale when one shade is archived, and the shade off every list', async () => {
    const sand = rows[2]!
    const archived = await post('/api/product/archive', { id: sand._id, archived: true })
    expect(archived.statusCode).toBe(200)
    const { product, variants } = await get(`/api/product/${rows[1]!._id}`)
    expect([product.inStock, product.variant.count]).toEqual([true, 11])
    expect((variants as Product[]).map((variant) => variant._id)).not.toContain(sand._id)
    const found = (await get('/api/product/search?q=sand%20220&inStock=true')).products as Product[]
    expect(ofGroup(found)).toEqual([])
    expect(ofGroup((await get('/api/product/search?inStock=true&limit=50')).products)).toHaveLength(1)
  })

  it('gives one shade a picture of its own, leaving the picture the other shades share in place', async () => {
    const [ivory, honey] = [rows[1]!, rows[3]!]
    const shared = ivory.image[0]!
    expect(honey.image[0]).toBe(shared)
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c8955c' } }).png().toBuffer()
    const { name, description, category, price, offerPrice } = honey
    const { payload, headers } = await multipart([
      { name: 'productData', value: JSON.stringify({ name, description, category, price, offerPrice, images: ['upload:1'] }) },
      { name: 'images', file: { filename: 'honey.png', type: 'image/png', data: image } },
    ])
    const saved = await shop.app.inject({ method: 'PUT', url: `/api/product/${honey._id}`, payload, headers: { ...headers, cookie: seller } })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().product.image[0]).not.toBe(shared)
    expect((await shop.app.inject({ method: 'GET', url: shared })).statusCode).toBe(200)
    expect((await get(`/api/product/${ivory._id}`)).product.image[0]).toBe(shared)
  })

  it('refuses a shade twice, a SKU another product has, and a product grouped twice', async () => {
    const twice = await post(`/api/product/group/${group}/variants`, { values: ['ivory 120'], price: 9000, offerPrice: 9000 })
    expect([twice.statusCode, twice.json().message]).toEqual([409, sellerMessages.variants.valuesTaken('Shade: ivory 120')])
    const sku = await post(`/api/product/group/${group}/variants`, { values: ['Jet 560'], price: 9000, offerPrice: 9000, sku: 'VMF-3' })
    expect([sku.statusCode, sku.json().message]).toEqual([409, sellerMessages.variants.skuTaken('VMF-3')])
    const again = await post('/api/product/group', { id: rows[0]!._id, options: ['Size'], values: ['30 ml'] })
    expect([again.statusCode, again.json().message]).toEqual([409, sellerMessages.variants.alreadyGrouped])
    const stranger = await put(`/api/product/group/${group}`, { options: ['Shade'], rows: [{ id: '00000000-0000-4000-8000-000000000000', values: ['X'], price: 1, offerPrice: 1 }] })
    expect([stranger.statusCode, stranger.json().message]).toEqual([400, sellerMessages.variants.rowNotInGroup])
    const shopperTry = await post('/api/product/group', { id: rows[0]!._id, options: ['Size'], values: ['30 ml'] }, shopper.cookie)
    expect(shopperTry.statusCode).toBe(403)
    const colour = await post(`/api/product/group/${group}/variants`, { values: ['Jet 560'], price: 9000, colour: 'brown' })
    expect([colour.statusCode, colour.json().message]).toEqual([400, sellerMessages.variants.colour])
  })

  it('takes a new shade’s price as its offer price when none is given, and keeps its colour for its swatch', async () => {
    const made = await post(`/api/product/group/${group}/variants`, { values: ['Sienna 450'], price: 9900, colour: '#A0522D' })
    expect(made.statusCode).toBe(201)
    const shade = (made.json().product as SellerProduct)
    expect([shade.price, shade.offerPrice, shade.variant!.colour]).toEqual([9900, 9900, '#a0522d'])
    const { variants } = await get(`/api/product/${shade._id}`)
    expect((variants as Product[]).find((row) => row._id === shade._id)!.variant!.colour).toBe('#a0522d')
    expect((await post('/api/product/archive', { id: shade._id, archived: true })).statusCode).toBe(200)
  })
})

describe('the shade a group’s lists show', () => {
  /** A new group of Nails shades, each [value, offer price, stock count or uncounted]: their ids in that order. */
  const makeGroup = async (name: string, shades: [string, number, number?][]) => {
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#d94f5c' } }).png().toBuffer()
    const [[firstValue, firstPrice, firstStock], ...others] = shades as [[string, number, number?], ...[string, number, number?][]]
    const { payload, headers } = await multipart([
      { name: 'productData', value: JSON.stringify({ name, description: ['Chip-free shine'], category: 'Nails', price: firstPrice, offerPrice: firstPrice }) },
      { name: 'images', file: { filename: 'polish.png', type: 'image/png', data: image } },
    ])
    const first = (await shop.app.inject({ method: 'POST', url: '/api/product/add', payload, headers: { ...headers, cookie: seller } })).json().product as SellerProduct
    const group = ((await post('/api/product/group', { id: first._id, options: ['Shade'], values: [firstValue] })).json().product as Product).variant!.group
    const ids = [first._id]
    for (const [value, offerPrice, stockCount] of others) {
      const made = await post(`/api/product/group/${group}/variants`, { values: [value], price: offerPrice, offerPrice, ...(stockCount !== undefined && { stockCount }) })
      ids.push((made.json().product as SellerProduct)._id)
    }
    if (firstStock !== undefined) {
      const saved = await put(`/api/product/group/${group}`, { options: ['Shade'], rows: [{ id: first._id, values: [firstValue], price: firstPrice, offerPrice: firstPrice, stockCount: firstStock }] })
      expect(saved.statusCode).toBe(200)
    }
    return { group, ids }
  }

  /** The group's rows in the catalogue's first page (no words) and, in stock, in best sellers; a price range reads its rows one by one and must agree. */
  const shownOf = async (group: string, inStock = true) => {
    const mine = (list: Product[]) => list.filter((product) => product.variant?.group === group).map((product) => product._id)
    const catalogue = mine((await get(`/api/product/search?inStock=${inStock}&limit=50&category=Nails`)).products)
    expect(mine((await get(`/api/product/search?inStock=${inStock}&limit=50&category=Nails&minPrice=1`)).products)).toEqual(catalogue)
    if (inStock) expect(mine((await get('/api/product/best-sellers?limit=50')).products)).toEqual(catalogue)
    return catalogue
  }
  const switchTo = (id: string, inStock: boolean) => post('/api/product/stock', { id, inStock })

  it('moves on when the cheapest sells out, is switched off or gets dearer, and comes back; without a shade that sells the group leaves the in-stock lists', async () => {
    const { group, ids } = await makeGroup('Gel Polish', [['Coral', 5000, 1], ['Rose', 6000, 2], ['Wine', 7000]])
    const [cheap, middle, dear] = ids as [string, string, string]
    expect(await shownOf(group)).toEqual([cheap])

    expect((await order(cheap)).statusCode).toBe(201)
    expect(await shownOf(group)).toEqual([middle])

    expect((await switchTo(middle, false)).statusCode).toBe(200)
    expect(await shownOf(group)).toEqual([dear])

    const saved = await put(`/api/product/group/${group}`, { options: ['Shade'], rows: [{ id: dear, values: ['Wine'], price: 4000, offerPrice: 4000 }] })
    expect(saved.statusCode).toBe(200)
    expect((await switchTo(middle, true)).statusCode).toBe(200)
    expect(await shownOf(group)).toEqual([dear])

    for (const id of [middle, dear]) expect((await switchTo(id, false)).statusCode).toBe(200)
    expect(await shownOf(group)).toEqual([])
    expect(await shownOf(group, false)).toEqual([dear])
    expect((await post('/api/product/archive', { id: dear, archived: true })).statusCode).toBe(200)
    expect(await shownOf(group, false)).toEqual([cheap])
  })
})
