import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, logInAsSeller, uniqueEmail } from './support'

// A shopper who forgot her password asks for a link in the auth dialog, the owner's outbox holds the e-mail
// (no SMTP server here), and the link sets a new password she then logs in with.

const shot = (name: string) => (process.env.SHOTS ? { path: `${process.env.SHOTS}/${name}.png` } : undefined)

test('a shopper resets her password from the dialog with the link from the outbox, and logs in', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'forgetful')
  const registered = await page.request.post('/api/user/register', { data: { name: 'Ngozi Eze', email, password: 'first password' } })
  expect(registered.status()).toBe(201)
  await page.request.post('/api/user/logout')

  await page.goto('/')
  await page.getByRole('button', { name: 'Login' }).click()
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Forgot password?' }).click()
  const forgot = page.getByRole('dialog', { name: 'Forgot password?' })
  await forgot.getByLabel('Email').fill(email)
  await forgot.getByRole('button', { name: 'Send reset link' }).click()
  await expect(forgot.getByRole('status')).toContainText('we have sent it a link')
  const sent = shot(`forgot-${testInfo.project.name}`)
  if (sent) await page.screenshot(sent)

  await logInAsSeller(page)
  await page.goto('/seller/outbox')
  // Her account's verification e-mail went to the same address: the reset is the one to open.
  const card = page.getByRole('listitem').filter({ hasText: `To ${email}` }).filter({ hasText: 'Choose a new password' })
  await expect(card).toContainText('Choose a new password')
  await expect(card).toContainText('In outbox')
  await card.getByText('Show message').click()
  await expectNoAxeViolations(page, 'the seller outbox')
  const outbox = shot(`outbox-${testInfo.project.name}`)
  if (outbox) await page.screenshot({ ...outbox, fullPage: false })
  const link = /http\S+\/login\?reset=\S+/.exec(await card.locator('pre').innerText())![0]

  await page.goto(link)
  const reset = page.getByRole('dialog', { name: 'Choose a new password' })
  await reset.getByLabel('New password', { exact: true }).fill('second password')
  await reset.getByLabel('New password again').fill('second password')
  await expectNoAxeViolations(page, 'the new password dialog')
  const choose = shot(`reset-${testInfo.project.name}`)
  if (choose) await page.screenshot(choose)
  await reset.getByRole('button', { name: 'Save new password' }).click()

  const login = page.getByRole('dialog', { name: 'Login' })
  await login.getByLabel('Email').fill(email)
  await login.getByLabel('Password').fill('second password')
  await login.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('button', { name: 'Account menu for Ngozi Eze' })).toBeVisible()
  await page.getByRole('button', { name: 'Account menu for Ngozi Eze' }).click()
  await expect(page.getByRole('button', { name: 'Log out of all devices' })).toBeVisible()
  const menu = shot(`menu-${testInfo.project.name}`)
  if (menu) await page.screenshot(menu)
})
