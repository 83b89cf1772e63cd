import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { expectNoAxeViolations, logInAsSeller, type ListedProduct } from './support'

// Shades: the owner turns a foundation into three shades with their own prices, stock and pictures; a shopper
// picks one by its swatch on the server-drawn page, sees its price and picture, and puts two shades in her cart.
// The catalogue's address holds its sort and price filter through a reload.

const picture = (background: string) => sharp({ create: { width: 320, height: 320, channels: 3, background } }).png().toBuffer()

async function addFoundation(page: Page, name: string): Promise<ListedProduct> {
  const added = await page.request.post('/api/product/add', {
    multipart: {
      productData: JSON.stringify({ name, description: ['Soft matte finish'], category: 'Effect', price: 9500, offerPrice: 9000 }),
      images: { name: 'ivory.png', mimeType: 'image/png', buffer: await picture('#f1dcc4') },
    },
  })
  expect(added.status(), await added.text()).toBe(201)
  return ((await added.json()) as { product: ListedProduct }).product
}

/** The foundation a journey made: it leaves the shop after the journey, passed or failed. */
let made: string | undefined

// The shades leave the shop as the owner archives them, one by one: the journeys after this one find the catalogue as
// it was (the newest product in stock is theirs to take), even when this one stopped half-way.
test.afterEach(async ({ page }) => {
  if (!made) return
  const { variants } = (await (await page.request.get(`/api/product/seller/${made}`)).json()) as { variants: ListedProduct[] }
  for (const id of new Set([made, ...variants.map((shade) => shade._id)])) expect((await page.request.post('/api/product/archive', { data: { id, archived: true } })).status()).toBe(200)
  made = undefined
})

test('the owner makes three shades; a shopper picks one by its swatch and carts two, named', async ({ page, browser }, testInfo) => {
  // Two pages and two axe scans on a phone's emulation take most of the default 30 s on a busy machine.
  test.setTimeout(60_000)
  const name = `Velvet Matte Foundation ${testInfo.project.name} ${Date.now()}`
  await logInAsSeller(page)
  const foundation = await addFoundation(page, name)
  made = foundation._id
  await page.goto(`/seller/products/${foundation._id}`)

  // Shades on, then two more shades, then the grid: the first shade's own price and stock, Ebony's own picture.
  await page.getByLabel('This product’s value (e.g. Ebony 540)').fill('Ivory 120')
  await page.getByRole('button', { name: 'Add shades or sizes' }).click()
  await expect(page.getByText('Options added: now add the other shades or sizes')).toBeVisible()
  const add = page.getByRole('form', { name: 'Add a shade or size' })
  for (const [shade, price, offer, stock] of [
    ['Honey 330', '10500', '9800', '4'],
    ['Ebony 540', '11000', '10200', '2'],
  ]) {
    await add.getByLabel('New Shade').fill(shade!)
    await add.getByLabel('Price (₦)', { exact: true }).fill(price!)
    await add.getByLabel('Offer price (₦)').fill(offer!)
    await add.getByLabel('In stock').fill(stock!)
    await add.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(page.getByLabel('SKU (Ebony 540)').or(page.getByLabel(`SKU (${shade})`))).toBeVisible()
  }
  await page.getByLabel('Offer price (₦) (Ivory 120)').fill('8800')
  await page.getByLabel('In stock (Ivory 120)').fill('6')
  await page.getByLabel('Colour (Ebony 540)').fill('#3B2418')
  await page.getByRole('button', { name: 'Save shades and sizes' }).click()
  await expect(page.getByText('Shades and sizes saved')).toBeVisible()
  await page.getByLabel('Change picture of Ebony 540').setInputFiles({ name: 'ebony.png', mimeType: 'image/png', buffer: await picture('#3b2418') })
  await expect(page.getByText('Product saved')).toBeVisible()
  // Scanned once the toast has faded in: mid-animation its text is paler than it stays.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
  await expectNoAxeViolations(page, 'the shades grid')
  if (process.env.SCREENSHOTS) await page.getByRole('region', { name: 'Shades and sizes' }).screenshot({ path: `${process.env.SCREENSHOTS}/shades-grid-${testInfo.project.name}.png` })

  // The shopper opens Ivory's page as the server draws it, and picks Ebony by its swatch: price, picture and address change in place.
  const context = await browser.newContext()
  const shopper = await context.newPage()
  await shopper.goto(`/products/effect/${foundation._id}`)
  await expect(shopper.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(shopper.getByText('₦8,800').first()).toBeVisible()
  // Ebony by its colour, Ivory and Honey by their pictures (no colour given), each named under its swatch.
  await expect(shopper.getByRole('link', { name: 'Shade Ebony 540' }).locator('[data-colour]')).toHaveCSS('background-color', 'rgb(59, 36, 24)')
  await expect(shopper.getByRole('link', { name: 'Shade Honey 330' })).toContainText('Honey 330')
  if (process.env.SCREENSHOTS) await shopper.screenshot({ path: `${process.env.SCREENSHOTS}/shades-shopper-${testInfo.project.name}.png`, fullPage: true })
  const mainPicture = shopper.getByRole('img', { name: `${name} — Shade: Ivory 120` })
  const ivoryPicture = await mainPicture.getAttribute('src')
  await shopper.getByRole('link', { name: 'Shade Ebony 540' }).click()
  await expect(shopper.getByText('₦10,200').first()).toBeVisible()
  await expect(shopper).not.toHaveURL(new RegExp(foundation._id))
  const ebonyAddress = shopper.url()
  const ebonyPicture = await shopper.getByRole('img', { name: `${name} — Shade: Ebony 540` }).getAttribute('src')
  expect(ebonyPicture).not.toBe(ivoryPicture)
  await expectNoAxeViolations(shopper, 'a shade’s page')
  await shopper.getByRole('button', { name: 'Add to Cart' }).click()
  await shopper.getByRole('link', { name: 'Shade Honey 330' }).click()
  await expect(shopper.getByText('₦9,800').first()).toBeVisible()
  await shopper.getByRole('button', { name: 'Add to Cart' }).click()
  await shopper.goto('/cart')
  await expect(shopper.getByRole('link', { name: `${name} — Shade: Ebony 540` })).toBeVisible()
  await expect(shopper.getByRole('link', { name: `${name} — Shade: Honey 330` })).toBeVisible()

  // Ebony's own page, as drawn: its price and availability in the HTML and the JSON-LD, its group beside it.
  const html = await (await shopper.request.get(ebonyAddress)).text()
  expect(html).toContain('₦10,200')
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
  const ebony = jsonLd.find((data) => data['@type'] === 'Product')!
  expect(ebony).toMatchObject({ name: `${name} — Shade: Ebony 540`, color: 'Ebony 540', offers: { price: '10200.00', availability: 'https://schema.org/InStock' } })
  const group = jsonLd.find((data) => data['@type'] === 'ProductGroup')!
  expect(group.hasVariant).toHaveLength(3)

  // The catalogue sorted by price with a price range: the address holds both through a reload, the group once.
  await shopper.goto('/products?sort=price-asc&minPrice=8000&maxPrice=9000')
  await expect(shopper.getByLabel('Sort by')).toHaveValue('price-asc')
  const cards = shopper.getByRole('list', { name: 'Products' }).getByRole('heading')
  await expect(cards.filter({ hasText: name })).toHaveCount(1)
  const before = await cards.allTextContents()
  await shopper.reload()
  await expect(shopper.getByLabel('Min price (₦)')).toHaveValue('8000')
  await expect(cards.filter({ hasText: name })).toHaveCount(1)
  expect(await cards.allTextContents()).toEqual(before)
  await expect(shopper.getByText('3 shades').first()).toBeVisible()
  await context.close()
})
