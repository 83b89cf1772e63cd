import { expect, test, type Page } from '@playwright/test'

const isPhone = () => test.info().project.name === 'phone'

/** The search field as this screen shows it: in the bar on a desktop, behind the toggle on a phone. */
async function searchField(page: Page) {
  const toggle = page.getByRole('button', { name: 'Search', exact: true })
  if (isPhone() && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click()
  return page.getByRole('searchbox', { name: 'Search products' }).locator('visible=true')
}

test('a visitor opens the shop, follows a category and sees its products', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Hands you can trust, Savings you will love.' })).toBeVisible()
  await page.getByRole('link', { name: 'Nail Care' }).first().click()
  await expect(page).toHaveURL(/\/products\/nails$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Nail Care' })).toBeVisible()
  await expect(page.getByText('Ruby Red Gel Polish').first()).toBeVisible()
})

test('the home page shows its sections and asks no other host for anything', async ({ page, baseURL }) => {
  const foreign: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) foreign.push(request.url())
  })
  await page.goto('/')
  for (const heading of ['Explore Our Beauty Services', 'Shop by Category', 'Best Sellers', 'Why We Are The Best?', 'Never Miss a Deal!']) {
    const section = page.getByRole('heading', { level: 2, name: heading })
    await section.scrollIntoViewIfNeeded()
    await expect(section).toBeVisible()
  }
  await expect(page.getByRole('list', { name: 'Best Sellers' }).getByRole('article')).toHaveCount(5)
  await page.waitForLoadState('networkidle')
  expect(foreign).toEqual([])
})

test('the navigation fits the screen: the bar on a desktop, the menu on a phone', async ({ page }) => {
  await page.goto('/')
  // The call-to-book line on every screen: a phone can call without scrolling to the footer.
  await expect(page.getByText(/^CALL TO BOOK/)).toBeVisible()
  if (isPhone()) {
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await menu.getByRole('button', { name: 'Browse Categories' }).click()
    await menu.getByRole('link', { name: 'Hair Pomades' }).click()
    await expect(page).toHaveURL(/\/products\/pomade$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Hair Pomades' })).toBeVisible()
  } else {
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'About Glow Beauty' })).toBeVisible()
  }
})

test('a shopper searches, finds a product, adds it and buys it', async ({ page }) => {
  await page.goto('/about')
  await (await searchField(page)).fill('shea')
  // The search is in the address: shareable, and kept on reload and Back.
  await expect(page).toHaveURL(/\/products\?q=shea$/)
  const results = page.getByRole('list', { name: 'Products' })
  await expect(results.getByRole('link', { name: 'Shea Butter Edge Pomade' })).toBeVisible()

  await (await searchField(page)).fill('nothing like this')
  await expect(page.getByText('Your search doesn’t match any products.')).toBeVisible()
  await (await searchField(page)).fill('shea')

  await page.getByRole('button', { name: 'Add Shea Butter Edge Pomade to cart' }).click()
  await page.getByRole('button', { name: 'Add one more Shea Butter Edge Pomade' }).click()
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible()

  await results.getByRole('link', { name: 'Shea Butter Edge Pomade' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Shea Butter Edge Pomade' })).toBeVisible()
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(crumbs).toContainText('Home')
  await expect(crumbs).toContainText('Hair Pomades')
  await expect(page.getByText('(inclusive of all taxes)')).toBeVisible()
  const related = page.getByRole('list', { name: 'Related Products' }).getByRole('article')
  expect(await related.count()).toBeLessThanOrEqual(5)
  await page.getByRole('button', { name: 'Buy now' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible()
})

test('an unknown product says so and leads back', async ({ page }) => {
  await page.goto('/products/nails/00000000-0000-0000-0000-000000000000')
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to all products' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible()
})

test('an unknown page shows Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact')
})

test('a typo finds the product; scrolling /products loads the next page; Back returns to the same place', async ({ page }) => {
  await page.goto('/products')
  const grid = page.getByRole('list', { name: 'Products' })
  const cards = grid.getByRole('article')
  await expect(cards).toHaveCount(20)
  // The demo shop sells more than one page: scrolling near the end brings the rest, no button pressed.
  await page.getByRole('button', { name: 'Load more products' }).scrollIntoViewIfNeeded()
  await expect.poll(() => cards.count()).toBeGreaterThan(20)
  await expect(page.getByRole('button', { name: 'Load more products' })).toHaveCount(0)

  const last = cards.last()
  await last.scrollIntoViewIfNeeded()
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(1000)
  const count = await cards.count()
  await last.getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goBack()
  await expect(cards).toHaveCount(count)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50)
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 50)

  await (await searchField(page)).fill('vitamn serun')
  await expect(page.getByText('matching “vitamn serun”')).toBeVisible()
  await expect(grid.getByRole('heading', { name: 'Vitamin C Brightening Serum' })).toBeVisible()
})
