import { eq, sql } from 'drizzle-orm'
import { helpPages, orders, products } from '../src/db/schema'
import { buildTestShop, type TestShop } from './harness'
import { addAddress, registerUser, sellerCookie, startOnlineOrder } from './helpers'

// Offers and Deals, Best Sellers and the help pages (issue 18), on a shop of their own products.

let shop: TestShop
let seller: string

beforeAll(async () => {
  shop = await buildTestShop({ seed: false })
  seller = await sellerCookie(shop)
})
afterAll(() => shop.close())

let added = 0
/** A product row straight into the shop (prices in naira), each one newer than the one before. */
async function product(name: string, price: number, offerPrice: number, extra: Partial<typeof products.$inferInsert> = {}) {
  added += 1
  const [row] = await shop.database.db
    .insert(products)
    .values({ name, category: 'Skincare', images: ['/art/x.svg'], priceKobo: price * 100, offerPriceKobo: offerPrice * 100, createdAt: new Date(Date.UTC(2026, 0, 1) + added * 1000), ...extra })
    .returning()
  return row!
}

const get = (url: string) => shop.app.inject({ method: 'GET', url })
const names = (response: { json(): { products: { name: string }[] } }) => response.json().products.map((p) => p.name)

/** Every page of a list, `limit` at a time, following nextCursor. */
async function allPages(path: string, limit: number): Promise<string[]> {
  const found: string[] = []
  let after: string | null = ''
  while (after !== null) {
    const response = await get(`${path}?limit=${limit}${after ? `&after=${encodeURIComponent(after)}` : ''}`)
    expect(response.statusCode).toBe(200)
    found.push(...names(response))
    after = response.json().nextCursor
  }
  return found
}

describe('offers and deals', () => {
  it('answers an empty list when nothing is discounted', async () => {
    await product('Plain Soap', 1000, 1000)
    expect((await get('/api/product/offers')).json()).toEqual({ success: true, products: [], nextCursor: null })
  })

  it('lists exactly the discounted products on sale, biggest saving in naira first, page by page', async () => {
    await product('Save 500', 5000, 4500)
    await product('Save 3000', 20000, 17000)
    await product('Save 1500', 3000, 1500)
    await product('Save 1200', 9000, 7800)
    await product('Save 10 kobo', 100, 99.9)
    await product('Switched off', 9000, 1000, { inStock: false })
    await product('Sold out', 9000, 1000, { stockCount: 0 })
    await product('Archived', 9000, 1000, { archivedAt: new Date() })
    await product('Counted', 6000, 4000, { stockCount: 3 })
    const expected = ['Save 3000', 'Counted', 'Save 1500', 'Save 1200', 'Save 500', 'Save 10 kobo']
    expect(names(await get('/api/product/offers'))).toEqual(expected)
    expect(await allPages('/api/product/offers', 2)).toEqual(expected)
  })

  it('refuses a bad limit or cursor with 400', async () => {
    for (const query of ['limit=0', 'limit=51', 'after=nope', 'after=1.2', "after=1'--.00000000-0000-4000-8000-000000000000", 'after=x&after=y']) {
      const response = await get(`/api/product/offers?${query}`)
      expect([query, response.statusCode]).toEqual([query, 400])
      expect(response.json().success).toBe(false)
    }
  })
})

describe('best sellers', () => {
  it('ranks by units sold in the last 90 days from real orders, then newest first', async () => {
    const before = await allPages('/api/product/best-sellers', 50)
    // No sales yet: newest first.
    const [first] = before
    expect(first).toBe('Counted')

    const rose = await product('Rose Toner', 5000, 4000)
    const shea = await product('Shea Butter', 3000, 2500)
    const oud = await product('Oud Oil', 9000, 9000)
    const old = await product('Old Favourite', 2000, 1800)
    const { cookie } = await registerUser(shop)
    const address = await addAddress(shop, cookie)
    const order = async (items: [{ id: string }, number][]) => {
      const response = await shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie }, payload: { items: items.map(([p, quantity]) => ({ product: p.id, quantity })), address } })
      expect(response.statusCode).toBe(201)
      return response.json().orderId as string
    }
    await order([[shea, 5], [rose, 2]])
    await order([[rose, 2]])
    await order([[oud, 1]])
    // Not counted: a cancelled order, an online order never paid, an order older than 90 days.
    const cancelled = await order([[oud, 50]])
    await shop.database.db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, cancelled))
    await startOnlineOrder(shop, cookie, { items: [{ product: oud.id, quantity: 40 }], address })
    const longAgo = await order([[old, 30]])
    await shop.database.db.update(orders).set({ createdAt: sql`now() - interval '91 days'` }).where(eq(orders.id, longAgo))

    const ranked = await allPages('/api/product/best-sellers', 2)
    expect(ranked.slice(0, 3)).toEqual(['Shea Butter', 'Rose Toner', 'Oud Oil'])
    // Then everything else on sale, newest first.
    expect(ranked.slice(3)).toEqual(['Old Favourite', ...before])
  })

  it('refuses a cursor of another shape with 400', async () => {
    expect((await get('/api/product/best-sellers?after=5.00000000-0000-4000-8000-000000000000')).statusCode).toBe(400)
  })
})

describe('help pages', () => {
  const save = (slug: string, payload: unknown, cookie = seller) => shop.app.inject({ method: 'PUT', url: `/api/help/${slug}`, payload: payload as object, headers: { cookie } })

  it('opens with the four pages written, the FAQs as questions', async () => {
    for (const [slug, title] of [['faqs', 'FAQs'], ['delivery-information', 'Delivery Information'], ['return-and-refund-policy', 'Return and Refund Policy'], ['payment-methods', 'Payment Methods']]) {
      const response = await get(`/api/help/${slug}`)
      expect(response.statusCode).toBe(200)
      expect(response.json().page).toMatchObject({ slug, title })
    }
    const { page } = (await get('/api/help/faqs')).json()
    expect(page.questions.length).toBeGreaterThan(5)
    expect(page.questions[0].questionHtml).toBe('How fast will my order arrive?')
    expect(page.questions[0].answerHtml).toContain('<strong>within 24 hours</strong>')
    expect((await get('/api/help/delivery-information')).json().page.html).toContain('2 to 5 working days')
  })

  it('answers 404 for any other page', async () => {
    for (const slug of ['about', 'FAQS', '..%2Fseller']) expect((await get(`/api/help/${slug}`)).statusCode).toBe(404)
  })

  it('saves what the seller writes, and only the seller', async () => {
    const { cookie } = await registerUser(shop)
    expect((await save('faqs', { title: 'X', body: 'Y' }, '')).statusCode).toBe(401)
    expect((await save('faqs', { title: 'X', body: 'Y' }, cookie)).statusCode).toBe(403)
    const saved = await save('payment-methods', { title: '  Ways to pay ', body: '# Cash\n\nPay the **rider**.' })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({ success: true, message: 'Help page saved', page: { title: 'Ways to pay', body: '# Cash\n\nPay the **rider**.', html: '<h2>Cash</h2>\n<p>Pay the <strong>rider</strong>.</p>\n' } })
    expect((await get('/api/help/payment-methods')).json().page.title).toBe('Ways to pay')
  })

  it('refuses a missing title or body, a body too long and an unknown page with the right status', async () => {
    expect((await save('faqs', { title: ' ', body: 'x' })).json()).toEqual({ success: false, message: 'Please give the page a title' })
    expect((await save('faqs', { title: 'FAQs', body: '' })).json()).toEqual({ success: false, message: 'Please write the page’s text' })
    expect((await save('faqs', { title: 'FAQs', body: 'x'.repeat(20_001) })).json()).toEqual({ success: false, message: 'A help page has at most 20,000 characters' })
    expect((await save('faqs', { title: 'FAQs', body: 'x', extra: 1 })).statusCode).toBe(400)
    expect((await save('shipping', { title: 'Shipping', body: 'x' })).statusCode).toBe(404)
    const [row] = await shop.database.db.select().from(helpPages).where(eq(helpPages.slug, 'faqs'))
    expect(row!.title).toBe('FAQs')
  })

  it('renders no script, event handler or javascript: address, whatever the body holds', async () => {
    const body = [
      'Hello <script>alert(1)</script>',
      '<img src=x onerror="alert(2)">',
      '<a href="javascript:alert(3)" onclick="alert(4)">raw link</a>',
      '[md link](javascript:alert(5)) [spaced](  JaVaScRiPt:alert(6)) [entity](&#106;avascript:alert(7))',
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
      '## <span onmouseover="alert(8)">Question</span>',
      '[fine](https://glowbeauty.ng) [call](tel:+2348035550142)',
    ].join('\n\n')
    const saved = await save('faqs', { title: 'FAQs', body })
    const preview = await shop.app.inject({ method: 'POST', url: '/api/help/preview', payload: { body }, headers: { cookie: seller } })
    const { html, introHtml, questions } = saved.json().page
    expect(preview.json().preview).toEqual({ html, introHtml, questions })
    const answers = (questions as { questionHtml: string; answerHtml: string }[]).map((q) => q.questionHtml + q.answerHtml).join('')
    for (const rendered of [html, answers]) {
      expect(rendered).not.toMatch(/<script|<iframe|<style|<img|onerror|onclick|onmouseover|javascript:/i)
      expect(rendered).toContain('<a href="https://glowbeauty.ng">fine</a> <a href="tel:+2348035550142">call</a>')
    }
    expect(html).toContain('<a>raw link</a>')
    expect(saved.json().page.questions).toEqual([expect.objectContaining({ questionHtml: 'Question' })])
    expect((await shop.app.inject({ method: 'POST', url: '/api/help/preview', payload: { body } })).statusCode).toBe(401)
  })
})
