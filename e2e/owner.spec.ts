import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { logInAsSeller, placeCashOrderThroughApi, registerShopper, type ListedProduct } from './support'

// The owner runs the catalogue from the dashboard: a new price shows in the shop, a counted last unit
// sells once, and an archived product leaves the shop.

/** A product of the seller's own, added through the API with the seller's session of this page. */
async function addProduct(page: Page, name: string): Promise<ListedProduct> {
  const image = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#8e44ad' } }).png().toBuffer()
  const added = await page.request.post('/api/product/add', {
    multipart: {
      productData: JSON.stringify({ name, description: ['Soothes and softens'], category: 'Skincare', price: 12000, offerPrice: 11000 }),
      images: { name: 'balm.png', mimeType: 'image/png', buffer: image },
    },
  })
  expect(added.status(), await added.text()).toBe(201)
  return ((await added.json()) as { product: ListedProduct }).product
}

test('the owner reprices a product, sells its last counted unit once, and archives it', async ({ page, browser }, testInfo) => {
  const name = `Baobab Night Balm ${testInfo.project.name} ${Date.now()}`
  await logInAsSeller(page)
  const product = await addProduct(page, name)
  const shopPage = `/products/skincare/${product._id}`

  // The product list finds it by name and opens its edit page.
  await page.getByRole('link', { name: 'Product List' }).click()
  await page.getByLabel('Search products').fill(name)
  // The list is the search's once the server has answered it.
  await expect(page.getByText('1 product shown')).toBeVisible()
  await page.getByRole('link', { name }).click()
  await expect(page.getByLabel('Product Name')).toHaveValue(name)

  await page.getByLabel('Offer Price (₦)').fill('9900')
  await page.getByLabel('Quantity in stock').fill('1')
  await page.getByRole('button', { name: 'Save Product' }).click()
  await expect(page.getByText('Product saved')).toBeVisible()

  // A shopper in another browser sees the new price at once, and buys the one unit there is.
  const shopperContext = await browser.newContext()
  const shopper = await shopperContext.newPage()
  await shopper.goto(shopPage)
  await expect(shopper.getByRole('heading', { name })).toBeVisible()
  await expect(shopper.getByText('₦9,900').first()).toBeVisible()
  await registerShopper(shopper, testInfo, 'Amaka Eze')
  await placeCashOrderThroughApi(shopper, product)
  await shopperContext.close()

  // The next shopper finds it sold out.
  const nextContext = await browser.newContext()
  const next = await nextContext.newPage()
  await next.goto(shopPage)
  await expect(next.getByText('Out of stock')).toBeVisible()
  await expect(next.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0)

  // Archived, it leaves the shop's lists.
  await page.getByRole('button', { name: 'Archive' }).click()
  await expect(page.getByText('Product archived: it is no longer in the shop')).toBeVisible()
  await next.goto('/products')
  await expect(next.getByText('Shea Butter Edge Pomade').first()).toBeVisible()
  await expect(next.getByText(name)).toHaveCount(0)
  await nextContext.close()
})
