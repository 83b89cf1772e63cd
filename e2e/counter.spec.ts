import { mkdirSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { counterTotals, lineRefundKobo } from '../src/contract/counter'
import { formatKobo, nairaToKobo } from '../src/contract/money'
import { paths } from '../src/contract/routes'
import { expectNoAxeViolations, logInAsSeller, openSellerPage, productNamed } from './support'

// A walk-in at the salon's counter buys the last two jars of heel balm and a solid perfume, pays part cash part
// transfer, and the receipt prints; she brings the perfume back (one line refunded, in cash); the shop then shows the
// balm sold out and the day's count holds the sale less the refund.
// One run (desktop) sells; the phone run looks at the counter screen on a phone.

const SHOTS = '/tmp/shots-counter'
const BALM = 'Overnight Heel Balm'
const PERFUME = 'Citrus Solid Perfume'

/** Sets the product's quantity in stock from its edit page ('' : not counted). */
async function setStock(page: Page, id: string, quantity: string) {
  await page.goto(paths.sellerProduct(id))
  await page.getByLabel('Quantity in stock').fill(quantity)
  await page.getByRole('button', { name: 'Save Product' }).click()
  await expect(page.getByText('Product saved')).toBeVisible()
}

/** Opens the dashboard and reads its Today tile's headline, in kobo: all the money taken today. */
async function takenToday(page: Page): Promise<number> {
  await openSellerPage(page, 'Dashboard')
  const headline = page.getByRole('region', { name: 'Today' }).locator('p').first()
  await expect(headline).toBeVisible()
  return nairaToKobo(Number((await headline.innerText()).split('\n')[0]!.replace(/[^\d.]/g, '')))
}

async function addFromSearch(page: Page, search: string, name: string) {
  await page.getByLabel('Search products or scan a barcode').fill(search)
  await page.getByRole('button', { name: `Add ${name}` }).click()
}

test('a walk-in buys two products, pays part cash part transfer, the receipt prints and the shop and the day count it', async ({ page, browser }, testInfo) => {
  mkdirSync(SHOTS, { recursive: true })
  await logInAsSeller(page)
  if (testInfo.project.name === 'phone') {
    // The phone: the counter from the bar, a bill with a line, finished at 375 px.
    await openSellerPage(page, 'Counter')
    await addFromSearch(page, 'Citrus', PERFUME)
    await expect(page.getByLabel(`Quantity of ${PERFUME}`)).toHaveValue('1')
    await expectNoAxeViolations(page, 'the counter on a phone')
    await page.screenshot({ path: `${SHOTS}/counter-375.png`, fullPage: true })
    await takenToday(page)
    await expectNoAxeViolations(page, 'the dashboard on a phone')
    await page.screenshot({ path: `${SHOTS}/dashboard-375.png`, fullPage: true })
    return
  }
  test.setTimeout(90_000)
  const priced = async (name: string) => (await productNamed(page, name)) as Awaited<ReturnType<typeof productNamed>> & { offerPrice: number }
  const balm = await priced(BALM)
  const perfume = await priced(PERFUME)
  const lines = [
    { unitKobo: nairaToKobo(balm.offerPrice), quantity: 2, discountKobo: 0 },
    { unitKobo: nairaToKobo(perfume.offerPrice), quantity: 1, discountKobo: 0 },
  ]
  const { dueKobo: due, productsKobo } = counterTotals(lines, null, null, false)
  // The perfume's line back: its price and its 2 %, rounded down to the naira.
  const refunded = lineRefundKobo({ lines, productsKobo, servicesKobo: 0, taxIncluded: false, depositKobo: 0 }, 1)
  const before = (await (await page.request.get('/api/counter/day')).json()).day.total as number
  const takenBefore = await takenToday(page)
  await setStock(page, balm._id, '2')
  try {
    await openSellerPage(page, 'Counter')
    await addFromSearch(page, 'Overnight', BALM)
    await page.getByRole('button', { name: `One more ${BALM}` }).click()
    await addFromSearch(page, 'Citrus', PERFUME)
    await expect(page.getByTestId('counter-due')).toHaveText(formatKobo(due))

    // ₦5,000 in cash from a ₦10,000 note, the rest by transfer.
    await page.getByLabel('Cash (₦)').fill('5000')
    await page.getByRole('button', { name: 'The rest by transfer' }).click()
    await expect(page.getByLabel('Transfer (₦)')).toHaveValue(String((due - 500_000) / 100))
    await page.getByLabel('Cash tendered').fill('10000')
    await expect(page.getByText('Change ₦5,000')).toBeVisible()
    await expect(page.getByText('Paid in full.')).toBeVisible()
    await expectNoAxeViolations(page, 'the counter with a bill')
    await page.screenshot({ path: `${SHOTS}/counter-1440.png`, fullPage: true })
    await page.getByRole('button', { name: `Close bill · ${formatKobo(due)}` }).click()

    const receipt = page.getByRole('article', { name: /^Receipt R-\d{6}$/ })
    await expect(receipt.getByText(`${BALM}`)).toBeVisible()
    await expect(receipt.getByRole('row', { name: /^Total/ })).toContainText(formatKobo(due))
    await expect(receipt.getByRole('row', { name: /^Change/ })).toContainText('₦5,000')
    await expectNoAxeViolations(page, 'the receipt')
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('button', { name: 'Print receipt' })).toBeHidden()
    await page.screenshot({ path: `${SHOTS}/receipt-80mm-print.png`, fullPage: true })
    await page.emulateMedia({ media: 'screen' })
    await page.getByLabel('A4').check()
    await page.emulateMedia({ media: 'print' })
    await page.screenshot({ path: `${SHOTS}/receipt-a4-print.png`, fullPage: true })
    await page.emulateMedia({ media: 'screen' })

    // She brings the perfume back: the line is refunded, asked first, its money from the drawer's cash.
    await page.getByRole('button', { name: `Refund ${PERFUME}` }).click()
    const refund = page.getByRole('dialog', { name: `Refund ${PERFUME}?` })
    await expect(refund).toContainText(`Give the client back ${formatKobo(refunded)} by cash.`)
    await expect(refund).toContainText('1 unit goes back in stock.')
    await refund.getByLabel('Reason for the refund').fill('Wrong scent')
    await expectNoAxeViolations(page, 'the refund dialog')
    await page.screenshot({ path: `${SHOTS}/refund-dialog-1440.png` })
    await refund.getByRole('button', { name: 'Refund the line' }).click()
    await expect(receipt.getByText(`Refunded ${formatKobo(refunded)}`)).toBeVisible()
    await expect(receipt.getByRole('row', { name: /^Refunded · Cash/ })).toContainText(`−${formatKobo(refunded)}`)
    await expectNoAxeViolations(page, 'the receipt after a refund')
    await page.screenshot({ path: `${SHOTS}/refunded-1440.png`, fullPage: true })
    await page.setViewportSize({ width: 375, height: 800 })
    await page.screenshot({ path: `${SHOTS}/refunded-375.png`, fullPage: true })
    await page.getByRole('button', { name: `Refund ${BALM}` }).click()
    await page.screenshot({ path: `${SHOTS}/refund-dialog-375.png` })
    await page.keyboard.press('Escape')
    await page.setViewportSize({ width: 1440, height: 900 })

    // The shop sold its last two jars at the counter: a shopper finds it sold out.
    const shopper = await browser.newContext()
    const shop = await shopper.newPage()
    await shop.goto(paths.product(balm.category, balm._id))
    await expect(shop.getByRole('heading', { name: BALM })).toBeVisible()
    await expect(shop.getByText('Out of stock')).toBeVisible()
    await shopper.close()

    // The day's count holds the sale, the cash part in the drawer.
    await page.getByRole('link', { name: 'End of day' }).click()
    await expect(page.getByTestId('counter-day-total')).toHaveText(formatKobo(nairaToKobo(before) + due - refunded))
    await expectNoAxeViolations(page, 'the end of day')

    // The dashboard's Today heads with all the money taken: the bill is in it, beside the online orders.
    expect(await takenToday(page)).toBe(takenBefore + due - refunded)
    await expect(page.getByRole('region', { name: 'Today' }).getByText('Counter').locator('xpath=following-sibling::dd[1]')).not.toHaveText('₦0')
    await page.screenshot({ path: `${SHOTS}/dashboard-1440.png`, fullPage: true })
  } finally {
    await setStock(page, balm._id, '')
  }
})

test('a discount in percent stays a percent, on a line and on the whole bill', async ({ page }) => {
  await logInAsSeller(page)
  const perfume = (await productNamed(page, PERFUME)) as Awaited<ReturnType<typeof productNamed>> & { offerPrice: number }
  await openSellerPage(page, 'Counter')
  await addFromSearch(page, 'Citrus', PERFUME)

  /** Chooses % first, then types the amount and the reason, as the owner did. */
  const discount = async (legend: string, reason: string) => {
    await page.locator('summary', { hasText: legend }).click()
    const fields = page.getByRole('group', { name: legend })
    await fields.getByLabel('In').selectOption('%')
    await fields.getByLabel('Amount').fill('10')
    await fields.getByLabel('Reason').fill(reason)
    await expect(page.locator('summary', { hasText: legend })).toHaveText(`${legend}: 10 %`)
  }
  const unitKobo = nairaToKobo(perfume.offerPrice)
  await discount(`Discount on ${PERFUME}`, 'Loyal client')
  const line = { kind: 'percent' as const, value: 10, reason: 'Loyal client' }
  const afterLine = counterTotals([{ unitKobo, quantity: 1, discount: line }], null, null, false)
  await expect(page.getByText('Discounts').locator('xpath=following-sibling::dd[1]')).toHaveText(`−${formatKobo(afterLine.discountKobo)}`)
  await expect(page.getByTestId('counter-due')).toHaveText(formatKobo(afterLine.dueKobo))

  await discount('Discount on the bill', 'Opening week')
  const both = counterTotals([{ unitKobo, quantity: 1, discount: line }], null, { kind: 'percent', value: 10, reason: 'Opening week' }, false)
  await expect(page.getByText('Discounts').locator('xpath=following-sibling::dd[1]')).toHaveText(`−${formatKobo(both.discountKobo)}`)
  await expect(page.getByTestId('counter-due')).toHaveText(formatKobo(both.dueKobo))
})
