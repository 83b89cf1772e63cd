import { createHmac } from 'node:crypto'
import { and, eq, like } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import Fastify from 'fastify'
import fp from 'fastify-plugin'
import { addDays, isGsm7, MAX_SMS_CHARS, orderNumber, shopDate, smsPages, type BookingFields, type OutboxEntry } from '../../src/contract'
import { app as shopApp, serverOptions } from '../src/app'
import { outboxMessages, phoneContacts, phoneDailyCounts, salonCategories, salonServices, salonStaff, salonStaffCategories, salonStaffHours } from '../src/db/schema'
import { dailyCapReached } from '../src/messages/worker'
import { enqueueMessage } from '../src/repositories/outbox'
import { buildTestShop, type TestShop } from './harness'
import { addAddress, nextIp, phoneCodeSentTo, products, provePhone, registerUser, sellerCookie } from './helpers'
import { standInEnv, startTermii, startWhatsApp, type TermiiStandIn, type WhatsAppStandIn } from './phoneStandIns'

const CLIENT = '08031234567'
const CLIENT_INTERNATIONAL = '2348031234567'
const OWNER = '0809 111 2222'
const CAP = 6
const PUBLIC_URL = 'https://shop.glowbeauty.ng'

let shop: TestShop
let termii: TermiiStandIn
let whatsapp: WhatsAppStandIn
let seller: string
let shopUrl = ''

beforeAll(async () => {
  termii = await startTermii(() => `${shopUrl}/api/messages/termii/webhook`)
  whatsapp = await startWhatsApp(() => `${shopUrl}/api/messages/whatsapp/webhook`)
  shop = await buildTestShop({ servicesVisible: true, env: { PUBLIC_URL, PHONE_MESSAGES_PER_DAY: String(CAP), ...standInEnv(termii, whatsapp) } })
  shopUrl = await shop.app.listen({ port: 0, host: '127.0.0.1' })
  seller = await sellerCookie(shop)
  const { db } = shop.database
  await db.insert(salonCategories).values({ id: 'lashes-ph', name: 'Lashes', anyLabel: 'Any lash stylist', position: 9 })
  await db.insert(salonServices).values({ id: 'lash-lift-ph', categoryId: 'lashes-ph', name: 'Lash Lift', durationMinutes: 90, priceKobo: 1500000 })
  await db.insert(salonStaff).values({ id: 'ada-ph', name: 'Ada Obi', role: 'Lash Stylist', position: 1 })
  await db.insert(salonStaffCategories).values({ staffId: 'ada-ph', categoryId: 'lashes-ph' })
  await db.insert(salonStaffHours).values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ staffId: 'ada-ph', weekday, startMinute: 480, endMinute: 1200 })))
  const saved = await settings({ defaultChannel: 'whatsapp', ownerPhone: '', ownerChannel: 'whatsapp', bank: 'GTBank', accountNumber: '0123456789', accountName: 'Glow Beauty Ventures' })
  expect(saved.statusCode).toBe(200)
})
afterAll(async () => {
  await shop.close()
  await termii.close()
  await whatsapp.close()
})

let nextDay = 2
/** A new date each booking: no two tests' bookings meet. */
const freshDay = () => addDays(shopDate(), (nextDay += 1))

const fields = (more: Partial<BookingFields> & { phoneMessages?: boolean; phoneChannel?: string } = {}) => ({
  category: 'lashes-ph',
  preferredEmployee: 'ada-ph',
  date: freshDay(),
  startTime: '10:00',
  service: 'lash-lift-ph',
  fullName: 'Adébáyọ̀ Kemi',
  email: 'kemi@example.ng',
  phone: CLIENT,
  paymentMethod: 'pay-on-visit',
  phoneMessages: true,
  phoneChannel: 'sms',
  ...more,
})

const book = (payload: object, headers: Record<string, string> = {}) => shop.app.inject({ method: 'POST', url: '/api/booking', payload, headers, remoteAddress: nextIp() })

function settings(payload: object, cookie = seller) {
  return shop.app.inject({ method: 'PUT', url: '/api/messages/settings', headers: { cookie }, payload })
}

/** Runs the worker until nothing is left to send now (a round the booking's wake began included). */
async function deliver(): Promise<void> {
  while ((await shop.app.mail.deliverDue()) > 0);
  await shop.app.mail.deliverDue()
}

const messagesOf = (keyPart: string) =>
  shop.database.db
    .select()
    .from(outboxMessages)
    .where(like(outboxMessages.key, `%${keyPart}%`))
    .orderBy(outboxMessages.createdAt)

const sentTo = (phone: string) => termii.sent.filter((sms) => sms.body.to === phone)

beforeEach(async () => {
  termii.sent.splice(0)
  whatsapp.sent.splice(0)
  await shop.database.db.delete(phoneContacts)
  // Each test starts with the day's count empty, and her number's codes: the caps have tests of their own.
  await shop.database.db.delete(phoneDailyCounts)
  await shop.app.limits.phoneCodes.reset(`phone:+${CLIENT_INTERNATIONAL}`)
})

describe('a booking on the phone', () => {
  it('sends its confirmation by SMS to 2348031234567 on the dnd route within 2 pages, with her manage link and a stop link', async () => {
    const response = await book(fields())
    expect(response.statusCode).toBe(201)
    const { booking, manageToken } = response.json()
    await deliver()
    expect(sentTo(CLIENT_INTERNATIONAL)).toHaveLength(1)
    const [sms] = termii.sent
    expect(sms!.body).toMatchObject({ api_key: 'TL_test_api_key', to: CLIENT_INTERNATIONAL, from: 'GlowBeauty', type: 'plain', channel: 'dnd' })
    expect(sms!.body.sms).toContain(`Hello Adebayo, booking ${booking.reference} confirmed: Lash Lift with Ada Obi, `)
    expect(sms!.body.sms).toContain(`${PUBLIC_URL}/booking/manage/${manageToken}`)
    expect(sms!.body.sms).toMatch(new RegExp(`Stop: ${PUBLIC_URL}/api/messages/stop/[\\w-]{16}$`))
    expect(isGsm7(sms!.body.sms)).toBe(true)
    expect(smsPages(sms!.body.sms)).toBeLessThanOrEqual(2)
    const [confirmation] = await messagesOf(`booking:${booking._id}:made:client-phone`)
    expect(confirmation).toMatchObject({ channel: 'sms', status: 'sent', providerId: sms!.id, pages: smsPages(sms!.body.sms) })
    // Her consent is kept with its time.
    const [contact] = await shop.database.db.select().from(phoneContacts).where(eq(phoneContacts.phone, `+${CLIENT_INTERNATIONAL}`))
    expect(contact).toMatchObject({ channel: 'sms', stoppedAt: null })
    expect(Date.now() - contact!.consentedAt.getTime()).toBeLessThan(60_000)
  })

  it('sends nothing by phone without her consent', async () => {
    expect((await book(fields({ phoneMessages: false }))).statusCode).toBe(201)
    await deliver()
    expect(termii.sent).toHaveLength(0)
    expect(whatsapp.sent).toHaveLength(0)
  })

  it('refuses phone messages to a number that is not a Nigerian mobile', async () => {
    const response = await book(fields({ phone: '+44 20 7946 0958' }))
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('Enter a Nigerian mobile number, such as 0803 123 4567')
  })

  it('a retried booking (same Idempotency-Key) and a second instance send nothing twice', async () => {
    const payload = fields()
    const headers = { 'idempotency-key': `phone-${Date.now()}` }
    const first = await book(payload, headers)
    const again = await book(payload, headers)
    expect(again.json().booking._id).toBe(first.json().booking._id)
    const second = Fastify(serverOptions(shop.config))
    await second.register(fp(shopApp), { config: shop.config, database: shop.database })
    await second.ready()
    try {
      await Promise.all([deliver(), second.mail.deliverDue(), deliver(), second.mail.deliverDue()])
    } finally {
      await second.close()
    }
    await deliver()
    expect(sentTo(CLIENT_INTERNATIONAL)).toHaveLength(1)
  })

  it('carries the owner’s bank account on a transfer booking, and alerts the owner on her phone', async () => {
    await settings({ defaultChannel: 'whatsapp', ownerPhone: OWNER, ownerChannel: 'whatsapp', bank: 'GTBank', accountNumber: '0123456789', accountName: 'Glow Beauty Ventures' })
    try {
      const { booking } = (await book(fields({ paymentMethod: 'transfer' }))).json()
      await deliver()
      expect(sentTo(CLIENT_INTERNATIONAL)[0]!.body.sms).toContain(`booked, ref ${booking.reference}. Pay by transfer: GTBank 0123456789, Glow Beauty Ventures. Manage: ${PUBLIC_URL}/booking/manage/`)
      expect(whatsapp.sent).toHaveLength(1)
      expect(whatsapp.sent[0]!.body).toMatchObject({ messaging_product: 'whatsapp', to: '2348091112222', type: 'template', template: { name: 'glow_new_booking', language: { code: 'en' } } })
      expect(whatsapp.sent[0]!.path).toBe('/v21.0/109876543210/messages')
      expect(whatsapp.sent[0]!.body.template.components[0]!.parameters[0]).toEqual({ type: 'text', text: booking.reference })
      const [email] = await messagesOf(`booking:${booking._id}:made:kemi@example.ng`)
      expect(email!.text).toContain(`by bank transfer to GTBank, 0123456789, Glow Beauty Ventures, with ${booking.reference} as the reference`)
    } finally {
      await settings({ defaultChannel: 'whatsapp', ownerPhone: '', ownerChannel: 'whatsapp', bank: 'GTBank', accountNumber: '0123456789', accountName: 'Glow Beauty Ventures' })
    }
  })

  it('withdraws a cancelled booking’s reminder on every channel', async () => {
    const { booking, manageToken } = (await book(fields())).json()
    const reminders = () => shop.database.db.select().from(outboxMessages).where(like(outboxMessages.key, `booking:${booking._id}:reminder:%`))
    expect((await reminders()).map((row) => [row.channel, row.status]).sort()).toEqual([
      ['email', 'queued'],
      ['sms', 'queued'],
    ])
    const cancelled = await shop.app.inject({ method: 'POST', url: `/api/booking/manage/${manageToken}/cancel`, remoteAddress: nextIp() })
    expect(cancelled.statusCode).toBe(200)
    expect((await reminders()).map((row) => row.status)).toEqual(['withdrawn', 'withdrawn'])
    await deliver()
    const [confirmation, cancellation] = sentTo(CLIENT_INTERNATIONAL)
    expect(confirmation!.body.sms).toContain(`booking ${booking.reference} confirmed`)
    expect(cancellation!.body.sms).toMatch(new RegExp(`^Hello Adebayo, booking ${booking.reference} \\(Lash Lift, .+\\) is cancelled\\. If you did not expect this, call us\\. Stop: `))
    expect(sentTo(CLIENT_INTERNATIONAL)).toHaveLength(2)
  })
})

describe('WhatsApp, its reports and the fallback to SMS', () => {
  async function whatsAppBooking() {
    const { booking } = (await book(fields({ phoneChannel: 'whatsapp' }))).json()
    await deliver()
    const [message] = whatsapp.sent
    expect(message!.body.template.name).toBe('glow_booking_confirmed')
    const [row] = await messagesOf(`booking:${booking._id}:made:client-phone`)
    return { message: message!, row: row!, id: row!.id }
  }
  const statusOf = async (id: string) => (await shop.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!

  it('moves the message to delivered then read; a replayed or late report changes nothing', async () => {
    const { message, id } = await whatsAppBooking()
    expect(termii.sent).toHaveLength(0)
    expect(await whatsapp.report(message.id, 'delivered')).toBe(200)
    expect((await statusOf(id)).status).toBe('delivered')
    expect(await whatsapp.report(message.id, 'read')).toBe(200)
    expect(await whatsapp.report(message.id, 'delivered')).toBe(200)
    expect((await statusOf(id)).status).toBe('read')
  })

  it('a failed WhatsApp message falls back to one SMS, however often the failure is reported', async () => {
    const { message, id, row } = await whatsAppBooking()
    expect(await whatsapp.report(message.id, 'failed')).toBe(200)
    expect(await whatsapp.report(message.id, 'failed')).toBe(200)
    await deliver()
    expect((await statusOf(id)).status).toBe('failed')
    expect(termii.sent).toHaveLength(1)
    expect(termii.sent[0]!.body).toMatchObject({ to: CLIENT_INTERNATIONAL, channel: 'dnd', sms: row.text })
    const fallback = await messagesOf(`${row.key}:sms-fallback`)
    expect(fallback).toHaveLength(1)
    // The SMS's own failure is final: no third channel.
    expect(await termii.report(termii.sent[0]!.id, 'Message Failed')).toBe(200)
    await deliver()
    expect(termii.sent).toHaveLength(1)
    expect((await statusOf(fallback[0]!.id)).status).toBe('failed')
  })

  it('a report wrongly signed or unsigned is 401 and changes nothing', async () => {
    const { message, id } = await whatsAppBooking()
    const wrong = (raw: string) => `sha256=${createHmac('sha256', 'not-the-secret').update(raw).digest('hex')}`
    expect(await whatsapp.report(message.id, 'failed', wrong)).toBe(401)
    expect(await whatsapp.report(message.id, 'failed', () => undefined)).toBe(401)
    expect(await termii.report('123', 'DELIVERED', (raw) => createHmac('sha512', 'not-the-secret').update(raw).digest('hex'))).toBe(401)
    expect(await termii.report('123', 'DELIVERED', () => undefined)).toBe(401)
    expect((await statusOf(id)).status).toBe('sent')
    await deliver()
    expect(termii.sent).toHaveLength(0)
  })

  it('Termii’s report moves an SMS to delivered', async () => {
    const { booking } = (await book(fields())).json()
    await deliver()
    expect(await termii.report(termii.sent[0]!.id, 'DELIVERED')).toBe(200)
    const [row] = await messagesOf(`booking:${booking._id}:made:client-phone`)
    expect(row!.status).toBe('delivered')
  })
})

describe('STOP', () => {
  it('a STOP reply stops her number: her queued reminder is withdrawn and a later change sends her nothing', async () => {
    const { booking, manageToken } = (await book(fields())).json()
    await deliver()
    expect(await termii.reply(CLIENT_INTERNATIONAL, 'Stop')).toBe(200)
    const phoneReminder = await shop.database.db
      .select()
      .from(outboxMessages)
      .where(and(like(outboxMessages.key, `booking:${booking._id}:reminder:%`), eq(outboxMessages.channel, 'sms')))
    expect(phoneReminder[0]!.status).toBe('withdrawn')
    await shop.app.inject({ method: 'POST', url: `/api/booking/manage/${manageToken}/cancel`, remoteAddress: nextIp() })
    await deliver()
    expect(termii.sent).toHaveLength(1)
    // Whoever books with her number and ticks the box (a stranger, as a guest) does not undo her STOP.
    await book(fields({ email: 'stranger@example.ng' }))
    await deliver()
    expect(termii.sent).toHaveLength(1)
    const [contact] = await shop.database.db.select().from(phoneContacts)
    expect(contact!.stoppedAt).not.toBeNull()
    // Her own START does, on the channel she wrote on.
    expect(await termii.reply(CLIENT_INTERNATIONAL, 'START')).toBe(200)
    await book(fields())
    await deliver()
    expect(termii.sent).toHaveLength(2)
  })

  it('the stop link in a message asks first, then stops her number', async () => {
    await book(fields())
    await deliver()
    const link = /Stop: (\S+)$/.exec(termii.sent[0]!.body.sms)![1]!
    const path = link.slice(PUBLIC_URL.length)
    const page = await shop.app.inject({ method: 'GET', url: path })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<button type="submit">Stop messages</button>')
    // Reading the page (a link preview does) stopped nothing.
    expect((await shop.database.db.select().from(phoneContacts))[0]!.stoppedAt).toBeNull()
    const stopped = await shop.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' })
    expect(stopped.statusCode).toBe(200)
    expect(stopped.body).toContain('You will get no more messages on this number')
    expect((await shop.database.db.select().from(phoneContacts))[0]!.stoppedAt).not.toBeNull()
    expect((await shop.app.inject({ method: 'POST', url: '/api/messages/stop/not-a-token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' })).statusCode).toBe(404)
  })
})

describe('an order on the phone', () => {
  /** A shopper proves the client's number for `channel` in My Account, then places a cash order; its messages are sent. */
  async function cashOrderOfClient(channel: 'sms' | 'whatsapp') {
    const { cookie } = await registerUser(shop)
    expect((await provePhone(shop, cookie, CLIENT, channel)).statusCode).toBe(200)
    // The code's SMS is not the order's: it is sent (its round may still be on its way) before the order is placed.
    await deliver()
    termii.sent.splice(0)
    whatsapp.sent.splice(0)
    const product = (await products(shop)).find((candidate) => candidate.inStock)!
    const address = await addAddress(shop, cookie)
    const placed = await shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie }, payload: { items: [{ product: product._id, quantity: 1 }], address }, remoteAddress: nextIp() })
    expect(placed.statusCode).toBe(201)
    await deliver()
    return placed
  }

  it('sends the order confirmation with the bank account and each status change to the number she chose in My Account', async () => {
    const placed = await cashOrderOfClient('sms')
    const [sms] = sentTo(CLIENT_INTERNATIONAL)
    expect(sms!.body.sms).toContain('Pay on delivery in cash or by transfer: GTBank 0123456789, Glow Beauty Ventures, ref ')
    expect(sms!.body.sms.length).toBeLessThanOrEqual(MAX_SMS_CHARS)
    const orderId = placed.json().orderId ?? placed.json().order?._id
    expect(sms!.body.sms).toContain(orderNumber(orderId))
  })

  it('writes the naira sign on WhatsApp and N in its SMS fallback', async () => {
    const placed = await cashOrderOfClient('whatsapp')
    const [message] = whatsapp.sent.filter((sent) => sent.body.template.name === 'glow_order_confirmed')
    const [, , amount = '', payment] = message!.body.template.components[0]!.parameters.map((parameter: { text: string }) => parameter.text)
    expect(amount).toMatch(/^₦\d{1,3}(,\d{3})*(\.\d{2})?$/)
    expect(payment).toBe(`Pay on delivery in cash or by transfer: GTBank 0123456789, Glow Beauty Ventures, ref ${orderNumber(placed.json().orderId)}.`)
    // Should WhatsApp fail, the SMS sent instead keeps to GSM-7: N for the naira.
    const [row] = await messagesOf(`order:${placed.json().orderId}:placed:shopper-phone`)
    expect(row!.text).toContain(` of ${amount.replace('₦', 'N')}. `)
    expect(isGsm7(row!.text)).toBe(true)
  })
})

describe('a number is an account’s once the code sent to it comes back', () => {
  const put = (cookie: string, phone = CLIENT) => shop.app.inject({ method: 'PUT', url: '/api/messages/preferences', headers: { cookie }, payload: { phone, channel: 'sms', consent: true } })
  const confirm = (cookie: string, code: string) => shop.app.inject({ method: 'POST', url: '/api/messages/preferences/confirm', headers: { cookie }, payload: { code } })
  const preferences = async (cookie: string) => (await shop.app.inject({ method: 'GET', url: '/api/messages/preferences', headers: { cookie } })).json()

  it('a stranger who saves her number and deletes it takes nothing: not the number, not her reminder, not her cancellation', async () => {
    const { booking } = (await book(fields())).json()
    await deliver()
    const stranger = await registerUser(shop)
    const asked = await put(stranger.cookie)
    expect(asked.statusCode).toBe(202)
    expect(asked.json()).toMatchObject({ message: 'We sent a 6-digit code by SMS to 0803 123 4567. Enter it to confirm the number is yours.', pending: { phone: `+${CLIENT_INTERNATIONAL}`, channel: 'sms' } })
    expect(await preferences(stranger.cookie)).toMatchObject({ preferences: null, pending: { phone: `+${CLIENT_INTERNATIONAL}` } })
    const [contact] = await shop.database.db.select().from(phoneContacts)
    expect(contact!.userId).toBeNull()
    // Her phone got the code, by SMS, without a stop link: the owner of the phone decides.
    await deliver()
    const codeSms = sentTo(CLIENT_INTERNATIONAL).at(-1)!.body.sms
    expect(codeSms).toMatch(/^Glow Beauty: your code is \d{6}\. Enter it in My Account to get messages on this number\. It ends in 10 minutes\. Not you\? Ignore this SMS\.$/)
    expect(smsPages(codeSms)).toBe(1)
    // The stranger's Stop and a wrong code change nothing of hers.
    expect((await shop.app.inject({ method: 'DELETE', url: '/api/messages/preferences', headers: { cookie: stranger.cookie } })).statusCode).toBe(200)
    expect((await confirm(stranger.cookie, '000000')).json().message).toBe('That code is not the one we sent. Check the SMS and try again.')
    const reminder = await shop.database.db.select().from(outboxMessages).where(and(like(outboxMessages.key, `booking:${booking._id}:reminder:%`), eq(outboxMessages.channel, 'sms')))
    expect(reminder[0]!.status).toBe('queued')
    const cancelled = await shop.app.inject({ method: 'POST', url: `/api/booking/seller/${booking._id}/status`, headers: { cookie: seller }, payload: { status: 'cancelled' } })
    expect(cancelled.statusCode).toBe(200)
    await deliver()
    expect(sentTo(CLIENT_INTERNATIONAL).at(-1)!.body.sms).toContain(`booking ${booking.reference} (Lash Lift`)
  })

  it('takes the code sent to the number, within its tries, and then the number agrees again even after a STOP', async () => {
    await book(fields())
    expect(await termii.reply(CLIENT_INTERNATIONAL, 'STOP')).toBe(200)
    const her = await registerUser(shop)
    expect((await put(her.cookie)).statusCode).toBe(202)
    const code = await phoneCodeSentTo(shop, `+${CLIENT_INTERNATIONAL}`)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    expect((await confirm(her.cookie, '12ab')).json().message).toBe('Enter the 6-digit code from the SMS')
    expect((await confirm(her.cookie, wrong)).statusCode).toBe(400)
    const confirmed = await confirm(her.cookie, code)
    expect([confirmed.statusCode, confirmed.json().preferences]).toEqual([200, expect.objectContaining({ phone: `+${CLIENT_INTERNATIONAL}`, channel: 'sms' })])
    expect(await preferences(her.cookie)).toMatchObject({ pending: null })
    const [contact] = await shop.database.db.select().from(phoneContacts)
    expect(contact).toMatchObject({ userId: expect.any(String), stoppedAt: null })
    // Used once: the same code again is no code.
    expect((await confirm(her.cookie, code)).json().message).toBe('This code has ended. Save your number again for a new one.')

    // Five tries at most, counted before each is compared, even sent at once.
    const other = await registerUser(shop)
    expect((await put(other.cookie, '0803 765 4321')).statusCode).toBe(202)
    const otherCode = await phoneCodeSentTo(shop, '+2348037654321')
    const guesses = await Promise.all(Array.from({ length: 8 }, (_, index) => confirm(other.cookie, String(index).padStart(6, '9'))))
    expect(guesses.filter((answer) => answer.json().message === 'That code is not the one we sent. Check the SMS and try again.')).toHaveLength(5)
    expect((await confirm(other.cookie, otherCode)).json().message).toBe('This code has ended. Save your number again for a new one.')
  })

  it('sends an account, and a number, at most 3 codes an hour, counted before each is made', async () => {
    const asker = await registerUser(shop)
    const answers = await Promise.all(['0803 100 0001', '0803 100 0002', '0803 100 0003', '0803 100 0004', '0803 100 0005'].map((phone) => put(asker.cookie, phone)))
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 202, 202, 429, 429])
    expect(answers.find((answer) => answer.statusCode === 429)!.json().message).toBe('Too many codes asked for. Please wait an hour and try again.')
    const codes = await shop.database.db.select().from(outboxMessages).where(like(outboxMessages.key, 'phone-code:%'))
    expect(codes.filter((sms) => sms.recipient.startsWith('+23480310000'))).toHaveLength(3)
    // Three strangers asking for one number: the third is its last this hour.
    const target = '0803 200 0001'
    for (let asked = 0; asked < 3; asked += 1) expect((await put((await registerUser(shop)).cookie, target)).statusCode).toBe(202)
    expect((await put((await registerUser(shop)).cookie, target)).statusCode).toBe(429)
  })
})

describe('My Account and the owner’s settings', () => {
  it('keeps her choice with her consent; refuses a bad number or no consent; Stop stops it', async () => {
    const put = (cookie: string, payload: object) => shop.app.inject({ method: 'PUT', url: '/api/messages/preferences', headers: { cookie }, payload })
    expect((await shop.app.inject({ method: 'GET', url: '/api/messages/preferences' })).statusCode).toBe(401)
    const { cookie } = await registerUser(shop)
    expect((await shop.app.inject({ method: 'GET', url: '/api/messages/preferences', headers: { cookie } })).json()).toMatchObject({ preferences: null, defaultChannel: 'whatsapp' })
    expect((await put(cookie, { phone: '12345', channel: 'sms', consent: true })).json().message).toBe('Enter a Nigerian mobile number, such as 0803 123 4567')
    expect((await put(cookie, { phone: CLIENT, channel: 'sms', consent: false })).statusCode).toBe(400)
    expect((await put(cookie, { phone: CLIENT, channel: 'telegram', consent: true })).json().message).toBe('Choose WhatsApp or SMS')
    const saved = await provePhone(shop, cookie, CLIENT, 'whatsapp')
    expect(saved.json().preferences).toMatchObject({ phone: `+${CLIENT_INTERNATIONAL}`, channel: 'whatsapp' })
    // Her own number takes another channel at once: no code again.
    const changed = await put(cookie, { phone: CLIENT, channel: 'sms', consent: true })
    expect([changed.statusCode, changed.json().preferences]).toEqual([200, expect.objectContaining({ channel: 'sms' })])
    const stopped = await shop.app.inject({ method: 'DELETE', url: '/api/messages/preferences', headers: { cookie } })
    expect(stopped.json().message).toBe('You will get no more messages on this number')
    expect((await shop.app.inject({ method: 'GET', url: '/api/messages/preferences', headers: { cookie } })).json().preferences).toBeNull()
  })

  it('the settings are the owner’s: 401, 403, and the bank account whole or not at all', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/api/messages/settings' })).statusCode).toBe(401)
    const { cookie } = await registerUser(shop)
    expect((await settings({}, cookie)).statusCode).toBe(403)
    const half = await settings({ defaultChannel: 'sms', ownerPhone: '', ownerChannel: 'sms', bank: 'GTBank', accountNumber: '', accountName: '' })
    expect(half.statusCode).toBe(400)
    expect(half.json().message).toBe('Enter the bank, the account number and its name, or clear all three')
    expect((await settings({ defaultChannel: 'sms', ownerPhone: '', ownerChannel: 'sms', bank: 'GTBank', accountNumber: '12345', accountName: 'X' })).json().message).toBe('Enter the 10-digit account number')
    const options = await shop.app.inject({ method: 'GET', url: '/api/messages/options' })
    expect(options.json()).toEqual({ success: true, defaultChannel: 'whatsapp', transfer: { bank: 'GTBank', number: '0123456789', name: 'Glow Beauty Ventures' } })
  })
})

describe('the cost limits', () => {
  it(`sends a number at most ${CAP} messages a day, counted before sending, even by two instances at once`, async () => {
    const phone = '+2348057778888'
    const { db } = shop.database
    for (let n = 0; n < CAP + 3; n += 1) await enqueueMessage(db, { channel: 'sms', key: `cap-test:${n}`, event: 'Test', to: phone, text: `Message ${n}` })
    const second: FastifyInstance = Fastify(serverOptions(shop.config))
    await second.register(fp(shopApp), { config: shop.config, database: shop.database })
    await second.ready()
    try {
      await Promise.all([deliver(), second.mail.deliverDue()])
    } finally {
      await second.close()
    }
    expect(sentTo('2348057778888')).toHaveLength(CAP)
    const rows = await messagesOf('cap-test:')
    expect(rows.filter((row) => row.status === 'failed').map((row) => row.lastError)).toEqual(Array(3).fill(dailyCapReached(CAP)))
  })

  it('the outbox shows phone messages by channel with their status and pages, and the month’s count', async () => {
    await book(fields())
    await deliver()
    const page = (await shop.app.inject({ method: 'GET', url: '/api/seller/outbox?limit=50', headers: { cookie: seller } })).json()
    expect(page.phoneDelivering).toEqual({ sms: true, whatsapp: true })
    const sms = page.messages.find((message: OutboxEntry) => message.channel === 'sms' && message.event === 'Booking made')
    expect(sms).toMatchObject({ status: 'sent', pages: expect.any(Number), recipient: `+${CLIENT_INTERNATIONAL}`, subject: 'Booking made' })
    expect(page.month.phoneMessages).toBeGreaterThan(0)
    expect(page.month.smsPages).toBeGreaterThanOrEqual(page.month.phoneMessages - whatsapp.sent.length)
  })
})
