import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { formatNaira } from '../src/contract/money'
import { offlineTexts } from '../src/contract/offline'
import { paths } from '../src/contract/routes'
import { catalogue, logInAsSeller } from './support'

// A shop for 2G and no signal: taps taken before the app arrives (src/boot.ts), pages that need no script, and
// the service worker (src/sw.ts), which the other journeys keep out (playwright.config.ts).

const HOME_SECTIONS = ['Beauty care that feels personal', 'Explore Our Beauty Services', 'Shop by Category', 'Best Sellers', 'Why We Are The Best?', 'What Our Clients Say', 'Never Miss a Deal!']

/** Holds the app's script until `release` is called: what the page shows and takes meanwhile is the first script's alone. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

const addButtons = (page: Page) => page.getByRole('main').getByRole('button', { name: /^Add .* to cart$/ })

test.describe('before the app runs', () => {
  test.skip(({ isMobile }) => !isMobile, 'a phone’s journey: the desktop runs the same code')
  test('a tap on Add is shown at once and counted exactly once after hydration and after a reload', async ({ page }) => {
    const release = await holdTheApp(page)
    await page.goto(paths.products)
    const add = addButtons(page).first()
    const name = (await add.getAttribute('aria-label'))!.replace(/^Add (.*) to cart$/, '$1')
    await add.click()
    await expect(add).toHaveAttribute('data-taken', '1')
    await expect(page.locator('[data-cart]').first()).toHaveAttribute('data-count', '1')
    // Said as it is shown: a screen reader hears the count the badge shows.
    await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible()

    release()
    await expect(page.getByRole('group', { name: `${name} in cart` }).getByLabel(`Quantity of ${name}`)).toHaveText('1')
    await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible()
    await page.reload()
    await expect(page.getByLabel(`Quantity of ${name}`)).toHaveText('1')
    await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible()
  })

  test('the stepper the tapped Add becomes counts a second tap', async ({ page }) => {
    const release = await holdTheApp(page)
    await page.goto(paths.products)
    const add = addButtons(page).first()
    const name = (await add.getAttribute('aria-label'))!.replace(/^Add (.*) to cart$/, '$1')
    await add.click()
    // Its plus, on the right.
    const box = (await add.boundingBox())!
    await add.click({ position: { x: box.width - 8, y: box.height / 2 } })
    await expect(add).toHaveAttribute('data-taken', '2')
    release()
    await expect(page.getByLabel(`Quantity of ${name}`)).toHaveText('2')
    await expect(page.getByRole('link', { name: 'Cart, 2 items' }).first()).toBeVisible()
  })
})

test('words typed into the search box before the app runs are searched for once it does', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the phone’s bar opens its search field with the app')
  const release = await holdTheApp(page)
  await page.goto(paths.about)
  await page.getByRole('searchbox', { name: 'Search products' }).fill('shea')
  release()
  // The app takes the words up and shows their results, the search kept in the address (shareable, as typed then).
  await expect(page).toHaveURL(/\/products\?q=shea$/)
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('link', { name: 'Shea Butter Edge Pomade' })).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('shea')
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('every home section is there, and the search form finds products', async ({ page }, testInfo) => {
    await page.goto(paths.home)
    for (const title of HOME_SECTIONS) await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
    if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/home-no-script-${testInfo.project.name}.png`, fullPage: true })

    const product = (await catalogue(page)).find((candidate) => candidate.inStock)!
    const word = product.name.split(' ')[0]!
    if (testInfo.project.name === 'phone') await page.goto(`${paths.products}?q=${encodeURIComponent(word)}`)
    else {
      await page.getByRole('searchbox', { name: 'Search products' }).fill(word)
      await page.getByRole('searchbox', { name: 'Search products' }).press('Enter')
      await expect(page).toHaveURL(`${paths.products}?q=${encodeURIComponent(word)}`)
    }
    await expect(page.getByRole('heading', { name: product.name }).first()).toBeVisible()
  })
})

test.describe('the service worker', () => {
  test.use({ serviceWorkers: 'allow' })
  test.skip(({ isMobile }) => !isMobile, 'a phone’s journey: the desktop runs the same code')

  /** The worker runs this page (reloaded once it is ready), and has the address in its page cache. */
  async function kept(page: Page, address: string) {
    await page.evaluate(async () => void (await navigator.serviceWorker.ready))
    await page.reload()
    await expect.poll(() => page.evaluate(async (kept) => Boolean(navigator.serviceWorker.controller) && Boolean(await caches.match(kept)), address)).toBe(true)
  }

  async function cachedAddresses(page: Page): Promise<string[]> {
    return page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)))).flat())
  }

  test('a visited product page opens without signal, marked, its Add changes the cart, and checkout says it needs a connection', async ({ page, context }, testInfo) => {
    const product = (await catalogue(page)).find((candidate) => candidate.inStock)!
    const address = paths.product(product.category, product._id)
    await page.goto(address)
    await kept(page, address)

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    await expect(page.getByText(offlineTexts.notice)).toBeVisible()
    if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/offline-product-${testInfo.project.name}.png` })
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible()

    await page.getByRole('link', { name: 'Cart, 1 item' }).first().click()
    await expect(page.getByRole('alert').filter({ hasText: offlineTexts.checkout })).toBeVisible()
    // The cart as this phone knows it: the item, its quantity and its price.
    const lines = page.getByRole('list', { name: 'Products in your cart' })
    await expect(lines.getByRole('link', { name: product.name })).toBeVisible()
    await expect(lines.getByText(formatNaira((product as unknown as { offerPrice: number }).offerPrice)).first()).toBeVisible()
    await page.getByRole('alert').filter({ hasText: offlineTexts.checkout }).scrollIntoViewIfNeeded()
    if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/offline-checkout-${testInfo.project.name}.png` })

    // A page never visited: the offline page.
    await page.goto(paths.about)
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible()
    if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/offline-page-${testInfo.project.name}.png` })
    await context.setOffline(false)
  })

  test('a cart seen with signal shows its lines again without it, in a tab that opened no product page', async ({ page, context }) => {
    const product = (await catalogue(page)).find((candidate) => candidate.inStock)!
    const price = formatNaira((product as unknown as { offerPrice: number }).offerPrice)
    await page.goto(paths.product(product.category, product._id))
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible()
    await page.goto(paths.cart)
    await kept(page, paths.cart)
    await expect(page.getByRole('list', { name: 'Products in your cart' }).getByRole('link', { name: product.name })).toBeVisible()

    await context.setOffline(true)
    const tab = await context.newPage()
    await tab.goto(paths.cart)
    await expect(tab.getByRole('alert').filter({ hasText: offlineTexts.checkout })).toBeVisible()
    const lines = tab.getByRole('list', { name: 'Products in your cart' })
    await expect(lines.getByRole('link', { name: product.name })).toBeVisible()
    await expect(lines.getByText(price).first()).toBeVisible()
    await tab.reload()
    await expect(tab.getByRole('list', { name: 'Products in your cart' }).getByRole('link', { name: product.name })).toBeVisible()
    await context.setOffline(false)
  })

  test('keeps the first page seen though she moved on before the app came to it', async ({ page }) => {
    const release = await holdTheApp(page)
    await page.goto(paths.home)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Shop now' }).first().click()
    await expect(page).toHaveURL(paths.products)
    release()
    await page.evaluate(async () => void (await navigator.serviceWorker.ready))
    await expect.poll(() => page.evaluate(async (home) => Boolean(await caches.match(home)), paths.home)).toBe(true)
  })

  test('is registered only once the app has brought the page to life, and keeps the shopper’s chunks but not the seller area’s', async ({ page }) => {
    // How many controls still waited for the app (src/contract/earlyTaps.ts) when the page registered its worker.
    await page.addInitScript(() => {
      const container = navigator.serviceWorker
      const register = container.register.bind(container)
      container.register = (...args) => {
        document.documentElement.dataset.waitingAtRegistration = String(document.querySelectorAll('[data-tap]').length)
        return register(...args)
      }
    })
    await page.goto(paths.products)
    await page.evaluate(async () => void (await navigator.serviceWorker.ready))
    await expect(page.locator('html')).toHaveAttribute('data-waiting-at-registration', '0')

    // The build's own account of its chunks (dist/.vite/manifest.json, which the server's dist holds).
    const chunks = JSON.parse(readFileSync(`${process.env.DIST_DIR ?? 'dist'}/.vite/manifest.json`, 'utf8')) as Record<string, { file: string }>
    const precached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'))!
      return (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)
    })
    // The app and the cart's page, which opens offline.
    expect(precached).toEqual(expect.arrayContaining([`/${chunks['index.html']!.file}`, `/${chunks['src/app/pages/CartRoute.tsx']!.file}`]))
    const sellerArea = ['src/features/seller/SellerPage.tsx', 'node_modules/uplot/dist/uPlot.esm.js'].map((source) => `/${chunks[source]!.file}`)
    expect(precached.filter((path) => sellerArea.includes(path))).toEqual([])
  })

  test('never keeps a seller page or an API answer: after logout, Back shows nothing private', async ({ page }) => {
    await page.goto(paths.home)
    await kept(page, paths.home)
    await logInAsSeller(page)
    await page.goto('/seller/orders')
    await expect(page.getByRole('heading', { name: /Orders/ }).first()).toBeVisible()
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).not.toHaveURL(/\/seller\/orders/)
    await page.goBack()
    await expect(page.getByLabel('Password')).toBeVisible()
    await expect(page.getByText('Hi! Admin')).toHaveCount(0)
    const stored = await cachedAddresses(page)
    expect(stored.length).toBeGreaterThan(0)
    expect(stored.filter((path) => path.startsWith('/api/') || path.startsWith('/seller'))).toEqual([])
  })
})

test.describe('saving data', () => {
  test.use({ serviceWorkers: 'allow' })
  test.skip(({ isMobile }) => !isMobile, 'a phone’s journey: the desktop runs the same code')

  test('the browser’s Save-Data or the footer’s switch: no decorative pictures, still reviews, nothing fetched ahead', async ({ page, context }, testInfo) => {
    await context.setExtraHTTPHeaders({ 'save-data': 'on' })
    const response = await page.goto(paths.home)
    expect(response!.headers()['link']).toBeUndefined()
    await expect(page.locator('html')).toHaveAttribute('data-save-data')
    await expect(page.getByRole('heading', { level: 2, name: 'What Our Clients Say' })).toBeVisible()
    expect(await page.locator('img[data-decorative][src]').count()).toBe(0)
    await expect(page.locator('img[data-decorative]').first()).toBeHidden()
    const dataSaver = page.getByRole('button', { name: 'Data saver' })
    await expect(dataSaver).toHaveAttribute('aria-pressed', 'true')
    if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/home-data-saver-${testInfo.project.name}.png` })
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0)

    // Switched off in the footer, the browser's wish gives way to hers.
    await dataSaver.click()
    await expect(page.getByRole('button', { name: 'Data saver' })).toHaveAttribute('aria-pressed', 'false')
    await expect(page.locator('html')).not.toHaveAttribute('data-save-data')
  })
})
