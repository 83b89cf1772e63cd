import { expect, test } from '@playwright/test'

// The built app's pages tell the browser, in a Link header, what they will need: the page's chunks and,
// on catalogue pages, the product list and its first pictures, fetched while the entry script downloads.

test('a page hints chunks of this build, and the catalogue fetches its product list once', async ({ page, request }) => {
  for (const url of ['/booking', '/products', '/products/nails']) {
    const link = (await request.get(url)).headers().link ?? ''
    const targets = [...link.matchAll(/<([^>]+)>/g)].map((match) => match[1]!)
    expect(targets.filter((target) => target.startsWith('/assets/')).length, url).toBeGreaterThan(0)
    for (const target of targets) expect((await request.get(target)).status(), target).toBe(200)
    // The first pictures of the grid are named too, so the phone does not wait for the list to find them.
    if (url !== '/booking') expect(link, url).toMatch(/<\/[^>]+>; rel=preload; as=image/)
  }

  const listRequests: string[] = []
  const warnings: string[] = []
  page.on('request', (sent) => sent.url().endsWith('/api/product/list') && listRequests.push(sent.url()))
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
  await page.goto('/products')
  await expect(page.getByRole('list', { name: 'Products' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(listRequests).toHaveLength(1)
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([])
})
