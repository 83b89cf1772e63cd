import { mkdirSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { formatKobo, nairaToKobo } from '../src/contract/money'
import { openDayFromToday } from '../fixtures/salonDays'
import { shopDate, shopTime } from '../src/contract/shopClock'
import { expectNoAxeViolations, logInAsSeller, openSellerPage, uniqueEmail } from './support'

// What a stylist earned: the owner sets Zainab 30 % of services, the counter bills Zainab's visit today with a ₦2,000
// tip for her, Zainab logs in on her own login and sees her commission and the tip; the owner prints the month's payroll.

const SHOTS = '/tmp/shots-earnings'
const MAKEUP_KOBO = 3_500_000
const TIP_KOBO = 200_000

/** Zainab's figures today, as the owner reads them (kobo). */
async function zainabToday(page: Page) {
  const answer = await page.request.get('/api/earnings/member?period=today&member=zainab')
  expect(answer.status(), await answer.text()).toBe(200)
  const { figures } = (await answer.json()).earnings as { figures: { commission: number; tips: number } }
  return { commission: nairaToKobo(figures.commission), tips: nairaToKobo(figures.tips) }
}

/** A visit of Zainab's make-up today, booked at the desk at the first hour still free (the salon closes at 18:00); false when none is left. */
async function bookZainabToday(page: Page, client: string): Promise<boolean> {
  const today = shopDate()
  for (let hour = Number(shopTime().slice(0, 2)) + 1; hour <= 17; hour += 1) {
    const answer = await page.request.post('/api/booking/seller/new', {
      data: { category: 'hair', preferredEmployee: 'zainab', date: today, startTime: `${String(hour).padStart(2, '0')}:00`, service: 'makeup', moreServices: [], fullName: client, email: '', phone: '0803 555 0177', phoneMessages: false },
    })
    if (answer.status() === 201) return true
    expect([409, 400], await answer.text()).toContain(answer.status())
  }
  return false
}

/**
 * After hours (or on a Sunday) no visit of today is left to bill at the counter's screen, which lists today's: her visit
 * on the next open day is billed now through the counter's API with the owner's other-day override, tip and all.
 */
async function billAnotherDaysVisit(page: Page, client: string, project: string) {
  const booked = await page.request.post('/api/booking', {
    data: { category: 'hair', preferredEmployee: 'zainab', date: openDayFromToday(project === 'phone' ? 13 : 14), startTime: '11:00', service: 'makeup', fullName: client, email: 'halima@example.ng', phone: '08035550177', paymentMethod: 'pay-on-visit' },
  })
  expect(booked.status(), await booked.text()).toBe(201)
  const { _id } = (await booked.json()).booking as { _id: string }
  const sale = await page.request.post('/api/counter/sales', {
    data: { bookingId: _id, otherDay: true, payments: [{ method: 'cash', amount: MAKEUP_KOBO / 100 }], tips: [{ member: 'zainab', amount: TIP_KOBO / 100, method: 'cash' }] },
  })
  expect(sale.status(), await sale.text()).toBe(201)
}

test('the owner sets 30 % for a stylist, the counter bills her visit with a tip, she sees her commission and tip, the owner prints the payroll', async ({ page, browser, isMobile }, testInfo) => {
  test.setTimeout(120_000)
  mkdirSync(SHOTS, { recursive: true })
  const width = testInfo.project.name === 'phone' ? 375 : 1440
  const client = `Halima ${testInfo.project.name}`
  await logInAsSeller(page)

  // The owner: Zainab earns 30 % of her services from today.
  await openSellerPage(page, 'Commission Rules')
  await expect(page.getByRole('heading', { name: 'Commission rules' })).toBeVisible()
  const form = page.getByRole('form', { name: 'New commission rule' })
  await form.getByLabel('Member').selectOption('zainab')
  await form.getByLabel('Services (%)').fill('30')
  await form.getByLabel('Products (%)').fill('0')
  await form.getByRole('button', { name: 'Save rule' }).click()
  await expect(page.getByText('Commission rule saved. Past periods keep their figures.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Zainab Bello' })).toContainText('Now: Services 30 %, products 0 %')
  await expectNoAxeViolations(page, 'the commission rules')
  await page.screenshot({ path: `${SHOTS}/commissions-${width}.png`, fullPage: true })

  // Her stylist login, linked to Zainab, invited by the owner: the link waits in the outbox.
  const email = uniqueEmail(testInfo, 'zainab')
  const invited = await page.request.post('/api/seller/team', { data: { name: 'Zainab Bello', email, role: 'stylist', staffId: 'zainab' } })
  expect(invited.status(), await invited.text()).toBe(201)
  const outbox = (await (await page.request.get('/api/seller/outbox')).json()).messages as { recipient: string; text: string | null }[]
  const link = /http\S+join-team\?invitation=[\w-]+/.exec(outbox.find((message) => message.recipient === email)?.text ?? '')![0]

  // The counter bills her visit today with a ₦2,000 cash tip for her.
  const before = await zainabToday(page)
  if (await bookZainabToday(page, client)) {
    await openSellerPage(page, 'Counter')
    await page.getByRole('button', { name: `Bill ${client}’s Makeup Session` }).click()
    await page.getByLabel('Tip for').selectOption('zainab')
    await page.getByLabel('Tip (₦)').fill('2000')
    await page.getByRole('button', { name: 'The rest by cash' }).click()
    await expect(page.getByText('Paid in full.')).toBeVisible()
    await expectNoAxeViolations(page, 'the bill with a tip')
    await page.screenshot({ path: `${SHOTS}/counter-tip-${width}.png`, fullPage: true })
    await page.getByRole('button', { name: `Close bill · ${formatKobo(MAKEUP_KOBO)}` }).click()
    const receipt = page.getByRole('article', { name: /^Receipt R-\d{6}$/ })
    await expect(receipt.getByRole('row', { name: /^Tip for Zainab Bello/ })).toContainText('₦2,000')
    await expect(receipt.getByRole('row', { name: /^Total/ })).toContainText(formatKobo(MAKEUP_KOBO))
  } else await billAnotherDaysVisit(page, client, testInfo.project.name)

  // Zainab, on her own phone or computer, sets her password and reads her earnings today.
  const hers = await browser.newContext({ viewport: page.viewportSize()!, isMobile, hasTouch: isMobile })
  const stylist = await hers.newPage()
  await stylist.goto(new URL(link).pathname + new URL(link).search)
  await stylist.getByLabel('Password', { exact: true }).fill('zainab-pass-1')
  await stylist.getByLabel('Password again').fill('zainab-pass-1')
  await stylist.getByRole('button', { name: 'Set my password' }).click()
  await expect(stylist.getByText('Your password is set: welcome to the team.')).toBeVisible()
  await openSellerPage(stylist, 'My Earnings')
  await expect(stylist.getByRole('heading', { name: 'My earnings' })).toBeVisible()
  const mine = stylist.getByLabel('Zainab Bello’s figures')
  await expect(mine.getByText('Commission', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(formatKobo(before.commission + (MAKEUP_KOBO * 30) / 100))
  await expect(mine.getByText('Tips', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(formatKobo(before.tips + TIP_KOBO))
  // Hers only: another member's figures are refused, and the payroll is not in her menu.
  expect((await stylist.request.get('/api/earnings/member?period=today&member=tolu')).status()).toBe(403)
  await expect(stylist.getByRole('link', { name: 'Payroll' })).toHaveCount(0)
  await expectNoAxeViolations(stylist, 'her earnings')
  await stylist.screenshot({ path: `${SHOTS}/my-earnings-${width}.png`, fullPage: true })
  await hers.close()

  // The owner opens the month's payroll and prints it.
  await openSellerPage(page, 'Payroll')
  const sheet = page.getByRole('region', { name: /^Payroll · / })
  const row = sheet.getByRole('row', { name: /^Zainab Bello/ })
  const month = (await (await page.request.get('/api/earnings/member?period=month&member=zainab')).json()).earnings.figures as { commission: number; tips: number }
  await expect(row.getByRole('cell').nth(4)).toHaveText(formatKobo(nairaToKobo(month.commission)))
  await expect(row.getByRole('cell').nth(5)).toHaveText(formatKobo(nairaToKobo(month.tips)))
  expect(nairaToKobo(month.tips)).toBeGreaterThanOrEqual(before.tips + TIP_KOBO)
  await expectNoAxeViolations(page, 'the payroll')
  await page.screenshot({ path: `${SHOTS}/payroll-${width}.png`, fullPage: true })
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Print payroll' })).toBeHidden()
  await expect(row).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/payroll-print-${width}.png`, fullPage: true })
  await page.emulateMedia({ media: 'screen' })
})
