import { mkdirSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { paths } from '../src/contract/routes'
import { addDays, shopDate } from '../src/contract/shopClock'
import { expectNoAxeViolations, logInAsSeller, openSellerPage, productNamed } from './support'

// The owner takes in a delivery of 24 jars in two batches (expiry dates and cost), gives the product its NAFDAC number,
// a shopper sees the number on the product page, the counter sells 3, the stock take finds one missing and records
// why, the dashboard warns of the batch that expires soon and shows the month's margin, and the later batch is kept for
// the salon, whose service uses a jar a visit. Each project (phone, desktop) does it with a jar of its own.

const SHOTS = '/tmp/shots-stock'
const JAR = { phone: 'Whipped Shea Body Butter', desktop: 'Coconut Shine Pomade' } as const
const NAFDAC = { phone: 'A7-4521', desktop: '02-1187L' } as const
const SERVICE = { phone: 'Pedicure', desktop: 'Nail Art' } as const

/** A delivery line's fields, the `index`-th batch (from 1). */
const batchOf = (page: Page, index: number) => page.getByRole('group', { name: `Batch ${index}` })

test('a delivery in two batches, the NAFDAC number on the product page, a counter sale, a stock take and the expiring batch on the dashboard', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000)
  mkdirSync(SHOTS, { recursive: true })
  const project = testInfo.project.name === 'phone' ? 'phone' : 'desktop'
  const width = project === 'phone' ? 375 : 1440
  const name = JAR[project]
  const soon = addDays(shopDate(), 30)
  const later = addDays(shopDate(), 300)
  await logInAsSeller(page)
  const jar = await productNamed(page, name)

  // The delivery: 12 jars expiring in a month, 12 in ten months, ₦2,400 each, from one supplier.
  await openSellerPage(page, 'Stock')
  await page.getByLabel('Supplier').fill('Ikeja Cosmetics Ltd')
  const first = batchOf(page, 1)
  await first.getByLabel('Product (name or SKU)').fill(name.split(' ')[0]!)
  await first.getByRole('button', { name: `Choose ${name}` }).click()
  await first.getByLabel('Units').fill('12')
  await first.getByLabel('Batch number (optional)').fill(`SB-${project}-1`)
  await first.getByLabel('Expiry date').fill(soon)
  await first.getByLabel('Unit cost (₦)').fill('2400')
  await page.getByRole('button', { name: 'Add another batch' }).click()
  const second = batchOf(page, 2)
  await expect(second.getByText(name)).toBeVisible()
  await second.getByLabel('Units').fill('12')
  await second.getByLabel('Batch number (optional)').fill(`SB-${project}-2`)
  await second.getByLabel('Expiry date').fill(later)
  await expect(second.getByLabel('Unit cost (₦)')).toHaveValue('2400')
  await expectNoAxeViolations(page, 'the delivery form')
  await page.screenshot({ path: `${SHOTS}/delivery-${width}.png`, fullPage: true })
  await page.getByRole('button', { name: 'Record delivery' }).click()
  await expect(page.getByText('Delivery recorded: 24 units in stock.')).toBeVisible()
  const counted = (await (await page.request.get(`/api/product/seller/${jar._id}`)).json()).product.stockCount as number

  // Its NAFDAC number, from its edit page; its batches and history are one link away.
  await page.goto(paths.sellerProduct(jar._id))
  await page.getByLabel('NAFDAC number').fill(NAFDAC[project].toLowerCase())
  await page.getByRole('button', { name: 'Save Product' }).click()
  await expect(page.getByText('Product saved')).toBeVisible()
  await page.getByRole('link', { name: 'Batches and history' }).click()
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible()
  await expect(page.getByText(`SB-${project}-1`).first()).toBeVisible()
  await expectNoAxeViolations(page, "a product's batches and history")
  await page.screenshot({ path: `${SHOTS}/batches-${width}.png`, fullPage: true })

  // A shopper sees the number on the product page.
  const visit = await browser.newContext({ viewport: page.viewportSize()! })
  const shopper = await visit.newPage()
  await shopper.goto(paths.product(jar.category, jar._id))
  await expect(shopper.getByText(`NAFDAC Reg. No. ${NAFDAC[project]}`)).toBeVisible()
  await expectNoAxeViolations(shopper, 'the product page with its NAFDAC number')
  await shopper.screenshot({ path: `${SHOTS}/product-${width}.png`, fullPage: true })
  await visit.close()

  // The counter sells 3 jars, in cash: they come off the batch that expires first.
  await openSellerPage(page, 'Counter')
  await page.getByLabel('Search products or scan a barcode').fill(name.split(' ')[0]!)
  await page.getByRole('button', { name: `Add ${name}` }).click()
  await page.getByLabel(`Quantity of ${name}`).fill('3')
  await page.getByRole('button', { name: 'The rest by cash' }).click()
  await page.getByRole('button', { name: /^Close bill/ }).click()
  await expect(page.getByRole('article', { name: /^Receipt R-\d{6}$/ }).getByText(`NAFDAC Reg. No. ${NAFDAC[project]}`)).toBeVisible()

  // The stock take: one jar missing, lost.
  await openSellerPage(page, 'Stock')
  await page.getByRole('link', { name: 'Stock take' }).click()
  await page.getByLabel('Category to count').selectOption(jar.category)
  const left = counted - 3
  const sheet = page.getByRole('form', { name: 'Count sheet' })
  await expect(sheet.getByText(`The shop counts ${left}`).first()).toBeVisible()
  const line = sheet.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })
  await line.getByLabel('Counted').fill(String(left - 1))
  await line.getByLabel(`Why ${name} differs`).selectOption('lost')
  await expectNoAxeViolations(page, 'the count sheet')
  await page.screenshot({ path: `${SHOTS}/stock-take-${width}.png`, fullPage: true })
  await sheet.getByRole('button', { name: 'Save the count' }).click()
  await expect(page.getByText('Stock take saved: 1 product corrected.')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Corrected' })).toContainText(`${left} → ${left - 1} (-1, Lost or stolen) · -₦2,400`)

  // The dashboard warns of the batch that expires in a month, with the units the sale and the count left in it.
  await openSellerPage(page, 'Dashboard')
  const expiring = page.getByRole('region', { name: 'Expiring within 60 days' })
  await expect(expiring.getByRole('listitem').filter({ hasText: `SB-${project}-1` })).toContainText(`${name}`)
  await expect(expiring.getByRole('listitem').filter({ hasText: `SB-${project}-1` })).toContainText('8 left')
  await expect(expiring).not.toContainText(`SB-${project}-2`)
  // The month's margin: the owner sees what the units sold cost.
  await expect(page.getByRole('region', { name: 'Margin this month' })).toContainText('What they cost')
  await expectNoAxeViolations(page, 'the dashboard with a batch expiring soon and the margin')
  await expiring.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/dashboard-${width}.png`, fullPage: true })

  // The product list shows the jar's margin under its price: its next unit cost ₦2,400.
  await openSellerPage(page, 'Product List')
  await page.getByLabel('Search products').fill(name)
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('on cost ₦2,400')
  await page.screenshot({ path: `${SHOTS}/product-list-${width}.png`, fullPage: true })

  // The later batch is kept for the salon, and a service uses a jar of it each visit.
  await page.goto(`${paths.sellerStock}?product=${jar._id}`)
  await page.getByRole('button', { name: `Keep for the salon: ${name}, batch SB-${project}-2` }).click()
  await expect(page.getByText('12 units kept for the salon: they are no longer for sale.')).toBeVisible()
  await expect(page.getByText('Kept for the salon, not for sale')).toBeVisible()
  await expectNoAxeViolations(page, 'a batch kept for the salon')
  await page.screenshot({ path: `${SHOTS}/salon-batch-${width}.png`, fullPage: true })
  await openSellerPage(page, 'Services')
  await page.getByRole('button', { name: `Edit ${SERVICE[project]}` }).click()
  const used = page.getByRole('form', { name: 'Products used' })
  await used.getByLabel('Add a product (name or SKU)').fill(name.split(' ')[0]!)
  await used.getByRole('button', { name: `Use ${name}` }).click()
  await used.getByLabel(`Units per visit of ${name}`).fill('1')
  await used.getByRole('button', { name: 'Save products used' }).click()
  await expect(page.getByText('Products used by this service saved.')).toBeVisible()
  await expect(used.getByText('12 kept for the salon')).toBeVisible()
  await expectNoAxeViolations(page, "a service's products")
  await page.screenshot({ path: `${SHOTS}/service-products-${width}.png`, fullPage: true })
})
