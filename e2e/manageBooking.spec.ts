import { expect, test } from '@playwright/test'
import { addDays, shopDate, weekdayOf } from '../src/contract/shopClock'
import { expectNoAxeViolations, logInAsSeller } from './support'

/** The first Tuesday at least `days` days from today in Lagos. */
function tuesdayAfter(days: number): string {
  let date = addDays(shopDate(), days)
  while (weekdayOf(date) !== 2) date = addDays(date, 1)
  return date
}

test('the owner adds a stylist and a 90-minute service; a client books it, reschedules from her link; the owner sees it moved and completes it', async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000)
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`
  const category = `Locs ${run}`
  const service = `Loc Retwist ${run}`
  const stylist = `Zainab Musa ${run}`
  const date = tuesdayAfter(14 + testInfo.project.name.length)

  await logInAsSeller(page)
  await page.goto('/seller/services')
  await page.getByRole('button', { name: 'Add a category' }).click()
  await page.getByLabel('Category name').fill(category)
  await page.getByLabel("'Anyone' in the wizard").fill('Any loctician')
  await page.getByRole('button', { name: 'Add category' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByRole('button', { name: 'Add a service' }).click()
  const serviceDialog = page.getByRole('dialog')
  await serviceDialog.getByLabel('Name').fill(service)
  await serviceDialog.getByLabel('Booking category').selectOption({ label: category })
  await serviceDialog.getByLabel('Duration (minutes)').fill('90')
  await serviceDialog.getByLabel('Price (₦)').fill('25000')
  await serviceDialog.getByRole('button', { name: 'Save service' }).click()
  await expect(page.getByRole('heading', { name: service })).toBeVisible()

  await page.goto('/seller/team')
  await page.getByRole('button', { name: 'Add a member' }).click()
  const member = page.getByRole('dialog')
  await member.getByLabel('Name').fill(stylist)
  await member.getByLabel('Role').fill('Loctician')
  await member.getByRole('checkbox', { name: category }).check()
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    const row = member.getByRole('group', { name: day })
    const works = day !== 'Monday' && day !== 'Sunday'
    await row.getByRole('checkbox', { name: day }).setChecked(works)
    if (!works) continue
    await row.getByLabel('From').fill('10:00')
    await row.getByLabel('To').fill('16:00')
  }
  await member.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('heading', { name: stylist })).toBeVisible()

  // The client, in a browser of her own, books through the five steps.
  const clientContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined })
  const client = await clientContext.newPage()
  await client.goto('/booking')
  await client.getByLabel('Category').selectOption({ label: category })
  await client.getByLabel('Preferred employee').selectOption({ label: stylist })
  await client.getByLabel('Date').fill(date)
  // 90 minutes fit from 10:00 to 14:00; 15:00 would run past 16:00.
  await expect(client.getByRole('radio', { name: '14:00' })).toBeVisible()
  await expect(client.getByRole('radio', { name: '15:00' })).toHaveCount(0)
  await client.getByRole('radio', { name: '10:00' }).check()
  await client.getByRole('button', { name: 'Next' }).click()
  await client.getByRole('radio', { name: new RegExp(service) }).check()
  await client.getByRole('button', { name: 'Next' }).click()
  await client.getByLabel('Full name').fill('Hauwa Bello')
  await client.getByRole('textbox', { name: 'Email', exact: true }).fill('hauwa@example.ng')
  await client.getByLabel('Phone').fill('08035550177')
  await client.getByRole('button', { name: 'Next' }).click()
  await client.getByRole('radio', { name: /Pay on visit/ }).check()
  await client.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(client.getByText('Thank you! Your booking has been received.')).toBeVisible()

  await client.getByRole('link', { name: 'Cancel or reschedule your booking' }).click()
  const booking = client.getByRole('region', { name: 'Your booking' })
  await expect(booking.getByText('10:00 to 11:30')).toBeVisible()
  await booking.getByRole('button', { name: 'Reschedule' }).click()
  await expect(booking.getByRole('radio', { name: '13:00' })).toBeVisible()
  await expectNoAxeViolations(client, 'the manage page, choosing a new time')
  await booking.getByRole('radio', { name: '13:00' }).check()
  await booking.getByRole('button', { name: 'Move my booking' }).click()
  await expect(booking.getByText('13:00 to 14:30')).toBeVisible()
  await clientContext.close()

  // The owner finds it moved on the calendar and marks it completed.
  await page.goto('/seller/bookings')
  await page.getByLabel('Date', { exact: true }).fill(date)
  const block = page.getByRole('group', { name: stylist }).getByRole('button', { name: /Hauwa Bello/ })
  await expect(block).toContainText('13:00–14:30')
  await block.click()
  await page.getByRole('dialog').getByRole('button', { name: 'Mark completed' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, mark it completed early' }).click()
  await expect(block).toContainText('(Completed)')
})
