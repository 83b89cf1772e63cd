import { readdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { IMAGE_WIDTHS, type SellerProduct } from '../../src/contract'
import { buildTestShop, type TestShop } from './harness'
import { addAddress, multipart, products, registerUser, sellerCookie, type Part } from './helpers'

// The seller edits, archives, deletes and lists products; what the shop, the orders and the disk then hold.

let shop: TestShop
let seller: string
let shopper: { cookie: string; addressId: string }

beforeAll(async () => {
  shop = await buildTestShop()
  seller = await sellerCookie(shop)
  const { cookie } = await registerUser(shop)
  shopper = { cookie, addressId: await addAddress(shop, cookie) }
}, 60_000)
afterAll(() => shop.close())

const png = (background = '#b0476b') => sharp({ create: { width: 40, height: 30, channels: 3, background } }).png().toBuffer()
const imagePart = async (filename = 'photo.png', data?: Buffer): Promise<Part> => ({ name: 'images', file: { filename, type: 'image/png', data: data ?? (await png()) } })
const storedFiles = async () => (await readdir(path.join(shop.config.dataDir, 'uploads')).catch(() => [] as string[])).sort()
const fileOf = (url: string) => url.replace('/uploads/', '')
/** Every stored file of an upload: its full picture and each width. */
const filesOf = (url: string) => [fileOf(url), ...IMAGE_WIDTHS.map((width) => fileOf(url).replace('.webp', `-${width}.webp`))]

let made = 0
const fields = (changes: Record<string, unknown> = {}) => ({ name: `Zeta Shea Butter ${++made}`, description: ['Raw', 'Unrefined'], category: 'Skincare', price: 5000, offerPrice: 4500, ...changes })

/** A product the seller adds with `images` pictures; answers it as the seller sees it. */
async function addProduct(changes: Record<string, unknown> = {}, images = 1): Promise<SellerProduct> {
  const parts: Part[] = [{ name: 'productData', value: JSON.stringify(fields(changes)) }]
  for (let index = 0; index < images; index += 1) parts.push(await imagePart(`p${index}.png`, await png(['#b0476b', '#3b8e62', '#623b8e', '#8e623b'][index])))
  const { payload, headers } = await multipart(parts)
  const response = await shop.app.inject({ method: 'POST', url: '/api/product/add', payload, headers: { ...headers, cookie: seller } })
  expect(response.statusCode).toBe(201)
  return response.json().product
}

async function edit(id: string, productData: unknown, uploads: Part[] = [], cookie = seller) {
  const { payload, headers } = await multipart([{ name: 'productData', value: typeof productData === 'string' ? productData : JSON.stringify(productData) }, ...uploads])
  return shop.app.inject({ method: 'PUT', url: `/api/product/${id}`, payload, headers: { ...headers, cookie } })
}

const getProduct = (id: string) => shop.app.inject({ method: 'GET', url: `/api/product/${id}` })
const archive = (id: string, archived: boolean, cookie = seller) => shop.app.inject({ method: 'POST', url: '/api/product/archive', payload: { id, archived }, headers: { cookie } })
const remove = (id: string, cookie = seller) => shop.app.inject({ method: 'DELETE', url: `/api/product/${id}`, headers: { cookie } })
const order = (id: string, quantity = 1) =>
  shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie: shopper.cookie }, payload: { items: [{ product: id, quantity }], address: shopper.addressId } })
const list = async (query: string, cookie = seller) => shop.app.inject({ method: 'GET', url: `/api/product/seller?${query}`, headers: { cookie } })
const listed = async (query: string) => {
  const response = await list(query)
  expect(response.statusCode).toBe(200)
  return response.json() as { products: SellerProduct[]; nextCursor: string | null }
}

/** The product's fields as an edit sends them, with its images as they are. */
const asEdit = (product: SellerProduct, changes: Record<string, unknown> = {}) => ({
  name: product.name,
  description: product.description,
  category: product.category,
  price: product.price,
  offerPrice: product.offerPrice,
  images: product.image,
  ...changes,
})

describe('editing a product', () => {
  it('saves every field, answers the product as the seller sees it, and the shop shows it to the next visitor', async () => {
    const product = await addProduct()
    const before = await shop.app.inject({ method: 'GET', url: '/api/product/list' })
    const response = await edit(product._id, asEdit(product, { name: 'Zeta Whipped Shea', description: ['Whipped', 'For dry skin'], category: 'Hair', price: 6000, offerPrice: 5200, weight: '250 g', stockCount: 12, lowStockThreshold: 3 }))
    expect(response.statusCode).toBe(200)
    const { success, message, product: saved } = response.json()
    expect({ success, message }).toEqual({ success: true, message: 'Product saved' })
    expect(saved).toMatchObject({ _id: product._id, name: 'Zeta Whipped Shea', description: ['Whipped', 'For dry skin'], category: 'Hair', price: 6000, offerPrice: 5200, weight: '250 g', image: product.image })
    expect(saved).toMatchObject({ inStock: true, stockCount: 12, lowStockThreshold: 3, archived: false, stockState: 'in-stock' })

    const after = await shop.app.inject({ method: 'GET', url: '/api/product/list', headers: { 'if-none-match': before.headers.etag as string } })
    expect(after.statusCode).toBe(200)
    expect(after.json().products.find((p: { _id: string }) => p._id === product._id)).toMatchObject({ name: 'Zeta Whipped Shea', offerPrice: 5200 })
  })

  it('keeps the stock count when the edit leaves it out, and empties it (not counted) with null', async () => {
    const product = await addProduct()
    expect((await edit(product._id, asEdit(product, { stockCount: 7, lowStockThreshold: 2 }))).json().product).toMatchObject({ stockCount: 7, lowStockThreshold: 2 })
    expect((await edit(product._id, asEdit(product, { name: 'Zeta Renamed' }))).json().product).toMatchObject({ name: 'Zeta Renamed', stockCount: 7, lowStockThreshold: 2 })
    expect((await edit(product._id, asEdit(product, { stockCount: null }))).json().product).toMatchObject({ stockCount: null, stockState: 'in-stock' })
  })

  it('refuses what adding refuses, and bad stock fields, with the same messages, changing nothing', async () => {
    const product = await addProduct()
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'Product name is required'],
      [{ category: 'Shoes' }, 'Please select a category'],
      [{ offerPrice: 9000 }, 'Offer price cannot be more than the price'],
      [{ price: 0, offerPrice: 0 }, 'Price must be more than 0'],
      [{ price: 9000.001 }, 'Prices can have at most 2 decimal places'],
      [{ price: '5000' }, 'price must be a number.'],
      [{ stockCount: -1 }, 'Quantity in stock must be a whole number from 0 to 1,000,000, or empty when you do not count it'],
      [{ stockCount: 2.5 }, 'Quantity in stock must be a whole number from 0 to 1,000,000, or empty when you do not count it'],
      [{ stockCount: 1_000_001 }, 'Quantity in stock must be a whole number from 0 to 1,000,000, or empty when you do not count it'],
      [{ lowStockThreshold: -3 }, 'Low-stock alert must be a whole number from 0 to 1,000,000'],
      [{ colour: 'red' }, 'Unknown field: colour'],
    ]
    for (const [changes, message] of cases) {
      const response = await edit(product._id, asEdit(product, changes))
      expect({ changes, status: response.statusCode, message: response.json().message }).toEqual({ changes, status: 400, message })
    }
    const broken = await edit(product._id, '{"name":')
    expect([broken.statusCode, broken.json().message]).toEqual([400, 'productData is not valid JSON.'])
    expect((await getProduct(product._id)).json().product).toMatchObject({ name: product.name, price: 5000, offerPrice: 4500 })
  })

  it('reorders, replaces and removes images: the new order is kept, new files written, dropped files deleted', async () => {
    const product = await addProduct({}, 3)
    const [a, b, c] = product.image as [string, string, string]
    const filesBefore = await storedFiles()
    expect(filesBefore).toEqual(expect.arrayContaining([a, b, c].map(fileOf)))

    const response = await edit(product._id, asEdit(product, { images: [c, 'upload:1', a] }), [await imagePart('new.png', await png('#000000'))])
    expect(response.statusCode).toBe(200)
    const image = response.json().product.image as string[]
    expect(image).toHaveLength(3)
    expect([image[0], image[2]]).toEqual([c, a])
    expect(image[1]).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/)
    expect((await getProduct(product._id)).json().product.image).toEqual(image)

    const filesAfter = await storedFiles()
    expect(filesAfter).toContain(fileOf(image[1]!))
    expect(filesAfter).not.toContain(fileOf(b))
    expect(filesAfter).toEqual(expect.arrayContaining([a, c].map(fileOf)))
    expect((await shop.app.inject({ method: 'GET', url: image[1]! })).statusCode).toBe(200)
    expect((await shop.app.inject({ method: 'GET', url: b })).statusCode).toBe(404)

    // Only a new image, in place of all the old ones.
    const replaced = await edit(product._id, asEdit(product, { images: ['upload:1'] }), [await imagePart()])
    expect(replaced.statusCode).toBe(200)
    const [only] = replaced.json().product.image as string[]
    expect(await storedFiles()).toEqual([...filesAfter.filter((file) => ![a, c, image[1]!].flatMap(filesOf).includes(file)), ...filesOf(only!)].sort())
  })

  it('refuses a bad image list with its message, writing no file and changing nothing', async () => {
    const product = await addProduct({}, 2)
    const other = await addProduct()
    const [a, b] = product.image as [string, string]
    const filesBefore = await storedFiles()
    const cases: [unknown, number, string][] = [
      [[a, other.image[0]], 1, 'Keep only images of this product, or add new ones'],
      [[a, '/art/products/anything.svg'], 0, 'Keep only images of this product, or add new ones'],
      [[a, 'upload:2'], 1, 'Keep only images of this product, or add new ones'],
      [['upload:1', 'upload:1'], 1, 'Keep only images of this product, or add new ones'],
      [[a, a], 0, 'Keep only images of this product, or add new ones'],
      [['upload:0'], 1, 'Keep only images of this product, or add new ones'],
      [[a], 1, 'Every uploaded image needs its place among the product’s images'],
      [[a, b, 'upload:1', 'upload:2', 'upload:3'], 3, 'A product has at most 4 images'],
      [[], 0, 'Please add at least one product image'],
      [undefined, 0, 'Please add at least one product image'],
      [[a, 7], 0, 'images[1] must be text.'],
    ]
    for (const [images, uploadCount, message] of cases) {
      const uploads = await Promise.all(Array.from({ length: uploadCount }, (_, index) => imagePart(`u${index}.png`)))
      const response = await edit(product._id, asEdit(product, { images, name: 'Zeta Must Not Change' }), uploads)
      expect({ images, status: response.statusCode, message: response.json().message }).toEqual({ images, status: 400, message })
    }
    const notImage = await edit(product._id, asEdit(product, { images: ['upload:1'] }), [{ name: 'images', file: { filename: 'notes.png', type: 'image/png', data: Buffer.from('just text') } }])
    expect([notImage.statusCode, notImage.json().message]).toEqual([400, '"notes.png" is not an image we can read. Please upload a JPEG, PNG, WebP, GIF or AVIF file.'])
    const tooMany = await edit(product._id, asEdit(product, { images: ['upload:1'] }), await Promise.all([1, 2, 3, 4, 5].map((n) => imagePart(`m${n}.png`))))
    expect(tooMany.statusCode).toBe(413)

    expect(await storedFiles()).toEqual(filesBefore)
    expect((await getProduct(product._id)).json().product).toMatchObject({ name: product.name, image: [a, b] })
  })

  it('leaves placed orders with the name and price they were ordered at', async () => {
    const product = await addProduct({ name: 'Zeta Original Name' })
    expect((await order(product._id)).statusCode).toBe(201)
    expect((await edit(product._id, asEdit(product, { name: 'Zeta New Name', price: 9000, offerPrice: 8000 }))).statusCode).toBe(200)
    const orders = (await shop.app.inject({ method: 'GET', url: '/api/order/user', headers: { cookie: shopper.cookie } })).json().orders
    const line = orders[0].items[0]
    expect(line.product).toMatchObject({ _id: product._id, name: 'Zeta Original Name', offerPrice: 4500 })
    expect(orders[0].amount).toBe(4590)
  })

  it('answers one product as the seller sees it, archived too, and 401, 403, 404', async () => {
    const product = await addProduct()
    await edit(product._id, asEdit(product, { stockCount: 2 }))
    await archive(product._id, true)
    const url = `/api/product/seller/${product._id}`
    const found = await shop.app.inject({ method: 'GET', url, headers: { cookie: seller } })
    expect(found.json().product).toMatchObject({ _id: product._id, stockCount: 2, lowStockThreshold: 5, archived: true, stockState: 'archived', inStock: true })
    expect((await shop.app.inject({ method: 'GET', url })).statusCode).toBe(401)
    expect((await shop.app.inject({ method: 'GET', url, headers: { cookie: shopper.cookie } })).statusCode).toBe(403)
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await shop.app.inject({ method: 'GET', url: `/api/product/seller/${id}`, headers: { cookie: seller } })).statusCode).toBe(404)
    }
  })

  it('answers 401, 403, 404 (unknown or malformed id) and 415', async () => {
    const product = await addProduct()
    const body = asEdit(product)
    expect((await edit(product._id, body, [], '')).statusCode).toBe(401)
    expect((await edit(product._id, body, [], shopper.cookie)).statusCode).toBe(403)
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await edit(id, body)
      expect([response.statusCode, response.json().message]).toEqual([404, 'Product not found'])
    }
    const json = await shop.app.inject({ method: 'PUT', url: `/api/product/${product._id}`, payload: body, headers: { cookie: seller } })
    expect(json.statusCode).toBe(415)
  })
})

describe('archiving and restoring', () => {
  it('hides an archived product from the shop and new orders, still answers it by id, and restores it', async () => {
    const product = await addProduct()
    const archived = await archive(product._id, true)
    expect(archived.statusCode).toBe(200)
    expect(archived.json()).toMatchObject({ success: true, message: 'Product archived: it is no longer in the shop', product: { archived: true, stockState: 'archived' } })
    expect((await products(shop)).map((p) => p._id)).not.toContain(product._id)
    expect((await getProduct(product._id)).json().product).toMatchObject({ _id: product._id, archived: true, inStock: false })
    const refused = await order(product._id)
    expect([refused.statusCode, refused.json().message]).toEqual([409, `${product.name} is no longer sold. Please remove it from your cart.`])
    expect((await listed('stock=archived&limit=50')).products.map((p) => p._id)).toContain(product._id)
    expect((await listed('limit=50')).products.map((p) => p._id)).not.toContain(product._id)

    const restored = await archive(product._id, false)
    expect(restored.json()).toMatchObject({ message: 'Product restored to the shop', product: { archived: false, stockState: 'in-stock' } })
    expect((await products(shop)).map((p) => p._id)).toContain(product._id)
    expect((await order(product._id)).statusCode).toBe(201)
  })

  it('answers 400 to a bad body, 404 to an unknown id, 401 and 403', async () => {
    const product = await addProduct()
    expect((await shop.app.inject({ method: 'POST', url: '/api/product/archive', payload: { id: product._id, archived: 'yes' }, headers: { cookie: seller } })).json().message).toBe('archived must be true or false.')
    expect((await archive('00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(404)
    expect((await archive('nope', true)).statusCode).toBe(404)
    expect((await archive(product._id, true, '')).statusCode).toBe(401)
    expect((await archive(product._id, true, shopper.cookie)).statusCode).toBe(403)
  })
})

describe('deleting', () => {
  it('refuses with 409 while an order names the product, and keeps it and its files', async () => {
    const product = await addProduct()
    expect((await order(product._id)).statusCode).toBe(201)
    const response = await remove(product._id)
    expect([response.statusCode, response.json().message]).toEqual([409, 'This product is on past orders, so it cannot be deleted. Archive it instead: it leaves the shop and stays on those orders.'])
    expect((await getProduct(product._id)).statusCode).toBe(200)
    expect(await storedFiles()).toContain(fileOf(product.image[0]!))
  })

  it('deletes a product no order names, with its files, after which it is unknown', async () => {
    const product = await addProduct({}, 2)
    const response = await remove(product._id)
    expect(response.json()).toEqual({ success: true, message: 'Product deleted' })
    expect((await getProduct(product._id)).statusCode).toBe(404)
    expect((await products(shop)).map((p) => p._id)).not.toContain(product._id)
    const files = await storedFiles()
    for (const url of product.image) for (const file of filesOf(url)) expect(files).not.toContain(file)
    expect((await remove(product._id)).statusCode).toBe(404)
    expect((await remove('not-a-uuid')).statusCode).toBe(404)
  })

  it('answers 401 and 403', async () => {
    const product = await addProduct()
    expect((await remove(product._id, '')).statusCode).toBe(401)
    expect((await remove(product._id, shopper.cookie)).statusCode).toBe(403)
    expect((await getProduct(product._id)).statusCode).toBe(200)
  })
})

describe('the seller product list', () => {
  let word: string
  let catalogue: SellerProduct[]

  beforeAll(async () => {
    word = `Ylang${Date.now().toString(36)}`
    const made = [
      await addProduct({ name: `${word} Bravo`, category: 'Hair', price: 3000, offerPrice: 3000 }),
      await addProduct({ name: `${word} alpha`, category: 'Skincare', price: 1000, offerPrice: 900 }),
      await addProduct({ name: `${word} Delta`, category: 'Hair', price: 8000, offerPrice: 7000 }),
      await addProduct({ name: `${word} charlie`, category: 'Feet', price: 2000, offerPrice: 2000 }),
      await addProduct({ name: `${word} Echo`, category: 'Hair', price: 5000, offerPrice: 4000 }),
    ]
    const [bravo, alpha, delta, charlie, echo] = made as [SellerProduct, SellerProduct, SellerProduct, SellerProduct, SellerProduct]
    await edit(alpha._id, asEdit(alpha, { stockCount: 3, lowStockThreshold: 5 }))
    await edit(bravo._id, asEdit(bravo, { stockCount: 0 }))
    await shop.app.inject({ method: 'POST', url: '/api/product/stock', payload: { id: charlie._id, inStock: false }, headers: { cookie: seller } })
    await edit(delta._id, asEdit(delta, { stockCount: 50 }))
    await archive(echo._id, true)
    catalogue = made
  })

  const names = (found: { products: SellerProduct[] }) => found.products.map((p) => p.name.replace(`${word} `, ''))

  it('searches names (any case, trimmed) among live products, newest first, with each stock state', async () => {
    const found = await listed(`q=${encodeURIComponent(`  ${word.toUpperCase()} `)}`)
    expect(names(found)).toEqual(['charlie', 'Delta', 'alpha', 'Bravo'])
    expect(Object.fromEntries(found.products.map((p) => [p.name.replace(`${word} `, ''), [p.stockState, p.stockCount, p.inStock]]))).toEqual({
      Delta: ['in-stock', 50, true],
      charlie: ['out-of-stock', null, false],
      alpha: ['low', 3, true],
      Bravo: ['out-of-stock', 0, true],
    })
    expect(found.nextCursor).toBeNull()
  })

  it('filters by stock state and category', async () => {
    const q = `q=${word}`
    expect(names(await listed(`${q}&stock=all`))).toEqual(['charlie', 'Delta', 'alpha', 'Bravo'])
    expect(names(await listed(`${q}&stock=in-stock`))).toEqual(['Delta'])
    expect(names(await listed(`${q}&stock=low`))).toEqual(['alpha'])
    expect(names(await listed(`${q}&stock=out-of-stock`))).toEqual(['charlie', 'Bravo'])
    expect(names(await listed(`${q}&stock=archived`))).toEqual(['Echo'])
    expect(names(await listed(`${q}&category=Hair`))).toEqual(['Delta', 'Bravo'])
    expect(names(await listed(`${q}&category=Hair&stock=archived`))).toEqual(['Echo'])
    expect(names(await listed(`${q}&category=`))).toHaveLength(4)
  })

  it('sorts by each order', async () => {
    const q = `q=${word}`
    expect(names(await listed(`${q}&sort=oldest`))).toEqual(['Bravo', 'alpha', 'Delta', 'charlie'])
    expect(names(await listed(`${q}&sort=name`))).toEqual(['alpha', 'Bravo', 'charlie', 'Delta'])
    expect(names(await listed(`${q}&sort=price-asc`))).toEqual(['alpha', 'charlie', 'Bravo', 'Delta'])
    expect(names(await listed(`${q}&sort=price-desc`))).toEqual(['Delta', 'Bravo', 'charlie', 'alpha'])
    expect(catalogue).toHaveLength(5)
  })

  it('pages every sort by its cursor: the pages together are the whole list, once each, in order', async () => {
    for (const sort of ['newest', 'oldest', 'name', 'price-asc', 'price-desc']) {
      const whole = (await listed(`sort=${sort}&limit=50`)).products.map((p) => p._id)
      const paged: string[] = []
      let after: string | null = ''
      while (after !== null) {
        const page: { products: SellerProduct[]; nextCursor: string | null } = await listed(`sort=${sort}&limit=7${after ? `&after=${encodeURIComponent(after)}` : ''}`)
        expect(page.products.length).toBeLessThanOrEqual(7)
        paged.push(...page.products.map((p) => p._id))
        after = page.nextCursor
      }
      expect({ sort, paged }).toEqual({ sort, paged: whole })
      expect(new Set(paged).size).toBe(paged.length)
    }
    expect((await listed('')).products).toHaveLength(20)
  })

  it('answers 400 to each bad filter, page size or cursor, naming it', async () => {
    const cursor = (await listed('sort=name&limit=1')).nextCursor!
    const cases: [string, string][] = [
      [`q=${'x'.repeat(101)}`, 'Search for at most 100 characters'],
      ['q=a&q=b', 'q must be one search text.'],
      ['category=Shoes', 'Please choose one of the shop’s categories'],
      ['stock=plenty', 'Stock must be all, in-stock, low, out-of-stock or archived'],
      ['sort=random', 'Sort must be newest, oldest, name, price-asc or price-desc'],
      ['limit=0', 'limit must be a whole number from 1 to 50.'],
      ['limit=51', 'limit must be a whole number from 1 to 50.'],
      ['after=garbage', 'after must be the nextCursor of the page before, with the same sort'],
      [`sort=price-asc&after=${encodeURIComponent(cursor)}`, 'after must be the nextCursor of the page before, with the same sort'],
      [`after=${Buffer.from(JSON.stringify(['newest', "1' or 1=1", '00000000-0000-4000-8000-000000000000'])).toString('base64url')}`, 'after must be the nextCursor of the page before, with the same sort'],
    ]
    for (const [query, message] of cases) {
      const response = await list(query)
      expect({ query, status: response.statusCode, message: response.json().message }).toEqual({ query, status: 400, message })
    }
    expect((await list(`sort=name&after=${encodeURIComponent(cursor)}`)).statusCode).toBe(200)
    expect((await list(`q=${'x'.repeat(100)}`)).statusCode).toBe(200)
  })

  it('answers 401 to a guest and 403 to a shopper', async () => {
    expect((await list('', '')).statusCode).toBe(401)
    expect((await list('', shopper.cookie)).statusCode).toBe(403)
  })
})
