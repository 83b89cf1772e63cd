import { eq, sql } from 'drizzle-orm'
import { aftercareMessages, messages } from '../../src/contract'
import { addresses, bookings, newsletterSubscribers, orderItems, orders, outboxMessages, passwordResets, products as productRows, salonServices, salonStaff, sessions, users } from '../src/db/schema'
import { enqueueMessage } from '../src/repositories/outbox'
import { buildTestShop, type TestShop } from './harness'
import { addAddress, cookieFrom, nextIp, products, provePhone, registerUser, resetLinkMadeFor, sellerCookie, verifyEmailOf } from './helpers'

let shop: TestShop
let productId: string

beforeAll(async () => {
  shop = await buildTestShop()
  productId = (await products(shop)).find((p) => p.inStock)!._id
}, 30_000)
afterAll(() => shop.close())

const am = aftercareMessages.account
const post = (url: string, cookie: string, payload: object, remoteAddress = nextIp()) => shop.app.inject({ method: 'POST', url, headers: { cookie }, payload, remoteAddress })
const login = (email: string, password: string) => post('/api/user/login', '', { email, password })
const isAuth = async (cookie: string) => (await shop.app.inject({ method: 'GET', url: '/api/user/is-auth', headers: { cookie } })).statusCode
const db = () => shop.database.db

/** A shopper who has verified her e-mail, so what the shop found by it is hers (emailVerification.test.ts: before, it is not). */
async function verifiedShopper(fields: Parameters<typeof registerUser>[1] = {}) {
  const registered = await registerUser(shop, fields)
  await verifyEmailOf(shop, registered.user.email)
  return registered
}

async function shopperWithOrder() {
  const registered = await verifiedShopper({ name: 'Ngozi Eze' })
  const address = await addAddress(shop, registered.cookie)
  const placed = await post('/api/order/cod', registered.cookie, { items: [{ product: productId, quantity: 2 }], address })
  expect(placed.statusCode).toBe(201)
  return { ...registered, address, orderId: placed.json().orderId as string }
}

describe('change password', () => {
  it('needs the current password, ends her other sessions and keeps this one', async () => {
    const { cookie, user, password } = await registerUser(shop)
    const other = cookieFrom(await login(user.email, password), 'glow_session')
    expect(await isAuth(other)).toBe(200)

    const wrong = await post('/api/user/change-password', cookie, { currentPassword: 'not it at all', newPassword: 'a brand new one' })
    expect([wrong.statusCode, wrong.json().message]).toEqual([403, am.currentPasswordWrong])
    const short = await post('/api/user/change-password', cookie, { currentPassword: password, newPassword: 'short' })
    expect([short.statusCode, short.json().message]).toEqual([400, messages.auth.passwordTooShort])
    const same = await post('/api/user/change-password', cookie, { currentPassword: password, newPassword: password })
    expect([same.statusCode, same.json().message]).toEqual([400, am.samePassword])
    expect((await post('/api/user/change-password', cookie, { newPassword: 'a brand new one' })).json().message).toBe(am.currentPasswordRequired)
    expect(await isAuth(other)).toBe(200)

    const changed = await post('/api/user/change-password', cookie, { currentPassword: password, newPassword: 'a brand new one' })
    expect(changed.json()).toEqual({ success: true, message: am.passwordChanged })
    expect([await isAuth(cookie), await isAuth(other)]).toEqual([200, 401])
    expect((await login(user.email, password)).statusCode).toBe(401)
    expect((await login(user.email, 'a brand new one')).statusCode).toBe(200)
  })

  it('only for a signed-in shopper, and wrong guesses are limited like failed logins', async () => {
    expect((await post('/api/user/change-password', '', { currentPassword: 'x', newPassword: 'a brand new one' })).statusCode).toBe(401)
    expect((await post('/api/user/change-password', await sellerCookie(shop), { currentPassword: 'x', newPassword: 'a brand new one' })).statusCode).toBe(401)
    const { cookie, password } = await registerUser(shop)
    const statuses: number[] = []
    for (let guess = 0; guess < shop.config.loginFailuresPerAccount + 1; guess += 1) {
      statuses.push((await post('/api/user/change-password', cookie, { currentPassword: `guess ${guess}`, newPassword: 'a brand new one' })).statusCode)
    }
    expect(statuses.at(-1)).toBe(429)
    // Locked out: even the right password waits.
    expect((await post('/api/user/change-password', cookie, { currentPassword: password, newPassword: 'a brand new one' })).statusCode).toBe(429)
  })
})

describe('download my data', () => {
  it('is a JSON file of her account, addresses, orders with lines, and bookings made with her e-mail, and nobody else’s', async () => {
    const her = await shopperWithOrder()
    const other = await shopperWithOrder()
    const [staff] = await db().select().from(salonStaff).limit(1)
    const [service] = await db().select().from(salonServices).limit(1)
    const booking = (email: string, reference: string, day: number) => ({
      reference, category: service!.categoryId, employeeId: staff!.id, service: service!.id, priceKobo: 1_500_000, fullName: 'Ngozi Eze', email, phone: '+2348031234567', paymentMethod: 'pay-on-visit' as const,
      startsAt: new Date(Date.UTC(2020, 0, day, 9)), endsAt: new Date(Date.UTC(2020, 0, day, 10)),
    })
    await db().insert(bookings).values([booking(her.user.email.toUpperCase(), `H${Date.now().toString(36)}`.slice(0, 8), 2), booking(other.user.email, `O${Date.now().toString(36)}`.slice(0, 8), 3)])

    const response = await shop.app.inject({ method: 'GET', url: '/api/user/data', headers: { cookie: her.cookie } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="glow-beauty-my-data-\d{4}-\d{2}-\d{2}\.json"$/)
    const data = response.json()
    expect(data.account).toMatchObject({ _id: her.user._id, name: 'Ngozi Eze', email: her.user.email })
    expect(data.addresses).toEqual([expect.objectContaining({ id: her.address, street: expect.any(String), phone: expect.any(String) })])
    expect(data.orders).toEqual([expect.objectContaining({ id: her.orderId, status: 'Order Placed', items: [expect.objectContaining({ quantity: 2 })] })])
    expect(data.orders[0].history.map((step: { event: string }) => step.event)).toEqual(['Order Placed'])
    expect(data.bookings).toEqual([expect.objectContaining({ email: her.user.email.toUpperCase(), fullName: 'Ngozi Eze' })])
    expect(data.newsletter).toEqual({ subscribed: false })
    expect(data.phoneMessages).toBeNull()
    const text = response.body
    expect(text).not.toContain(other.user.email)
    expect(text).not.toContain(other.orderId)
    expect(text).not.toContain('password')

    expect((await shop.app.inject({ method: 'GET', url: '/api/user/data' })).statusCode).toBe(401)
  })

  it('has the phone she gave for WhatsApp or SMS, with when she agreed to them and when she stopped them', async () => {
    const her = await shopperWithOrder()
    expect((await provePhone(shop, her.cookie, '0803 555 0177', 'whatsapp')).statusCode).toBe(200)
    const exported = async () => (await shop.app.inject({ method: 'GET', url: '/api/user/data', headers: { cookie: her.cookie } })).json().phoneMessages
    expect(await exported()).toEqual({ phone: '+2348035550177', channel: 'whatsapp', consentedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/), stoppedAt: null })
  })
})

describe('delete my account', () => {
  it('erases the account, its sessions and addresses; keeps its orders without her, totals unchanged; the e-mail can register again', async () => {
    const her = await shopperWithOrder()
    const other = cookieFrom(await login(her.user.email, her.password), 'glow_session')
    const [before] = await db().select().from(orders).where(eq(orders.id, her.orderId))
    await post('/api/user/forgot-password', '', { email: her.user.email })
    // Her reset link is made after the answer: the erasure must find it.
    await resetLinkMadeFor(shop, her.user._id)
    await post('/api/newsletter', '', { email: her.user.email })
    await db().transaction((tx) => enqueueMessage(tx, { channel: 'email', key: `test:later:${her.user.email}`, event: 'Test', to: her.user.email, subject: 's', text: 't', html: 'h', sendAfter: new Date(Date.now() + 86_400_000) }))

    const wrong = await post('/api/user/delete-account', her.cookie, { password: 'not it at all' })
    expect([wrong.statusCode, wrong.json().message]).toEqual([403, am.currentPasswordWrong])
    expect((await post('/api/user/delete-account', her.cookie, {})).statusCode).toBe(400)
    expect(await isAuth(her.cookie)).toBe(200)

    const deleted = await post('/api/user/delete-account', her.cookie, { password: her.password })
    expect(deleted.json()).toEqual({ success: true, message: am.deleted })
    expect(deleted.cookies.find((c) => c.name === 'glow_session')?.value).toBe('')
    expect([await isAuth(her.cookie), await isAuth(other)]).toEqual([401, 401])
    expect((await login(her.user.email, her.password)).statusCode).toBe(401)

    expect(await db().select().from(users).where(eq(users.id, her.user._id))).toEqual([])
    expect(await db().select().from(sessions).where(eq(sessions.userId, her.user._id))).toEqual([])
    expect(await db().select().from(addresses).where(eq(addresses.userId, her.user._id))).toEqual([])
    expect(await db().select().from(passwordResets).where(eq(passwordResets.userId, her.user._id))).toEqual([])
    expect(await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, her.user.email))).toEqual([])
    // Nothing more goes to her address, and the outbox no longer holds it.
    expect(await db().select().from(outboxMessages).where(sql`lower(${outboxMessages.recipient}) = ${her.user.email}`)).toEqual([])
    expect((await db().select().from(outboxMessages).where(eq(outboxMessages.event, 'Test'))).map((m) => m.status)).toContain('withdrawn')

    const [after] = await db().select().from(orders).where(eq(orders.id, her.orderId))
    // Not yet shipped, so cancelled (the next test says more); the books keep it, totals unchanged.
    expect(after).toMatchObject({ userId: null, addressId: null, amountKobo: before!.amountKobo, subtotalKobo: before!.subtotalKobo, taxKobo: before!.taxKobo, status: 'Cancelled' })
    expect(after!.deliveryAddress).toMatchObject({ firstName: am.erasedCustomer, lastName: '', email: '', street: '', phone: '', zipcode: '', city: before!.deliveryAddress.city, state: before!.deliveryAddress.state })
    expect(await db().select().from(orderItems).where(eq(orderItems.orderId, her.orderId))).toHaveLength(1)

    // The seller still has the order for the books, of a deleted account; its cancellation told her nothing.
    const seller = await sellerCookie(shop)
    const detail = await shop.app.inject({ method: 'GET', url: `/api/order/seller/${her.orderId}`, headers: { cookie: seller } })
    expect(detail.json().order).toMatchObject({ customer: { name: am.erasedCustomer, email: '' }, amount: before!.amountKobo / 100 })
    expect(await db().select().from(outboxMessages).where(sql`starts_with(${outboxMessages.key}, ${`order:${her.orderId}:Cancelled`})`)).toEqual([])

    const again = await registerUser(shop, { email: her.user.email })
    expect(again.user._id).not.toBe(her.user._id)
    expect((await shop.app.inject({ method: 'GET', url: '/api/order/user', headers: { cookie: again.cookie } })).json().orders).toEqual([])
  })

  it('keeps upcoming bookings made with her e-mail and their reminders; past ones lose her name, e-mail and phone', async () => {
    const her = await verifiedShopper()
    const [staff] = await db().select().from(salonStaff).limit(1)
    const [service] = await db().select().from(salonServices).limit(1)
    const suffix = Date.now().toString(36).slice(-6)
    const at = (days: number) => new Date(Date.now() + days * 86_400_000)
    const [past, upcoming] = await db()
      .insert(bookings)
      .values(
        [['P', -30], ['U', 30]].map(([letter, days]) => ({
          reference: `${letter}${suffix}`, category: service!.categoryId, employeeId: staff!.id, service: service!.id, priceKobo: 1_500_000,
          fullName: 'Ngozi Eze', email: her.user.email, phone: '+2348031234567', paymentMethod: 'pay-on-visit' as const,
          startsAt: at(days as number), endsAt: new Date(at(days as number).getTime() + 3_600_000),
        })),
      )
      .returning()
    await db().transaction((tx) => enqueueMessage(tx, { channel: 'email', key: `booking:${upcoming!.id}:reminder:${her.user.email}`, event: 'Booking reminder', to: her.user.email, subject: 's', text: 't', html: 'h', sendAfter: at(29) }))
    expect((await post('/api/user/delete-account', her.cookie, { password: her.password })).statusCode).toBe(200)
    const [pastAfter] = await db().select().from(bookings).where(eq(bookings.id, past!.id))
    const [upcomingAfter] = await db().select().from(bookings).where(eq(bookings.id, upcoming!.id))
    expect(pastAfter).toMatchObject({ fullName: am.erasedCustomer, email: '', phone: '', priceKobo: 1_500_000 })
    expect(upcomingAfter).toMatchObject({ fullName: 'Ngozi Eze', email: her.user.email })
    const [reminder] = await db().select().from(outboxMessages).where(eq(outboxMessages.key, `booking:${upcoming!.id}:reminder:${her.user.email}`))
    expect(reminder!.status).toBe('queued')
  })

  it('warns of her open orders, cancels those not yet shipped and keeps what delivering the shipped one needs until it is delivered', async () => {
    const her = await verifiedShopper({ name: 'Funke Ade' })
    const address = await addAddress(shop, her.cookie)
    const counted = (await products(shop)).filter((p) => p.inStock && p._id !== productId)[0]!._id
    await db().update(productRows).set({ stockCount: 20 }).where(eq(productRows.id, counted))
    const order = async () => (await post('/api/order/cod', her.cookie, { items: [{ product: counted, quantity: 3 }], address })).json().orderId as string
    const seller = await sellerCookie(shop)
    const move = async (orderId: string, ...statuses: string[]) => {
      for (const status of statuses) expect((await post('/api/order/status', seller, { orderId, status })).statusCode).toBe(200)
    }
    const delivered = await order()
    await move(delivered, 'Processing', 'Shipped', 'Delivered')
    const shipped = await order()
    await move(shipped, 'Processing', 'Shipped')
    const processing = await order()
    await move(processing, 'Processing')
    const placed = await order()

    expect((await shop.app.inject({ method: 'GET', url: '/api/user/open-orders' })).statusCode).toBe(401)
    const open = await shop.app.inject({ method: 'GET', url: '/api/user/open-orders', headers: { cookie: her.cookie } })
    expect(open.json()).toEqual({
      success: true,
      more: false,
      orders: [placed, processing, shipped].map((_id, index) => expect.objectContaining({ _id, status: ['Order Placed', 'Processing', 'Shipped'][index], paymentType: 'COD', isPaid: false })),
    })

    expect((await post('/api/user/delete-account', her.cookie, { password: her.password })).statusCode).toBe(200)
    const statusOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!
    expect((await Promise.all([placed, processing, shipped, delivered].map(statusOf))).map((row) => row.status)).toEqual(['Cancelled', 'Cancelled', 'Shipped', 'Delivered'])
    // Twelve units taken, the six of the two cancelled orders back on the shelf.
    expect((await db().select().from(productRows).where(eq(productRows.id, counted)))[0]!.stockCount).toBe(14)
    const told = await db().select().from(outboxMessages).where(sql`${outboxMessages.key} like ${'order:%:Account deleted:%'} and ${outboxMessages.recipient} = ${shop.config.sellerEmail}`)
    const mine = told.filter((mail) => [placed, processing, shipped, delivered].includes(mail.key.split(':')[1]!))
    expect(mine.map((mail) => mail.key.split(':')[1]).sort()).toEqual([placed, processing].sort())
    expect(mine[0]!.subject).toMatch(/cancelled: its customer deleted their account$/)

    // The order on its way is still delivered: its name, street and phone stay until it is, then go.
    const onItsWay = await statusOf(shipped)
    expect(onItsWay).toMatchObject({ userId: null, deliveryAddress: expect.objectContaining({ firstName: 'Ada', street: expect.stringMatching(/\S/), phone: expect.stringMatching(/\d/) }) })
    await move(shipped, 'Delivered')
    expect(await db().select().from(outboxMessages).where(sql`starts_with(${outboxMessages.key}, ${`order:${shipped}:Delivered`})`)).toEqual([])
    expect((await statusOf(shipped)).deliveryAddress).toMatchObject({ firstName: am.erasedCustomer, street: '', phone: '' })
    for (const id of [placed, processing, delivered]) expect((await statusOf(id)).deliveryAddress).toMatchObject({ firstName: am.erasedCustomer, street: '', phone: '' })
  })

  it('is refused for the seller’s own address, and for a guest', async () => {
    expect((await post('/api/user/delete-account', '', { password: 'whatever it is' })).statusCode).toBe(401)
    const owner = await registerUser(shop, { email: shop.config.sellerEmail.toUpperCase() })
    const refused = await post('/api/user/delete-account', owner.cookie, { password: owner.password })
    expect([refused.statusCode, refused.json().message]).toEqual([403, am.sellerCannotDelete])
    expect(await isAuth(owner.cookie)).toBe(200)
  })
})
