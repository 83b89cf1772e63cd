import { expect, test } from '@playwright/test'
import { alive, uniqueEmail } from './support'

// The home page's newsletter and the contact form's outcomes the server cannot be made to give on demand.

test('a visitor subscribes to the newsletter once; a second try says so', async ({ page }, testInfo) => {
  await page.goto('/')
  const newsletter = page.getByRole('region', { name: 'Never Miss a Deal!' })
  await newsletter.scrollIntoViewIfNeeded()
  const email = newsletter.getByLabel('Email address')
  const subscribe = newsletter.getByRole('button', { name: 'Subscribe' })
  // The server drew the form: a tap before the app has come to it would send it as a plain page request.
  await alive(subscribe)

  await subscribe.click()
  await expect(newsletter.getByRole('alert')).toHaveText('Email is required')
  await email.fill('ada at example')
  await subscribe.click()
  await expect(newsletter.getByRole('alert')).toHaveText('Enter a valid email')

  const address = uniqueEmail(testInfo, 'deals')
  await email.fill(address)
  await subscribe.click()
  await expect(newsletter.getByRole('status')).toHaveText('Thank you for subscribing!')
  await expect(email).toHaveValue('')
  await expect(newsletter.getByRole('alert')).toHaveCount(0)

  await email.fill(address.toUpperCase())
  await subscribe.click()
  await expect(newsletter.getByRole('status')).toHaveText('You are already subscribed.')
})

test('the contact form keeps the message when sending fails, and says why', async ({ page }) => {
  await page.goto('/contact')
  const fields = { Name: 'Bola Ade', Email: 'bola@example.ng', Subject: 'Bridal make-up', Message: 'Do you travel to Ibadan?' }
  for (const [label, value] of Object.entries(fields)) await page.getByRole('textbox', { name: label, exact: true }).fill(value)

  // The form service answers with an error, then cannot be reached at all.
  await page.route('**/api/contact', (route) => route.fulfill({ status: 502, contentType: 'application/json', body: '{"success":false}' }))
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Form submission failed. Please try again.')).toBeVisible()
  await page.route('**/api/contact', (route) => route.abort('internetdisconnected'))
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('An error occurred. Please try again later.')).toBeVisible()
  for (const [label, value] of Object.entries(fields)) await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue(value)

  // Only the name missing: the line under the form, and a toast.
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('   ')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('form', { name: 'Contact form' }).getByRole('alert')).toHaveText('Name is required!')
  const notifications = page.getByRole('region', { name: /^Notifications/ })
  await expect(notifications.getByText('Name is required!')).toBeVisible()

  // Corrected and sent: the success alone, no stale error beside it.
  await page.unroute('**/api/contact')
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Bola Ade')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(notifications.getByText('Form submitted successfully')).toBeVisible()
  // Well before the error would have closed by itself (5 s).
  for (const stale of ['Name is required!', 'An error occurred. Please try again later.', 'Form submission failed. Please try again.']) await expect(notifications.getByText(stale)).toBeHidden({ timeout: 2000 })
})
