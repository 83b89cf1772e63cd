import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import type { Product } from '../../src/contract'
import { loadPageHints } from '../src/pageHints'
import { buildTestShop, type TestShop } from './harness'

// A built app as `vite build` leaves it: every text file also as .br (and .gz).
const distDir = mkdtempSync(path.join(os.tmpdir(), 'glow-dist-'))
const indexHtml = '<!doctype html><title>Glow Beauty</title><div id="root"></div><script type="module" src="/assets/index-abc.js"></script>'
const entryJs = `console.log(${JSON.stringify('glow '.repeat(400))})`

// What `vite build` writes to .vite/manifest.json: the entry, shared chunks and the lazy pages.
const manifest = {
  'index.html': { file: 'assets/index-abc.js', imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_schemas-1.js': { file: 'assets/schemas-1.js', imports: ['_react-1.js'] },
  'src/features/booking/BookingPage.tsx': {
    file: 'assets/BookingPage-1.js',
    name: 'BookingPage',
    isDynamicEntry: true,
    imports: ['_react-1.js', 'index.html', '_schemas-1.js'],
  },
  'src/app/pages/ProductsRoute.tsx': { file: 'assets/ProductsRoute-1.js', name: 'ProductsRoute', isDynamicEntry: true, imports: ['index.html'] },
}

let shop: TestShop

beforeAll(async () => {
  mkdirSync(path.join(distDir, 'assets'))
  for (const [name, content] of [['index.html', indexHtml], ['assets/index-abc.js', entryJs]] as const) {
    writeFileSync(path.join(distDir, name), content)
    writeFileSync(path.join(distDir, `${name}.br`), brotliCompressSync(content))
  }
  writeFileSync(path.join(distDir, 'robots.txt'), 'User-agent: *\n')
  mkdirSync(path.join(distDir, '.vite'))
  writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest))
  shop = await buildTestShop({ seed: false, env: { DIST_DIR: distDir } })
}, 30_000)

afterAll(async () => {
  await shop.close()
  rmSync(distDir, { recursive: true, force: true })
})

describe('the built app', () => {
  it('sends the brotli file the build wrote to a browser that accepts it, cached for good', async () => {
    const response = await shop.app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    expect(response.rawPayload.equals(readFileSync(path.join(distDir, 'assets/index-abc.js.br')))).toBe(true)
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length))
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(entryJs)
  })

  it('sends the plain file to a client that accepts no compression', async () => {
    const response = await shop.app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'identity' } })
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.body).toBe(entryJs)
  })

  it('answers a page address with index.html, compressed, and never cached stale', async () => {
    const response = await shop.app.inject({ url: '/products/nails', headers: { 'accept-encoding': 'br' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml)
  })

  it("answers an address the app has no page for with 404, and the app, which shows its 'Page Not Found'", async () => {
    for (const url of ['/no-such-page', '/products/lipsticks', '/products/lipsticks/a1', '/products/nails/a1/more', '/seller/nothing']) {
      const response = await shop.app.inject({ url, headers: { 'accept-encoding': 'identity' } })
      expect([url, response.statusCode]).toEqual([url, 404])
      expect(response.body).toBe(indexHtml)
      expect(response.headers['content-type']).toMatch(/text\/html/)
    }
    for (const url of ['/', '/about/', '/Products/Nails', '/products/feet/a1', '/seller/orders', '/order-success?reference=x']) {
      expect([url, (await shop.app.inject({ url })).statusCode]).toEqual([url, 200])
    }
  })

  it('serves a file the build did not compress, cached for a day', async () => {
    const response = await shop.app.inject({ url: '/robots.txt', headers: { 'accept-encoding': 'identity' } })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('User-agent: *\n')
    expect(response.headers['cache-control']).toBe('public, max-age=86400')
  })
})

describe('hints for the page asked', () => {
  const linkOf = async (url: string) => (await shop.app.inject({ url })).headers.link

  it("names the page's own chunks, not those the entry script loads anyway", async () => {
    expect(await linkOf('/booking')).toBe('</assets/BookingPage-1.js>; rel=modulepreload, </assets/schemas-1.js>; rel=modulepreload')
  })

  it('has a catalogue page fetch the product list with the credentials the app sends', async () => {
    expect(await linkOf('/products/')).toBe('</assets/ProductsRoute-1.js>; rel=modulepreload, </api/product/list>; rel=preload; as=fetch; crossorigin=use-credentials')
    // The category page's chunk is not in this build: the list alone is hinted.
    expect(await linkOf('/products/nails')).toBe('</api/product/list>; rel=preload; as=fetch; crossorigin=use-credentials')
  })

  it('hints nothing for the home page, whose script is all it needs, or an unknown page', async () => {
    expect(await linkOf('/')).toBeUndefined()
    expect(await linkOf('/no-such-page')).toBeUndefined()
  })
})

describe('pictures a page shows first', () => {
  const product = (id: string, category: string, image: string, inStock = true) => ({ _id: id, category, image: [image, '/art/other.svg'], inStock }) as Product
  const catalogue = [
    product('a1', 'Nails', '/art/products/gel.svg', false),
    product('b2', 'Nails', '/uploads/polish.webp'),
    product('c3', 'Hair', '/art/products/oil.svg'),
    product('d4', 'Nails', '/art/products/file.svg'),
    product('e5', 'Hair', '/uploads/<bad>,.svg'),
  ]
  // Read once the build is in place (the first beforeAll writes it).
  const hintsFor = (pathname: string, products: () => Promise<Product[]>) => loadPageHints(distDir, () => undefined)(pathname, products)
  const pictures = async (pathname: string, products = async () => catalogue) =>
    ((await hintsFor(pathname, products)) ?? '').split(', ').filter((link) => link.endsWith('as=image'))

  it('names the first row of in-stock products of the list and of a category, and the product of a product page', async () => {
    expect(await pictures('/products')).toEqual(['</uploads/polish.webp>; rel=preload; as=image', '</art/products/oil.svg>; rel=preload; as=image'])
    expect(await pictures('/products/nails')).toEqual(['</uploads/polish.webp>; rel=preload; as=image', '</art/products/file.svg>; rel=preload; as=image'])
    expect(await pictures('/products/hair/c3')).toEqual(['</art/products/oil.svg>; rel=preload; as=image'])
  })

  it('leaves out what cannot be written in a header, and goes without pictures when the catalogue fails', async () => {
    expect(await pictures('/products/hair/e5')).toEqual([])
    expect(await pictures('/products/hair/unknown')).toEqual([])
    expect(await pictures('/products', () => Promise.reject(new Error('database down')))).toEqual([])
    expect(await hintsFor('/products', () => Promise.reject(new Error('database down')))).toContain('</api/product/list>')
  })
})
