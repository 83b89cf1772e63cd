import { expect, test, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import { SELLER } from './support'

// The seller's day: log in, add a product with photos, take it out of stock, ship a cash order.

const photo = async (name: string, background: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 320, height: 320, channels: 3, background } }).png().toBuffer(),
})

/** A shopper places a cash order through the API, as the shop's checkout does. */
async function placeCashOrder(request: APIRequestContext, lastName: string): Promise<string> {
  const email = `${lastName.toLowerCase()}@example.ng`
  expect((await request.post('/api/user/register', { data: { name: `Ngozi ${lastName}`, email, password: 'shopper-pass-1' } })).status()).toBe(201)
  const { address } = await (
    await request.post('/api/address/add', {
      data: { address: { firstName: 'Ngozi', lastName, email, street: '7 Bode Thomas Street', city: 'Surulere', state: 'Lagos', zipcode: '101283', country: 'Nigeria', phone: '+2348031234567' } },
    })
  ).json()
  const { products } = await (await request.get('/api/product/list')).json()
  const product = products.find((candidate: { inStock: boolean }) => candidate.inStock)
  const order = await request.post('/api/order/cod', { data: { items: [{ product: product._id, quantity: 2 }], address: address._id } })
  expect(order.status()).toBe(201)
  return (await order.json()).orderId
}

test('the seller adds a product, takes it out of stock and ships an order', async ({ page }, testInfo) => {
  const run = `${testInfo.project.name}${Date.now()}`
  const productName = `Hibiscus Glow Serum ${run}`
  const lastName = `Okafor${run}`
  const orderId = await placeCashOrder(page.request, lastName)

  await page.goto('/seller')
  await page.getByLabel('Email').fill(SELLER.email)
  await page.getByLabel('Password').fill(SELLER.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText('Hi! Admin')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Add Product' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)

  await page.getByLabel('Image 1').setInputFiles(await photo('serum-front.png', '#c2185b'))
  await page.getByLabel('Image 2').setInputFiles(await photo('serum-back.png', '#f2c14e'))
  await expect(page.getByRole('img', { name: 'Preview of image 2' })).toBeVisible()
  await page.getByLabel('Product Name').fill(productName)
  await page.getByLabel('Product Description').fill('Brightens dull skin\nWith hibiscus and vitamin C')
  await page.getByLabel('Category').selectOption('Skincare')
  await page.getByLabel('Product Price (₦)').fill('9500')
  await page.getByLabel('Offer Price (₦)').fill('8200')
  await page.getByRole('button', { name: 'Add Product' }).click()
  await expect(page.getByText('Product added')).toBeVisible()
  await expect(page.getByLabel('Product Name')).toHaveValue('')

  await page.getByRole('link', { name: 'Product List' }).click()
  const row = page.getByRole('row').filter({ hasText: productName })
  await expect(row).toContainText('₦8,200')
  // The uploaded photo is served back and decodes.
  const thumbnail = row.locator('img')
  await expect(thumbnail).toHaveJSProperty('complete', true)
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

  await page.goto('/products')
  await expect(page.getByText(productName).first()).toBeVisible()

  await page.goto('/seller/product-list')
  const stock = page.getByRole('switch', { name: `In stock: ${productName}` })
  await expect(stock).toBeChecked()
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/product/stock') && response.ok())
  await stock.click()
  await saved
  await expect(stock).not.toBeChecked()

  await page.goto('/products')
  // The list has rendered (a seeded product shows) and the new one is not in it.
  await expect(page.getByText('Shea Butter Edge Pomade').first()).toBeVisible()
  await expect(page.getByText(productName)).toHaveCount(0)

  await page.goto('/seller/orders')
  // What the search takes is read whole on a phone too, not cut at the field's edge.
  const search = page.getByRole('searchbox', { name: 'Search' })
  const placeholderFits = await search.evaluate((field: HTMLInputElement) => {
    const style = getComputedStyle(field)
    const pen = document.createElement('canvas').getContext('2d')!
    pen.font = style.font
    return pen.measureText(field.placeholder).width <= field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
  })
  expect(placeholderFits).toBe(true)
  await expect(search).toHaveAccessibleDescription('Name, e-mail or order number')
  if (process.env.SCREENSHOTS) await page.getByRole('region', { name: 'Filter orders' }).screenshot({ path: `${process.env.SCREENSHOTS}/order-search-${testInfo.project.name}.png` })
  const card = page.getByRole('listitem').filter({ hasText: lastName })
  await expect(card).toContainText('Pending')
  await expect(card).toContainText('Cash On Delivery')
  const status = card.getByLabel('Status')
  await status.selectOption('Processing')
  await expect(status).toHaveValue('Processing')
  await status.selectOption('Shipped')
  await expect(status).toHaveValue('Shipped')

  await page.reload()
  await expect(page.getByRole('listitem').filter({ hasText: lastName }).getByLabel('Status')).toHaveValue('Shipped')
  const mine = await (await page.request.get('/api/order/user')).json()
  expect(mine.orders.find((order: { _id: string }) => order._id === orderId).status).toBe('Shipped')
})
