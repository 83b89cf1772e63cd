import { expect, test, type Locator, type Page } from '@playwright/test'
import { ADDRESS_FORM, uniqueEmail } from './support'

// A shopper who uses only the keyboard: every stop shows where focus is, and nothing traps or hides a control.
test.skip(({ isMobile }) => isMobile, 'keyboard journey: desktop')

/**
 * Fails unless the focused element draws a focus indicator: an outline or a box shadow on itself or its
 * ::before/::after layer (a card's stretched link), or on the visible box after a visually hidden radio.
 */
async function expectFocusVisible(page: Page) {
  const focus = await page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return { element: 'nothing (the page body)', visible: false }
    const draws = (style: CSSStyleDeclaration) => (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'
    const styles = [getComputedStyle(element), getComputedStyle(element, '::before'), getComputedStyle(element, '::after')]
    const choice = element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox') ? element.nextElementSibling : null
    if (choice) styles.push(getComputedStyle(choice))
    return { element: element.outerHTML.slice(0, 160), visible: styles.some(draws) }
  })
  expect(focus.visible, `focus indicator on ${focus.element}`).toBe(true)
}

/** Presses Tab (or Shift+Tab) until the target has focus, checking the focus indicator at every stop. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80 } = {}) {
  await expect(target).toBeVisible()
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    await expectFocusVisible(page)
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`${target.toString()} is not reachable with ${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`)
}

/** Tabs around the open dialog more times than it has controls: focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  const stops = await dialog.locator('a[href], button:not([disabled]), input:not([disabled]), select, textarea').count()
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < stops + 2; presses += 1) {
      await page.keyboard.press(key)
      await expectFocusVisible(page)
      expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `${key} keeps focus in the dialog`).toBe(true)
    }
  }
}

test('a shopper finds a product, registers, adds an address and pays cash with the keyboard only', async ({ page }, testInfo) => {
  test.setTimeout(90_000)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  // The first stop skips the navigation.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await expectFocusVisible(page)

  // Search and add to the cart; Space adds one more.
  await tabTo(page, page.getByRole('searchbox', { name: 'Search products' }).locator('visible=true'))
  await page.keyboard.type('shea')
  await expect(page).toHaveURL(/\/products\?q=shea$/)
  const add = page.getByRole('button', { name: 'Add Shea Butter Edge Pomade to cart' })
  await tabTo(page, add)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Add one more Shea Butter Edge Pomade' })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible()

  // Back up to the cart in the bar.
  await tabTo(page, page.getByRole('link', { name: 'Cart, 2 items' }), { backwards: true })
  await page.keyboard.press('Enter')
  await expect(page.getByRole('link', { name: 'Shea Butter Edge Pomade' })).toBeVisible()

  // A guest asking for an address gets the login dialog: focus stays inside it, Escape closes it.
  await tabTo(page, page.getByRole('button', { name: 'Change' }))
  await page.keyboard.press('Enter')
  await tabTo(page, page.getByRole('button', { name: 'Add address' }))
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Login' })
  await expect(dialog).toBeVisible()
  // It opens on its first field, ready to be filled in.
  await expect(dialog.getByLabel('Email')).toBeFocused()
  await expectFocusTrapped(page, dialog)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // Register through the dialog opened from the bar.
  await tabTo(page, page.getByRole('button', { name: 'Login', exact: true }), { backwards: true })
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await tabTo(page, dialog.getByRole('button', { name: 'Sign up' }))
  await page.keyboard.press('Enter')
  const signUp = page.getByRole('dialog', { name: 'Sign Up' })
  await tabTo(page, signUp.getByLabel('Name'))
  await page.keyboard.type('Kemi Adebayo')
  await page.keyboard.press('Tab')
  await page.keyboard.type(uniqueEmail(testInfo, 'kemi'))
  await page.keyboard.press('Tab')
  await page.keyboard.type('correct horse battery')
  await page.keyboard.press('Enter')
  await expect(signUp).toBeHidden()
  await expect(page.getByRole('button', { name: 'Account menu for Kemi Adebayo' })).toBeVisible()

  // She had asked for an address: signed up, she goes on to add it, focus on the page's content.
  await expect(page).toHaveURL(/\/add-address$/)
  await expect(page.getByRole('main')).toBeFocused()
  await tabTo(page, page.getByLabel('First name'))
  // SPEC's nine fields in the order Tab meets them, past the two optional ones (landmark, area) left empty.
  const inTabOrder = Object.entries(ADDRESS_FORM).flatMap(([label, value]) =>
    label === 'Street' ? [[label, value], ['Landmark (optional)', '']] : label === 'State' ? [[label, value], ['LGA or area (optional)', '']] : [[label, value]],
  )
  for (const [label, value] of inTabOrder) {
    const field = page.getByLabel(label!, { exact: true })
    await expect(field).toBeFocused()
    if (value) {
      await page.keyboard.press('ControlOrMeta+A')
      await page.keyboard.type(value)
    }
    await page.keyboard.press('Tab')
    await expectFocusVisible(page)
  }
  await expect(page.getByRole('button', { name: 'Save address' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByText('12 Admiralty Way, Lekki, Lagos, Nigeria')).toBeVisible()

  // Arrow keys choose the payment method; cash places the order.
  await tabTo(page, page.getByLabel('Payment Method'))
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible()
  await page.keyboard.press('ArrowUp')
  await tabTo(page, page.getByRole('button', { name: 'Place Order' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/my-orders$/)
  await expect(page.getByText('Cash On Delivery')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Shea Butter Edge Pomade' })).toBeVisible()
})
