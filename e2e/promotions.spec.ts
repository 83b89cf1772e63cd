import { expect, test } from '@playwright/test'
import { cartTotals, formatKobo } from '../src/contract/money'
import { discountLabel, promotionMessages } from '../src/contract/promotions'
import { ADDRESS, expectNoAxeViolations, logInAsSeller, openSellerPage, productNamed, registerShopper } from './support'

// The owner makes a 20 % code; a shopper is refused a wrong code in the cart, applies hers typed loosely, pays
// through the sandbox gateway exactly the total shown, and the owner sees the code's one use.

test('a 20 % code from the Promotions page, applied in the cart and paid online, counted once', async ({ page }, testInfo) => {
  test.setTimeout(90_000)
  const code = `GLOW${testInfo.project.name === 'phone' ? 'P' : 'D'}${Date.now().toString(36).toUpperCase()}`
  await logInAsSeller(page)
  await openSellerPage(page, 'Promotions')
  const form = page.getByRole('region', { name: 'New discount code' })
  await form.getByLabel('Code').fill(code)
  await form.getByLabel('Percent off').fill('20')
  await form.getByRole('button', { name: 'Create code' }).click()
  await expect(page.getByText(`Code ${code} created.`)).toBeVisible()
  const card = page.getByRole('listitem', { name: code })
  await expect(card).toContainText('Running')
  await expectNoAxeViolations(page, 'the Promotions page')
  await page.screenshot({ path: `/tmp/promo-seller-${testInfo.project.name}.png`, fullPage: true })

  // The shopper: an account with an address, a jar in her cart.
  await registerShopper(page, testInfo)
  expect((await page.request.post('/api/address/add', { data: { address: ADDRESS } })).status()).toBe(201)
  const polish = await productNamed(page, 'Ruby Red Gel Polish')
  await page.goto(`/products/${polish.category.toLowerCase()}/${polish._id}`)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByText('Added to Cart').first()).toBeVisible()
  await page.goto('/cart')
  const summary = page.getByRole('complementary', { name: 'Order Summary' })
  await expect(summary.getByText('12 Admiralty Way, Lekki, Lagos, Nigeria')).toBeVisible()

  const field = summary.getByLabel('Discount code')
  await field.fill('GLOW00')
  await summary.getByRole('button', { name: 'Apply' }).click()
  await expect(summary.getByRole('alert')).toHaveText(promotionMessages.code.unknown('GLOW00'))
  await expectNoAxeViolations(page, 'the cart with a refused code')

  await field.fill(` ${code.toLowerCase().slice(0, 4)} ${code.toLowerCase().slice(4)} `)
  await field.press('Enter')
  await expect(summary.getByText(discountLabel(code))).toBeVisible()
  const price = Math.round(polish.offerPrice * 100)
  const { discountKobo, totalKobo } = cartTotals([{ unitKobo: price, quantity: 1 }], 0, Math.floor((price * 20) / 100))
  await expect(summary.getByText(`−${formatKobo(discountKobo)}`)).toBeVisible()
  await expect(summary.getByText(formatKobo(totalKobo), { exact: true })).toBeVisible()
  await expectNoAxeViolations(page, 'the cart with a code applied')
  await page.screenshot({ path: `/tmp/promo-cart-${testInfo.project.name}.png`, fullPage: true })

  await summary.getByLabel('Payment Method').selectOption({ label: 'Online Payment' })
  await summary.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await expect(page).toHaveURL(/\/api\/order\/paystack\/sandbox\?reference=/)
  // The sandbox page asks for what Paystack would be asked: the total the cart showed.
  await expect(page.getByText(formatKobo(totalKobo)).first()).toBeVisible()
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(/\/order-success\?order=[0-9A-F]{8}$/)

  await page.goto('/my-orders')
  await expect(page.getByText(`${discountLabel(code)}:`)).toBeVisible()

  await page.goto('/seller/promotions')
  await expect(page.getByRole('listitem', { name: code })).toContainText('Uses: 1')
})
