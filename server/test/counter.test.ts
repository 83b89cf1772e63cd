import { eq } from 'drizzle-orm'
import { openDayFromToday } from '../../fixtures/salonDays'
import { messages } from '../../src/contract/messages'
import { formatKobo, nairaToKobo, taxKobo } from '../../src/contract/money'
import { counterMessages, type CounterSale } from '../../src/contract/counter'
import { SHOP_FOUNDER } from '../../src/contract/shop'
import { addDays, daysBetween, shopDate } from '../../src/contract/shopClock'
import { teamMessages } from '../../src/contract/team'
import { bookings, counterSales, outboxMessages, products } from '../src/db/schema'
import { confirmDeposit } from '../src/repositories/bookings'
import { buildTestShop, type TestShop } from './harness'
import { addAddress, nextIp, placePaidOnlineOrder, products as listed, registerUser, sellerCookie, teamMember, type ListedProduct } from './helpers'

// The salon's counter through the real routes: the last units raced for with online orders, voids, one sale per
// bill however often it is closed, split payments, a visit's bill and the dashboard's channels.

let shop: TestShop
let owner: string
let desk: string
let product: ListedProduct
let other: ListedProduct

const setProduct = (id: string, changes: Partial<typeof products.$inferInsert>) => shop.database.db.update(products).set(changes).where(eq(products.id, id))
const stockOf = async (id: string) => (await shop.database.db.select({ count: products.stockCount }).from(products).where(eq(products.id, id)))[0]!.count
const kobo = (naira: number) => nairaToKobo(naira)
const naira = (k: number) => k / 100

type Sale = { lines?: { product: string; quantity: number; discount?: object | null }[]; payments: { method: string; amount: number }[] } & Record<string, unknown>
const sell = (sale: Sale, key?: string, cookie = desk) =>
  shop.app.inject({ method: 'POST', url: '/api/counter/sales', headers: { cookie, ...(key && { 'idempotency-key': key }) }, payload: sale })
const day = async () => (await shop.app.inject({ method: 'GET', url: `/api/counter/day?date=${shopDate()}`, headers: { cookie: desk } })).json()
const summary = async () => (await shop.app.inject({ method: 'GET', url: '/api/seller/summary', headers: { cookie: owner } })).json()

/** A visit the client books online (the booking form takes none for today): confirmed, to pay at the salon unless `paymentMethod` says a deposit. */
async function bookVisit(fields: Record<string, unknown>) {
  const payload = { category: 'hair', service: 'makeup', preferredEmployee: 'zainab', startTime: '10:00', fullName: 'Ngozi Eze', email: 'ngozi@example.ng', phone: '08031234567', paymentMethod: 'pay-on-visit', ...fields }
  const made = await shop.app.inject({ method: 'POST', url: '/api/booking', remoteAddress: nextIp(), payload })
  if (made.statusCode !== 201) throw new Error(`booking failed: ${made.body}`)
  return made.json() as { reference: string; booking: { _id: string; price: number; deposit: number } }
}

/** Moves a visit to another Lagos day at the same hour, as the salon's clock would find it on that day. */
async function moveVisit(id: string, day: string) {
  const [row] = await shop.database.db.select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt }).from(bookings).where(eq(bookings.id, id))
  const shift = daysBetween(shopDate(row!.startsAt), day) * 24 * 60 * 60 * 1000
  await shop.database.db
    .update(bookings)
    .set({ startsAt: new Date(row!.startsAt.getTime() + shift), endsAt: new Date(row!.endsAt.getTime() + shift) })
    .where(eq(bookings.id, id))
}

const visitStatus = async (id: string) => (await shop.database.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!.status

/** What a walk-in pays for these lines of the product (no discount, tax added as in the cart). */
const dueFor = (unitNaira: number, quantity: number) => {
  const subtotal = kobo(unitNaira) * quantity
  return naira(subtotal + taxKobo(subtotal))
}

beforeAll(async () => {
  shop = await buildTestShop({ env: { ORDERS_PER_MINUTE: '1000', BOOKINGS_PER_HOUR: '1000' } })
  owner = await sellerCookie(shop)
  desk = (await teamMember(shop, owner, { role: 'front-desk' })).cookie
  ;[product, other] = (await listed(shop)).filter((candidate) => candidate.inStock) as [ListedProduct, ListedProduct]
}, 60_000)
afterAll(() => shop.close())

beforeEach(async () => {
  await setProduct(product._id, { stockCount: null, inStock: true, archivedAt: null })
  await setProduct(other._id, { stockCount: null, inStock: true, archivedAt: null })
})

describe('the counter and the shop share one shelf', () => {
  it('a counter sale and 20 simultaneous online orders race for the last 3 units: 3 sold, never oversold, every refusal naming the product', async () => {
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const { cookie } = await registerUser(shop)
        return { cookie, addressId: await addAddress(shop, cookie) }
      }),
    )
    await setProduct(product._id, { stockCount: 3 })
    // The counter's bill is sent amid the orders, so that it meets the shelf full, half full or empty as they happen to be taken.
    const orders = shoppers.map(({ cookie, addressId }) =>
      shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie }, payload: { items: [{ product: product._id, quantity: 1 }], address: addressId }, remoteAddress: nextIp() }),
    )
    const counter = sell({ lines: [{ product: product._id, quantity: 1 }], payments: [{ method: 'cash', amount: dueFor(product.offerPrice, 1) }] })
    const answers = await Promise.all([...orders, counter])
    const sold = answers.filter((answer) => answer.statusCode === 201)
    const refused = answers.filter((answer) => answer.statusCode !== 201)
    expect(sold).toHaveLength(3)
    expect(refused).toHaveLength(18)
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409)
      expect(answer.json().message).toContain(product.name)
    }
    expect(await stockOf(product._id)).toBe(0)
  }, 60_000)

  it('refuses a counter sale of more than the shelf holds, naming the product and what is left, and stores nothing', async () => {
    await setProduct(product._id, { stockCount: 2 })
    const before = (await day()).day
    const answer = await sell({ lines: [{ product: other._id, quantity: 1 }, { product: product._id, quantity: 3 }], payments: [{ method: 'cash', amount: 1 }] })
    // The payments are judged after the shelf: the shelf's answer names the product.
    expect([answer.statusCode, answer.json().message]).toEqual([409, messages.cart.fewLeft(product.name, 2)])
    expect(await stockOf(product._id)).toBe(2)
    expect((await day()).day).toEqual(before)
  })

  it('a voided sale gives back exactly what it took (a product not counted stays so), once', async () => {
    await setProduct(product._id, { stockCount: 5 })
    const due = naira(kobo(product.offerPrice) * 2 + kobo(other.offerPrice) + taxKobo(kobo(product.offerPrice) * 2 + kobo(other.offerPrice)))
    const closed = await sell({ lines: [{ product: product._id, quantity: 2 }, { product: other._id, quantity: 1 }], payments: [{ method: 'transfer', amount: due }] })
    expect(closed.statusCode).toBe(201)
    expect(await stockOf(product._id)).toBe(3)
    const sale: CounterSale = closed.json().sale
    // The shop sells counted products off the same count: 3 left.
    await setProduct(product._id, { stockCount: 1 })
    const voided = await shop.app.inject({ method: 'POST', url: `/api/counter/sales/${sale._id}/void`, headers: { cookie: desk }, payload: { reason: 'Wrong shade' } })
    expect([voided.statusCode, voided.json().message]).toEqual([200, counterMessages.voided(sale.number)])
    expect(voided.json().sale.status).toBe('voided')
    expect(await stockOf(product._id)).toBe(3)
    expect(await stockOf(other._id)).toBeNull()
    const again = await shop.app.inject({ method: 'POST', url: `/api/counter/sales/${sale._id}/void`, headers: { cookie: desk }, payload: { reason: 'Twice' } })
    expect([again.statusCode, again.json().message]).toEqual([409, counterMessages.alreadyVoided])
    expect(await stockOf(product._id)).toBe(3)
  })
})

describe('closing a bill', () => {
  it('closes it once however often it is sent under its key, at once or again later', async () => {
    await setProduct(product._id, { stockCount: 10 })
    const bill = { lines: [{ product: product._id, quantity: 2 }], payments: [{ method: 'card', amount: dueFor(product.offerPrice, 2) }] }
    const key = `bill-${Date.now()}`
    const [first, second] = await Promise.all([sell(bill, key), sell(bill, key)])
    const third = await sell(bill, key)
    const ids = [first, second, third].map((answer) => answer.json().sale._id)
    expect(new Set(ids).size).toBe(1)
    expect([first, second, third].map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201])
    expect(third.headers['idempotent-replayed']).toBe('true')
    expect(await stockOf(product._id)).toBe(8)
    expect(await shop.database.db.$count(counterSales, eq(counterSales.requestKey, key))).toBe(1)
    const reused = await sell({ ...bill, lines: [{ product: product._id, quantity: 1 }] }, key)
    expect([reused.statusCode, reused.json().message]).toEqual([422, counterMessages.keyReused])
  })

  it('takes split payments that add up to what is due, with the change of the cash tendered; refuses others with 400 and stores nothing', async () => {
    await setProduct(product._id, { stockCount: 10 })
    const dueKobo = kobo(dueFor(product.offerPrice, 1))
    const cash = 1000
    const before = (await day()).day
    const short = await sell({ lines: [{ product: product._id, quantity: 1 }], payments: [{ method: 'cash', amount: cash }, { method: 'transfer', amount: naira(dueKobo - kobo(cash)) - 1 }] })
    expect([short.statusCode, short.json().message]).toEqual([400, counterMessages.paymentsMustAddUp(formatKobo(dueKobo), formatKobo(dueKobo - 100))])
    const little = await sell({ lines: [{ product: product._id, quantity: 1 }], payments: [{ method: 'cash', amount: cash }, { method: 'transfer', amount: naira(dueKobo - kobo(cash)) }], tendered: 500 })
    expect([little.statusCode, little.json().message]).toEqual([400, counterMessages.tenderedTooLittle])
    expect(await stockOf(product._id)).toBe(10)
    expect((await day()).day).toEqual(before)

    const split = await sell({ lines: [{ product: product._id, quantity: 1 }], payments: [{ method: 'cash', amount: cash }, { method: 'transfer', amount: naira(dueKobo - kobo(cash)) }], tendered: 1500 })
    expect(split.statusCode).toBe(201)
    expect(split.json().sale).toMatchObject({ total: naira(dueKobo), due: naira(dueKobo), change: 500, tendered: 1500 })
    const after = (await day()).day
    expect(after.byMethod.cash - before.byMethod.cash).toBe(cash)
    expect(after.byMethod.transfer - before.byMethod.transfer).toBeCloseTo(naira(dueKobo - kobo(cash)), 2)
    expect(after.drawerCash - before.drawerCash).toBe(cash)
    expect(after.sales - before.sales).toBe(1)
  })

  it('takes a discount on a line and on the bill, in naira or percent, each with its reason', async () => {
    const unit = kobo(product.offerPrice)
    const noReason = await sell({ lines: [{ product: product._id, quantity: 1, discount: { kind: 'percent', value: 10, reason: '' } }], payments: [{ method: 'cash', amount: 1 }] })
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, counterMessages.discountReason])
    const lineOff = Math.floor((unit * 2 * 10) / 100)
    const afterLine = unit * 2 - lineOff
    const billOff = 50_030
    const products = afterLine - billOff
    // The tax is 2 % rounded down to the kobo; the client pays the nearest naira, the difference recorded as the rounding.
    const exact = products + taxKobo(products)
    const due = Math.round(exact / 100) * 100
    expect(exact % 100).not.toBe(0)
    const bill = {
      lines: [{ product: product._id, quantity: 2, discount: { kind: 'percent', value: 10, reason: 'Loyal client' } }],
      billDiscount: { kind: 'naira', value: 500.3, reason: 'Opening week' },
    }
    const toTheKobo = await sell({ ...bill, payments: [{ method: 'cash', amount: naira(exact) }] })
    expect([toTheKobo.statusCode, toTheKobo.json().message]).toEqual([400, counterMessages.paymentsMustAddUp(formatKobo(due), formatKobo(exact))])
    const answer = await sell({ ...bill, payments: [{ method: 'cash', amount: naira(due) }] })
    expect(answer.statusCode).toBe(201)
    expect(answer.json().sale).toMatchObject({
      tax: naira(taxKobo(products)),
      rounding: naira(due - exact),
      total: naira(due),
      due: naira(due),
      billDiscount: 500.3,
      billDiscountReason: 'Opening week',
      lines: [{ discount: naira(lineOff), discountReason: 'Loyal client' }],
    })
  })

  it('refuses a walk-in’s phone that is not a Nigerian mobile, storing nothing', async () => {
    const before = (await day()).day.sales
    const bill = { lines: [{ product: product._id, quantity: 1 }], payments: [{ method: 'cash', amount: dueFor(product.offerPrice, 1) }] }
    const wrong = await sell({ ...bill, clientPhone: '12345' })
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, counterMessages.clientPhone])
    expect((await day()).day.sales).toBe(before)
  })

  it('refuses an empty bill, an unknown product and a product twice with their messages', async () => {
    const empty = await sell({ lines: [], payments: [{ method: 'cash', amount: 1 }] })
    expect([empty.statusCode, empty.json().message]).toEqual([400, counterMessages.emptyBill])
    const twice = await sell({ lines: [{ product: product._id, quantity: 1 }, { product: product._id, quantity: 1 }], payments: [{ method: 'cash', amount: 1 }] })
    expect([twice.statusCode, twice.json().message]).toEqual([400, counterMessages.sameProductTwice])
    const unknown = await sell({ lines: [{ product: 'not-an-id', quantity: 1 }], payments: [{ method: 'cash', amount: 1 }] })
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, counterMessages.unknownProduct])
    const noPayment = await sell({ lines: [{ product: product._id, quantity: 1 }], payments: [] })
    expect([noPayment.statusCode, noPayment.json().message]).toEqual([400, counterMessages.paymentsRequired])
  })

  it('closes a bill of ₦0 (a free product, by a 100 % or a naira discount) with no payment, and refuses a payment on it, storing nothing', async () => {
    await setProduct(product._id, { stockCount: 5 })
    const before = (await day()).day
    const free = { lines: [{ product: product._id, quantity: 2, discount: { kind: 'percent', value: 100, reason: 'Birthday gift' } }], payments: [] }
    const zeroRow = await sell({ ...free, payments: [{ method: 'cash', amount: 0 }] })
    expect([zeroRow.statusCode, zeroRow.json().message]).toEqual([400, counterMessages.paymentAmount])
    const paid = await sell({ ...free, payments: [{ method: 'transfer', amount: 100 }] })
    expect([paid.statusCode, paid.json().message]).toEqual([400, counterMessages.nothingDue])
    const tendered = await sell({ ...free, tendered: 1000 })
    expect([tendered.statusCode, tendered.json().message]).toEqual([400, counterMessages.tenderedWithoutCash])
    expect(await stockOf(product._id)).toBe(5)
    expect((await day()).day).toEqual(before)

    const closed = await sell(free)
    expect(closed.statusCode).toBe(201)
    expect(closed.json().sale).toMatchObject({ total: 0, tax: 0, due: 0, payments: [], change: 0, tendered: null, lines: [{ quantity: 2, amount: 0, discountReason: 'Birthday gift' }] })
    expect(await stockOf(product._id)).toBe(3)
    // A naira discount equal to the line is as free: the sample closes too.
    const sample = await sell({ lines: [{ product: other._id, quantity: 1, discount: { kind: 'naira', value: other.offerPrice, reason: 'Sample' } }], payments: [] })
    expect([sample.statusCode, sample.json().sale?.total]).toEqual([201, 0])
    const after = (await day()).day
    expect(after.sales - before.sales).toBe(2)
    expect([after.total, after.drawerCash]).toEqual([before.total, before.drawerCash])
  })

  it('finds a product by its SKU as a scanner types it, and by name', async () => {
    await setProduct(other._id, { sku: 'GLOW-COUNTER-1' })
    const scanned = (await shop.app.inject({ method: 'GET', url: '/api/counter/products?q=glow-counter-1', headers: { cookie: desk } })).json().products
    expect(scanned[0]).toMatchObject({ _id: other._id, sku: 'GLOW-COUNTER-1' })
    const named = (await shop.app.inject({ method: 'GET', url: `/api/counter/products?q=${encodeURIComponent(product.name.slice(0, 6))}`, headers: { cookie: desk } })).json().products
    expect(named.map((found: { _id: string }) => found._id)).toContain(product._id)
  })
})

describe('the receipt', () => {
  it('names who served by her name: the first owner is named for the shop’s founder, and a name the owner gives is the next receipt’s', async () => {
    const bill = { lines: [{ product: product._id, quantity: 1 }], payments: [{ method: 'cash', amount: dueFor(product.offerPrice, 1) }] }
    const first = await sell(bill, undefined, owner)
    expect(first.json().sale.staffName).toBe(SHOP_FOUNDER)
    const me = (await shop.app.inject({ method: 'GET', url: '/api/seller/is-auth', headers: { cookie: owner } })).json().staff as { _id: string }
    const rename = (name: string) => shop.app.inject({ method: 'PATCH', url: `/api/seller/team/${me._id}`, headers: { cookie: owner }, payload: { name } })
    const blank = await rename('  ')
    expect([blank.statusCode, blank.json().message]).toEqual([400, teamMessages.nameRequired])
    expect((await rename('Adaeze O.')).statusCode).toBe(200)
    try {
      expect((await sell(bill, undefined, owner)).json().sale.staffName).toBe('Adaeze O.')
    } finally {
      await rename(SHOP_FOUNDER)
    }
  })
})

describe('a bill from a visit', () => {
  it('bills today’s visit once: its service comes in, its deposit is deducted, it is marked completed and paid', async () => {
    const made = await bookVisit({ date: openDayFromToday(6), paymentMethod: 'card' })
    const { booking } = made
    expect(booking.deposit).toBeGreaterThan(0)
    expect(await confirmDeposit(shop.database.db, { reference: made.reference, amountKobo: kobo(booking.deposit), currency: 'NGN' }, new Date())).toBe('confirmed')
    // Her day has come.
    const date = shopDate()
    await moveVisit(booking._id, date)

    const visits = (await shop.app.inject({ method: 'GET', url: `/api/counter/visits?date=${date}`, headers: { cookie: desk } })).json().visits
    expect(visits.find((visit: { _id: string }) => visit._id === booking._id)).toMatchObject({ clientName: 'Ngozi Eze', deposit: booking.deposit, paid: false })

    await setProduct(product._id, { stockCount: 4 })
    const productKobo = kobo(product.offerPrice)
    const totalKobo = kobo(booking.price) + productKobo + taxKobo(productKobo)
    const dueKobo = totalKobo - kobo(booking.deposit)
    const wrong = await sell({ bookingId: booking._id, lines: [{ product: product._id, quantity: 1 }], payments: [{ method: 'card', amount: naira(totalKobo) }] })
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, counterMessages.paymentsMustAddUp(formatKobo(dueKobo), formatKobo(totalKobo))])

    const billed = await sell({ bookingId: booking._id, lines: [{ product: product._id, quantity: 1 }], payments: [{ method: 'card', amount: naira(dueKobo) }] })
    expect(billed.statusCode).toBe(201)
    expect(billed.json().sale).toMatchObject({ service: { price: booking.price }, deposit: booking.deposit, total: naira(totalKobo), due: naira(dueKobo), clientName: 'Ngozi Eze', otherDay: null })
    expect(await stockOf(product._id)).toBe(3)
    expect(await visitStatus(booking._id)).toBe('completed')
    const paid = (await shop.app.inject({ method: 'GET', url: `/api/counter/visits?date=${date}`, headers: { cookie: desk } })).json().visits
    expect(paid.find((visit: { _id: string }) => visit._id === booking._id).paid).toBe(true)
    // Her receipt goes to her e-mail, through the outbox.
    const receipts = await shop.database.db.select().from(outboxMessages).where(eq(outboxMessages.key, `counter:${billed.json().sale._id}:receipt:ngozi@example.ng`))
    expect(receipts).toHaveLength(1)

    const again = await sell({ bookingId: booking._id, payments: [{ method: 'cash', amount: naira(kobo(booking.price) - kobo(booking.deposit)) }] })
    expect([again.statusCode, again.json().message]).toEqual([409, counterMessages.visitAlreadyPaid])
  })

  it('bills only today’s visits: a later or an earlier day’s is refused (409) and nothing is written; the owner alone may bill it by saying so, and the bill records it', async () => {
    const ahead = openDayFromToday(3)
    const { booking } = await bookVisit({ date: ahead, startTime: '12:00', fullName: 'Amaka Obi', email: 'amaka@example.ng', phone: '08031234569' })
    await setProduct(product._id, { stockCount: 4 })
    const productKobo = kobo(product.offerPrice)
    const bill = { bookingId: booking._id, lines: [{ product: product._id, quantity: 1 }], payments: [{ method: 'cash', amount: naira(kobo(booking.price) + productKobo + taxKobo(productKobo)) }] }
    const before = (await day()).day

    const early = await sell(bill)
    expect([early.statusCode, early.json().message]).toEqual([409, counterMessages.visitNotToday])
    const byOwner = await sell(bill, undefined, owner)
    expect([byOwner.statusCode, byOwner.json().message]).toEqual([409, counterMessages.visitNotToday])
    const deskOverride = await sell({ ...bill, otherDay: true })
    expect([deskOverride.statusCode, deskOverride.json().message]).toEqual([403, counterMessages.otherDayOwnerOnly])
    const notAFlag = await sell({ ...bill, otherDay: 'yes' }, undefined, owner)
    expect([notAFlag.statusCode, notAFlag.json().message]).toEqual([400, counterMessages.otherDayFlag])
    const noFlag = await sell({ ...bill, otherDay: null }, undefined, owner)
    expect([noFlag.statusCode, noFlag.json().message]).toEqual([400, counterMessages.otherDayFlag])
    const walkIn = await sell({ lines: bill.lines, payments: [{ method: 'cash', amount: naira(productKobo + taxKobo(productKobo)) }], otherDay: true }, undefined, owner)
    expect([walkIn.statusCode, walkIn.json().message]).toEqual([400, counterMessages.otherDayWithoutVisit])
    // A visit of yesterday left unbilled is refused as well.
    const yesterday = addDays(shopDate(), -1)
    await moveVisit(booking._id, yesterday)
    const late = await sell(bill)
    expect([late.statusCode, late.json().message]).toEqual([409, counterMessages.visitNotToday])

    expect(await visitStatus(booking._id)).toBe('confirmed')
    expect(await stockOf(product._id)).toBe(4)
    expect(await shop.database.db.$count(counterSales, eq(counterSales.bookingId, booking._id))).toBe(0)
    expect((await day()).day).toEqual(before)

    const overridden = await sell({ ...bill, otherDay: true }, undefined, owner)
    expect(overridden.statusCode).toBe(201)
    const ownerName = (await shop.app.inject({ method: 'GET', url: '/api/seller/is-auth', headers: { cookie: owner } })).json().staff.name as string
    expect(overridden.json().sale.otherDay).toEqual({ visitDate: yesterday, by: ownerName })
    expect(await visitStatus(booking._id)).toBe('completed')
    // Seen later: on the receipt the desk reads again, and in the bill's row.
    const receipt = (await shop.app.inject({ method: 'GET', url: `/api/counter/sales/${overridden.json().sale._id}`, headers: { cookie: desk } })).json().sale
    expect(receipt.otherDay).toEqual({ visitDate: yesterday, by: ownerName })
    const [row] = await shop.database.db.select().from(counterSales).where(eq(counterSales.id, overridden.json().sale._id))
    expect(row).toMatchObject({ otherDayVisit: yesterday, otherDayBy: expect.any(String) })
    expect(row!.otherDayBy).toBe(row!.staffAccountId)
  })
})

describe('the dashboard', () => {
  it('shows revenue by channel: online orders, the salon’s services and the counter’s products, as the sales made', async () => {
    const first = await summary()
    expect(first).toMatchObject({ success: true })
    const before = first.channels.today
    const { cookie } = await registerUser(shop)
    const addressId = await addAddress(shop, cookie)
    const online = await shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie }, payload: { items: [{ product: other._id, quantity: 1 }], address: addressId }, remoteAddress: nextIp() })
    expect(online.statusCode).toBe(201)
    const onlineKobo = kobo(other.offerPrice) + taxKobo(kobo(other.offerPrice))

    const counter = await sell({ lines: [{ product: product._id, quantity: 2 }], payments: [{ method: 'cash', amount: dueFor(product.offerPrice, 2) }] })
    expect(counter.statusCode).toBe(201)
    const made = (
      await shop.app.inject({
        method: 'POST',
        url: '/api/booking',
        remoteAddress: nextIp(),
        payload: { category: 'nails', service: 'pedicure', preferredEmployee: 'any', date: openDayFromToday(7), startTime: '11:00', fullName: 'Bisi', email: 'bisi@example.ng', phone: '08031234568', paymentMethod: 'pay-on-visit' },
      })
    ).json().booking as { _id: string; price: number }
    await moveVisit(made._id, shopDate())
    const visit = await sell({ bookingId: made._id, payments: [{ method: 'transfer', amount: made.price }] })
    expect(visit.statusCode).toBe(201)
    // A voided sale counts nowhere.
    const voided = await sell({ lines: [{ product: product._id, quantity: 1 }], payments: [{ method: 'cash', amount: dueFor(product.offerPrice, 1) }] })
    await shop.app.inject({ method: 'POST', url: `/api/counter/sales/${voided.json().sale._id}/void`, headers: { cookie: desk }, payload: { reason: 'Mistake' } })

    const after = (await summary()).channels.today
    expect(after.online - before.online).toBeCloseTo(naira(onlineKobo), 2)
    expect(after.counterProducts - before.counterProducts).toBeCloseTo(dueFor(product.offerPrice, 2), 2)
    expect(after.services - before.services).toBeCloseTo(made.price, 2)
    const today = (await summary()).daily.at(-1)
    expect(today.counterRevenue).toBeGreaterThanOrEqual(dueFor(product.offerPrice, 2) + made.price)
  })

  it('heads each period with all the money taken: orders paid online or in cash, the counter’s bills, deposits; an unpaid cash order and a voided bill add nothing', async () => {
    /** What a period's figure grew by, in kobo: exact, as the money is. */
    const grew = (after: number, before: number) => kobo(after) - kobo(before)
    const before = (await summary()).periods.today
    const { cookie } = await registerUser(shop)
    const order = { items: [{ product: other._id, quantity: 1 }], address: await addAddress(shop, cookie) }
    const orderKobo = kobo(other.offerPrice) + taxKobo(kobo(other.offerPrice))
    await placePaidOnlineOrder(shop, cookie, order)
    const placeCash = async () => (await shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie }, payload: order, remoteAddress: nextIp() })).json().orderId as string
    const paidInCash = await placeCash()
    await placeCash()
    const marked = await shop.app.inject({ method: 'POST', url: '/api/order/mark-paid', headers: { cookie: owner }, payload: { orderId: paidInCash } })
    expect(marked.statusCode).toBe(200)
    const counter = await sell({ lines: [{ product: product._id, quantity: 2 }], payments: [{ method: 'cash', amount: dueFor(product.offerPrice, 2) }] })
    expect(counter.statusCode).toBe(201)
    const voided = await sell({ lines: [{ product: product._id, quantity: 1 }], payments: [{ method: 'transfer', amount: dueFor(product.offerPrice, 1) }] })
    await shop.app.inject({ method: 'POST', url: `/api/counter/sales/${voided.json().sale._id}/void`, headers: { cookie: desk }, payload: { reason: 'Rang up twice' } })
    const visit = await bookVisit({ date: openDayFromToday(9), paymentMethod: 'card', phone: '08031234569' })
    expect(await confirmDeposit(shop.database.db, { reference: visit.reference, amountKobo: kobo(visit.booking.deposit), currency: 'NGN' }, new Date())).toBe('confirmed')

    const after = (await summary()).periods.today
    expect(grew(after.paidRevenue, before.paidRevenue)).toBe(2 * orderKobo)
    expect(grew(after.counter, before.counter)).toBe(kobo(dueFor(product.offerPrice, 2)))
    expect(grew(after.deposits, before.deposits)).toBe(kobo(visit.booking.deposit))
    expect(grew(after.taken, before.taken)).toBe(2 * orderKobo + kobo(dueFor(product.offerPrice, 2)) + kobo(visit.booking.deposit))
    expect(kobo(after.taken)).toBe(kobo(after.paidRevenue) + kobo(after.counter) + kobo(after.deposits))
  })
})
