import { expect, test } from '@playwright/test'
import { openDayFromToday } from '../fixtures/salonDays'
import { expectNoAxeViolations, logInAsSeller } from './support'

// The owner's no-show policy on a service of its own (each project's, so no other journey's prices move): a client
// reads it before paying her deposit and lets her card be kept; the desk asks a caller's deposit by a link the outbox
// shows; the owner marks the client's visit a no-show and charges the fee to the card kept.

const shots = process.env.SCREENSHOTS

test('a no-show policy: the client reads it and pays her deposit, the desk sends a deposit link, the owner charges the no-show fee', async ({ page }, testInfo) => {
  test.setTimeout(120_000)
  const project = testInfo.project.name
  const serviceName = `Silk press ${project}`
  const date = openDayFromToday(30 + project.length)
  const client = `Ronke ${project}`

  await logInAsSeller(page)
  const made = await page.request.post('/api/booking/seller/services', { data: { categoryId: 'hair', name: serviceName, durationMinutes: 60, price: 20000, processingMinutes: 0, processingAfterMinutes: 0, bufferMinutes: 0 } })
  expect(made.status(), await made.text()).toBe(201)
  const { service } = await made.json()
  const policy = await page.request.put('/api/booking/seller/policies', { data: { service: service.id, depositKind: 'naira', depositValue: 5000, depositWho: 'everyone', windowHours: 24, feeKind: 'naira', feeValue: 3000, keepCard: true } })
  expect(policy.status(), await policy.text()).toBe(200)

  // The client books it online and reads the policy, with its amounts, before she pays.
  await page.goto('/booking')
  await page.getByLabel('Category').selectOption('hair')
  await page.getByLabel('Preferred employee').selectOption({ label: 'Tolulope Adeyemi' })
  await page.getByLabel('Date').fill(date)
  await page.getByRole('radio', { name: '14:00' }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('radio', { name: new RegExp(serviceName) }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Full name').fill(client)
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`ronke-${project}@example.ng`)
  await page.getByLabel('Phone').fill(project === 'phone' ? '08035550311' : '08035550312')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('radio', { name: /Card/ }).check()
  const words = page.getByRole('region', { name: 'Our cancellation and no-show policy' })
  await expect(words).toContainText('A deposit of ₦5,000 is paid ahead by card')
  await expect(words).toContainText('Cancelling less than 24 hours before your appointment, or not coming, costs a fee of ₦3,000.')
  await words.getByLabel('Keep my card on file for a late cancellation or no-show fee').check()
  await expectNoAxeViolations(page, 'the wizard’s Payment step with the no-show policy')
  if (shots) await page.screenshot({ path: `${shots}/noshow-wizard-${project}.png`, fullPage: true })
  await page.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(page.getByRole('heading', { name: 'Glow Beauty booking deposit' })).toBeVisible()
  await page.getByRole('button', { name: 'Pay ₦5,000' }).click()
  await expect(page.getByText('Thank you! Your booking has been received.')).toBeVisible()

  // The desk books a caller for the same service and asks the deposit by a link; the outbox shows the link.
  await page.goto('/seller/bookings')
  await page.getByLabel('Date', { exact: true }).fill(date)
  await page.getByRole('button', { name: 'Book Tolulope Adeyemi at 16:00' }).click()
  const desk = page.getByRole('dialog', { name: 'New booking' })
  await desk.getByLabel('Category').selectOption('hair')
  await desk.getByLabel('Service', { exact: true }).selectOption(service.id)
  await expect(desk.getByLabel('No-show policy')).toContainText('A deposit of ₦5,000')
  await desk.getByLabel("Client's name").fill(`Caller ${project}`)
  await desk.getByLabel('Phone').fill(project === 'phone' ? '0803 555 0321' : '0803 555 0322')
  await desk.getByLabel('Email (optional)').fill(`caller-${project}@example.ng`)
  await desk.getByLabel('Ask for the ₦5,000 deposit by a payment link (her time is held 12 hours)').check()
  await expectNoAxeViolations(page, 'the desk’s New booking with a deposit link')
  if (shots) await page.screenshot({ path: `${shots}/noshow-desk-${project}.png`, fullPage: true })
  await desk.getByRole('button', { name: 'Book', exact: true }).click()
  await expect(page.getByText('Booked and held for 12 hours: the deposit link is on its way to her')).toBeVisible()
  await page.goto('/seller/outbox')
  const card = page.getByRole('listitem').filter({ hasText: `caller-${project}@example.ng` }).filter({ hasText: 'Deposit link' }).first()
  await card.getByText('Show message').click()
  await expect(card.getByText(/\/api\/booking\/deposit\/pay\/glow_[0-9a-f]{24}/)).toBeVisible()

  // The client does not come: the owner marks it a no-show and charges the fee to her kept card.
  await page.goto('/seller/bookings')
  await page.getByLabel('Date', { exact: true }).fill(date)
  await page.getByRole('group', { name: 'Tolulope Adeyemi' }).getByRole('button', { name: new RegExp(client) }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Mark no-show' }).click()
  await dialog.getByRole('button', { name: /Yes, mark it no-show early/ }).click()
  await dialog.getByRole('button', { name: 'Charge the ₦3,000 fee' }).click()
  const charge = page.getByRole('dialog', { name: 'Charge the ₦3,000 fee?' })
  await expect(charge).toContainText(`${client}’s visa card ending 4081 will be charged ₦3,000`)
  await expect(charge.getByRole('button', { name: 'Not now' })).toBeFocused()
  await expectNoAxeViolations(page, 'the charge dialog')
  if (shots) await page.screenshot({ path: `${shots}/noshow-charge-${project}.png`, fullPage: true })
  await page.keyboard.press('Escape')
  await expect(charge).toHaveCount(0)
  await page.getByRole('dialog').getByRole('button', { name: 'Charge the ₦3,000 fee' }).click()
  await page.getByRole('dialog', { name: 'Charge the ₦3,000 fee?' }).getByRole('button', { name: 'Charge ₦3,000' }).click()
  await expect(page.getByText('₦3,000 charged')).toBeVisible()
  await expect(page.getByRole('dialog')).toContainText('₦3,000, charged; her visa card ending 4081.')
})
