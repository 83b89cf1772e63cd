import { and, eq, like, sql } from 'drizzle-orm'
import { addDays, shopDate, shopMoment } from '../../src/contract'
import { counterTotals } from '../../src/contract/counter'
import { testClock } from '../src/clock'
import { giftCardMovements, giftCards, outboxMessages, payments, products as productsTable } from '../src/db/schema'
import { expireGiftCards } from '../src/repositories/giftCards'
import { buildTestShop, type TestShop } from './harness'
import { addAddress, nextIp, products, registerUser, sellerCookie } from './helpers'

// Gift cards: bought online (sandbox), delivered by the outbox at the time chosen, spent at checkout and at the
// counter under the card's row lock, given back exactly by a cancellation; the owner's months and void.

const clock = testClock()
let shop: TestShop
let seller: string
let productId: string
let priceKobo: number

beforeAll(async () => {
  shop = await buildTestShop({ clock, servicesVisible: true })
  seller = await sellerCookie(shop)
  const product = (await products(shop)).find((p) => p.inStock && p.offerPrice >= 5_000 && p.offerPrice <= 20_000)!
  productId = product._id
  priceKobo = Math.round(product.offerPrice * 100)
  // Uncounted: twenty sales at once meet no stock limit, only the card's.
  await shop.database.db.update(productsTable).set({ stockCount: null }).where(eq(productsTable.id, productId))
}, 60_000)
afterAll(() => shop.close())

/** Runs the outbox worker until nothing is due now. */
async function deliver(): Promise<void> {
  while ((await shop.app.mail.deliverDue()) > 0);
}

const messagesOf = (cardId: string) =>
  shop.database.db
    .select({ key: outboxMessages.key, channel: outboxMessages.channel, status: outboxMessages.status, text: outboxMessages.text, recipient: outboxMessages.recipient, confidential: outboxMessages.confidential })
    .from(outboxMessages)
    .where(like(outboxMessages.key, `gift-card:${cardId}:delivery%`))

/** A shopper buys a card for a friend and pays it on the sandbox's page: the card's id and its code from her message. */
async function buyCard(fields: { amount: number; deliverOn?: string; deliverAt?: string; phone?: string; email?: string }) {
  const buyer = await registerUser(shop, { name: 'Chioma Eze' })
  const bought = await shop.app.inject({
    method: 'POST',
    url: '/api/gift-cards',
    headers: { cookie: buyer.cookie },
    payload: {
      amount: fields.amount,
      recipientName: 'Ngozi',
      recipientEmail: fields.email ?? 'ngozi@example.ng',
      recipientPhone: fields.phone ?? '',
      message: 'Happy birthday, treat yourself!',
      deliverOn: fields.deliverOn ?? '',
      deliverAt: fields.deliverAt ?? '',
    },
  })
  expect(bought.statusCode).toBe(201)
  const { reference } = bought.json()
  const pay = await shop.app.inject({ method: 'POST', url: '/api/order/paystack/sandbox', payload: `reference=${reference}&outcome=pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
  const back = await shop.app.inject({ method: 'GET', url: pay.headers.location as string })
  expect(back.headers.location).toBe('/gift-cards?payment=paid')
  const [card] = await shop.database.db.select({ id: giftCards.id }).from(giftCards).where(sql`${giftCards.id} = (select gift_card_id from payments where reference = ${reference})`)
  const [email] = (await messagesOf(card!.id)).filter((message) => message.channel === 'email')
  const code = /Your code: ([0-9A-Z-]{19})/.exec(email!.text)![1]!
  return { cardId: card!.id, code, buyer }
}

const balanceOf = async (cardId: string): Promise<number> => {
  const [row] = await shop.database.db.select({ sum: sql<number>`coalesce(sum(${giftCardMovements.amountKobo}), 0)::integer` }).from(giftCardMovements).where(eq(giftCardMovements.giftCardId, cardId))
  return row!.sum
}

/** A walk-in's bill of one unit, part paid by the card: the counter's request. */
function counterBill(code: string, fromCardKobo: number) {
  const { dueKobo } = counterTotals([{ unitKobo: priceKobo, quantity: 1, discount: null }], null, null, false)
  const rest = dueKobo - fromCardKobo
  return {
    lines: [{ product: productId, quantity: 1 }],
    payments: [{ method: 'giftCard', code, amount: fromCardKobo / 100 }, ...(rest > 0 ? [{ method: 'cash', amount: rest / 100 }] : [])],
  }
}

describe('a gift card bought online', () => {
  it('stays unpaid until its payment succeeds, keeps only a hash of its code, and reaches her once per channel at the time chosen (Lagos)', async () => {
    const tomorrow = addDays(shopDate(clock.now()), 1)
    const buyer = await registerUser(shop)
    const started = await shop.app.inject({ method: 'POST', url: '/api/gift-cards', headers: { cookie: buyer.cookie }, payload: { amount: 25_000, recipientName: 'Ngozi', recipientPhone: '08031234567', message: 'x', deliverOn: tomorrow, deliverAt: '08:00' } })
    expect(started.statusCode).toBe(201)
    const [unpaid] = await shop.database.db.select().from(giftCards).where(sql`${giftCards.id} = (select gift_card_id from payments where reference = ${started.json().reference})`)
    expect(await balanceOf(unpaid!.id)).toBe(0)
    expect(await messagesOf(unpaid!.id)).toEqual([])

    const { cardId, code } = await buyCard({ amount: 25_000, deliverOn: tomorrow, deliverAt: '08:00', phone: '08031234567' })
    expect(await balanceOf(cardId)).toBe(2_500_000)
    const [row] = await shop.database.db.select().from(giftCards).where(eq(giftCards.id, cardId))
    expect(JSON.stringify(row)).not.toContain(code.replace(/-/g, ''))
    expect(row!.ending).toBe(code.slice(-4))
    expect(row!.deliverAt.toISOString()).toBe(shopMoment(tomorrow, 8 * 60).toISOString())

    // Not yet: the worker sends nothing of hers before 08:00 tomorrow.
    await deliver()
    expect((await messagesOf(cardId)).map((message) => message.status)).toEqual(['queued', 'queued'])

    await clock.set(new Date(shopMoment(tomorrow, 8 * 60).getTime() + 1_000))
    await deliver()
    await deliver()
    const sent = await messagesOf(cardId)
    expect(sent.map((message) => message.channel).sort()).toEqual(['email', 'sms'])
    expect(sent.every((message) => message.status !== 'queued' && message.confidential)).toBe(true)
    expect(sent.find((message) => message.channel === 'sms')!.text).toContain(code)
    expect(sent.find((message) => message.channel === 'email')!.text).toContain(`/api/gift-cards/card/${code.replace(/-/g, '')}`)

    // A replayed confirmation adds no message and no second sale.
    const reference = (await shop.database.db.select({ reference: payments.reference }).from(payments).where(eq(payments.giftCardId, cardId)))[0]!.reference!
    const replay = await shop.app.inject({ method: 'GET', url: `/api/gift-cards/paystack/verify?reference=${reference}` })
    expect(replay.headers.location).toBe('/gift-cards?payment=paid')
    expect(await messagesOf(cardId)).toHaveLength(2)
    expect(await balanceOf(cardId)).toBe(2_500_000)
  })

  it('refuses an amount the owner does not offer, a time past, and no way to reach her', async () => {
    const { cookie } = await registerUser(shop)
    const buy = (payload: object) => shop.app.inject({ method: 'POST', url: '/api/gift-cards', headers: { cookie }, payload: { amount: 10_000, recipientName: 'Ngozi', recipientEmail: 'n@example.ng', ...payload } })
    expect((await buy({ amount: 4_000 })).json().message).toBe('Choose an amount of at least ₦5,000.')
    expect((await buy({ deliverOn: addDays(shopDate(clock.now()), -2), deliverAt: '08:00' })).json().message).toBe('Choose a delivery time from now on.')
    const noContact = await buy({ recipientEmail: '' })
    expect(noContact.statusCode).toBe(400)
    expect(noContact.json().message).toBe('Enter her phone number or e-mail address, so the card reaches her.')
  })

  it('opens its printable page by its code, and counts wrong codes', async () => {
    const { code } = await buyCard({ amount: 10_000 })
    const page = await shop.app.inject({ method: 'GET', url: `/api/gift-cards/card/${code.replace(/-/g, '')}`, remoteAddress: nextIp() })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(code)
    expect(page.body).toContain('@media print')
    const address = nextIp()
    const wrong = await shop.app.inject({ method: 'GET', url: '/api/gift-cards/card/0000000000000000', remoteAddress: address })
    expect(wrong.statusCode).toBe(404)
    for (let tries = 1; tries < 30; tries += 1) await shop.app.inject({ method: 'GET', url: '/api/gift-cards/card/0000000000000000', remoteAddress: address })
    const throttled = await shop.app.inject({ method: 'GET', url: `/api/gift-cards/card/${code}`, remoteAddress: address })
    expect(throttled.statusCode).toBe(429)
    expect(throttled.json().message).toBe('Too many wrong gift card codes. Please wait an hour and try again.')
  })
})

describe('spending a card', () => {
  it('lets exactly four of twenty ₦5,000 payments at once (online and at the counter) take a ₦20,000 card, never below zero', async () => {
    const { cardId, code } = await buyCard({ amount: 20_000 })
    const shoppers = await Promise.all(Array.from({ length: 10 }, async () => {
      const { cookie } = await registerUser(shop)
      return { cookie, address: await addAddress(shop, cookie) }
    }))
    const attempts = [
      ...shoppers.map(({ cookie, address }) =>
        shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie }, payload: { items: [{ product: productId, quantity: 1 }], address, giftCards: [{ code, amount: 5_000 }] } }),
      ),
      ...Array.from({ length: 10 }, () => shop.app.inject({ method: 'POST', url: '/api/counter/sales', headers: { cookie: seller }, payload: counterBill(code, 500_000) })),
    ]
    const answers = await Promise.all(attempts)
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(4)
    expect(statuses.filter((status) => status === 409)).toHaveLength(16)
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toMatch(/^The gift card ending .{4} has ₦(0|5,000|10,000|15,000) left\.$/)
    expect(await balanceOf(cardId)).toBe(0)
    const moves = await shop.database.db.select().from(giftCardMovements).where(eq(giftCardMovements.giftCardId, cardId))
    expect(moves.filter((move) => move.kind === 'redeemed')).toHaveLength(4)
    // Every redemption is a payment row of the sale it paid, and the running balance never went below zero.
    const paid = await shop.database.db.select().from(payments).where(and(eq(payments.method, 'giftCard'), sql`${payments.id} in (select payment_id from gift_card_movements where gift_card_id = ${cardId})`))
    expect(paid.map((row) => row.amountKobo)).toEqual([500_000, 500_000, 500_000, 500_000])
  })

  it('pays part of an online order, the rest through Paystack; a cancellation gives the card back exactly what it took', async () => {
    const { cardId, code } = await buyCard({ amount: 10_000 })
    const { cookie } = await registerUser(shop)
    const address = await addAddress(shop, cookie)
    const fromCard = 1_234.56
    const started = await shop.app.inject({ method: 'POST', url: '/api/order/paystack', headers: { cookie }, payload: { items: [{ product: productId, quantity: 1 }], address, giftCards: [{ code, amount: fromCard }] } })
    expect(started.statusCode).toBe(201)
    const { reference } = started.json()
    expect(await balanceOf(cardId)).toBe(1_000_000 - 123_456)
    const pay = await shop.app.inject({ method: 'POST', url: '/api/order/paystack/sandbox', payload: `reference=${reference}&outcome=pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    const back = await shop.app.inject({ method: 'GET', url: pay.headers.location as string })
    expect(String(back.headers.location)).toMatch(/^\/order-success\?order=/)
    const [online] = await shop.database.db.select().from(payments).where(eq(payments.reference, reference))
    const [order] = (await shop.app.inject({ method: 'GET', url: '/api/order/user', headers: { cookie } })).json().orders
    expect(order.isPaid).toBe(true)
    expect(order.giftCards).toBe(1_234.56)
    expect(online!.amountKobo + 123_456).toBe(Math.round(order.amount * 100))

    // She added nothing, yet the card she paid with is in her wallet with what is left.
    const wallet = (await shop.app.inject({ method: 'GET', url: '/api/gift-cards/wallet', headers: { cookie } })).json().cards
    expect(wallet).toEqual([expect.objectContaining({ _id: cardId, balance: 8_765.44, state: 'live' })])

    const cancelled = await shop.app.inject({ method: 'POST', url: '/api/order/cancel', headers: { cookie }, payload: { orderId: order._id } })
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().order.giftCards).toBeUndefined()
    expect(await balanceOf(cardId)).toBe(1_000_000)
    // Cancelling again (a replay) gives nothing more.
    await shop.app.inject({ method: 'POST', url: '/api/order/cancel', headers: { cookie }, payload: { orderId: order._id } })
    expect(await balanceOf(cardId)).toBe(1_000_000)
  })

  it('gives back what a voided counter bill took, and refuses a card that cannot pay its part, storing nothing', async () => {
    const { cardId, code } = await buyCard({ amount: 5_000 })
    const sold = await shop.app.inject({ method: 'POST', url: '/api/counter/sales', headers: { cookie: seller }, payload: counterBill(code, 300_000) })
    expect(sold.statusCode).toBe(201)
    expect(sold.json().sale.payments).toContainEqual({ method: 'giftCard', amount: 3_000 })
    expect(await balanceOf(cardId)).toBe(200_000)
    const tooMuch = await shop.app.inject({ method: 'POST', url: '/api/counter/sales', headers: { cookie: seller }, payload: counterBill(code, 300_000) })
    expect(tooMuch.statusCode).toBe(409)
    expect(tooMuch.json().message).toBe(`The gift card ending ${code.slice(-4)} has ₦2,000 left.`)
    const voided = await shop.app.inject({ method: 'POST', url: `/api/counter/sales/${sold.json().sale._id}/void`, headers: { cookie: seller }, payload: { reason: 'Wrong item' } })
    expect(voided.statusCode).toBe(200)
    expect(await balanceOf(cardId)).toBe(500_000)
  })

  it('refuses an unknown code with 404 and a malformed one with 400', async () => {
    const { cookie } = await registerUser(shop)
    const address = await addAddress(shop, cookie)
    const order = (giftCards: object[]) => shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie }, payload: { items: [{ product: productId, quantity: 1 }], address, giftCards } })
    const unknown = await order([{ code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', amount: 100 }])
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('No gift card has this code. Check it and try again.')
    const malformed = await order([{ code: 'abc', amount: 100 }])
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().message).toBe('Enter the 16-character code on the gift card.')
  })
})

describe('her wallet and the owner', () => {
  it('adds a card she was given, shows the months sold, redeemed and outstanding, exports them, and voids a card with a reason', async () => {
    const before = (await shop.app.inject({ method: 'GET', url: '/api/gift-cards/seller/summary?months=1', headers: { cookie: seller } })).json().months[0]
    const { cardId, code } = await buyCard({ amount: 10_000 })
    const { cookie } = await registerUser(shop)
    const added = await shop.app.inject({ method: 'POST', url: '/api/gift-cards/wallet', headers: { cookie }, payload: { code: code.toLowerCase() } })
    expect(added.statusCode).toBe(200)
    expect(added.json().cards).toEqual([expect.objectContaining({ _id: cardId, balance: 10_000, ending: code.slice(-4) })])
    const other = await registerUser(shop)
    expect((await shop.app.inject({ method: 'POST', url: '/api/gift-cards/wallet', headers: { cookie: other.cookie }, payload: { code } })).statusCode).toBe(409)

    await shop.app.inject({ method: 'POST', url: '/api/counter/sales', headers: { cookie: seller }, payload: counterBill(code, 200_000) })
    const month = (await shop.app.inject({ method: 'GET', url: '/api/gift-cards/seller/summary?months=1', headers: { cookie: seller } })).json().months[0]
    expect(month.sold - before.sold).toBe(10_000)
    expect(month.redeemed - before.redeemed).toBe(2_000)
    expect(month.outstanding - before.outstanding).toBe(8_000)

    const voided = await shop.app.inject({ method: 'POST', url: `/api/gift-cards/seller/${cardId}/void`, headers: { cookie: seller }, payload: { reason: 'Bought with a stolen card' } })
    expect(voided.statusCode).toBe(200)
    expect(voided.json().card).toEqual(expect.objectContaining({ balance: 0, state: 'voided' }))
    expect((await shop.app.inject({ method: 'POST', url: `/api/gift-cards/seller/${cardId}/void`, headers: { cookie: seller }, payload: { reason: 'again' } })).statusCode).toBe(409)
    const after = (await shop.app.inject({ method: 'GET', url: '/api/gift-cards/seller/summary?months=1', headers: { cookie: seller } })).json().months[0]
    expect(after.outstanding - before.outstanding).toBe(0)
    expect(after.expiredOrVoided - before.expiredOrVoided).toBe(8_000)

    const csv = await shop.app.inject({ method: 'GET', url: '/api/gift-cards/seller/gift-cards.csv', headers: { cookie: seller } })
    expect(csv.statusCode).toBe(200)
    expect(csv.body).toContain('Month,Sold,Redeemed,Expired or voided,Outstanding at month end')

    const listed = (await shop.app.inject({ method: 'GET', url: '/api/gift-cards/seller/cards?limit=50', headers: { cookie: seller } })).json().cards
    expect(listed).toContainEqual(expect.objectContaining({ _id: cardId, state: 'voided' }))
  })

  it('expires what is left on a card past its end', async () => {
    const { cardId } = await buyCard({ amount: 5_000 })
    const [card] = await shop.database.db.select().from(giftCards).where(eq(giftCards.id, cardId))
    expect(await expireGiftCards(shop.database.db, new Date(card!.expiresAt.getTime() + 1))).toBeGreaterThanOrEqual(1)
    expect(await balanceOf(cardId)).toBe(0)
  })
})
