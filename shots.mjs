import { chromium } from 'playwright'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const base = 'http://127.0.0.1:3401'
const list = await (await fetch(base + '/api/product/list?limit=1')).json()
const p = list.products[0]
const pages = { home: '/', products: '/products', product: `/products/${p.category.toLowerCase()}/${p._id}`, booking: '/booking', about: '/about' }
for (const js of [false, true]) for (const [w, h, tag] of [[375, 800, 'phone'], [1440, 900, 'desktop']]) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, javaScriptEnabled: js, isMobile: tag === 'phone' })
  const page = await context.newPage()
  for (const [name, url] of Object.entries(pages)) {
    await page.goto(base + url); await page.waitForLoadState('networkidle')
    await page.screenshot({ path: `/tmp/shots/${name}-${tag}-${js ? 'js' : 'nojs'}.png` })
  }
  await context.close()
}
await browser.close()
