import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import sharp from 'sharp'
import { DEFAULT_LOW_STOCK_THRESHOLD, imageSrcSet, sellerMessages } from '../../src/contract'
import { products as productsTable } from '../src/db/schema'
import { buildTestShop, type TestShop } from './harness'
import { multipart, products, registerUser, sellerCookie, type Part } from './helpers'

let shop: TestShop
let seller: string

beforeAll(async () => {
  shop = await buildTestShop()
  seller = await sellerCookie(shop)
})
afterAll(() => shop.close())

const png = (width = 40, height = 30) => sharp({ create: { width, height, channels: 3, background: '#b0476b' } }).png().toBuffer()

const serum = { name: 'Vitamin C Glow Serum', description: ['Brightens dull skin', 'Fragrance free'], category: 'Skincare', price: 9500, offerPrice: 8250.5, weight: '30 ml' }

async function addProduct(parts: Part[], cookie = seller) {
  const { payload, headers } = await multipart(parts)
  return shop.app.inject({ method: 'POST', url: '/api/product/add', payload, headers: { ...headers, cookie } })
}

const imagePart = async (filename = 'serum.png', data?: Buffer): Promise<Part> => ({ name: 'images', file: { filename, type: 'image/png', data: data ?? (await png()) } })
const uploadsDir = () => path.join(shop.config.dataDir, 'uploads')
const storedFiles = async () => readdir(uploadsDir()).catch(() => [] as string[])

describe('product list and detail', () => {
  it('answers the list with an ETag and 304 when it has not changed', async () => {
    const first = await shop.app.inject({ method: 'GET', url: '/api/product/list' })
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toMatch(/^application\/json/)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await shop.app.inject({ method: 'GET', url: '/api/product/list', headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('sends the list compressed as the client accepts it: brotli, else gzip, else plain', async () => {
    const plain = await shop.app.inject({ method: 'GET', url: '/api/product/list', headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync }
    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip;q=1, br;q=0', 'gzip'], ['deflate', undefined]] as const) {
      const response = await shop.app.inject({ method: 'GET', url: '/api/product/list', headers: { 'accept-encoding': accept } })
      expect([accept, response.headers['content-encoding']]).toEqual([accept, encoding])
      expect(response.headers.vary).toMatch(/accept-encoding/i)
      expect((encoding ? decoders[encoding](response.rawPayload) : response.rawPayload).toString()).toBe(plain.body)
    }
  })

  it('answers one product by id, and 404 for an unknown or malformed id', async () => {
    const [first] = await products(shop)
    const found = await shop.app.inject({ method: 'GET', url: `/api/product/${first!._id}` })
    expect(found.json()).toEqual({ success: true, product: first })
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const response = await shop.app.inject({ method: 'GET', url: `/api/product/${encodeURIComponent(id)}` })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ success: false, message: 'Product not found' })
    }
  })
})

describe('add product', () => {
  it('stores a real image as WebP under the data directory and puts the product first in the list', async () => {
    const before = await shop.app.inject({ method: 'GET', url: '/api/product/list' })
    const response = await addProduct([{ name: 'productData', value: JSON.stringify(serum) }, await imagePart(), await imagePart('back.png', await png(2000, 1000))])
    expect(response.statusCode).toBe(201)
    const { product, message } = response.json()
    expect(message).toBe('Product added')
    expect(product).toMatchObject({ name: serum.name, category: 'Skincare', price: 9500, offerPrice: 8250.5, weight: '30 ml', inStock: true, description: serum.description })
    expect(product.image).toHaveLength(2)
    const served = await shop.app.inject({ method: 'GET', url: product.image[1] })
    expect(served.statusCode).toBe(200)
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const meta = await sharp(served.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 })
    // Stored once in each width too, at the address the shared naming convention gives, long-cached.
    const widths = []
    for (const candidate of imageSrcSet(product.image[1])!.split(', ')) {
      const [url, width] = candidate.split(' ')
      const variant = await shop.app.inject({ method: 'GET', url })
      expect([variant.statusCode, variant.headers['cache-control'], variant.headers['content-type']]).toEqual([200, 'public, max-age=31536000, immutable', 'image/webp'])
      const { width: actual, height } = await sharp(variant.rawPayload).metadata()
      widths.push([width, actual, height])
    }
    expect(widths).toEqual([['320w', 320, 160], ['640w', 640, 320], ['1280w', 1280, 640]])
    // A small original is never enlarged: its widths hold it at its own size.
    const small = await shop.app.inject({ method: 'GET', url: imageSrcSet(product.image[0])!.split(' ')[0]! })
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 40, height: 30 })
    const list = await shop.app.inject({ method: 'GET', url: '/api/product/list', headers: { 'if-none-match': before.headers.etag as string } })
    expect(list.statusCode).toBe(200)
    expect(list.json().products[0]).toEqual(product)
  })

  it('keeps the stock count, the low-stock alert and the weight given on adding; without them, not counted and the default alert', async () => {
    const counted = await addProduct([{ name: 'productData', value: JSON.stringify({ ...serum, name: 'Counted Serum', stockCount: 12, lowStockThreshold: 3 }) }, await imagePart()])
    expect(counted.statusCode).toBe(201)
    const seen = await shop.app.inject({ method: 'GET', url: `/api/product/seller/${counted.json().product._id}`, headers: { cookie: seller } })
    expect(seen.json().product).toMatchObject({ name: 'Counted Serum', weight: '30 ml', stockCount: 12, lowStockThreshold: 3, stockState: 'in-stock' })

    const plain = await addProduct([{ name: 'productData', value: JSON.stringify({ ...serum, name: 'Uncounted Serum', weight: undefined }) }, await imagePart()])
    const uncounted = await shop.app.inject({ method: 'GET', url: `/api/product/seller/${plain.json().product._id}`, headers: { cookie: seller } })
    expect(uncounted.json().product.weight).toBeUndefined()
    expect(uncounted.json().product).toMatchObject({ stockCount: null, lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD })
  })

  it('refuses guests (401), shoppers (403) and a JSON body (415)', async () => {
    const parts = [{ name: 'productData', value: JSON.stringify(serum) }, await imagePart()]
    expect((await addProduct(parts, '')).statusCode).toBe(401)
    expect((await addProduct(parts, (await registerUser(shop)).cookie)).statusCode).toBe(403)
    const json = await shop.app.inject({ method: 'POST', url: '/api/product/add', payload: serum, headers: { cookie: seller } })
    expect(json.statusCode).toBe(415)
    expect(json.json().message).toBe('Send the product as multipart form data: productData and images.')
  })

  it.each([
    ['no name', { ...serum, name: '  ' }, 'Product name is required'],
    ['no price', { ...serum, price: undefined }, 'Price is required'],
    ['a price that is not a number', { ...serum, price: 'cheap' }, 'price must be a number.'],
    ['a price in hexadecimal text', { ...serum, price: '0x10' }, 'price must be a number.'],
    ['no offer price', { ...serum, offerPrice: undefined }, 'Offer price is required'],
    ['an offer price above the price', { ...serum, offerPrice: 9600 }, 'Offer price cannot be more than the price'],
    ['a negative price', { ...serum, price: -5, offerPrice: -6 }, 'Price must be more than 0'],
    ['a price beyond the limit', { ...serum, price: 20_000_000 }, 'Price cannot be more than ₦10,000,000'],
    ['a fraction of a kobo', { ...serum, offerPrice: 10.001 }, 'Prices can have at most 2 decimal places'],
    ['an unknown category', { ...serum, category: 'Shoes' }, 'Please select a category'],
    ['an extra field', { ...serum, inStock: false }, 'Unknown field: inStock'],
    ['a description that is not a list', { ...serum, description: 'one line' }, 'description must be a list.'],
    ['a negative stock count', { ...serum, stockCount: -1 }, sellerMessages.product.stockCount],
    ['a stock count with a fraction', { ...serum, stockCount: 2.5 }, sellerMessages.product.stockCount],
    ['a stock count as text', { ...serum, stockCount: '12' }, 'stockCount must be a number.'],
    ['a negative low-stock alert', { ...serum, lowStockThreshold: -3 }, sellerMessages.product.lowStockThreshold],
  ])('refuses %s with 400 and stores nothing', async (_case, data, message) => {
    const [count, files] = [await shop.database.db.$count(productsTable), await storedFiles()]
    const response = await addProduct([{ name: 'productData', value: JSON.stringify(data) }, await imagePart()])
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message })
    expect(await shop.database.db.$count(productsTable)).toBe(count)
    expect(await storedFiles()).toEqual(files)
  })

  it.each([
    ['a file that only claims to be an image', async () => [{ name: 'productData', value: JSON.stringify(serum) }, await imagePart(), await imagePart('evil.png', Buffer.from('<?php system($_GET[1]); ?>'))], 400, '"evil.png" is not an image we can read. Please upload a JPEG, PNG, WebP, GIF or AVIF file.'],
    ['no image', async () => [{ name: 'productData', value: JSON.stringify(serum) }], 400, 'Please add at least one product image'],
    ['no productData', async () => [await imagePart()], 400, 'productData is required'],
    ['productData that is not JSON', async () => [{ name: 'productData', value: '{name:' }, await imagePart()], 400, 'productData is not valid JSON.'],
    ['an unknown field', async () => [{ name: 'productData', value: JSON.stringify(serum) }, { name: 'price', value: '1' }, await imagePart()], 400, 'Unknown field: price'],
    ['a file under another name', async () => [{ name: 'productData', value: JSON.stringify(serum) }, { name: 'avatar', file: { filename: 'a.png', type: 'image/png', data: await png() } }], 400, 'Unexpected file field: avatar'],
    ['five images', async () => [{ name: 'productData', value: JSON.stringify(serum) }, ...(await Promise.all([1, 2, 3, 4, 5].map((n) => imagePart(`${n}.png`))))], 413, 'At most 4 images can be uploaded.'],
    ['an image over 5 MB', async () => [{ name: 'productData', value: JSON.stringify(serum) }, await imagePart('big.png', Buffer.alloc(5 * 1024 * 1024 + 1))], 413, 'An image is larger than 5 MB.'],
  ])('refuses %s and stores nothing', async (_case, parts, status, message) => {
    const [count, files] = [await shop.database.db.$count(productsTable), await storedFiles()]
    const response = await addProduct(await parts())
    expect(response.statusCode).toBe(status)
    expect(response.json()).toEqual({ success: false, message })
    expect(await shop.database.db.$count(productsTable)).toBe(count)
    expect(await storedFiles()).toEqual(files)
    expect((await shop.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  })
})

describe('stock', () => {
  it('toggles a product out of stock and back, and the list changes with it', async () => {
    const [product] = await products(shop)
    const before = await shop.app.inject({ method: 'GET', url: '/api/product/list' })
    const response = await shop.app.inject({ method: 'POST', url: '/api/product/stock', payload: { id: product!._id, inStock: false }, headers: { cookie: seller } })
    expect(response.json()).toEqual({ success: true, message: 'Stock updated' })
    const after = await shop.app.inject({ method: 'GET', url: '/api/product/list', headers: { 'if-none-match': before.headers.etag as string } })
    expect(after.statusCode).toBe(200)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect(after.json().products[0]).toMatchObject({ _id: product!._id, inStock: false })
    await shop.app.inject({ method: 'POST', url: '/api/product/stock', payload: { id: product!._id, inStock: true }, headers: { cookie: seller } })
    expect((await products(shop))[0]!.inStock).toBe(true)
  })

  it('refuses guests, shoppers, unknown ids and a non-boolean inStock', async () => {
    const [product] = await products(shop)
    const stock = (payload: object, cookie = seller) => shop.app.inject({ method: 'POST', url: '/api/product/stock', payload, headers: { cookie } })
    expect((await stock({ id: product!._id, inStock: false }, '')).statusCode).toBe(401)
    expect((await stock({ id: product!._id, inStock: false }, (await registerUser(shop)).cookie)).statusCode).toBe(403)
    expect((await stock({ id: '00000000-0000-4000-8000-000000000000', inStock: false })).json()).toEqual({ success: false, message: 'Product not found' })
    expect((await stock({ id: 'nope', inStock: false })).statusCode).toBe(404)
    const text = await stock({ id: product!._id, inStock: 'false' })
    expect(text.statusCode).toBe(400)
    expect(text.json().message).toBe('inStock must be true or false.')
    expect((await stock({ id: product!._id })).json().message).toBe('inStock is required')
    expect((await products(shop))[0]!.inStock).toBe(true)
  })
})
