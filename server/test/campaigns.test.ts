import { and, eq, inArray, like, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import Fastify from 'fastify'
import fp from 'fastify-plugin'
import { SMS_PAGE_KOBO } from '../../src/contract/campaigns'
import { remindLeftCarts, sendDueCampaigns, tellBackInStock } from '../src/actions/campaigns'
import { stopFromReply } from '../src/actions/phoneMessages'
import { app as shopApp, serverOptions } from '../src/app'
import { testClock } from '../src/clock'
import { campaignRecipients, marketingConsents, outboxMessages, phoneContacts, products } from '../src/db/schema'
import { buildTestShop, type TestShop } from './harness'
import { addAddress, fakeRepeatingTimers, nextIp, products as listed, provePhone, registerUser, sellerCookie } from './helpers'

// Campaigns to the clients who agreed to news and offers, the one reminder of a cart left behind, and "tell me when it
// is back": the clock is advanced, never slept on; the outbox's worker is held still (its poller on Jest's clock, the
// jobs run with a wake that wakes nothing) so what is queued stays queued for the test to read.

fakeRepeatingTimers()
// A Monday, 10:00 in Lagos.
const clock = testClock(new Date('2026-12-07T09:00:00Z'))
let shop: TestShop
beforeAll(async () => {
  shop = await buildTestShop({ clock, servicesVisible: true })
}, 60_000)
afterAll(async () => {
  await shop.close()
  jest.useRealTimers()
})

/** The shop as a job round sees it, but its wake sends nothing: the messages it queues stay queued. */
const still = (app: FastifyInstance): FastifyInstance => Object.create(app, { mail: { value: { ...app.mail, wake: () => undefined } } }) as FastifyInstance

const db = () => shop.database.db
const owner = () => sellerCookie(shop)
const asOwner = async (method: 'GET' | 'POST', url: string, payload?: object) => shop.app.inject({ method, url, payload, headers: { cookie: await owner() } })

let numbers = 0
const newPhone = () => `+23480${String(10_000_000 + (numbers += 1)).slice(-8)}`

/** `count` clients whose numbers agreed to booking and order messages, the first `agreed` of them to news and offers too. */
async function clients(count: number, agreed: number): Promise<string[]> {
  const phones = Array.from({ length: count }, newPhone)
  await db().insert(phoneContacts).values(phones.map((phone) => ({ phone, channel: 'sms' as const, consentedAt: clock.now() })))
  if (agreed > 0) await db().insert(marketingConsents).values(phones.slice(0, agreed).map((phone) => ({ phone, source: 'booking', consentedAt: clock.now() })))
  return phones.slice(0, agreed)
}

const offersOf = (campaignId: string) => db().select().from(outboxMessages).where(like(outboxMessages.key, `campaign:${campaignId}:%`))

/** A campaign to everyone who agreed, at `sendAt` (Lagos, '' for now). */
async function campaign(sendAt = '', text = 'Knotless braids 20% off this week. Book now!') {
  const made = await asOwner('POST', '/api/campaigns', { audience: 'all', text, sendAt })
  expect(made.statusCode).toBe(201)
  return made.json().campaign as { _id: string; status: string }
}

// Each test's clients are its own: those of the tests before it withdraw.
afterEach(() => db().update(marketingConsents).set({ withdrawnAt: clock.now() }).where(sql`withdrawn_at is null`))

describe('a campaign', () => {
  it('to 1,000 clients of whom 700 agreed queues exactly 700, after showing their count, pages and cost', async () => {
    const agreed = await clients(1000, 700)
    const preview = await asOwner('POST', '/api/campaigns/preview', { audience: 'all', text: 'Knotless braids 20% off this week. Book now!' })
    expect(preview.statusCode).toBe(200)
    const { recipients, sms, whatsapp, pages, pagesPerSms, cost, heldUntil } = preview.json().preview
    expect({ recipients, sms, whatsapp, heldUntil }).toEqual({ recipients: 700, sms: 700, whatsapp: 0, heldUntil: null })
    expect(pages).toBe(700 * pagesPerSms)
    expect(cost).toBe((pages * SMS_PAGE_KOBO) / 100)

    const { _id } = await campaign()
    const queued = await offersOf(_id)
    expect(queued).toHaveLength(700)
    expect(new Set(queued.map((message) => message.recipient))).toEqual(new Set(agreed))
    expect(queued[0]!.text).toMatch(/^Glow Beauty: Knotless braids 20% off this week\. Book now! http\S+\/api\/c\/[\w-]{16} No more offers: http\S+\/api\/c\/[\w-]{16}\/stop$/)
  })

  it('asked for at 21:00 sends nothing until 08:00 in Lagos', async () => {
    await clock.set(new Date('2026-12-08T20:00:00Z'))
    await clients(10, 10)
    const preview = (await asOwner('POST', '/api/campaigns/preview', { audience: 'all', text: 'Late offer' })).json().preview
    expect(preview.heldUntil).toBe('2026-12-09T07:00:00.000Z')
    const { _id, status } = await campaign()
    expect(status).toBe('scheduled')
    expect(await sendDueCampaigns(still(shop.app))).toBe(0)
    await clock.set(new Date('2026-12-09T06:59:00Z'))
    expect(await sendDueCampaigns(still(shop.app))).toBe(0)
    expect(await offersOf(_id)).toHaveLength(0)
    await clock.set(new Date('2026-12-09T07:00:00Z'))
    expect(await sendDueCampaigns(still(shop.app))).toBe(10)
    expect(await offersOf(_id)).toHaveLength(10)
  })

  it('is sent once when two instances run the job at the same moment, and nobody gets a second campaign that week', async () => {
    await clock.set(new Date('2026-12-10T09:00:00Z'))
    await clients(60, 60)
    const { _id } = await campaign('2026-12-10T11:00')
    expect(await sendDueCampaigns(still(shop.app))).toBe(0)
    await clock.advance(60 * 60_000)
    const second = Fastify(serverOptions(shop.config))
    await second.register(fp(shopApp), { config: shop.config, database: shop.database, clock })
    await second.ready()
    try {
      const rounds = await Promise.all([sendDueCampaigns(still(shop.app)), sendDueCampaigns(still(second)), sendDueCampaigns(still(shop.app)), sendDueCampaigns(still(second))])
      expect(rounds.reduce((sum, round) => sum + round, 0)).toBe(60)
    } finally {
      await second.close()
    }
    expect(await offersOf(_id)).toHaveLength(60)
    expect(await db().select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, _id))).toHaveLength(60)

    const again = await campaign()
    expect(await offersOf(again._id)).toHaveLength(0)
    await clock.advance(7 * 24 * 3_600_000)
    const nextWeek = await campaign()
    expect(await offersOf(nextWeek._id)).toHaveLength(60)
  })

  it('goes only to the clients lapsed 90 days when she picks them', async () => {
    await clock.set(new Date('2026-12-20T09:00:00Z'))
    const { cookie } = await registerUser(shop)
    expect((await provePhone(shop, cookie, '0803 777 0101', 'whatsapp')).statusCode).toBe(200)
    const agreed = await shop.app.inject({ method: 'PUT', url: '/api/campaigns/consent', headers: { cookie }, payload: { offers: true } })
    expect(agreed.json()).toMatchObject({ phone: '+2348037770101', offers: true })
    const [product] = (await listed(shop)).filter((candidate) => candidate.inStock)
    const address = await addAddress(shop, cookie)
    expect((await shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie }, payload: { items: [{ product: product!._id, quantity: 1 }], address } })).statusCode).toBe(201)
    const lapsed = { audience: 'lapsed', text: 'We miss you' }
    expect((await asOwner('POST', '/api/campaigns/preview', lapsed)).json().preview.recipients).toBe(0)
    await clock.advance(95 * 24 * 3_600_000)
    expect((await asOwner('POST', '/api/campaigns/preview', lapsed)).json().preview).toMatchObject({ recipients: 1, whatsapp: 1, sms: 0 })
  })

  it('is withdrawn from a number that replies STOP or follows its stop link, and counts them as stopped', async () => {
    await clock.set(new Date('2027-04-05T09:00:00Z'))
    const [byReply, byLink, stays] = await clients(3, 3)
    const { _id } = await campaign('2027-04-05T10:30')
    await clock.advance(30 * 60_000)
    expect(await sendDueCampaigns(still(shop.app))).toBe(3)
    const statusOf = async (phone: string) => (await offersOf(_id)).find((message) => message.recipient === phone)!.status

    await stopFromReply(shop.app, `0${byReply!.slice(4)}`)
    expect(await statusOf(byReply!)).toBe('withdrawn')

    const stopLink = /\/api\/c\/([\w-]{16})\/stop/.exec((await offersOf(_id)).find((message) => message.recipient === byLink)!.text)![0]
    const page = await shop.app.inject({ method: 'GET', url: stopLink })
    expect(page.body).toContain('Stop news and offers')
    expect(await statusOf(byLink!)).toBe('queued')
    expect((await shop.app.inject({ method: 'POST', url: stopLink, remoteAddress: nextIp() })).statusCode).toBe(200)
    expect(await statusOf(byLink!)).toBe('withdrawn')
    // The link withdraws news and offers alone: her booking and order messages still come.
    const [contact] = await db().select().from(phoneContacts).where(eq(phoneContacts.phone, byLink!))
    expect(contact!.stoppedAt).toBeNull()
    expect(await statusOf(stays!)).toBe('queued')

    const consents = await db().select().from(marketingConsents).where(inArray(marketingConsents.phone, [byReply!, byLink!, stays!]))
    expect(consents.filter((row) => row.withdrawnAt !== null).map((row) => row.phone).sort()).toEqual([byReply!, byLink!].sort())
    expect((await asOwner('GET', `/api/campaigns/${_id}`)).json().campaign).toMatchObject({ recipients: 3, stopped: 2 })
    expect((await shop.app.inject({ method: 'POST', url: '/api/c/not-a-real-token/stop', remoteAddress: nextIp() })).statusCode).toBe(404)
  })

  it('refuses what the owner cannot send, in her words', async () => {
    const refused = async (payload: object) => (await asOwner('POST', '/api/campaigns', payload)).json().message
    expect(await refused({ audience: 'category', text: 'Hi', sendAt: '' })).toBe('Choose a category')
    expect(await refused({ audience: 'all', text: 'x'.repeat(151), sendAt: '' })).toBe('The message must be at most 150 characters')
    expect(await refused({ audience: 'all', text: 'Hi', sendAt: '2020-01-01T10:00' })).toBe('That time has passed: choose a later one, or send it now')
    expect((await asOwner('POST', '/api/campaigns', { audience: 'everyone', text: 'Hi', sendAt: '' })).statusCode).toBe(400)
  })
})

describe('a cart left behind', () => {
  async function shopperWithCart(phone: string) {
    const { cookie, user } = await registerUser(shop)
    expect((await provePhone(shop, cookie, phone, 'sms')).statusCode).toBe(200)
    await shop.app.inject({ method: 'PUT', url: '/api/campaigns/consent', headers: { cookie }, payload: { offers: true } })
    const [product] = (await listed(shop)).filter((candidate) => candidate.inStock)
    expect((await shop.app.inject({ method: 'POST', url: '/api/cart/update', headers: { cookie }, payload: { cartItems: { [product!._id]: 1 } } })).statusCode).toBe(200)
    return { cookie, userId: user._id, product: product!._id }
  }
  const remindersTo = (phone: string) => db().select().from(outboxMessages).where(and(like(outboxMessages.key, 'cart:%'), eq(outboxMessages.recipient, phone)))

  it('gets one reminder after 24 hours, with the link back to her cart', async () => {
    await clock.set(new Date('2027-05-03T09:00:00Z'))
    await shopperWithCart('0803 444 0001')
    await clock.advance(23 * 3_600_000)
    expect(await remindLeftCarts(still(shop.app))).toBe(0)
    await clock.advance(2 * 3_600_000)
    expect(await remindLeftCarts(still(shop.app))).toBe(1)
    expect(await remindLeftCarts(still(shop.app))).toBe(0)
    const [reminder] = await remindersTo('+2348034440001')
    expect(reminder!.text).toMatch(/your Glow Beauty cart is waiting for you: http\S+\/cart Stop:/)
    await clock.advance(3 * 24 * 3_600_000)
    expect(await remindLeftCarts(still(shop.app))).toBe(0)
    expect(await remindersTo('+2348034440001')).toHaveLength(1)
  })

  it('gets none when she ordered since', async () => {
    await clock.set(new Date('2027-05-10T09:00:00Z'))
    const { cookie, product } = await shopperWithCart('0803 444 0002')
    const address = await addAddress(shop, cookie)
    expect((await shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie }, payload: { items: [{ product, quantity: 1 }], address } })).statusCode).toBe(201)
    await clock.advance(25 * 3_600_000)
    expect(await remindLeftCarts(still(shop.app))).toBe(0)
    expect(await remindersTo('+2348034440002')).toHaveLength(0)
  })
})

describe('tell me when it is back', () => {
  it('tells the first to ask, once each, as units come back', async () => {
    const [product] = (await listed(shop)).filter((candidate) => candidate.inStock)
    await db().update(products).set({ inStock: true, stockCount: 0 }).where(eq(products.id, product!._id))
    const ask = (contact: string) => shop.app.inject({ method: 'POST', url: `/api/campaigns/back-in-stock/${product!._id}`, payload: { contact }, remoteAddress: nextIp() })
    expect((await ask('0803 555 0001')).statusCode).toBe(201)
    expect((await ask('Ngozi@Example.ng')).statusCode).toBe(201)
    expect((await ask('0803 555 0001')).statusCode).toBe(201)
    expect((await ask('not a phone')).json().message).toBe('Enter your phone number or e-mail address')
    expect((await shop.app.inject({ method: 'POST', url: '/api/campaigns/back-in-stock/00000000-0000-4000-8000-000000000000', payload: { contact: '0803 555 0001' }, remoteAddress: nextIp() })).statusCode).toBe(404)
    expect(await tellBackInStock(still(shop.app))).toBe(0)

    await db().update(products).set({ stockCount: 1 }).where(eq(products.id, product!._id))
    expect(await tellBackInStock(still(shop.app))).toBe(1)
    const told = () => db().select().from(outboxMessages).where(like(outboxMessages.key, 'stock-alert:%'))
    expect((await told()).map((message) => message.recipient)).toEqual(['+2348035550001'])
    expect((await ask('0803 555 0003')).statusCode).toBe(409)

    await db().update(products).set({ stockCount: 5 }).where(eq(products.id, product!._id))
    expect(await tellBackInStock(still(shop.app))).toBe(1)
    expect(await tellBackInStock(still(shop.app))).toBe(0)
    expect((await told()).map((message) => message.recipient).sort()).toEqual(['+2348035550001', 'ngozi@example.ng'])
  })
})
