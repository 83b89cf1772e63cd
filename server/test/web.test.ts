import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import { CARD_IMAGE_SIZES, PRODUCT_IMAGE_SIZES, type Product, type ShopSearchQuery } from '../../src/contract'
import { products } from '../src/db/schema'
import { loadPageHints, type CatalogueLookup } from '../src/pages/pageHints'
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
  writeFileSync(path.join(distDir, 'humans.txt'), 'Made in Lagos\n')
  // An older build's robots.txt: the server writes its own (plugins/seo.ts), and the two do not clash.
  writeFileSync(path.join(distDir, 'robots.txt'), 'User-agent: old\n')
  mkdirSync(path.join(distDir, '.vite'))
  writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest))
  shop = await buildTestShop({ seed: false, env: { DIST_DIR: distDir } })
  // The product whose page the hints are asked for: a page of a product the shop does not show answers 404, without hints.
  await shop.database.db.insert(products).values({ id: '0f2d788c-8b29-44fc-8c28-582103f82d92', name: 'Nail file', category: 'Nails', images: ['/art/products/file.svg'], priceKobo: 100_000, offerPriceKobo: 90_000 })
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

  it("answers a page address with index.html and the page's head, compressed, and never cached stale", async () => {
    const response = await shop.app.inject({ url: '/products/nails', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    const html = brotliDecompressSync(response.rawPayload).toString()
    expect(html).toMatch(/^<!doctype html><title>Nail Care \| Glow Beauty<\/title>/)
    expect(html).toContain('<div id="root"></div><script type="module" src="/assets/index-abc.js"></script>')
    const gzipped = await shop.app.inject({ url: '/products/nails', headers: { 'accept-encoding': 'gzip' } })
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(html)
    expect((await shop.app.inject({ url: '/products/nails', headers: { 'accept-encoding': 'identity' } })).body).toBe(html)
  })

  it("answers an address the app has no page for with 404, and the app, which shows its 'Page Not Found'", async () => {
    for (const url of ['/no-such-page', '/products/lipsticks', '/products/lipsticks/a1', '/products/nails/a1/more', '/seller/nothing', '/products/feet/a1']) {
      const response = await shop.app.inject({ url, headers: { 'accept-encoding': 'identity' } })
      expect([url, response.statusCode]).toEqual([url, 404])
      expect(response.body).toContain('<div id="root"></div>')
      expect(response.body).toMatch(/<title>(Page Not Found|Product not found) \| Glow Beauty<\/title>/)
      expect(response.headers['content-type']).toMatch(/text\/html/)
    }
    for (const url of ['/', '/about/', '/Products/Nails', '/products/feet/0f2d788c-8b29-44fc-8c28-582103f82d92', '/seller/orders', '/order-success?reference=x']) {
      expect([url, (await shop.app.inject({ url })).statusCode]).toEqual([url, 200])
    }
  })

  it('serves a file the build did not compress, cached for a day', async () => {
    const response = await shop.app.inject({ url: '/humans.txt', headers: { 'accept-encoding': 'identity' } })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('Made in Lagos\n')
    expect(response.headers['cache-control']).toBe('public, max-age=86400')
  })
})

describe('hints for the page asked', () => {
  const linkOf = async (url: string) => (await shop.app.inject({ url })).headers.link

  // This build has no server bundle: every page is drawn in the browser, whose first script loads the app at once.
  it("names the app's entry and the page's own chunks, not those the entry loads anyway", async () => {
    expect(await linkOf('/booking')).toBe('</assets/index-abc.js>; rel=modulepreload, </assets/BookingPage-1.js>; rel=modulepreload, </assets/schemas-1.js>; rel=modulepreload')
  })

  it('leaves the chunks of a page drawn on the server to its first script, which fetches them with the app', async () => {
    const hints = loadPageHints(distDir, () => undefined)
    expect(await hints.header('/booking', { search: async () => [], product: async () => undefined }, true)).toBeUndefined()
    expect(hints.scripts('/booking')).toEqual(['/assets/BookingPage-1.js', '/assets/schemas-1.js'])
    expect(hints.scripts('/')).toEqual([])
    expect(hints.scripts('/no-such-page')).toEqual([])
  })

  it('has a catalogue page fetch its first page of products, as the app asks it, with the credentials the app sends', async () => {
    const fetches = async (url: string) => String((await linkOf(url)) ?? '').split(', ').filter((link) => !link.endsWith('as=image'))
    const entry = '</assets/index-abc.js>; rel=modulepreload'
    expect(await fetches('/products/')).toEqual([entry, '</assets/ProductsRoute-1.js>; rel=modulepreload', '</api/product/search?inStock=true>; rel=preload; as=fetch; crossorigin=use-credentials'])
    // The category page's chunk is not in this build: the entry and its first page alone are hinted.
    expect(await fetches('/products/nails')).toEqual([entry, '</api/product/search?category=Nails&inStock=true>; rel=preload; as=fetch; crossorigin=use-credentials'])
    // A product page asks for its product by the id in lower case, as the app does.
    expect(await fetches('/products/nails/0F2D788C-8B29-44FC-8C28-582103F82D92')).toEqual([entry, '</api/product/0f2d788c-8b29-44fc-8c28-582103f82d92>; rel=preload; as=fetch; crossorigin=use-credentials'])
    // A page that does not exist (404) asks for nothing.
    expect(await fetches('/products/nails/not-an-id')).toEqual([''])
    expect(await fetches('/products/nails/0e2d788c-8b29-44fc-8c28-582103f82d92')).toEqual([''])
    // The whole list is fetched by no page of the shop.
    for (const url of ['/products', '/products/nails', '/cart']) expect(String((await linkOf(url)) ?? '')).not.toContain('/api/product/list')
  })

  it("hints the home page's entry alone, whose script is all it needs, and nothing for an unknown page", async () => {
    expect(await linkOf('/')).toBe('</assets/index-abc.js>; rel=modulepreload')
    expect(await linkOf('/no-such-page')).toBeUndefined()
  })
})

describe('pictures a page shows first', () => {
  const product = (id: string, category: string, image: string, extra: Partial<Product> = {}) => ({ _id: id, category, image: [image, '/art/other.svg'], inStock: true, ...extra }) as Product
  const ids = { polish: '00000000-0000-4000-8000-00000000000b', oil: '00000000-0000-4000-8000-00000000000c', bad: '00000000-0000-4000-8000-00000000000e', gone: '00000000-0000-4000-8000-00000000000f' }
  const found = [product('b2', 'Nails', '/uploads/polish.webp'), product('c3', 'Hair', '/art/products/oil.svg'), product('d4', 'Nails', '/art/products/file.svg')]
  const byId: Record<string, Product> = {
    [ids.oil]: product(ids.oil, 'Hair', '/art/products/oil.svg'),
    [ids.bad]: product(ids.bad, 'Hair', '/uploads/<bad>,.svg'),
    [ids.gone]: product(ids.gone, 'Hair', '/art/products/gone.svg', { archived: true, inStock: false }),
  }
  const asked: ShopSearchQuery[] = []
  const catalogue: CatalogueLookup = {
    search: async (query) => {
      asked.push(query)
      return query.category ? found.filter((entry) => entry.category === query.category) : found
    },
    product: async (id) => byId[id],
  }
  // Read once the build is in place (the first beforeAll writes it).
  const hintsFor = (pathname: string, lookup: CatalogueLookup) => loadPageHints(distDir, () => undefined).header(pathname, lookup)
  // Links are separated by ', ' before the next '<' (a srcset inside a link has commas of its own).
  const pictures = async (pathname: string, lookup = catalogue) => ((await hintsFor(pathname, lookup)) ?? '').split(/, (?=<)/).filter((link) => link.includes('as=image'))

  it('names the first row of the first page of the list and of a category, and the product of a product page', async () => {
    expect(await pictures('/products')).toEqual(['</uploads/polish.webp>; rel=preload; as=image', '</art/products/oil.svg>; rel=preload; as=image'])
    expect(await pictures('/products/nails')).toEqual(['</uploads/polish.webp>; rel=preload; as=image', '</art/products/file.svg>; rel=preload; as=image'])
    expect(asked.slice(-2)).toEqual([{ inStock: true }, { category: 'Nails', inStock: true }])
    expect(await pictures(`/products/hair/${ids.oil}`)).toEqual(['</art/products/oil.svg>; rel=preload; as=image'])
  })

  it('offers an upload in its stored widths with the sizes the page draws it at, so the preload is the picture the img takes', async () => {
    const upload = '/uploads/5f0c0c8e-8b29-44fc-8c28-582103f82d92.webp'
    const widths = '/uploads/5f0c0c8e-8b29-44fc-8c28-582103f82d92-320.webp 320w, /uploads/5f0c0c8e-8b29-44fc-8c28-582103f82d92-640.webp 640w, /uploads/5f0c0c8e-8b29-44fc-8c28-582103f82d92-1280.webp 1280w'
    const lookup: CatalogueLookup = { search: async () => [product('e5', 'Nails', upload)], product: async () => product(ids.oil, 'Hair', upload) }
    expect(await pictures('/products', lookup)).toEqual([`<${upload}>; rel=preload; as=image; imagesrcset="${widths}"; imagesizes="${CARD_IMAGE_SIZES}"`])
    expect(await pictures(`/products/hair/${ids.oil}`, lookup)).toEqual([`<${upload}>; rel=preload; as=image; imagesrcset="${widths}"; imagesizes="${PRODUCT_IMAGE_SIZES}"`])
  })

  it('leaves out what cannot be written in a header, an archived product, and goes without pictures when the catalogue fails', async () => {
    expect(await pictures(`/products/hair/${ids.bad}`)).toEqual([])
    expect(await pictures(`/products/hair/${ids.gone}`)).toEqual([])
    expect(await pictures('/products/hair/unknown')).toEqual([])
    const failing: CatalogueLookup = { search: () => Promise.reject(new Error('database down')), product: () => Promise.reject(new Error('database down')) }
    expect(await pictures('/products', failing)).toEqual([])
    expect(await hintsFor('/products', failing)).toContain('</api/product/search?inStock=true>')
  })
})

describe('a visitor saving data', () => {
  const answer = (headers: Record<string, string>) => shop.app.inject({ url: '/booking', headers })

  it('gets no page hints, whether her browser or her footer switch says so; the switch set off wins over the browser', async () => {
    expect((await answer({ 'save-data': 'on' })).headers.link).toBeUndefined()
    expect((await answer({ cookie: 'save-data=on' })).headers.link).toBeUndefined()
    expect((await answer({ 'save-data': 'on', cookie: 'save-data=off' })).headers.link).toContain('rel=modulepreload')
    expect((await answer({})).headers.vary).toMatch(/save-data/i)
  })
})
