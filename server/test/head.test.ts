import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { JSDOM } from 'jsdom'
import { CATEGORY_NAMES, SHOP_CONTACT, formatNaira, type Product } from '../../src/contract'
import { products, salonStaffHours } from '../src/db/schema'
import { findProduct, insertProduct } from '../src/repositories/products'
import { toProduct } from '../src/mappers/products'
import { setArchived } from '../src/repositories/productAdmin'
import { buildTestShop, type TestShop } from './harness'

const PUBLIC_URL = 'https://shop.example.ng'
// The built app's page, as vite writes it: its own title and description, which each page's head replaces.
const distDir = mkdtempSync(path.join(os.tmpdir(), 'glow-head-dist-'))
const indexHtml = `<!doctype html>
<html lang="en-NG">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The app's own description" />
    <title>The app's own title</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body>
</html>
`

let shop: TestShop
let product: Product

beforeAll(async () => {
  writeFileSync(path.join(distDir, 'index.html'), indexHtml)
  shop = await buildTestShop({ env: { PUBLIC_URL, DIST_DIR: distDir } })
  const [row] = await shop.database.db.select().from(products).limit(1)
  product = toProduct(row!)
  // The build copies the artwork: the product's first picture is on disk, so its size is known.
  mkdirSync(path.join(distDir, path.dirname(product.image[0]!)), { recursive: true })
  copyFileSync(path.join('public', product.image[0]!), path.join(distDir, product.image[0]!))
}, 30_000)

afterAll(async () => {
  await shop.close()
  rmSync(distDir, { recursive: true, force: true })
})

/** The page as a crawler reads it: the HTML alone, no script run. */
async function fetchPage(url: string) {
  const response = await shop.app.inject({ url, headers: { 'accept-encoding': 'identity' } })
  const document = new JSDOM(response.body).window.document
  const metaOf = (key: string) => document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? undefined
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!) as Record<string, unknown>)
  return { response, document, metaOf, jsonLd, canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined }
}

describe("a product page's head, without JavaScript", () => {
  it('has its name, price in naira, first picture with its size, link preview tags and valid Product and BreadcrumbList JSON-LD', async () => {
    const url = `/products/${product.category.toLowerCase()}/${product._id}`
    const { response, document, metaOf, jsonLd, canonical } = await fetchPage(url)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    // One title and one description: the page's, not the app's own.
    expect(document.querySelectorAll('title')).toHaveLength(1)
    expect(document.title).toBe(`${product.name} | Glow Beauty`)
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1)
    expect(metaOf('description')).toContain(formatNaira(product.offerPrice))
    expect(response.body).not.toContain("The app's own")
    expect(canonical).toBe(`${PUBLIC_URL}${url}`)

    const image = `${PUBLIC_URL}${product.image[0]}`
    expect(metaOf('og:type')).toBe('product')
    expect(metaOf('og:title')).toBe(product.name)
    expect(metaOf('og:description')).toContain(formatNaira(product.offerPrice))
    expect(metaOf('og:url')).toBe(canonical)
    expect(metaOf('og:image')).toBe(image)
    expect([metaOf('og:image:width'), metaOf('og:image:height')]).toEqual(['400', '400'])
    expect(metaOf('product:price:amount')).toBe(product.offerPrice.toFixed(2))
    expect(metaOf('product:price:currency')).toBe('NGN')
    expect(metaOf('twitter:card')).toBe('summary_large_image')
    expect(metaOf('twitter:title')).toBe(product.name)
    expect(metaOf('twitter:image')).toBe(image)

    const ld = jsonLd.find((data) => data['@type'] === 'Product')!
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      name: product.name,
      image: product.image.map((picture) => `${PUBLIC_URL}${picture}`),
      sku: product._id,
      offers: { '@type': 'Offer', url: canonical, priceCurrency: 'NGN', price: product.offerPrice.toFixed(2), availability: 'https://schema.org/InStock' },
    })
    const crumbs = jsonLd.find((data) => data['@type'] === 'BreadcrumbList')!
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${PUBLIC_URL}/` },
      { '@type': 'ListItem', position: 2, name: 'Products', item: `${PUBLIC_URL}/products` },
      { '@type': 'ListItem', position: 3, name: CATEGORY_NAMES[product.category as keyof typeof CATEGORY_NAMES], item: `${PUBLIC_URL}/products/${product.category.toLowerCase()}` },
      { '@type': 'ListItem', position: 4, name: product.name, item: canonical },
    ])
  })

  it('says out of stock in the offer when the product cannot be bought, and names the canonical category whatever the address says', async () => {
    await shop.database.db.update(products).set({ inStock: false }).where(eq(products.id, product._id))
    const { jsonLd, canonical } = await fetchPage(`/products/feet/${product._id.toUpperCase()}`)
    expect((jsonLd.find((data) => data['@type'] === 'Product')!.offers as Record<string, unknown>).availability).toBe('https://schema.org/OutOfStock')
    expect(canonical).toBe(`${PUBLIC_URL}/products/${product.category.toLowerCase()}/${product._id}`)
    await shop.database.db.update(products).set({ inStock: true }).where(eq(products.id, product._id))
  })

  it('states its NAFDAC number as a property of the Product, and none when it has none', async () => {
    const url = `/products/${product.category.toLowerCase()}/${product._id}`
    expect((await fetchPage(url)).jsonLd.find((data) => data['@type'] === 'Product')).not.toHaveProperty('additionalProperty')
    await shop.database.db.update(products).set({ nafdacNumber: 'A7-1234' }).where(eq(products.id, product._id))
    const ld = (await fetchPage(url)).jsonLd.find((data) => data['@type'] === 'Product')!
    expect(ld.additionalProperty).toEqual([{ '@type': 'PropertyValue', name: 'NAFDAC Reg. No.', value: 'A7-1234' }])
    await shop.database.db.update(products).set({ nafdacNumber: null }).where(eq(products.id, product._id))
  })

  it('escapes what a seller writes: a name cannot close the JSON-LD script or an attribute, and reads back exactly', async () => {
    const name = `Glow </script><script>alert(1)</script> "Oil" & <b>$& it's <!--`
    const created = await insertProduct(shop.database.db, { name, category: 'Hair', description: ['</SCRIPT >line\u2028two'], price: 5000, offerPrice: 4500, images: ['/art/products/x.svg'] })
    const { response, document, metaOf, jsonLd } = await fetchPage(`/products/hair/${created.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toMatch(/<\/script><script>alert/i)
    expect(response.body).not.toMatch(/<\/SCRIPT >/)
    expect(document.querySelectorAll('script')).toHaveLength(3)
    expect(document.querySelectorAll('b')).toHaveLength(0)
    expect(document.title).toBe(`${name} | Glow Beauty`)
    expect(metaOf('og:title')).toBe(name)
    const ld = jsonLd.find((data) => data['@type'] === 'Product')!
    expect([ld.name, ld.description]).toEqual([name, '</SCRIPT >line\u2028two'])
  })

  it('answers 404 for a product the shop does not show: unknown, not an id, or archived', async () => {
    const archived = toProduct((await findProduct(shop.database.db, product._id))!.row)
    await setArchived(shop.database.db, archived._id, true)
    for (const url of [`/products/hair/00000000-0000-4000-8000-000000000000`, '/products/hair/not-an-id', `/products/hair/${archived._id}`]) {
      const { response, document, metaOf } = await fetchPage(url)
      expect([url, response.statusCode]).toEqual([url, 404])
      expect(document.title).toBe('Product not found | Glow Beauty')
      expect(metaOf('robots')).toBe('noindex')
      expect(response.headers.link).toBeUndefined()
    }
    await setArchived(shop.database.db, archived._id, false)
  })
})

describe('the head of the other pages', () => {
  it('describes the salon on the home and contact pages: address, phone and the hours the team works', async () => {
    // Nobody works on Sundays but one member, from 10:00 to 16:00.
    const [member] = await shop.database.db.select().from(salonStaffHours).limit(1)
    await shop.database.db.delete(salonStaffHours).where(eq(salonStaffHours.weekday, 0))
    await shop.database.db.insert(salonStaffHours).values({ staffId: member!.staffId, weekday: 0, startMinute: 600, endMinute: 960 })
    for (const url of ['/', '/contact']) {
      const { response, jsonLd, canonical } = await fetchPage(url)
      expect(response.statusCode).toBe(200)
      expect(canonical).toBe(`${PUBLIC_URL}${url}`)
      const salon = jsonLd.find((data) => data['@type'] === 'BeautySalon')!
      expect(salon).toMatchObject({
        name: 'Glow Beauty',
        url: `${PUBLIC_URL}/`,
        telephone: SHOP_CONTACT.phone,
        address: { '@type': 'PostalAddress', streetAddress: SHOP_CONTACT.street, addressLocality: 'Lagos', addressCountry: 'NG' },
      })
      const hours = salon.openingHoursSpecification as { dayOfWeek: string[]; opens: string; closes: string }[]
      expect(hours).toContainEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '10:00', closes: '16:00' })
      expect(hours.flatMap((span) => span.dayOfWeek).sort()).toEqual([...new Set(hours.flatMap((span) => span.dayOfWeek))].sort())
    }
  })

  it('titles each public page as the app does, and keeps search engines off unknown, personal and seller pages', async () => {
    const expected: [string, string, number][] = [
      ['/products?q=soap', 'All Products | Glow Beauty', 200],
      ['/products/nails', 'Nail Care | Glow Beauty', 200],
      ['/about', 'About us | Glow Beauty', 200],
      ['/booking', 'Book an appointment | Glow Beauty', 200],
      ['/offers', 'Offers and Deals | Glow Beauty', 200],
      ['/no-such-page', 'Page Not Found | Glow Beauty', 404],
    ]
    for (const [url, title, status] of expected) {
      const { response, document } = await fetchPage(url)
      expect([url, response.statusCode, document.title]).toEqual([url, status, title])
    }
    expect((await fetchPage('/products?q=soap')).canonical).toBe(`${PUBLIC_URL}/products`)
    for (const url of ['/no-such-page', '/cart', '/seller/orders', '/account']) {
      const { metaOf, canonical } = await fetchPage(url)
      expect([url, metaOf('robots'), canonical]).toEqual([url, 'noindex', undefined])
    }
  })
})
