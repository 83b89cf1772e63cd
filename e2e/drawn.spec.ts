import { expect, test, type Page } from '@playwright/test'
import { appScriptsIn } from '../src/contract/appScript'
import { brand } from '../src/content/brand'
import { formatNaira } from '../src/contract/money'
import { paths } from '../src/contract/routes'
import { PAGE_DATA_ID } from '../src/contract/pageData'
import { reviewPath } from '../src/contract/reviews'
import { catalogue, expectNoAxeViolations, WORKER_BLOCKED } from './support'

// The public pages arrive drawn by the server (src/entry-server.tsx) and the browser hydrates them
// (src/main.tsx). A hydration that does not match what the server drew is a recoverable error in React's
// production build: it reaches the console. So does anything else that goes wrong.

/** Console errors and warnings, and uncaught errors, from the moment the page starts loading (the not-found page's own 404 aside). */
function problemsOf(page: Page, address: string): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    const ownStatus = message.text().startsWith('Failed to load resource') && new URL(message.location().url).pathname === address
    if (['error', 'warning'].includes(message.type()) && !ownStatus && message.text() !== WORKER_BLOCKED) problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  return problems
}

/** Hydration has begun (React's root is on the element) and every request it made has been answered. */
async function hydrated(page: Page) {
  await expect.poll(() => page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')))).toBe(true)
  await page.waitForLoadState('networkidle')
}

/** The style classes of the page's own part (styled-components' component ids, `sc-…`), as the browser has them. */
const componentClasses = (page: Page) =>
  page.locator('main').evaluate((main) => [...main.querySelectorAll('[class]')].flatMap((element) => [...element.classList].filter((name) => name.startsWith('sc-'))))

/** The same, in the server's HTML. */
const componentClassesIn = (html: string) => [...new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(' ').filter((name) => name.startsWith('sc-'))))]

test('each public page arrives drawn, with its data, and hydrates without a warning or an error, with the classes the browser would draw', async ({ page }) => {
  const product = (await catalogue(page)).find((candidate) => candidate.inStock)!
  const drawn: [string, number, string][] = [
    [paths.home, 200, 'Hands you can trust'],
    [paths.products, 200, 'All Products'],
    [paths.category('Skincare'), 200, 'Skincare'],
    [paths.product(product.category, product._id), 200, product.name],
    [paths.about, 200, 'About'],
    [paths.contact, 200, 'Contact'],
    [paths.booking, 200, 'Book'],
    [paths.faqs, 200, 'FAQs'],
    [paths.offers, 200, 'Offers'],
    [paths.bestSellers, 200, 'Best'],
    [paths.cart, 200, 'Shopping Cart'],
    ['/no-such-page', 404, 'Page Not Found'],
  ]
  for (const [address, status, words] of drawn) {
    const problems = problemsOf(page, address)
    const response = await page.goto(address)
    expect(response!.status(), address).toBe(status)
    const html = await response!.text()
    // The server's page holds the app's markup and the data it was drawn from, and its words.
    expect(html, address).toMatch(/<div id="root"><[^/]/)
    expect(html, address).toContain('<script type="application/json" id="page-data">')
    expect(html.includes(words), `${address} holds ${words}`).toBe(true)
    await hydrated(page)
    expect(problems, address).toEqual([])
    // Drawn again by the browser alone (away and back inside the app), the page has the style classes the
    // server drew it with: their names come from the components, not from the order modules loaded in
    // (with class names from load order, the server's differ on every page but the home page).
    if (status === 200) {
      const fromServer = componentClassesIn(html.slice(html.indexOf('<main'), html.indexOf('</main>')))
      const heading = page.locator('main h1').first()
      const title = (await heading.textContent())!
      await page.evaluate(() => {
        history.pushState(null, '', '/track-order')
        dispatchEvent(new PopStateEvent('popstate'))
      })
      await expect(heading).not.toHaveText(title)
      await page.goBack()
      await expect(heading).toHaveText(title)
      await page.waitForLoadState('networkidle')
      // (A section that comes in view meanwhile, the home page's below the hero, adds its own.)
      const fromBrowser = new Set(await componentClasses(page))
      expect(fromServer.filter((name) => !fromBrowser.has(name)), address).toEqual([])
    }
    page.removeAllListeners('console')
    page.removeAllListeners('pageerror')
  }
})

test("a visitor's saved cart shows once the page has hydrated, without a mismatch", async ({ page }) => {
  await page.goto(paths.products)
  await hydrated(page)
  const add = page.getByRole('button', { name: /^Add .+ to cart$/ }).first()
  const name = (await add.getAttribute('aria-label'))!.replace(/^Add (.+) to cart$/, '$1')
  await add.click()
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()

  // The server's page is every visitor's (an empty cart); this browser's cart comes after hydration.
  const problems = problemsOf(page, paths.products)
  const response = await page.reload()
  expect(await response!.text()).toContain('aria-label="Cart, 0 items"')
  await hydrated(page)
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
  await expect(page.getByRole('group', { name: `${name} in cart` })).toBeVisible()
  expect(problems).toEqual([])
})

test('the parts whose chunk comes after the app (the footer, the home page’s sections) come to life where the server drew them, not drawn again', async ({ page }) => {
  // Each drawn element is marked before any script of the shop's runs: one the browser drew anew has no mark.
  const parts = 'footer, footer a, main section'
  await page.addInitScript((parts) => addEventListener('DOMContentLoaded', () => document.querySelectorAll(parts).forEach((element) => element.setAttribute('data-drawn', ''))), parts)
  /** The parts not drawn by the server, and those React has not (yet) brought to life. */
  const partsNow = () =>
    page.evaluate((parts) => {
      const all = [...document.querySelectorAll(parts)]
      const name = (element: Element) => element.outerHTML.slice(0, 60)
      return {
        redrawn: all.filter((element) => !element.hasAttribute('data-drawn')).map(name),
        lifeless: all.filter((element) => !Object.keys(element).some((key) => key.startsWith('__reactFiber'))).map(name),
      }
    }, parts)

  for (const address of [paths.products, paths.booking]) {
    await page.goto(address)
    await hydrated(page)
    // The footer's switch is the app's alone: the footer has come to life.
    await expect(page.getByRole('button', { name: 'Data saver' }), address).toBeAttached()
    expect(await partsNow(), address).toEqual({ redrawn: [], lifeless: [] })
  }

  // The home page's sections come to life as the visitor scrolls towards them.
  await page.goto(paths.home)
  await hydrated(page)
  await expect(page.getByRole('button', { name: 'Data saver' })).toBeAttached()
  expect((await partsNow()).redrawn).toEqual([])
  await page.locator('main section').first().scrollIntoViewIfNeeded()
  await expect.poll(async () => (await partsNow()).lifeless).toEqual([])
  expect((await partsNow()).redrawn).toEqual([])
})

test("the app's script is fetched once the page's first pictures have arrived, and the page's chunks with it", async ({ page }) => {
  // Pictures as slow as on a phone's line: here they would otherwise be in before any script runs.
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() === 'image') await new Promise((resolve) => setTimeout(resolve, 400))
    await route.continue()
  })
  for (const address of [paths.home, paths.products]) {
    const response = await page.goto(address)
    // The first pictures as the server drew them (the app draws more below the fold later).
    const firsts = [...(await response!.text()).matchAll(/<img [^>]*fetchpriority="high"[^>]*>/gi)].map((tag) => /src="([^"]+)"/.exec(tag[0])![1]!)
    expect(firsts.length, address).toBeGreaterThan(0)
    await hydrated(page)
    const { pictures, app, appArrived, chunks } = await page.evaluate(([firsts, listed]) => {
      const [app, ...chunks] = listed
      const timing = (url: string) => performance.getEntriesByName(new URL(url, location.href).href)[0] as PerformanceResourceTiming | undefined
      return {
        pictures: firsts.map((url) => timing(url)?.responseEnd ?? Number.NaN),
        app: timing(app!)?.startTime ?? Number.NaN,
        appArrived: timing(app!)?.responseEnd ?? Number.NaN,
        chunks: chunks.map((chunk) => timing(chunk)?.startTime ?? Number.NaN),
      }
    }, [firsts, appScriptsIn(await page.content())] as const)
    for (const arrived of pictures) expect(app, address).toBeGreaterThanOrEqual(arrived)
    // Fetched when the app is, not after it has run and asked for them: the app can ask for nothing before its
    // whole script has arrived. (Their start times differ by a few milliseconds to tens on a busy machine.)
    for (const chunk of chunks) expect(chunk, address).toBeLessThan(appArrived)
    if (address === paths.products) expect(chunks.length).toBeGreaterThan(0)
  }
})

test('what a browser without scripts shows has no axe violation', async ({ page, isMobile }) => {
  // Axe needs a script of its own: the server's page as such a browser draws it, its noscript parts shown, none of its scripts run.
  await page.route(/\/(cart|products\/[^/]+\/[^/]+)$/, async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<(\/?)noscript>/g, '<$1div>')
    await route.fulfill({ response, body: html })
  })
  const product = (await catalogue(page)).find((candidate) => candidate.inStock)!
  for (const address of [paths.cart, paths.product(product.category, product._id)]) {
    await page.goto(address)
    if (isMobile) for (const opener of await page.locator('summary').all()) await opener.click()
    await expectNoAxeViolations(page, `${address} without scripts`)
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a product page shows its name, price and picture', async ({ page }) => {
    const product = (await catalogue(page)).find((candidate) => candidate.inStock)! as unknown as { _id: string; category: string; name: string; offerPrice: number; image: string[] }
    await page.goto(paths.product(product.category, product._id))
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    await expect(page.getByText(formatNaira(product.offerPrice)).first()).toBeVisible()
    // The main picture (the thumbnails, which need a script, are not drawn).
    await expect(page.locator(`main img[alt="${product.name}"][src^="${product.image[0]}"]`)).toBeVisible()
  })

  test('the products page lists the first page of products', async ({ page }) => {
    await page.goto(paths.products)
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible()
    expect(await page.locator('main').getByRole('link').count()).toBeGreaterThan(10)
  })

  test('the cart comes in the shop’s frame and says it needs JavaScript, or a call to order', async ({ page }, testInfo) => {
    const response = await page.goto(paths.cart)
    expect(response!.status()).toBe(200)
    await expect(page.getByRole('banner').getByRole('link', { name: brand.name })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Your cart needs JavaScript' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: brand.phone })).toHaveAttribute('href', brand.phoneHref)
    await expect(page.getByRole('contentinfo')).toBeVisible()
    if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/cart-no-script-${testInfo.project.name}.png`, fullPage: true })
  })

  test('no control is drawn that cannot work: a product is ordered by a call; a phone’s menu and search open and take her on', async ({ page, isMobile }, testInfo) => {
    const product = (await catalogue(page)).find((candidate) => candidate.inStock)!
    await page.goto(paths.product(product.category, product._id))
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Buy now' })).toBeHidden()
    await expect(page.getByRole('main').getByRole('link', { name: brand.phone })).toBeVisible()
    if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/product-no-script-${testInfo.project.name}.png`, fullPage: true })
    await page.goto(paths.products)
    await expect(page.getByRole('main').getByRole('link', { name: product.name }).first()).toBeVisible()
    await expect(page.getByRole('main').getByRole('button', { name: /^Add .+ to cart$/ })).toHaveCount(0)
    if (!isMobile) return

    // The bar's buttons that wait for the app are not there; the menu and the search open by themselves.
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Search' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Login' })).toBeHidden()
    await page.locator('summary', { hasText: 'Menu' }).click()
    if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/menu-no-script-${testInfo.project.name}.png` })
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL(paths.about)
    const word = product.name.split(' ')[0]!
    await page.locator('summary', { hasText: 'Search' }).click()
    await page.getByRole('searchbox', { name: 'Search products' }).fill(word)
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter')
    await expect(page).toHaveURL(`${paths.products}?q=${encodeURIComponent(word)}`)
    await expect(page.getByRole('heading', { name: product.name }).first()).toBeVisible()
  })
})

test("a page opened by a link's token is drawn in the browser: its HTML holds nothing the token opens", async ({ request }) => {
  const drawn = await (await request.get(paths.booking)).text()
  expect(drawn).toContain(`id="${PAGE_DATA_ID}"`)
  for (const address of [reviewPath('not-a-real-token-0123456789'), `${paths.booking}?offer=not-a-real-token`]) {
    const answer = await request.get(address)
    expect([address, answer.status(), (await answer.text()).includes(`id="${PAGE_DATA_ID}"`)]).toEqual([address, 200, false])
  }
})
