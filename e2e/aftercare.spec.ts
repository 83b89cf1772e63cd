import { expect, test } from '@playwright/test'
import { ADDRESS, productNamed, registerShopper } from './support'

// After checkout: a paid online order cancelled by the shopper and refunded through the sandbox's signed webhook.
test('a shopper pays online, cancels the order and sees its refund pending, then refunded', async ({ page }, testInfo) => {
  test.setTimeout(60_000)
  await registerShopper(page, testInfo)
  const product = await productNamed(page, 'Ruby Red Gel Polish')
  expect((await page.request.post('/api/address/add', { data: { address: ADDRESS } })).status()).toBe(201)
  await page.request.post('/api/cart/update', { data: { cartItems: { [product._id]: 1 } } })

  await page.goto('/cart')
  await page.getByLabel('Payment Method').selectOption({ label: 'Online Payment' })
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await expect(page).toHaveURL(/\/api\/order\/paystack\/sandbox\?reference=/)
  await page.getByRole('button', { name: /^Pay ₦/ }).click()
  await expect(page.getByRole('heading', { name: 'Order placed successfully!' })).toBeVisible()

  await page.getByRole('link', { name: 'Go to My Orders' }).click()
  const order = page.getByRole('listitem', { name: /^Order / })
  await order.getByRole('button', { name: /^Cancel order/ }).click()
  await order.getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(page.getByText('Order cancelled. Your payment is being refunded to your card or account.')).toBeVisible()
  await expect(order.locator('strong', { hasText: 'Refund pending' })).toBeVisible()
  await expect(order.locator('strong', { hasText: 'Refunded' })).toBeVisible({ timeout: 10_000 })
  await expect(order.getByRole('list', { name: /^History of order/ }).locator('b')).toHaveText(['Order Placed', 'Paid', 'Cancelled', 'Refund pending', 'Refunded'])
})
