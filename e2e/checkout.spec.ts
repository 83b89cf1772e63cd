import { expect, test, type Page } from '@playwright/test'
import { ADDRESS_FORM, catalogue, productNamed, registerShopper, type ListedProduct } from './support'

// The whole purchase journey on the real server with the sandbox payment gateway (no PAYSTACK_SECRET_KEY).
test.describe.configure({ mode: 'serial' })

async function addToCart(page: Page, product: ListedProduct) {
  await page.goto(`/products/${product.category.toLowerCase()}/${product._id}`)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByText('Added to Cart').first()).toBeVisible()
}

async function payOnline(page: Page, button: 'Pay' | 'Cancel') {
  await page.goto('/cart')
  await page.getByLabel('Payment Method').selectOption({ label: 'Online Payment' })
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await expect(page).toHaveURL(/\/api\/order\/paystack\/sandbox\?reference=/)
  await page.getByRole('button', { name: button }).click()
}

test('a shopper keeps a cart, registers, adds an address, pays cash, pays online and cancels a payment', async ({ page }) => {
  test.setTimeout(90_000)
  const products = (await catalogue(page)).filter((product) => product.name === 'Ruby Red Gel Polish' || product.name === 'Shea Butter Edge Pomade')
  expect(products).toHaveLength(2)
  const [first, second] = products as [ListedProduct, ListedProduct]

  // A guest's cart survives a reload.
  await addToCart(page, first)
  await addToCart(page, second)
  await page.goto('/cart')
  await page.reload()
  await expect(page.getByRole('link', { name: first.name })).toBeVisible()
  await expect(page.getByRole('link', { name: second.name })).toBeVisible()

  // Placing the order needs an account: one path, log in or sign up, then the address, then back to the cart.
  const visited: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname)
  })
  await page.getByRole('button', { name: 'Place Order' }).click()
  await expect(page.getByText('You need to login or register')).toBeVisible()
  await expect(page.getByText('Please select an address')).toHaveCount(0)
  await expect(page).toHaveURL(/\/login$/)

  const dialog = page.getByRole('dialog')
  await dialog.getByText(/sign up/i).first().click()
  await dialog.getByLabel(/name/i).fill('Ada Obi')
  await dialog.getByLabel(/email/i).fill(`ada+${Date.now()}@example.ng`)
  await dialog.getByLabel(/password/i).fill('correct horse battery')
  await dialog.getByRole('button', { name: /create account|sign up|register/i }).last().click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/add-address$/)
  // Well before it would close by itself (5 s): the toast that asked her to log in goes once she has.
  await expect(page.getByText('You need to login or register')).toBeHidden({ timeout: 2000 })
  for (const [label, value] of Object.entries(ADDRESS_FORM)) {
    // In Nigeria, the default country, the state is chosen from a list.
    const field = page.getByLabel(label, { exact: true })
    await (label === 'State' ? field.selectOption(value) : field.fill(value))
  }
  await page.getByRole('button', { name: 'Save address' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  // The guest cart became the account's cart, delivered to the address just added.
  await expect(page.getByRole('link', { name: first.name })).toBeVisible()
  await expect(page.getByText('12 Admiralty Way, Lekki, Lagos, Nigeria')).toBeVisible()

  // Cash on delivery.
  await page.getByRole('button', { name: 'Place Order' }).click()
  await expect(page).toHaveURL(/\/my-orders$/)
  // Every step of the way was seen, and none of them was the home page.
  expect(visited).toEqual(expect.arrayContaining(['/login', '/add-address', '/cart', '/my-orders']))
  expect(visited).not.toContain('/')
  await expect(page.getByText('Cash On Delivery')).toBeVisible()
  await expect(page.getByText('Pending')).toBeVisible()
  await expect(page.getByRole('heading', { name: first.name })).toBeVisible()

  // Online, paid on the sandbox page.
  await addToCart(page, first)
  await payOnline(page, 'Pay')
  await expect(page).toHaveURL(/\/order-success\?order=[0-9A-F]{8}$/)
  await expect(page.getByRole('heading', { name: 'Order placed successfully!' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Send to the shop on WhatsApp' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to My Orders' }).click()
  // The order's payment state (its history below names the payment too).
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible()
  await page.goto('/cart')
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()

  // Online, cancelled: the cart is still there.
  await addToCart(page, second)
  await payOnline(page, 'Cancel')
  await expect(page).toHaveURL(/\/order-failure$/)
  await expect(page.getByRole('heading', { name: 'Failed to complete order' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Cart' }).click()
  await expect(page.getByRole('link', { name: second.name })).toBeVisible()
})

test('a toast keeps clear of the button she pressed: "Please select an address" is not over Place Order', async ({ page }, testInfo) => {
  await registerShopper(page, testInfo)
  const polish = await productNamed(page, 'Ruby Red Gel Polish')
  expect((await page.request.post('/api/cart/update', { data: { cartItems: { [polish._id]: 1 } } })).ok()).toBe(true)
  await page.goto('/cart')
  const place = page.getByRole('button', { name: 'Place Order' })
  // The button at the foot of the screen, where a phone's toasts sit.
  await place.evaluate((button) => button.scrollIntoView({ block: 'end' }))
  await place.click()
  const toast = page.getByRole('alert').filter({ hasText: 'Please select an address' })
  await expect(toast).toBeVisible()
  // Where it rests once it has slid in: whole on the screen, and nowhere over the button.
  await expect(toast).not.toHaveClass(/enter/)
  const [shown, button] = [(await toast.boundingBox())!, (await place.boundingBox())!]
  const screen = page.viewportSize()!
  expect(shown.x >= 0 && shown.y >= 0 && shown.x + shown.width <= screen.width && shown.y + shown.height <= screen.height).toBe(true)
  const overlaps = shown.x < button.x + button.width && button.x < shown.x + shown.width && shown.y < button.y + button.height && button.y < shown.y + shown.height
  expect(overlaps, `toast ${JSON.stringify(shown)} over Place Order ${JSON.stringify(button)}`).toBe(false)
})
