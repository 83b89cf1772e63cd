import { expect, test, type Page } from '@playwright/test'
import { ADDRESS, expectNoAxeViolations, registerShopper, uniqueEmail } from './support'

// Register, log out, log in again, a wrong password refused: through the auth dialog, as a shopper sees it.

async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Login' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Logout from the profile menu on a desktop, from the menu on a phone. */
async function logOut(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Logout' }).click()
  } else {
    await page.getByRole('button', { name: /^Account menu for / }).click()
    await page.getByRole('button', { name: 'Logout' }).click()
  }
}

test('a shopper registers, stays logged in after a reload, logs out, and logs back in', async ({ page, isMobile }, testInfo) => {
  const email = uniqueEmail(testInfo, 'funke')
  const password = 'palm wine at noon'
  await page.goto('/about')

  const login = await openLogin(page)
  await login.getByRole('button', { name: 'Sign up' }).click()
  const signUp = page.getByRole('dialog', { name: 'Sign Up' })
  await signUp.getByRole('button', { name: 'Create Account' }).click()
  await expect(signUp.getByText('Name is required')).toBeVisible()
  await signUp.getByLabel('Name').fill('Funke Akindele')
  await signUp.getByLabel('Email').fill(email)
  await signUp.getByLabel('Password').fill('short')
  await signUp.getByRole('button', { name: 'Create Account' }).click()
  await expect(signUp.getByText('Password must be at least 8 characters')).toBeVisible()
  await signUp.getByLabel('Password').fill(password)
  await signUp.getByRole('button', { name: 'Create Account' }).click()
  await expect(signUp).toBeHidden()
  await expect(page).toHaveURL(/\/$/)
  const profile = page.getByRole('button', { name: 'Account menu for Funke Akindele' })
  await expect(profile).toBeVisible()

  await page.reload()
  await expect(profile).toBeVisible()

  await logOut(page, isMobile)
  await expect(page.getByText('Logged out')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible()

  const again = await openLogin(page)
  await again.getByLabel('Email').fill(email)
  await again.getByLabel('Password').fill('not my password')
  await again.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page.getByText('Invalid email or password')).toBeVisible()
  await expect(again).toBeVisible()
  await again.getByLabel('Password').fill(password)
  await again.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(again).toBeHidden()
  await expect(profile).toBeVisible()
})

test('an e-mail address can hold one account only', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'taken')
  const first = await page.request.post('/api/user/register', { data: { name: 'First Owner', email, password: 'correct horse battery' } })
  expect(first.status()).toBe(201)
  await page.request.post('/api/user/logout')

  await page.goto('/')
  await (await openLogin(page)).getByRole('button', { name: 'Sign up' }).click()
  const signUp = page.getByRole('dialog', { name: 'Sign Up' })
  await signUp.getByLabel('Name').fill('Second Owner')
  await signUp.getByLabel('Email').fill(email)
  await signUp.getByLabel('Password').fill('another long password')
  await signUp.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('An account with this email already exists. Please log in.')).toBeVisible()
  await expect(signUp).toBeVisible()
})

test('the account page shows her details and addresses, and its delete dialog, with no axe violations', async ({ page }, testInfo) => {
  await registerShopper(page, testInfo, 'Funke Akindele')
  for (const street of ['12 Admiralty Way', '4 Awolowo Road']) {
    expect((await page.request.post('/api/address/add', { data: { address: { ...ADDRESS, street } } })).status()).toBe(201)
  }
  await page.goto('/account')
  await expect(page.getByText('4 Awolowo Road')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Download my data' })).toBeVisible()
  await expectNoAxeViolations(page, 'account page')
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/account-${testInfo.project.name}.png`, fullPage: true })
  await page.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page.getByRole('dialog', { name: 'Delete my account' })).toBeVisible()
  await expectNoAxeViolations(page, 'delete account dialog')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
})
