import { expect, test } from '@playwright/test'
import { openDayFromToday } from '../fixtures/salonDays'
import { addDays, formatCalendarDate, shopDate } from '../src/contract/shopClock'
import type { BookingAvailability } from '../src/contract/types'
import { expectNoAxeViolations, logInAsSeller } from './support'

// Visits of two services (the seeded menu: Makeup Session, hair, 60 min; then Pedicure, nails, 60 min, Amaka's
// only), taken at the desk from the calendar and booked online through the wizard's five steps.

const shots = process.env.SCREENSHOTS

test('the owner takes a phone booking of makeup then a pedicure for a new client from a free hour; her card and the free times know the visit', async ({ page }, testInfo) => {
  const date = openDayFromToday(20 + testInfo.project.name.length)
  const client = `Folake ${testInfo.project.name}`
  const phone = testInfo.project.name === 'phone' ? '0803 555 0241' : '0803 555 0242'

  await logInAsSeller(page)
  await page.goto('/seller/bookings')
  await page.getByLabel('Date', { exact: true }).fill(date)
  await page.getByRole('button', { name: 'Book Tolulope Adeyemi at 10:00' }).click()

  const desk = page.getByRole('dialog', { name: 'New booking' })
  await expect(desk.getByText(/^Tolulope Adeyemi, .* at 10:00$/)).toBeVisible()
  await desk.getByLabel('Category').selectOption('hair')
  await desk.getByLabel('Service', { exact: true }).selectOption('makeup')
  await expect(desk.getByLabel('With')).toHaveValue('tolu')
  await desk.getByRole('button', { name: 'Add another service' }).click()
  await desk.getByLabel('Second service', { exact: true }).selectOption('pedicure')
  // Each service's member is the desk's to choose: only the nail technicians are offered for the pedicure.
  const secondWith = desk.getByLabel('Second service with')
  await expect(secondWith.getByRole('option').first()).toHaveText('Any available nail technician')
  await expect(secondWith.getByRole('option', { name: 'Tolulope Adeyemi' })).toHaveCount(0)
  await secondWith.selectOption({ label: 'Amaka Nwosu' })
  // The tapped time still holds the whole visit: makeup with Tolu, then Amaka's pedicure.
  await expect(desk.getByLabel('Start time')).toHaveValue('10:00')
  await desk.getByLabel("Client's name").fill(client)
  await desk.getByLabel('Phone').fill(phone)
  if (shots) await page.screenshot({ path: `${shots}/new-booking-two-services-${testInfo.project.name}.png` })
  await desk.getByRole('button', { name: 'Book', exact: true }).click()
  await expect(desk).toHaveCount(0)

  // The calendar shows the visit: each service in the column of the member who serves it, her hour no longer free.
  const tolu = page.getByRole('group', { name: 'Tolulope Adeyemi' })
  const amaka = page.getByRole('group', { name: 'Amaka Nwosu' })
  await expect(tolu.getByRole('button', { name: new RegExp(client) })).toHaveText(`10:00–11:00${client} · Makeup Session`)
  await expect(amaka.getByRole('button', { name: new RegExp(client) })).toHaveText(`11:00–12:00${client} · Pedicure`)
  await expect(amaka.getByRole('button', { name: 'Book Amaka Nwosu at 11:00' })).toHaveCount(0)
  await expect(tolu.getByRole('button', { name: 'Book Tolulope Adeyemi at 11:00' })).toBeVisible()
  if (shots) await page.screenshot({ path: `${shots}/calendar-visit-${testInfo.project.name}.png`, fullPage: true })

  // A new New booking finds her by her phone; her card lists the visit as upcoming.
  await page.getByRole('button', { name: 'New booking' }).click()
  await desk.getByLabel('Find a client').fill(phone)
  await desk.getByRole('button', { name: new RegExp(client) }).click()
  await expect(desk.getByLabel("Client's name")).toHaveValue(client)
  await desk.getByRole('button', { name: 'Her appointments' }).click()
  await expect(desk.getByRole('list', { name: 'Upcoming' })).toContainText('10:00 · Makeup Session with Tolulope Adeyemi, then Pedicure with Amaka Nwosu')
  // Her allergy and patch test, written at the desk, are on the booking the stylist opens.
  await desk.getByRole('button', { name: 'Edit notes' }).click()
  await desk.getByLabel('Notes (allergies, preferences)').fill('Allergic to latex gloves')
  await desk.getByLabel('Last patch test').fill(addDays(shopDate(), -3))
  await desk.getByRole('button', { name: 'Save notes' }).click()
  await expect(desk.getByText('Allergic to latex gloves')).toBeVisible()
  await expect(desk.getByRole('button', { name: 'Edit notes' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(desk).toHaveCount(0)
  await amaka.getByRole('button', { name: new RegExp(client) }).click()
  const opened = page.getByRole('dialog', { name: /^Booking GB-/ })
  await expect(opened).toContainText('NotesAllergic to latex gloves')
  await expect(opened).toContainText(`Last patch test${formatCalendarDate(addDays(shopDate(), -3))}`)
  if (shots) await page.screenshot({ path: `${shots}/booking-client-notes-${testInfo.project.name}.png` })
  await expectNoAxeViolations(page, "a booking with its client's notes")
  await page.keyboard.press('Escape')

  // Online, the same visit no longer starts at 10:00 (Amaka, the only nail technician, is taken at 11:00); it does at 12:00 with Tolu.
  const answer = await page.request.get(`/api/booking/availability?category=hair&date=${date}&service=makeup&more=pedicure`)
  expect(answer.ok()).toBe(true)
  const { slots } = (await answer.json()) as BookingAvailability
  expect(slots.map((slot) => slot.time)).not.toContain('10:00')
  expect(Object.keys(slots.find((slot) => slot.time === '12:00')?.room ?? {})).toContain('tolu')
})

test('a client books makeup then a pedicure online; told the visit does not fit at 17:00, she takes a time it fits', async ({ page }, testInfo) => {
  const date = openDayFromToday(21 + testInfo.project.name.length)
  const next = page.getByRole('button', { name: 'Next' })
  await page.goto('/booking')
  await page.getByLabel('Category').selectOption('hair')
  await page.getByLabel('Preferred employee').selectOption({ label: 'Zainab Bello' })
  await page.getByLabel('Date').fill(date)
  await page.getByRole('radio', { name: '17:00' }).check()
  await next.click()

  await page.getByRole('radio', { name: /Makeup Session/ }).check()
  await page.getByRole('button', { name: 'Add another service' }).click()
  await page.getByLabel('Second service', { exact: true }).selectOption('pedicure')
  // The salon closes at 18:00: the two hours do not fit from 17:00.
  await expect(page.getByRole('alert')).toContainText('Your services together do not fit at 17:00')
  const fits = page.getByRole('group', { name: 'Times your visit fits' })
  await expect(fits.getByRole('button', { name: '16:00' })).toBeVisible()
  if (shots) await page.screenshot({ path: `${shots}/wizard-service-two-services-${testInfo.project.name}.png`, fullPage: true })
  await expectNoAxeViolations(page, 'booking: Service with a second service that does not fit')
  await fits.getByRole('button', { name: '16:00' }).click()
  await expect(fits).toHaveCount(0)
  // She may ask for a member for the pedicure too: the nail technicians are offered, not the stylists.
  const secondWith = page.getByLabel('Second service with')
  await expect(secondWith.getByRole('option').first()).toHaveText('Any available nail technician')
  await expect(secondWith.getByRole('option', { name: 'Zainab Bello' })).toHaveCount(0)
  await secondWith.selectOption({ label: 'Amaka Nwosu' })
  await next.click()

  await page.getByLabel('Full name').fill(`Halima ${testInfo.project.name}`)
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('halima@example.ng')
  await page.getByLabel('Phone').fill('08035550243')
  await next.click()
  const services = /Makeup Session \(60 min.*\), then Pedicure \(60 min.*\) with Amaka Nwosu/
  await expect(page.getByRole('definition').filter({ hasText: services })).toBeVisible()
  await page.getByRole('radio', { name: /Pay on visit/ }).check()
  await page.getByRole('button', { name: 'Confirm booking' }).click()

  await expect(page.getByText('Thank you! Your booking has been received.')).toBeVisible()
  await expect(page.getByRole('listitem').and(page.locator('[aria-current="step"]'))).toHaveText('Done')
  await expect(page.getByRole('definition').filter({ hasText: services })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: /at 16:00$/ })).toBeVisible()
  // Each member who serves her is named.
  await expect(page.getByRole('definition').filter({ hasText: 'Zainab Bello and Amaka Nwosu' })).toBeVisible()
  if (shots) await page.screenshot({ path: `${shots}/wizard-done-${testInfo.project.name}.png`, fullPage: true })
})
