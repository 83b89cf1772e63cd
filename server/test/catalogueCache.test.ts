import Fastify, { type FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { app } from '../src/app'
import { buildTestShop, type TestShop } from './harness'
import { fakeRepeatingTimers, sellerCookie } from './helpers'

// Two server instances on one database, each with its own cached product list. Their rechecks run on Jest's
// clock: a test moves it on and waits for the check the timer started, instead of sleeping.
let shop: TestShop
let otherInstance: FastifyInstance

beforeAll(async () => {
  fakeRepeatingTimers()
  shop = await buildTestShop({ servicesVisible: true })
  otherInstance = Fastify({ logger: false })
  await otherInstance.register(fp(app), { config: shop.config, database: shop.database })
  await otherInstance.ready()
})
afterAll(async () => {
  await otherInstance.close()
  await shop.close()
  jest.useRealTimers()
})

/** A second passes on the instances' clock; resolves once the check it set off on `server` is done. */
async function secondPasses(server: FastifyInstance) {
  jest.advanceTimersByTime(1000)
  await server.catalogue.lastCheck()
}

const stockOf = async (server: FastifyInstance, id: string) =>
  (await server.inject({ method: 'GET', url: '/api/product/list' })).json().products.find((p: { _id: string }) => p._id === id).inStock

describe('the cached product list', () => {
  it('shows a stock change made by another instance within a second, and at once on its own', async () => {
    const [first] = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products
    expect(first.inStock).toBe(true)
    expect(await stockOf(otherInstance, first._id)).toBe(true)

    const cookie = await sellerCookie(shop)
    const toggled = await shop.app.inject({ method: 'POST', url: '/api/product/stock', headers: { cookie }, payload: { id: first._id, inStock: false } })
    expect(toggled.statusCode).toBe(200)
    expect(await stockOf(shop.app, first._id)).toBe(false)

    await secondPasses(otherInstance)
    expect(await stockOf(otherInstance, first._id)).toBe(false)
  })

  it('sees a change made outside the server (a restore, a manual fix) with a new ETag', async () => {
    const before = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).headers.etag
    await shop.database.db.execute(`update products set name = name || ' Deluxe' where name = 'Coconut Shine Pomade'`)
    await secondPasses(shop.app)
    const after = await shop.app.inject({ method: 'GET', url: '/api/product/list', headers: { 'if-none-match': String(before) } })
    expect(after.statusCode).toBe(200)
    expect(after.json().products.map((p: { name: string }) => p.name)).toContain('Coconut Shine Pomade Deluxe')
  })
})
