import { mkdirSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { openDayFromToday } from '../fixtures/salonDays'
import { formatNaira } from '../src/contract/money'
import type { SalonReport } from '../src/contract/reports'
import { expectNoAxeViolations, logInAsSeller, openSellerPage } from './support'

// The owner's reports: a make-up visit billed at the counter today, then the owner opens the dashboard's Reports for
// this month and reads the salon's services in the channel table and the chart beside it, and her team's bookings.

const SHOTS = '/tmp/shots-reports'
const MAKEUP_NAIRA = 35_000

test('the owner opens the reports for this month and sees the counter’s services in the figures and a chart', async ({ page }, testInfo) => {
  test.setTimeout(90_000)
  mkdirSync(SHOTS, { recursive: true })
  const width = testInfo.project.name === 'phone' ? 375 : 1440
  await logInAsSeller(page)

  // A visit of Amaka's pedicure on the next open day, billed now with the owner's other-day override: services money today.
  const booked = await page.request.post('/api/booking', {
    data: { category: 'hair', preferredEmployee: 'zainab', date: openDayFromToday(testInfo.project.name === 'phone' ? 15 : 16), startTime: '12:00', service: 'makeup', fullName: `Yetunde ${testInfo.project.name}`, email: 'yetunde@example.ng', phone: '08035550199', paymentMethod: 'pay-on-visit' },
  })
  expect(booked.status(), await booked.text()).toBe(201)
  const { _id } = (await booked.json()).booking as { _id: string }
  const sale = await page.request.post('/api/counter/sales', { data: { bookingId: _id, otherDay: true, payments: [{ method: 'cash', amount: MAKEUP_NAIRA }] } })
  expect(sale.status(), await sale.text()).toBe(201)

  await openSellerPage(page, 'Dashboard')
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Reports' }).click()
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible()
  const channels = page.getByRole('table', { name: 'Revenue by channel, figures' })
  await expect(channels).toBeVisible()
  // What the page shows is what the server sums for the same days (read after the page, so nothing billed since is missed).
  const from = await page.getByLabel('First day').inputValue()
  const to = await page.getByLabel('Last day').inputValue()
  const answer = await page.request.get(`/api/reports/period?from=${from}&to=${to}`)
  const { report } = (await answer.json()) as { report: SalonReport }
  const services = report.channels.find((row) => row.channel === 'services')!.revenue
  expect(services).toBeGreaterThanOrEqual(MAKEUP_NAIRA)
  await expect(channels.getByRole('row', { name: /^Salon services / })).toContainText(formatNaira(services))
  await expect(page.getByRole('table', { name: 'Bookings and rebook rate per member, figures' }).getByRole('rowheader', { name: 'Zainab Bello' })).toBeVisible()
  // The chart is drawn (its library loaded with the reports), its figures in the table beside it.
  await expect(page.locator('[data-chart="Revenue by channel"] canvas').first()).toBeVisible()
  await expectNoAxeViolations(page, 'the reports')
  await page.screenshot({ path: `${SHOTS}/reports-${width}.png`, fullPage: true })
})
