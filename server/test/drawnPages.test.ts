import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { APP_SCRIPT_ATTRIBUTE } from '../../src/contract/appScript'
import { PAGE_DATA_ID } from '../../src/contract/pageData'
import { serverBundleOf } from '../src/pages/build'
import { buildTestShop, type TestShop } from './harness'
import { registerUser } from './helpers'

// How the server sends the pages the app's server bundle draws (server/src/pages/drawnPages.ts, plugins/web.ts), with a
// stand-in bundle that keeps the real one's promise (src/contract/pageData.ts: AppRenderer). The real bundle's
// pages and their hydration are e2e/drawn.spec.ts's.

const distDir = mkdtempSync(path.join(os.tmpdir(), 'glow-drawn-'))
// As the build writes it: the first script (src/boot.ts) names the app's entry (vite.config.ts).
const indexHtml = `<!doctype html><html><head><title>Glow Beauty</title><script type="module" src="/assets/boot-1.js" ${APP_SCRIPT_ATTRIBUTE}="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`
const manifest = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true },
  'src/app/pages/ProductsRoute.tsx': { file: 'assets/ProductsRoute-1.js', name: 'ProductsRoute', isDynamicEntry: true, imports: ['index.html', '_money-1.js'] },
  '_money-1.js': { file: 'assets/money-1.js' },
  'src/app/pages/AccountPage.tsx': { file: 'assets/AccountPage-1.js', name: 'AccountPage', isDynamicEntry: true, imports: ['index.html'] },
}

// Draws what the shop's routes answered it: the products' count and whether it was signed in; `$&` and `</script>`
// show that the page's words are put in as they are. A page whose address says so fails to draw, or finds that a
// call it needs failed on the server's side (503: the database out of reach; 500).
const bundle = `
let answer
export function answerApiCallsWith(fetcher) { answer = fetcher }
export async function drawPage(url) {
  if (url.includes('explode')) throw new Error('drawing failed')
  if (url.includes('unavailable')) return { failedStatus: 503 }
  if (url.includes('faulty')) return { failedStatus: 500 }
  const found = await (await answer(new Request('http://shop.internal/api/product/search?inStock=true'))).json()
  const auth = await answer(new Request('http://shop.internal/api/user/is-auth'))
  return {
    html: '<p>' + found.products.length + ' products at ' + url + ', signed-in answer ' + auth.status + ' $&</p>',
    styles: '<style data-styled="true">p{color:plum}</style>',
    data: JSON.stringify({ api: { url } }).replace(/</g, '\\\\u003c'),
  }
}
`

let shop: TestShop

beforeAll(async () => {
  writeFileSync(path.join(distDir, 'index.html'), indexHtml)
  mkdirSync(path.join(distDir, '.vite'))
  writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest))
  mkdirSync(path.dirname(serverBundleOf(distDir)))
  writeFileSync(serverBundleOf(distDir), bundle)
  shop = await buildTestShop({ env: { DIST_DIR: distDir } })
}, 30_000)

afterAll(async () => {
  await shop.close()
  rmSync(distDir, { recursive: true, force: true })
})

const page = async (url: string, cookie?: string) => {
  const response = await shop.app.inject({ url, headers: cookie ? { cookie } : {} })
  return { status: response.statusCode, html: response.body, link: String(response.headers.link ?? '') }
}

describe('pages drawn on the server', () => {
  it("sends a public page drawn from the shop's own answers, with its styles and the data it was drawn from", async () => {
    const { status, html, link } = await page('/products?sort=price-asc')
    expect(status).toBe(200)
    expect(html).toMatch(/<div id="root"><p>\d+ products at \/products\?sort=price-asc, signed-in answer 401 \$&<\/p><\/div>/)
    expect(html).toContain(`<script type="application/json" id="${PAGE_DATA_ID}">{"api":{"url":"/products?sort=price-asc"}}</script>`)
    expect(html).toMatch(/<style data-styled="true">p\{color:plum\}<\/style><\/head>/)
    // Its first products are in the page: no hint to fetch them.
    expect(link).not.toContain('as=fetch')
  })

  it("draws the same page for every visitor: a shopper's cookie never reaches the drawing", async () => {
    const { cookie } = await registerUser(shop)
    expect((await shop.app.inject({ url: '/api/user/is-auth', headers: { cookie } })).statusCode).toBe(200)
    expect((await page('/products', cookie)).html).toContain('signed-in answer 401')
  })

  it('draws the not-found page with its 404, and leaves personal pages, checkout and the seller area to the browser', async () => {
    const missing = await page('/no-such-page')
    expect(missing.status).toBe(404)
    expect(missing.html).toContain('<div id="root"><p>')
    for (const url of ['/account', '/my-orders', '/seller', '/seller/orders', '/booking/manage/abc']) {
      const { status, html } = await page(url)
      expect([url, status, html.includes('<div id="root"></div>'), html.includes(PAGE_DATA_ID)]).toEqual([url, 200, true, false])
    }
  })

  it('sends the page for the browser to draw when drawing fails', async () => {
    const { status, html } = await page('/products/explode')
    expect(status).toBe(404)
    expect(html).toContain('<div id="root"></div>')
    expect(html).not.toContain(PAGE_DATA_ID)
  })

  it('sends a page whose data could not be read for the browser to draw: 503 with Retry-After while the database is away', async () => {
    const unavailable = await shop.app.inject({ url: '/products?q=unavailable' })
    expect([unavailable.statusCode, unavailable.headers['retry-after']]).toEqual([503, '5'])
    expect(unavailable.body).toContain('<div id="root"></div>')
    expect(unavailable.body).not.toContain(PAGE_DATA_ID)
    // Any other failure of ours is the browser's to draw too, under the page's own status.
    const faulty = await shop.app.inject({ url: '/products?q=faulty' })
    expect([faulty.statusCode, faulty.headers['retry-after'], faulty.body.includes(PAGE_DATA_ID)]).toEqual([200, undefined, false])
  })

  it("hands a drawn page's chunks to its first script, and names them in the header for a page the browser draws", async () => {
    const drawn = await page('/products')
    expect(drawn.html).toContain(`${APP_SCRIPT_ATTRIBUTE}="/assets/index-abc.js /assets/ProductsRoute-1.js /assets/money-1.js"`)
    expect(drawn.link).not.toContain('modulepreload')
    const account = await page('/account')
    expect(account.html).toContain(`${APP_SCRIPT_ATTRIBUTE}="/assets/index-abc.js"`)
    expect(account.link).toBe('</assets/index-abc.js>; rel=modulepreload, </assets/AccountPage-1.js>; rel=modulepreload')
  })

  it("never serves the server's bundle", async () => {
    expect((await shop.app.inject({ url: '/.ssr/entry-server.js' })).statusCode).toBe(404)
  })
})
