import { expect, test, type Page } from '@playwright/test'
import { openDayFromToday } from '../fixtures/salonDays'
import { expectNoAxeViolations, logInAsSeller } from './support'

const SLOT_TAKEN = 'That time is no longer available. Please choose another time.'

async function bookThrough(page: Page, date: string, name: string) {
  await page.goto('/booking')
  await page.getByLabel('Category').selectOption('massage')
  await page.getByLabel('Preferred employee').selectOption({ label: 'Chidinma Eze' })
  await page.getByLabel('Date').fill(date)
  await page.getByRole('radio', { name: '10:00' }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('radio', { name: /Facial Treatment/ }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Full name').fill(name)
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('client@example.ng')
  await page.getByLabel('Phone').fill('08035550100')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('radio', { name: /Pay on visit/ }).check()
}

test('a client books a slot; the next client for the same slot is told it is taken', async ({ page, browser }, testInfo) => {
  const date = openDayFromToday(10 + testInfo.project.name.length)
  await bookThrough(page, date, 'First Client')
  // The second client is already on the Payment step when the first confirms.
  const rival = await browser.newPage()
  await bookThrough(rival, date, 'Second Client')

  await page.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(page.getByText('Thank you! Your booking has been received.')).toBeVisible()
  await expect(page.getByText(/Your booking reference is GB-[2-9A-HJ-NP-Z]{6}/)).toBeVisible()

  await rival.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(rival.locator('form').getByText(SLOT_TAKEN)).toBeVisible()
  await expect(rival.getByRole('listitem').and(rival.locator('[aria-current="step"]'))).toHaveText('Time')
  // Only the times still free are offered.
  await expect(rival.getByRole('radio', { name: '11:00' })).toBeVisible()
  await expect(rival.getByRole('radio', { name: '10:00' })).toHaveCount(0)
  await expect(rival.getByLabel('Date')).toHaveValue(date)
  await rival.close()

  // The owner finds it in Chidinma's column of that day and marks it a no-show: days early, so she is asked first.
  await logInAsSeller(page)
  await page.goto('/seller/bookings')
  await page.getByLabel('Date', { exact: true }).fill(date)
  const block = page.getByRole('group', { name: 'Chidinma Eze' }).getByRole('button', { name: /First Client/ })
  await expect(block).toContainText('10:00–11:00')
  await block.click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Mark no-show' }).click()
  const early = dialog.getByRole('group', { name: /This visit has not started yet: it starts .* at 10:00\. Mark it no-show now, before it starts\?/ })
  await expect(early.getByRole('button', { name: 'Not yet' })).toBeFocused()
  await expectNoAxeViolations(page, 'the question before marking a visit early')
  await early.getByRole('button', { name: 'Not yet' }).click()
  await expect(dialog.getByRole('button', { name: 'Mark no-show' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Mark completed' }).click()
  await dialog.getByRole('button', { name: 'Yes, mark it completed early' }).click()
  await expect(block).toContainText('(Completed)')
})

test('a client pays a card deposit on the sandbox page and comes back to Done; the owner sees it paid', async ({ page }, testInfo) => {
  const date = openDayFromToday(16 + testInfo.project.name.length)
  await page.goto('/booking')
  await page.getByLabel('Category').selectOption('nails')
  await page.getByLabel('Preferred employee').selectOption({ label: 'Amaka Nwosu' })
  await page.getByLabel('Date').fill(date)
  await page.getByRole('radio', { name: '09:00' }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('radio', { name: /Pedicure/ }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Full name').fill('Deposit Client')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('deposit@example.ng')
  await page.getByLabel('Phone').fill('08035550177')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('radio', { name: /Card/ }).check()
  await expect(page.getByText(/you pay the 30 % deposit \(₦3,600\) now/)).toBeVisible()
  await page.getByRole('button', { name: 'Confirm booking' }).click()

  await expect(page).toHaveURL(/\/api\/order\/paystack\/sandbox\?reference=/)
  await expect(page.getByRole('heading', { name: 'Glow Beauty booking deposit' })).toBeVisible()
  await page.getByRole('button', { name: 'Pay ₦3,600' }).click()
  await expect(page).toHaveURL(/\/booking$/)
  await expect(page.getByText('Thank you! Your booking has been received.')).toBeVisible()
  await expect(page.getByText(/Your booking reference is GB-[2-9A-HJ-NP-Z]{6}/)).toBeVisible()

  await logInAsSeller(page)
  await page.goto('/seller/bookings')
  await page.getByLabel('Date', { exact: true }).fill(date)
  await expect(page.getByRole('group', { name: 'Amaka Nwosu' }).getByRole('button', { name: /Deposit Client/ })).toContainText('deposit paid')
})

test('a visitor sends a contact message and the seller reads it in Messages', async ({ page }, testInfo) => {
  const subject = `Bridal make-up (${testInfo.project.name})`
  await page.goto('/contact')
  await expect(page.getByRole('img', { name: /Map showing Glow Beauty/ })).toBeVisible()
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Name is required! Please enter a valid email address! Subject is required! Message is required!')).toBeVisible()
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Bola Ade')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('bola@example.ng')
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject)
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Do you travel to Ibadan?')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Form submitted successfully')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('')

  await logInAsSeller(page)
  await page.goto('/seller/messages')
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible()
  await expect(page.getByText(subject)).toBeVisible()
  await expect(page.getByText('Do you travel to Ibadan?').first()).toBeVisible()
})
