import { expect, test, type Page } from '@playwright/test'

// The shop under its real security headers: every page renders and works, and the browser reports
// no Content Security Policy violation on any of them.

const PAGES = ['/', '/products', '/products/nails', '/cart', '/booking', '/about', '/contact', '/seller', '/my-orders', '/no/such/page']

/** Collects CSP violations the way the browser reports them: the DOM event and the console line. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ;(window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`)
    })
  })
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`))
  return violations
}

test('pages send the security headers and run under them without a single CSP violation', async ({ page }) => {
  const violations = await watchViolations(page)
  for (const url of PAGES) {
    const response = await page.goto(url)
    const headers = response!.headers()
    const csp = headers['content-security-policy'] ?? ''
    expect(csp, url).toContain("default-src 'self'")
    expect(csp, url).toContain("script-src 'self'")
    expect(csp, url).toContain("frame-ancestors 'none'")
    expect(csp, url).not.toContain("'unsafe-eval'")
    expect(headers['x-content-type-options'], url).toBe('nosniff')
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin')
    await expect(page.locator('h1').first(), url).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(violations, url).toEqual([])
  }
})

test('the shop works under the policy: images load, a form posts to the API and its toast shows', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.goto('/contact')
  const map = page.getByRole('img', { name: /^Map showing/ })
  await expect(map).toBeVisible()
  expect(await map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

  const form = page.getByRole('form', { name: 'Contact form' })
  await form.getByLabel('Name').fill('Ada Obi')
  await form.getByLabel('Email').fill('ada@example.ng')
  await form.getByLabel('Subject').fill('Opening hours')
  await form.getByLabel('Message').fill('Are you open on Sunday?')
  const answer = page.waitForResponse('**/api/contact')
  await form.getByRole('button', { name: 'Send message' }).click()
  expect((await answer).status()).toBe(201)
  await expect(page.getByText('Form submitted successfully')).toBeVisible()
  expect(violations).toEqual([])
})

test('the violation watch itself sees a blocked inline script', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.goto('/about')
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injected = true'
    document.body.append(script)
  })
  await expect.poll(() => violations.length).toBeGreaterThan(0)
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined()
})

test('another site cannot frame the shop (clickjacking)', async ({ page, baseURL }) => {
  const refusals: string[] = []
  page.on('console', (message) => {
    if (message.text().includes("frame-ancestors 'none'")) refusals.push(message.text())
  })
  await page.setContent(`<iframe title="shop" src="${baseURL}/about" width="800" height="600"></iframe>`)
  await expect.poll(() => refusals.length).toBeGreaterThan(0)
  // Chromium shows its own error page in the frame instead of the shop.
  await expect(page.frameLocator('iframe[title="shop"]').locator('#root')).toHaveCount(0)
})
