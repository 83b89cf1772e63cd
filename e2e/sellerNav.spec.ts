import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, logInAsSeller } from './support'

// The seller area's navigation: on a phone a bar of named pages and More, by touch and by keyboard; from a tablet
// up the sidebar with every page named.

test('on a phone the owner reaches every page by name: four in the bar, the rest behind More', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the bar shows on small screens only')
  await logInAsSeller(page)
  const nav = page.getByRole('navigation', { name: 'Seller' })
  await expect(nav).toHaveCount(1)
  for (const name of ['Dashboard', 'Product List', 'Orders', 'Bookings']) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
  const more = nav.getByRole('button', { name: 'More' })
  await expect(more).toHaveAttribute('aria-expanded', 'false')
  await expect(nav.getByRole('link', { name: 'Services' })).toBeHidden()
  // The bar stays at the bottom of the screen, over nothing the page needs: the page ends above it.
  const bar = await nav.boundingBox()
  expect(bar!.y + bar!.height).toBeCloseTo(800, 0)

  // By keyboard: More opens the list, Tab goes into it, Escape closes it and gives the focus back.
  await more.focus()
  await page.keyboard.press('Enter')
  await expect(more).toHaveAttribute('aria-expanded', 'true')
  for (const name of ['Add Product', 'Delivery', 'Counter', 'Promotions', 'Gift Cards', 'Customers', 'Stock', 'Services', 'Team', 'Messages', 'Help Pages', 'Outbox', 'Team Accounts', 'Activity', 'Payroll', 'Commission Rules', 'My Earnings', 'My Password']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expectNoAxeViolations(page, 'the seller area with More open on a phone')
  await page.keyboard.press('Tab')
  await expect(nav.getByRole('link', { name: 'Add Product' })).toBeFocused()
  // The focus is drawn: a ring of the focus colour, not the browser's faint default.
  expect(await nav.getByRole('link', { name: 'Add Product' }).evaluate((link) => getComputedStyle(link).outlineStyle)).toBe('solid')
  await page.keyboard.press('Escape')
  await expect(more).toHaveAttribute('aria-expanded', 'false')
  await expect(more).toBeFocused()

  // By touch: a page behind More opens, the list closes, and More says she is on one of its pages.
  await more.click()
  await nav.getByRole('link', { name: 'Services', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible()
  await expect(more).toHaveAttribute('aria-expanded', 'false')
  await expect(nav.getByRole('link', { name: 'Services' })).toBeHidden()
  expect(await more.evaluate((button) => getComputedStyle(button).borderTopColor)).toBe('rgb(142, 59, 98)')

  // A tap outside closes the list without going anywhere (on the greeting: the open list covers the page's heading).
  await more.click()
  await page.getByText('Hi! Admin').click()
  await expect(more).toHaveAttribute('aria-expanded', 'false')
  await expect(page).toHaveURL(/\/seller\/services$/)
})

test('from a tablet up every page is named in the sidebar, and no bar is drawn', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the sidebar shows from a tablet up')
  await logInAsSeller(page)
  const nav = page.getByRole('navigation', { name: 'Seller' })
  await expect(nav).toHaveCount(1)
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Add Product', 'Product List', 'Orders', 'Delivery', 'Counter', 'Promotions', 'Gift Cards', 'Customers', 'Stock', 'Bookings', 'Services', 'Team', 'Reviews', 'Messages', 'Help Pages', 'Outbox', 'Team Accounts', 'Activity', 'Payroll', 'Commission Rules', 'My Earnings', 'My Password'])
  await expect(page.getByRole('button', { name: 'More' })).toHaveCount(0)
})
