import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test'
import { lagosAddress } from '../fixtures/address'
import { CART_STORAGE_KEY } from '../src/contract/earlyTaps'

// Helpers shared by the journeys: the catalogue, a fresh shopper per test, the seller, and axe.

export interface ListedProduct {
  _id: string
  name: string
  category: string
  inStock: boolean
  /** What it sells for now, in naira. */
  offerPrice: number
}

/** Playwright's own warning where it keeps the service worker out (playwright.config.ts): no word of the shop's. */
export const WORKER_BLOCKED = 'Service Worker registration blocked by Playwright'

export const SELLER = { email: 'admin@glowbeauty.ng', password: 'glow-demo-2026' }

/** A delivery address as the API takes it, and as the address form's labelled fields take it. */
export const ADDRESS = lagosAddress

export const ADDRESS_FORM = {
  'First name': ADDRESS.firstName,
  'Last name': ADDRESS.lastName,
  'Email address': ADDRESS.email,
  Street: ADDRESS.street,
  City: ADDRESS.city,
  State: ADDRESS.state,
  'Zip code': ADDRESS.zipcode,
  Country: ADDRESS.country,
  Phone: ADDRESS.phone,
}

export async function catalogue(page: Page): Promise<ListedProduct[]> {
  const response = await page.request.get('/api/product/list')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { products: ListedProduct[] }).products
}

export async function productNamed(page: Page, name: string): Promise<ListedProduct> {
  const product = (await catalogue(page)).find((candidate) => candidate.name === name)
  if (!product) throw new Error(`The demo catalogue has no product named ${name}`)
  return product
}

/** An e-mail address no other test (or project, or run) uses. */
export function uniqueEmail(testInfo: TestInfo, who = 'shopper'): string {
  return `${who}+${testInfo.project.name}-${randomUUID().slice(0, 8)}@example.ng`
}

/** Registers a new shopper through the API; the page's browser context keeps the session cookie. */
export async function registerShopper(page: Page, testInfo: TestInfo, name = 'Ada Obi') {
  const response = await page.request.post('/api/user/register', { data: { name, email: uniqueEmail(testInfo), password: 'correct horse battery' } })
  expect(response.status(), await response.text()).toBe(201)
}

/** Saves an address and places a cash order for one product, as the logged-in shopper. */
export async function placeCashOrderThroughApi(page: Page, product: ListedProduct) {
  const saved = await page.request.post('/api/address/add', { data: { address: ADDRESS } })
  expect(saved.status(), await saved.text()).toBe(201)
  const { address: stored } = (await saved.json()) as { address: { _id: string } }
  const order = await page.request.post('/api/order/cod', { data: { items: [{ product: product._id, quantity: 1 }], address: stored._id } })
  expect(order.status(), await order.text()).toBe(201)
}

/** Logs in through the seller login form, as the owner does: the browser then knows to ask for the seller's pages. */
export async function logInAsSeller(page: Page) {
  await page.goto('/seller')
  await page.getByLabel('Email').fill(SELLER.email)
  await page.getByLabel('Password').fill(SELLER.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText('Hi! Admin')).toBeVisible()
}

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** Runs axe with the WCAG 2.1 A and AA rules on what the page shows now; lists each violation with its elements. */
export async function expectNoAxeViolations(page: Page, state: string) {
  // What is fading in (a toast) is judged as it ends, not half-transparent on its way.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity))
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze()
  const found = violations.map(({ id, help, nodes }) => `${id} (${help}): ${nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`).join(' | ')}`)
  expect(found, `axe violations on ${state}`).toEqual([])
}

/** Opens a page of the seller area from its navigation: the sidebar, or a phone's bar (behind More when not in it). */
export async function openSellerPage(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: 'Seller' })
  const link = nav.getByRole('link', { name, exact: true })
  // Once the area is drawn: its navigation says whether the page is in sight or behind More.
  await nav.waitFor()
  if (!(await link.isVisible())) await nav.getByRole('button', { name: 'More' }).click()
  await link.click()
}

/** Waits until the app has brought a drawn control to life (React's handlers are on it): a tap before that is the page's own. */
export async function alive(control: Locator) {
  await expect.poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))).toBe(true)
}

/** Waits until this browser's saved cart holds `productId`: a page opened after it then finds it there. */
export async function cartSaved(page: Page, productId: string) {
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(`persist:${key}`) ?? '', CART_STORAGE_KEY)).toContain(productId)
}

/** A port free on this machine now: for a journey that runs a shop of its own (e2e/outage.spec.ts, e2e/rebook.spec.ts). */
export { freePort } from '../server/test/freePort'
