import { expect, test } from '@playwright/test'
import { catalogue } from './support'

// Each page arrives with its own head (server/src/pages/head.ts); the app keeps the same words as it moves between pages.

test("a product page arrives with its head, and the app keeps each page's title and description as it moves, without a console error", async ({ page }) => {
  const product = (await catalogue(page)).find((candidate) => candidate.inStock)!
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))

  const response = await page.goto(`/products/${product.category.toLowerCase()}/${product._id}`)
  expect(response!.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  await expect(page).toHaveTitle(`${product.name} | Glow Beauty`)
  const description = page.locator('meta[name="description"]')
  await expect(description).toHaveCount(1)
  const productDescription = await description.getAttribute('content')
  expect(productDescription).toContain(product.name)
  expect(await page.locator('script[type="application/ld+json"]').count()).toBe(2)

  // To the product's category through the breadcrumb: the app's navigation, not a new page.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Products' }).click()
  await expect(page).toHaveTitle('All Products | Glow Beauty')
  await expect(description).not.toHaveAttribute('content', productDescription!)
  await expect(page.locator('title')).toHaveCount(1)

  await page.goBack()
  await expect(page).toHaveTitle(`${product.name} | Glow Beauty`)
  await expect(description).toHaveAttribute('content', productDescription!)
  expect(errors).toEqual([])
})

test('a product the shop does not show answers 404 and the app says so', async ({ page }) => {
  const response = await page.goto('/products/hair/00000000-0000-4000-8000-000000000000')
  expect(response!.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible()
  await expect(page).toHaveTitle('Product not found | Glow Beauty')
})
