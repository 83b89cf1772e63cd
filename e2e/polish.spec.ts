import { expect, test, type Locator, type Page } from '@playwright/test'
import { openDayFromToday } from '../fixtures/salonDays'
import { ADDRESS, alive, cartSaved, catalogue, expectNoAxeViolations, logInAsSeller, registerShopper, uniqueEmail } from './support'

// What a shopper and the owner tripped over on a phone and a desktop (issue 22).

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`${locator.toString()} is not on screen`)
  return found
}

/** Where an element's words are, not its box: a heading's box spans the page's width whatever its length. */
const wordsBox = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    const { x, y, width, height } = range.getBoundingClientRect()
    return { x, y, width, height }
  })

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The page is no wider than the screen: nothing cut off on the right (a phone would widen its layout to fit, so the screen's own width counts). */
async function expectNoSidewaysScroll(page: Page) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth).toBeLessThanOrEqual(page.viewportSize()!.width)
}

/** The toast on screen once its entrance animation has ended (react-toastify then drops its enter class). */
async function settledToast(page: Page, text: string | RegExp) {
  const toast = page.locator('.Toastify__toast').filter({ hasText: text })
  await expect(toast).toHaveCount(1)
  await expect(toast).not.toHaveClass(/enter/)
  return box(toast)
}

test('four Adds show one toast, at most 350 px wide and 8 px from the edge: top-right below the header on a large screen, at the bottom on a phone unless the Add pressed is there, clear of the heading', async ({ page, isMobile }) => {
  await page.goto('/products')
  const adds = page.getByRole('button', { name: /^Add .* to cart$/ })
  // The app's toasts: taps the first script takes before the app runs add silently (e2e/offline.spec.ts).
  await alive(adds.first())
  for (let n = 0; n < 4; n += 1) await adds.first().click()
  await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible()
  const toastBox = await settledToast(page, 'Added to Cart')
  const header = await box(page.locator('header'))
  const viewport = page.viewportSize()!
  expect(toastBox.width).toBeLessThanOrEqual(350)
  expect(Math.round(viewport.width - (toastBox.x + toastBox.width))).toBe(8)
  // On a phone the bottom, unless the control just pressed is there: then the top, under the header (ToastHost).
  const atBottom = Math.round(viewport.height - (toastBox.y + toastBox.height)) === 8
  if (isMobile && atBottom) expect(overlaps(toastBox, await box(adds.first()))).toBe(false)
  else expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height)
  for (const control of [page.getByRole('link', { name: /^Cart, / }), page.getByRole('button', { name: 'Login' })]) {
    expect(overlaps(toastBox, await box(control))).toBe(false)
  }
  expect(overlaps(toastBox, await wordsBox(page.getByRole('heading', { level: 1 })))).toBe(false)
})

test("a refused sign-up's toast keeps clear of the dialog's close button and fields", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'taken')
  expect((await page.request.post('/api/user/register', { data: { name: 'Ada Obi', email, password: 'correct horse battery' } })).status()).toBe(201)
  await page.context().clearCookies()
  await page.goto('/login')
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Sign up' }).click()
  // Sign Up is the taller dialog: its close button sits highest.
  const dialog = page.getByRole('dialog', { name: 'Sign Up' })
  await dialog.getByLabel('Name').fill('Ada Obi')
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password').fill('correct horse battery')
  await dialog.getByRole('button', { name: 'Create Account' }).click()
  const toastBox = await settledToast(page, /already/i)
  for (const control of [dialog.getByRole('button', { name: 'Close' }), dialog.getByLabel('Name'), dialog.getByLabel('Email'), dialog.getByLabel('Password'), dialog.getByRole('button', { name: 'Create Account' })]) {
    expect(overlaps(toastBox, await box(control)), control.toString()).toBe(false)
  }
})

test('the seller orders page fits the screen when a customer has a long e-mail address', async ({ page }, testInfo) => {
  await registerShopper(page, testInfo)
  // No hyphen in it: a browser may break a line at a hyphen, never inside a plain word.
  const email = `oluwadamilola.adebayoogunleye.orders${testInfo.project.name}${Date.now()}@glowbeautycustomers.ng`
  const saved = await page.request.post('/api/address/add', { data: { address: { ...ADDRESS, email } } })
  expect(saved.status(), await saved.text()).toBe(201)
  const { address } = (await saved.json()) as { address: { _id: string } }
  const product = (await catalogue(page)).find((candidate) => candidate.inStock)!
  expect((await page.request.post('/api/order/cod', { data: { items: [{ product: product._id, quantity: 1 }], address: address._id } })).status()).toBe(201)
  await logInAsSeller(page)
  await page.goto('/seller/orders')
  await expect(page.getByText(email)).toBeVisible()
  await expectNoSidewaysScroll(page)
})

test("the auth dialog's close button shows the shop's focus ring, inside the card", async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Login' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Login' })
  await expect(dialog.getByLabel('Email')).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  const close = dialog.getByRole('button', { name: 'Close' })
  await expect(close).toBeFocused()
  const ring = await close.evaluate((element) => {
    const style = getComputedStyle(element)
    return { color: style.outlineColor, width: parseFloat(style.outlineWidth), offset: parseFloat(style.outlineOffset) }
  })
  expect(ring.color).toBe('rgb(142, 59, 98)')
  expect(ring.offset + ring.width).toBeLessThanOrEqual(0)
})

test('the first press on Save address, right after typing in a field, shows every missing field', async ({ page }, testInfo) => {
  await registerShopper(page, testInfo)
  await page.goto('/add-address')
  // The form starts from her account's name and e-mail: the last name and the e-mail are emptied to be missing.
  await page.getByLabel('Last name').fill('')
  await page.getByLabel('Email').fill('')
  await page.getByLabel('First name').fill('Ada')
  const save = page.getByRole('button', { name: 'Save address' })
  const before = await box(save)
  // Playwright presses where the button was; the field's blur happens between the press and the release.
  await save.click()
  for (const message of ['Last name is required', 'Email is required', 'Street is required', 'City is required', 'State is required', 'Zip code is required', 'Phone number is required']) {
    await expect(page.getByText(message)).toBeVisible()
  }
  await expect(page.getByText('First name is required')).toHaveCount(0)
  expect((await box(save)).y - before.y).toBeLessThan(1)
})

test("a guest's visits to the account and seller pages and the cart ask nothing that answers 401", async ({ page }) => {
  const refused: string[] = []
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(response.url())
  })
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text())
  })
  const product = (await catalogue(page)).find((candidate) => candidate.inStock)!
  await page.goto('/products')
  await page.getByRole('button', { name: `Add ${product.name} to cart` }).click()
  await cartSaved(page, product._id)
  await page.goto('/cart')
  await expect(page.getByText('No address found')).toBeVisible()
  await page.goto('/my-orders')
  await expect(page.getByText('Log in to see your orders.')).toBeVisible()
  await page.goto('/add-address')
  await expect(page).toHaveURL(/\/cart$/)
  await page.goto('/seller')
  await expect(page.getByRole('heading', { name: 'Seller Login' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(refused).toEqual([])
})

test('the seller form refuses a text file renamed .png as soon as it is chosen, with no broken preview', async ({ page }) => {
  await logInAsSeller(page)
  await page.goto('/seller')
  await page.getByLabel('Image 1').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') })
  await expect(page.getByText('Please choose an image file')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Preview of image 1' })).toHaveCount(0)
})

test('an unknown address or category answers 404 with the 404 page', async ({ page }) => {
  for (const url of ['/products/lipsticks', '/no-such-page']) {
    const response = await page.goto(url)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  }
  expect((await page.goto('/products/nails'))?.status()).toBe(200)
})

test("the cart's summary sets 'Change' level with its heading, and both headings alike", async ({ page }) => {
  const product = (await catalogue(page)).find((candidate) => candidate.inStock)!
  await page.goto('/products')
  await page.getByRole('button', { name: `Add ${product.name} to cart` }).click()
  await cartSaved(page, product._id)
  await page.goto('/cart')
  const heading = page.getByRole('heading', { name: 'Delivery Address' })
  const change = page.getByRole('button', { name: 'Change' })
  const [headingBox, changeBox] = [await box(heading), await box(change)]
  expect(Math.abs(headingBox.y + headingBox.height / 2 - (changeBox.y + changeBox.height / 2))).toBeLessThanOrEqual(2)
  const look = (locator: Locator) => locator.evaluate((element) => {
    const style = getComputedStyle(element)
    return [style.fontWeight, style.fontSize, style.textTransform, style.color].join(' ')
  })
  expect(await look(page.getByText('Payment Method', { exact: true }))).toBe(await look(heading))
})

test('the active category chip is in view on a phone', async ({ page }) => {
  await page.goto('/products/fragrance')
  const chip = page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Fragrance' })
  await expect(chip).toHaveAttribute('aria-current', 'page')
  // The server draws the chips from the start of the row; the app scrolls the active one into view as it starts.
  await expect.poll(async () => {
    const chipBox = await box(chip)
    return chipBox.x >= 0 && chipBox.x + chipBox.width <= page.viewportSize()!.width
  }).toBe(true)
})

test('every screen has a call to book above the footer', async ({ page }) => {
  await page.goto('/')
  const call = page.locator('header').getByRole('link', { name: /\d{3}/ }).first()
  await expect(call).toBeVisible()
  await expect(call).toHaveAttribute('href', /^tel:/)
})

test("the product page's breadcrumb never starts a line with ›", async ({ page }) => {
  const longest = (await catalogue(page)).filter((product) => product.inStock).sort((a, b) => b.name.length - a.name.length)[0]!
  await page.goto(`/products/${longest.category.toLowerCase()}/${longest._id}`)
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(crumbs.getByText(longest.name)).toBeVisible()
  const separatorStartsALine = await crumbs.locator('ol').evaluate((list) => {
    const left = list.getBoundingClientRect().left
    return [...list.children].some((item) => Math.abs(item.getBoundingClientRect().left - left) < 1 && getComputedStyle(item, '::before').content.includes('›'))
  })
  expect(separatorStartsALine).toBe(false)
  await expectNoSidewaysScroll(page)
})

test("the seller's product table takes the width the page gives it", async ({ page }) => {
  await logInAsSeller(page)
  await page.goto('/seller/product-list')
  const table = page.getByRole('table')
  await expect(table).toBeVisible()
  const main = await box(page.getByRole('main'))
  expect((await box(table)).width).toBeGreaterThan(main.width * 0.85)
})

test("the calendar's controls take two rows at most on a phone, one on a desktop, each with its name", async ({ page, isMobile }) => {
  await logInAsSeller(page)
  await page.goto('/seller/bookings')
  const view = page.getByRole('group', { name: 'Calendar view' })
  const controls = [
    page.getByRole('button', { name: 'Previous day' }),
    page.getByLabel('Date', { exact: true }),
    page.getByRole('button', { name: 'Next day' }),
    page.getByRole('button', { name: 'Today' }),
    view.getByRole('button', { name: 'Day' }),
    view.getByRole('button', { name: 'Week' }),
    page.getByRole('button', { name: 'Add time off' }),
  ]
  await expect(controls[6]!).toBeVisible()
  // The controls of a row stand on one line: count the lines their bottoms make.
  const rows = new Set<number>()
  for (const control of controls) {
    const { y, height } = await box(control)
    rows.add(Math.round(y + height))
  }
  expect(rows.size).toBeLessThanOrEqual(isMobile ? 2 : 1)
  await expectNoSidewaysScroll(page)
})

test("the day view scrolls to the member chosen in Team member, its hours staying at the left; moving her booking offers only her free hours", async ({ page, isMobile }) => {
  const date = openDayFromToday(isMobile ? 60 : 61)
  const booking = { category: 'hair', preferredEmployee: 'zainab', date, startTime: '10:00', service: 'makeup', fullName: 'Halima Musa', email: 'halima@example.ng', phone: '08031234567', paymentMethod: 'pay-on-visit' }
  expect((await page.request.post('/api/booking', { data: booking })).status()).toBe(201)
  await logInAsSeller(page)
  expect((await page.request.post('/api/booking/seller/time-off', { data: { staffId: 'zainab', date, from: '12:00', to: '13:00', note: 'Lunch' } })).status()).toBe(201)
  await page.goto('/seller/bookings')
  await page.getByLabel('Date', { exact: true }).fill(date)
  const day = page.getByRole('region', { name: /^Bookings of/ })
  const hours = day.getByRole('list', { name: 'Hours' })
  await expect(hours.getByRole('listitem')).toHaveText(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'])

  // Zainab's is the last column: on a phone out of sight until she is chosen.
  await page.getByLabel('Team member').selectOption({ label: 'Zainab Bello' })
  const column = day.getByRole('group', { name: 'Zainab Bello' })
  await expect(column).toHaveAttribute('aria-current', 'true')
  await expect(column.getByRole('button', { name: /Halima Musa/ })).toBeInViewport()
  const inSight = async () => {
    const [region, hoursColumn, hers] = await Promise.all([box(day), box(hours), box(column)])
    return { hoursAtLeft: Math.abs(hoursColumn.x - region.x) <= 1, herColumnInSight: hers.x >= hoursColumn.x + hoursColumn.width - 1 && hers.x + hers.width <= region.x + region.width + 1 }
  }
  await expect.poll(inSight).toEqual({ hoursAtLeft: true, herColumnInSight: true })
  await expectNoSidewaysScroll(page)
  await expectNoAxeViolations(page, 'the day view with a member chosen')

  await column.getByRole('button', { name: /Halima Musa/ }).click()
  const dialog = page.getByRole('dialog')
  const startTimes = dialog.getByLabel('New start time').getByRole('option')
  // Her hours, 08:00 to 18:00, her own booking's time among them, not her lunch.
  await expect(startTimes).toHaveText(['08:00', '09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00'])
  await dialog.getByLabel('With').selectOption({ label: 'Tolulope Adeyemi' })
  await expect(startTimes).toHaveText(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'])
  await expect(dialog.getByLabel('New start time')).toHaveValue('10:00')
  await expectNoAxeViolations(page, "a booking's dialog with its move form")
})
