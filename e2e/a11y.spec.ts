import { expect, test } from '@playwright/test'
import { openDayFromToday } from '../fixtures/salonDays'
import { SHOP_FOUNDER } from '../src/contract/shop'
import { addDays, shopDate } from '../src/contract/shopClock'
import { expectNoAxeViolations, logInAsSeller, openSellerPage, placeCashOrderThroughApi, productNamed, registerShopper } from './support'

// axe (WCAG 2.1 A and AA) on every route of SPEC §2, every booking step and every dialog state: zero violations.

// Sections that fade in on scroll are checked as they settle; with reduced motion they show at once.
test.use({ reducedMotion: 'reduce' })

test('the home page with every section loaded has no axe violations', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Hands you can trust, Savings you will love.' })).toBeVisible()
  // Sections below the hero load as the visitor scrolls near them: scroll until the last one is there.
  const lastSection = page.getByRole('heading', { level: 2, name: 'Never Miss a Deal!' })
  await expect(async () => {
    await page.mouse.wheel(0, 1500)
    await expect(lastSection).toBeVisible({ timeout: 500 })
  }).toPass()
  await expect(page.getByRole('list', { name: 'Best Sellers' }).getByRole('article')).toHaveCount(5)
  await expectNoAxeViolations(page, '/ with every section')
})

const publicPages = [
  { path: '/about', ready: 'About Glow Beauty' },
  { path: '/products', ready: 'All Products' },
  { path: '/products/nails', ready: 'Nail Care' },
  { path: '/cart', ready: 'Your cart is empty' },
  // Opened directly, as here, the page claims no order (a shopper back from paying sees 'Order placed successfully!').
  { path: '/order-success', ready: 'No new order to show' },
  { path: '/order-failure', ready: 'Failed to complete order' },
  { path: '/no/such/page', ready: 'Page Not Found' },
]

for (const { path, ready } of publicPages) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: ready })).toBeVisible()
    await expectNoAxeViolations(page, path)
  })
}

test('the product page and the cart with items have no axe violations', async ({ page }) => {
  const product = await productNamed(page, 'Ruby Red Gel Polish')
  await page.goto(`/products/nails/${product._id}`)
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Related Products' })).toBeVisible()
  await expectNoAxeViolations(page, 'the product page')

  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await page.goto('/cart')
  await expect(page.getByRole('link', { name: product.name })).toBeVisible()
  await expectNoAxeViolations(page, 'the cart with an item')
})

test('a shopper’s address form and orders have no axe violations', async ({ page }, testInfo) => {
  await registerShopper(page, testInfo)
  await page.goto('/add-address')
  await expect(page.getByRole('button', { name: 'Save address' })).toBeVisible()
  await expectNoAxeViolations(page, '/add-address')

  await page.getByRole('button', { name: 'Save address' }).click()
  // Her name and e-mail come filled in from her account: the rest is missing.
  await expect(page.getByText('Street is required')).toBeVisible()
  await expectNoAxeViolations(page, '/add-address with every field but her name and e-mail missing')

  await placeCashOrderThroughApi(page, await productNamed(page, 'Ruby Red Gel Polish'))
  await page.goto('/my-orders')
  await expect(page.getByText('Cash On Delivery')).toBeVisible()
  await expectNoAxeViolations(page, '/my-orders with an order')
})

test('every step of the booking wizard has no axe violations', async ({ page }, testInfo) => {
  // Five steps, each read by axe: more than 30 s on a busy two-core machine.
  test.setTimeout(60_000)
  await page.goto('/booking')
  const next = page.getByRole('button', { name: 'Next' })
  await expect(page.getByLabel('Category')).toBeVisible()
  await expectNoAxeViolations(page, 'booking: Time')
  await next.click()
  await expect(page.getByText('Please select a category')).toBeVisible()
  await expectNoAxeViolations(page, 'booking: Time with every message')

  await page.getByLabel('Category').selectOption('nails')
  await page.getByLabel('Preferred employee').selectOption({ label: 'Amaka Nwosu' })
  await page.getByLabel('Date').fill(openDayFromToday(30 + testInfo.project.name.length))
  await page.getByRole('radio', { name: '14:00' }).check()
  await next.click()
  await expect(page.getByRole('radio', { name: /Pedicure/ })).toBeVisible()
  await expectNoAxeViolations(page, 'booking: Service')
  await page.getByRole('radio', { name: /Pedicure/ }).check()
  await next.click()

  await expect(page.getByLabel('Full name')).toBeVisible()
  await next.click()
  await expect(page.getByText('Name is required')).toBeVisible()
  await expectNoAxeViolations(page, 'booking: Details with every message')
  await page.getByLabel('Full name').fill('Ngozi Okafor')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ngozi@example.ng')
  await page.getByLabel('Phone').fill('08035550111')
  await next.click()

  await expect(page.getByRole('radio', { name: /Bank transfer/ })).toBeVisible()
  await expectNoAxeViolations(page, 'booking: Payment')
  await page.getByRole('radio', { name: /Bank transfer/ }).check()
  await page.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(page.getByText('Thank you! Your booking has been received.')).toBeVisible()
  await expectNoAxeViolations(page, 'booking: Done')
})

test('the contact page with its validation line has no axe violations', async ({ page }) => {
  await page.goto('/contact')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText(/Name is required! .*Message is required!/)).toBeVisible()
  await expectNoAxeViolations(page, '/contact with validation errors')
})

test('the auth dialog in login and sign-up mode has no axe violations', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Login' }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel('Password')).toBeVisible()
  await expectNoAxeViolations(page, 'the login dialog')
  await dialog.getByRole('button', { name: 'Sign up' }).click()
  await expect(dialog.getByLabel('Name')).toBeVisible()
  await expectNoAxeViolations(page, 'the sign-up dialog')
})

test('the seller login and every seller page, each with something in it, have no axe violations', async ({ page }, testInfo) => {
  // Twelve pages, each read by axe: several times one page's 30 s on a busy two-core machine.
  test.setTimeout(150_000)
  // A cash order, a booking and a message for the seller's lists.
  await registerShopper(page, testInfo, 'Tunde Bakare')
  await placeCashOrderThroughApi(page, await productNamed(page, 'Ruby Red Gel Polish'))
  const booking = await page.request.post('/api/booking', {
    data: { category: 'hair', preferredEmployee: 'any', date: openDayFromToday(40 + testInfo.project.name.length), startTime: '11:00', service: 'makeup', fullName: 'Tunde Bakare', email: 'tunde@example.ng', phone: '08035550122', paymentMethod: 'card' },
  })
  expect(booking.status(), await booking.text()).toBe(201)
  const message = await page.request.post('/api/contact', { form: { name: 'Tunde Bakare', email: 'tunde@example.ng', subject: 'Gift cards', message: 'Do you sell gift cards?' } })
  expect(message.status(), await message.text()).toBe(201)

  await page.goto('/seller')
  await expect(page.getByRole('heading', { name: 'Seller Login' })).toBeVisible()
  await expectNoAxeViolations(page, 'the seller login')

  await logInAsSeller(page)
  await page.goto('/seller')
  const pages = [
    { link: 'Dashboard', ready: page.getByRole('region', { name: 'Today' }) },
    { link: 'Add Product', ready: page.getByLabel('Product Name') },
    { link: 'Product List', ready: page.getByRole('row').filter({ hasText: 'Ruby Red Gel Polish' }) },
    { link: 'Orders', ready: page.getByText('12 Admiralty Way').first() },
    { link: 'Customers', ready: page.getByRole('heading', { name: 'Tunde Bakare' }).first() },
    { link: 'Bookings', ready: page.getByText(/Tunde Bakare with/).first() },
    { link: 'Services', ready: page.getByRole('heading', { name: 'Pedicure', exact: true }) },
    { link: 'Team', ready: page.getByRole('heading', { name: 'Amaka Nwosu', exact: true }) },
    { link: 'Messages', ready: page.getByRole('heading', { name: 'Gift cards' }).first() },
    { link: 'Help Pages', ready: page.getByLabel('Title') },
    { link: 'Outbox', ready: page.getByRole('heading', { name: /is confirmed/ }).first() },
    { link: 'Team Accounts', ready: page.getByRole('heading', { name: `${SHOP_FOUNDER} (you)` }) },
    { link: 'Activity', ready: page.getByRole('heading', { name: 'Activity' }) },
    { link: 'My Password', ready: page.getByLabel('Current password') },
  ]
  for (const { link, ready } of pages) {
    await openSellerPage(page, link)
    await expect(ready).toBeVisible()
    await expectNoAxeViolations(page, `the seller page ${link}`)
  }
  // The desk: New booking with a past client found and her card, then Walk-in; a free hour of the calendar is a button.
  await openSellerPage(page, 'Bookings')
  // Late in the day today has no free hour left: the next day the team works has them all.
  for (let day = shopDate(); day < openDayFromToday(1); day = addDays(day, 1)) await page.getByRole('button', { name: 'Next day' }).click()
  await expect(page.getByRole('button', { name: /^Book .* at \d\d:00$/ }).first()).toBeVisible()
  const shots = process.env.SCREENSHOTS
  if (shots) await page.screenshot({ path: `${shots}/calendar-${testInfo.project.name}.png`, fullPage: true })
  await page.getByRole('button', { name: 'New booking' }).click()
  const desk = page.getByRole('dialog', { name: 'New booking' })
  await desk.getByLabel('Find a client').fill('0803 555 0122')
  await desk.getByRole('button', { name: /Tunde Bakare/ }).click()
  await expect(desk.getByLabel("Client's name")).toHaveValue('Tunde Bakare')
  await desk.getByRole('button', { name: 'Her appointments' }).click()
  await expect(desk.getByRole('list', { name: 'Upcoming' })).toContainText('Makeup Session')
  // Her notes and patch test, open to edit.
  await desk.getByRole('button', { name: 'Edit notes' }).click()
  await expect(desk.getByLabel('Last patch test')).toBeVisible()
  if (shots) await page.screenshot({ path: `${shots}/new-booking-${testInfo.project.name}.png`, fullPage: false })
  await expectNoAxeViolations(page, 'New booking with a client found')
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Walk-in' }).click()
  await expect(page.getByRole('dialog', { name: 'Walk-in' }).getByLabel('Category')).toBeVisible()
  if (shots) await page.screenshot({ path: `${shots}/walk-in-${testInfo.project.name}.png`, fullPage: false })
  await expectNoAxeViolations(page, 'the walk-in dialog')
  await page.keyboard.press('Escape')
  // One order's page, reached from the filtered list.
  await openSellerPage(page, 'Orders')
  await page.getByRole('region', { name: 'Filter orders' }).getByLabel('Payment').selectOption('Unpaid')
  await page.getByRole('link', { name: /^Order / }).first().click()
  await expect(page.getByRole('region', { name: 'Status history' })).toBeVisible()
  await expectNoAxeViolations(page, 'the seller order page')
  // Cancelled asks first, in a dialog.
  await page.getByRole('region', { name: 'Amount and status' }).getByLabel('Status').selectOption('Cancelled')
  await expect(page.getByRole('dialog', { name: /^Cancel order / })).toBeVisible()
  await expectNoAxeViolations(page, 'the dialog that asks before cancelling an order')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // A service's form, its photo chosen as a picture.
  await openSellerPage(page, 'Services')
  await page.getByRole('button', { name: 'Add a service' }).click()
  await expect(page.getByRole('dialog', { name: 'Add a service' }).getByRole('group', { name: 'Photo' })).toBeVisible()
  await expectNoAxeViolations(page, 'the service form with its photo')
})

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu button shows on small screens only')

  test('the open mobile menu has no axe violations', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await menu.getByRole('button', { name: 'Browse Categories' }).click()
    await expect(menu.getByRole('link', { name: 'Hair Pomades' })).toBeVisible()
    await expectNoAxeViolations(page, 'the open mobile menu')
  })
})
