import { randomUUID } from 'node:crypto'
import { enqueueMessage, withdrawMessage } from '../src/repositories/outbox'
import { buildTestShop, type TestShop } from './harness'
import { addAddress, products, registerUser } from './helpers'

// GET /metrics: what the shop counts, in Prometheus' text format, and who may read it.

const TOKEN = 'a-metrics-token-of-32-characters'
const PRODUCTION = { NODE_ENV: 'production', SELLER_PASSWORD: 'a-long-secret', PUBLIC_URL: 'https://glowbeauty.ng', ONLINE_PAYMENT: 'off' }

let shop: TestShop
beforeAll(async () => {
  shop = await buildTestShop({ servicesVisible: true })
}, 60_000)
afterAll(() => shop.close())

const scrape = (on: TestShop, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') => on.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress })

/** The value of one sample line (`name{labels} value`), or undefined when the scrape has none. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((row) => row.startsWith(`${line} `))
  return found === undefined ? undefined : Number(found.slice(line.length + 1))
}

describe('the metrics', () => {
  it('count requests by route pattern and status with their latency, orders made, job rounds and the outbox backlog by channel', async () => {
    const { cookie } = await registerUser(shop)
    const product = (await products(shop)).find((candidate) => candidate.inStock)!
    const address = await addAddress(shop, cookie)
    const placed = await shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie }, payload: { items: [{ product: product._id, quantity: 1 }], address } })
    expect(placed.statusCode).toBe(201)
    await shop.app.inject({ method: 'GET', url: `/api/product/${product._id}` })
    await shop.app.inject({ method: 'GET', url: '/api/booking/manage/not-a-real-token-at-all' })

    const scraped = await scrape(shop)
    expect(scraped.statusCode).toBe(200)
    expect(scraped.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = scraped.body
    expect(sample(text, 'glow_http_request_duration_seconds_count{method="POST",route="/api/order/cod",status="201"}')).toBe(1)
    expect(sample(text, 'glow_http_request_duration_seconds_count{method="GET",route="/api/product/:id",status="200"}')).toBe(1)
    // A token in a path is never a label: the route's pattern is.
    expect(text).not.toContain('not-a-real-token-at-all')
    expect(sample(text, 'glow_orders_made_total{payment="COD"}')).toBe(1)
    // The start's rounds ran once each.
    expect(sample(text, 'glow_job_runs_total{job="lapse-holds",outcome="done"}')).toBeGreaterThanOrEqual(1)
    // No SMTP here: the cash order's e-mails are kept in the seller's outbox.
    await shop.app.mail.deliverDue()
    expect(sample((await scrape(shop)).body, 'glow_messages_total{channel="email",outcome="kept"}')).toBeGreaterThanOrEqual(1)
    // A reminder for tomorrow waits in the outbox: the backlog, by channel, until it is withdrawn.
    const key = `metrics-test:${randomUUID()}`
    await enqueueMessage(shop.database.db, { key, event: 'Booking reminder', channel: 'sms', to: '+2348031234567', text: 'Glow Beauty: see you tomorrow', sendAfter: new Date(Date.now() + 86_400_000) })
    const waiting = sample((await scrape(shop)).body, 'glow_outbox_backlog{channel="sms"}')!
    expect(waiting).toBeGreaterThanOrEqual(1)
    await withdrawMessage(shop.database.db, key)
    const after = (await scrape(shop)).body
    expect(sample(after, 'glow_outbox_backlog{channel="sms"}') ?? 0).toBe(waiting - 1)
    expect(after).toContain('process_cpu_user_seconds_total')
    // PostgreSQL's pool (PGlite has none): open, in use (this scrape's own query done), waiting.
    if (shop.database.kind === 'postgres') {
      expect(sample(after, 'glow_db_pool_connections')).toBeGreaterThanOrEqual(1)
      expect(sample(after, 'glow_db_pool_waiting')).toBe(0)
    } else expect(after).not.toContain('glow_db_pool')
  })

  it('answer only on this machine without METRICS_TOKEN, and never in production', async () => {
    expect((await scrape(shop, {}, '10.0.0.8')).statusCode).toBe(404)
    const production = await buildTestShop({ database: shop.database, env: PRODUCTION })
    try {
      expect((await scrape(production)).statusCode).toBe(404)
    } finally {
      await production.close()
    }
  })

  it('ask for METRICS_TOKEN as a bearer token when it is set, from any address', async () => {
    const production = await buildTestShop({ database: shop.database, env: { ...PRODUCTION, METRICS_TOKEN: TOKEN } })
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}x` }, { authorization: TOKEN }] as Record<string, string>[]) {
        const refused = await scrape(production, headers, '10.0.0.8')
        expect([refused.statusCode, refused.headers['www-authenticate']]).toEqual([401, 'Bearer'])
      }
      const read = await scrape(production, { authorization: `Bearer ${TOKEN}` }, '10.0.0.8')
      expect(read.statusCode).toBe(200)
      expect(read.body).toContain('glow_http_request_duration_seconds_bucket')
    } finally {
      await production.close()
    }
  })
})
