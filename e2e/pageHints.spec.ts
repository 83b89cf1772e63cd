import { expect, test } from '@playwright/test'
import { appScriptsIn } from '../src/contract/appScript'

// The built app's pages tell the browser what they will need. A page drawn in the browser names, in a Link
// header, the app's entry and the page's chunks, fetched at once; a page drawn on the server comes with its first
// products and names its chunks to its first script (src/boot.ts), which fetches them with the app once the page
// shows; the catalogue's first pictures are in the header either way (e2e/drawn.spec.ts checks the drawing).

const targetsOf = (link: string) => [...link.matchAll(/<([^>]+)>/g)].map((match) => match[1]!)

test('a page hints chunks of this build, and the catalogue page asks for none of its products, never the whole list', async ({ page, request }) => {
  // My Account is drawn in the browser (personal): its header names its chunks.
  const account = (await request.get('/account')).headers().link ?? ''
  expect(targetsOf(account).filter((target) => target.startsWith('/assets/')).length).toBeGreaterThan(1)
  for (const target of targetsOf(account)) expect((await request.get(target)).status(), target).toBe(200)
  for (const url of ['/booking', '/products', '/products/nails']) {
    const response = await request.get(url)
    const link = response.headers().link ?? ''
    expect(targetsOf(link).filter((target) => target.startsWith('/assets/')), url).toEqual([])
    const scripts = appScriptsIn(await response.text())
    expect(scripts.length, url).toBeGreaterThan(1)
    for (const script of scripts) expect((await request.get(script)).status(), script).toBe(200)
    // The first pictures of the grid are named too, so the phone fetches them as soon as the headers arrive.
    if (url !== '/booking') expect(link, url).toMatch(/<\/[^>]+>; rel=preload; as=image/)
  }

  const listRequests: string[] = []
  const searchRequests: string[] = []
  const warnings: string[] = []
  page.on('request', (sent) => sent.url().endsWith('/api/product/list') && listRequests.push(sent.url()))
  page.on('request', (sent) => sent.url().endsWith('/api/product/search?inStock=true') && searchRequests.push(sent.url()))
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
  await page.goto('/products')
  await expect(page.getByRole('list', { name: 'Products' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  // The first page of products came with the page: nobody asks for it again.
  expect(searchRequests).toHaveLength(0)
  expect(listRequests).toHaveLength(0)
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([])
})
