import { expect, test } from '@playwright/test'

// The built app's pages tell the browser, in a Link header, what they will need: the page's chunks and,
// on catalogue pages, their first pictures, fetched while the entry script downloads. The first page of products
// comes in the page itself, drawn by the server with its data (e2e/drawn.spec.ts).

test('a page hints chunks of this build, and the catalogue page asks for none of its products, never the whole list', async ({ page, request }) => {
  for (const url of ['/booking', '/products', '/products/nails']) {
    const link = (await request.get(url)).headers().link ?? ''
    const targets = [...link.matchAll(/<([^>]+)>/g)].map((match) => match[1]!)
    expect(targets.filter((target) => target.startsWith('/assets/')).length, url).toBeGreaterThan(0)
    for (const target of targets) expect((await request.get(target)).status(), target).toBe(200)
    // The first pictures of the grid are named too, so the phone does not wait for the list to find them.
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
