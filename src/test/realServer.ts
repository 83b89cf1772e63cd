import { File as NodeFile } from 'node:buffer'
import { act } from '@testing-library/react'
import sharp from 'sharp'
import { lagosAddress } from '../../fixtures/address'
import { openDayFromToday } from '../../fixtures/salonDays'
import { counterTotals, type CounterPaymentMethod, type CounterSale } from '../contract/counter'
import type { Customer } from '../contract/dashboard'
import type { DeliveryZone, DeliveryZoneFields } from '../contract/delivery'
import type { CalendarBooking, ClientRecord } from '../contract/deskClients'
import type { Address, AddressFields, Booking, BookingAvailability, BookingFields, CartItems, ContactFields, Order, OrderRequest, OrderStatus, Product, SalonService, User } from '../contract/types'
import type { HelpSlug } from '../contract/help'
import type { SellerProduct } from '../contract/seller'
import type { SalonStaffAdmin, SalonTimeOff } from '../contract/salonAdmin'
import type { OutboxEntry, OutboxPage } from '../contract/outbox'
import { nairaToKobo } from '../contract/money'
import type { NewCode } from '../contract/promotionSchemas'
import { shopDate, shopTime } from '../contract/shopClock'
import { INVITATION_TOKEN_PARAM, type StaffRole } from '../contract/team'
import { rememberSeller } from '../features/seller/sellerHint'
import { apiUrl } from '../shared/env'

// What a shopper or the seller does through the real server before a test looks at a page. The test
// "browser" keeps the session cookies these set (cookieJar.ts), so the page then sees that user.

/**
 * A request of the test's own, inside act(): while it waits, a page the test has open may take up the answers of its
 * own queries (a list refetched, a toast), and React expects a test's updates inside act().
 */
const asTest = <T>(request: () => Promise<T>): Promise<T> => act(request)

function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  return asTest(async () => {
    // FormData goes as it is: fetch makes it multipart.
    const json = body !== undefined && !(body instanceof FormData)
    const response = await fetch(`${apiUrl}/api${path}`, {
      method,
      headers: json ? { 'content-type': 'application/json' } : {},
      body: json ? JSON.stringify(body) : (body as FormData | undefined),
    })
    const answer = (await response.json()) as T & { message?: string }
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${answer.message}`)
    return answer
  })
}

/** A few characters that make a test's names its own: the database is shared by every web test file. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** A new shopper, signed in, with one Lagos address; answers the address id. */
export async function signUpShopperWithAddress(name = 'Ada Obi'): Promise<{ addressId: string; email: string }> {
  const { email } = await signUpShopper(name)
  return { addressId: (await addAddress())._id, email }
}

/** The signed-in shopper's cash order of these items (with a discount code, if given); answers its id. */
export async function placeCashOrder(items: OrderRequest['items'], addressId: string, code?: string): Promise<string> {
  return (await call<{ orderId: string }>('POST', '/order/cod', { items, address: addressId, code })).orderId
}

/** The signed-in shopper's cash order of these items, to collect at the salon (called on `phone`); answers its id. */
export async function placeCollectedOrder(items: OrderRequest['items'], phone = '0803 123 4567'): Promise<string> {
  return (await call<{ orderId: string }>('POST', '/order/cod', { items, delivery: 'pickup', phone })).orderId
}

/** Cash orders of one unit of `productId` each, placed one after the other (newest last); answers their ids. */
export async function placeCashOrders(count: number, productId: string, addressId: string): Promise<string[]> {
  const ids: string[] = []
  for (let placed = 0; placed < count; placed += 1) ids.push(await placeCashOrder([{ product: productId, quantity: 1 }], addressId))
  return ids
}

/** One of the signed-in shopper's orders, as the server has it now. */
export async function shopperOrder(orderId: string): Promise<Order | undefined> {
  return (await fetchMyOrders()).find((order) => order._id === orderId)
}

/** The seller signed in with the test server's credentials, as after the login form: this browser knows to ask for the seller's pages. */
export async function signInSeller(): Promise<void> {
  await call('POST', '/seller/login', { email: process.env.GLOW_TEST_SELLER_EMAIL, password: process.env.GLOW_TEST_SELLER_PASSWORD })
  rememberSeller(true)
}

/**
 * A team member the owner invites with `role` (a stylist as the salon's `staffId`), who sets her password from the
 * link in the outbox and is then signed in in this browser instead of the owner; answers her name.
 */
export async function signInTeamMember(role: StaffRole, staffId: string | null = null): Promise<{ name: string }> {
  const { name, token } = await inviteTeamMember(role, staffId)
  await joinTeamWith(token)
  return { name }
}

/** She sets her password from her invitation link (`token`), and is signed in in this browser. */
export const joinTeamWith = (token: string) => call('POST', '/seller/join', { token, password: 'team-password-1' })

/** The owner invites a new member of the team with `role`; answers her name, e-mail and the token of her link. */
export async function inviteTeamMember(role: StaffRole, staffId: string | null = null): Promise<{ name: string; email: string; token: string }> {
  await signInSeller()
  const name = `Bisi ${uniqueSuffix()}`
  const email = `${name.replace(' ', '-').toLowerCase()}@glowbeauty.ng`
  await call('POST', '/seller/team', { name, email, role, staffId })
  const { messages } = await call<OutboxPage>('GET', '/seller/outbox?limit=50')
  const token = new RegExp(`${INVITATION_TOKEN_PARAM}=([\\w-]+)`).exec(messages.find((message) => message.recipient === email)?.text ?? '')![1]!
  return { name, email, token }
}

/** The seller moves an order along, one status after the other. */
export async function moveOrder(orderId: string, ...statuses: OrderStatus[]): Promise<void> {
  for (const status of statuses) await call('POST', '/order/status', { orderId, status })
}

/** A small picture that decodes, as a seller picks it. Node's File: the FormData and fetch of this environment are Node's too. */
export async function pngFile(name: string): Promise<File> {
  const bytes = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c2185b' } }).png().toBuffer()
  return new NodeFile([bytes], name, { type: 'image/png' }) as unknown as File
}

/** A product's fields, and the units on the shelf when they are counted. */
type NewProduct = Pick<Product, 'name' | 'category' | 'price' | 'offerPrice'> & { stockCount?: number }

/** A product the signed-in seller adds, with one picture (or `images` of them), then takes out of stock if asked; answers it. */
export async function addProduct(fields: NewProduct, { inStock = true, images = 1 } = {}): Promise<Product> {
  const form = new FormData()
  form.append('productData', JSON.stringify(fields))
  for (let image = 1; image <= images; image += 1) form.append('images', await pngFile(`photo-${image}.png`))
  const { product } = await call<{ product: Product }>('POST', '/product/add', form)
  if (!inStock) await setInStock(product._id, inStock)
  return { ...product, inStock }
}

/** The signed-in owner makes a discount code (20 % off the order from an hour ago, unless `fields` say otherwise): its code. */
export async function addDiscountCode(fields: Partial<NewCode> = {}): Promise<string> {
  const code = `T${uniqueSuffix()}`.toUpperCase()
  const from = new Date(Date.now() - 3_600_000)
  await call('POST', '/promotions/codes', { code, kind: 'percent', value: 20, appliesTo: 'order', from: `${shopDate(from)}T${shopTime(from)}`, channel: 'both', ...fields })
  return code
}

/** The signed-in seller gives her product a SKU: a single product takes one as the only size of a new group. */
export async function giveSku(product: Product, sku: string): Promise<void> {
  const { product: grouped } = await call<{ product: Product }>('POST', '/product/group', { id: product._id, options: ['Size'], values: ['One size'] })
  const row = { id: product._id, values: ['One size'], price: product.price, offerPrice: product.offerPrice, sku }
  await call('PUT', `/product/group/${grouped.variant!.group}`, { options: ['Size'], rows: [row] })
}

/** The owner's counter setting: whether the counter's prices include the tax. */
export const setCounterTaxIncluded = (taxIncluded: boolean) => call('PUT', '/counter/settings', { taxIncluded })

/** A walk-in's bill closed at the counter by the signed-in member, paid by `method`, priced by the server as the screen prices it. */
export async function closeCounterSale(lines: { product: Product; quantity: number }[], method: CounterPaymentMethod = 'cash'): Promise<CounterSale> {
  const { taxIncluded } = await call<{ taxIncluded: boolean }>('GET', '/counter/settings')
  const { dueKobo } = counterTotals(lines.map((line) => ({ unitKobo: nairaToKobo(line.product.offerPrice), quantity: line.quantity })), null, null, taxIncluded)
  const bill = { lines: lines.map((line) => ({ product: line.product._id, quantity: line.quantity })), payments: [{ method, amount: dueKobo / 100 }] }
  return (await call<{ sale: CounterSale }>('POST', '/counter/sales', bill)).sale
}

/** The signed-in seller takes a product out of stock, or puts it back. */
export const setInStock = (id: string, inStock: boolean) => call('POST', '/product/stock', { id, inStock })

/** The signed-in seller archives a product (it leaves the shop) or brings it back. */
export const archiveProduct = (id: string, archived = true) => call('POST', '/product/archive', { id, archived })

/** A product as the signed-in seller manages it now: stock count, alert, archived. */
export async function fetchSellerProduct(id: string): Promise<SellerProduct> {
  return (await call<{ product: SellerProduct }>('GET', `/product/seller/${id}`)).product
}

/** A product as the shop lists it now. */
export async function fetchProduct(id: string): Promise<Product> {
  return (await call<{ product: Product }>('GET', `/product/${id}`)).product
}

/**
 * A pedicure with Amaka for `fullName` (on `phone`, else a number many tests share), paid on the visit, on a free
 * slot some weeks ahead (a day and time other tests do not book); answers the booking as the server stored it.
 */
export async function bookPedicure(fullName: string, phone?: string): Promise<Booking> {
  return (await bookPedicureWithLink(fullName, phone)).booking
}

/** A pedicure as bookPedicure books it, with the token of the client's manage link. */
export async function bookPedicureWithLink(fullName: string, phone = '+2348021112222'): Promise<{ booking: Booking; manageToken: string }> {
  // 30 to 69 opening days: within the 90-day horizon even with the Sundays between.
  const date = openDayFromToday(30 + Math.floor(Math.random() * 40))
  const { slots } = await call<BookingAvailability>('GET', `/booking/availability?category=nails&date=${date}&service=pedicure`)
  const startTime = slots[0]?.time
  const booking = { category: 'nails', preferredEmployee: 'amaka', date, startTime, service: 'pedicure', fullName, email: 'client@example.ng', phone, paymentMethod: 'pay-on-visit' }
  return call<{ booking: Booking; manageToken: string }>('POST', '/booking', booking)
}

/** A client books online as the wizard sends it (pay on the visit unless told); answers it with her manage link's token. */
export const bookOnline = (booking: Omit<BookingFields, 'paymentMethod'> & { paymentMethod?: BookingFields['paymentMethod'] }) =>
  call<{ booking: Booking; manageToken: string }>('POST', '/booking', { paymentMethod: 'pay-on-visit', ...booking })

/**
 * The seller adds a category of its own with one service of `minutes` (needing a patch test within `patchTestDays`,
 * when given) and one stylist who works Tuesday to Saturday, 10:00 to 16:00 (the seller must be signed in); answers
 * their ids and names.
 */
export async function addSalonStylist(minutes: number, patchTestDays: number | null = null): Promise<{ category: string; categoryName: string; service: string; stylist: string; stylistName: string }> {
  const run = uniqueSuffix()
  const categoryName = `Braids ${run}`
  const { category } = await call<{ category: { id: string } }>('POST', '/booking/seller/categories', { name: categoryName, anyLabel: 'Any braider' })
  const { service } = await call<{ service: { id: string } }>('POST', '/booking/seller/services', { categoryId: category.id, name: `Knotless Braids ${run}`, durationMinutes: minutes, price: 20000, patchTestDays })
  const { id, name: stylistName } = await addSalonMember(category.id, { name: `Ife Ojo ${run}` })
  return { category: category.id, categoryName, service: service.id, stylist: id, stylistName }
}

/**
 * The seller adds a member of the team who does `category`, working Tuesday to Saturday from `start` to `end`
 * (10:00 to 16:00 unless told); answers her id and name.
 */
export async function addSalonMember(category: string, { name = `Ada Eze ${uniqueSuffix()}`, start = '10:00', end = '16:00' } = {}): Promise<{ id: string; name: string }> {
  const hours = [2, 3, 4, 5, 6].map((weekday) => ({ weekday, start, end }))
  const { id } = await call<{ id: string }>('POST', '/booking/seller/team', { name, role: 'Braider', categories: [category], hours })
  return { id, name }
}

/** The signed-in owner takes a member off the salon team (one with no bookings). */
export const removeSalonMember = (id: string) => call('POST', `/booking/seller/team/${encodeURIComponent(id)}/delete`)

/** The salon's categories, whole menu and team as the owner edits them (the seller must be signed in). */
/** The salon's free start times of a day for a service, as the wizard reads them. */
export const freeStarts = async (date: string, category: string, service: string): Promise<string[]> =>
  (await call<{ slots: { time: string }[] }>('GET', `/booking/availability?date=${date}&category=${encodeURIComponent(category)}&service=${encodeURIComponent(service)}`)).slots.map((slot) => slot.time)

export const sellerSalon = () => call<{ services: SalonService[]; team: SalonStaffAdmin[] }>('GET', '/booking/seller/salon')

/** The signed-in owner words the wizard's note on a service that needs a patch test. */
export const setPatchTestNote = (patchTestNote: string) => call('PATCH', '/booking/seller/settings', { patchTestNote })

/** A booking category of the test's own, so what it adds is offered to no other test's client; answers its id and name. */
export async function addSalonCategory(): Promise<{ id: string; name: string }> {
  const name = `Lashes ${uniqueSuffix()}`
  const { category } = await call<{ category: { id: string } }>('POST', '/booking/seller/categories', { name, anyLabel: 'Any lash artist' })
  return { id: category.id, name }
}

/** The salon's calendar as the owner reads it (the seller must be signed in): `days` days from `from`, with the team. */
export const sellerCalendar = (from: string, days = 1) =>
  call<{ bookings: CalendarBooking[]; timeOff: SalonTimeOff[]; team: SalonStaffAdmin[] }>('GET', `/booking/seller/calendar?from=${from}&days=${days}`)

/** The signed-in desk writes its record of the client on `phone`: her notes and last patch test. */
export const saveClientRecord = (phone: string, record: ClientRecord) => call('PUT', `/booking/seller/clients/${encodeURIComponent(phone)}/record`, record)

/** The signed-in seller gives a member of the team time off. */
export const addTimeOff = (entry: Omit<SalonTimeOff, 'id'>) => call('POST', '/booking/seller/time-off', entry)

/** A message sent as the contact form sends it to the shop's own endpoint. */
export async function sendContactMessage(message: ContactFields): Promise<void> {
  await call('POST', '/contact', message)
}

/** The first page of the seller's contact inbox, newest first (the seller must be signed in). */
export async function sellerInbox(): Promise<{ name: string; email: string; subject: string; message: string }[]> {
  return (await call<{ messages: { name: string; email: string; subject: string; message: string }[] }>('GET', '/contact/seller')).messages
}

/** The password of every shopper `signUpShopper` makes. */
const SHOPPER_PASSWORD = 'a-long-password'

/** A new shopper with an e-mail of her own, signed in; answers her as the server knows her. */
export async function signUpShopper(name = 'Ada Obi'): Promise<User> {
  const email = `shopper-${uniqueSuffix()}@example.ng`
  return (await call<{ user: User }>('POST', '/user/register', { name, email, password: SHOPPER_PASSWORD })).user
}

/** A shopper made by `signUpShopper` logs in again in this test browser; answers her as the login does. */
export async function logInShopper(email: string): Promise<User> {
  return (await call<{ user: User }>('POST', '/user/login', { email, password: SHOPPER_PASSWORD })).user
}

/** Every session of the signed-in shopper ends, as after a password reset on another device. */
export const endSessionsElsewhere = () => call('POST', '/user/logout-everywhere')

/** Saves an address for the signed-in shopper (Lagos unless told otherwise); answers it with its id. */
export async function addAddress(changes: Partial<AddressFields> = {}): Promise<Address> {
  return (await call<{ address: Address }>('POST', '/address/add', { address: { ...lagosAddress, ...changes } })).address
}

/** The signed-in shopper changes one of her saved addresses (Lagos fields unless told otherwise). */
export async function editAddress(id: string, changes: Partial<AddressFields>): Promise<void> {
  await call('PUT', `/address/${id}`, { address: { ...lagosAddress, ...changes } })
}

/** The signed-in shopper as the server knows her now, with the cart it saved for her. */
export const fetchMe = async (): Promise<User> => (await call<{ user: User }>('GET', '/user/is-auth')).user

export const saveCart = (cartItems: CartItems) => call('POST', '/cart/update', { cartItems })

export const fetchMyAddresses = async (): Promise<Address[]> => (await call<{ addresses: Address[] }>('GET', '/address/get')).addresses

/** The signed-in shopper's orders, newest first (the first page). */
export const fetchMyOrders = async (): Promise<Order[]> => (await call<{ orders: Order[] }>('GET', '/order/user')).orders

/** The message with which the server refuses this call. */
export function refusalOf(method: string, path: string, body: unknown): Promise<string> {
  return asTest(async () => {
    const response = await fetch(`${apiUrl}/api${path}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    if (response.ok) throw new Error(`${method} ${path} was accepted`)
    return ((await response.json()) as { message: string }).message
  })
}

/**
 * The shopper pays on the sandbox payment page at `authorizationUrl`, as her browser would; answers the page
 * the provider sends her back to.
 */
export function payAt(authorizationUrl: string): Promise<string> {
  const reference = new URL(authorizationUrl).searchParams.get('reference') ?? ''
  const body = new URLSearchParams({ reference, outcome: 'pay' })
  return asTest(async () => {
    const paid = await fetch(`${apiUrl}/api/order/paystack/sandbox`, { method: 'POST', body, redirect: 'manual' })
    const verified = await fetch(new URL(paid.headers.get('location') ?? '', apiUrl), { redirect: 'manual' })
    return verified.headers.get('location') ?? ''
  })
}

/**
 * Moves the test server's clock `ms` ahead, and answers once what fell due on it has run. Every web test file shares
 * that server: its clock only goes forward, and by a few seconds at most.
 */
export function advanceShopClock(ms: number): Promise<void> {
  return asTest(async () => {
    const response = await fetch(new URL(process.env.GLOW_TEST_CLOCK_PATH ?? '', apiUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ms }) })
    if (!response.ok) throw new Error(`The test server's clock did not move: ${response.status}`)
  })
}

/** The sandbox payment provider's late webhooks (a refund processed, a transfer confirmed) reach the shop now. */
export const sandboxWebhooksArrive = () => advanceShopClock(Number(process.env.GLOW_TEST_SANDBOX_WEBHOOK_MS))

/** The signed-in shopper's online order, paid on the sandbox payment page; answers it as the server has it then. */
export async function placePaidOnlineOrder(order: OrderRequest): Promise<Order> {
  const { authorization_url, reference } = await call<{ authorization_url: string; reference: string }>('POST', '/order/paystack', order)
  await payAt(authorization_url)
  const [newest] = await fetchMyOrders()
  if (!newest?.isPaid) throw new Error(`The online order ${reference} was not paid`)
  return newest
}

/**
 * The requests the page sends to `path` from now on, with the answers it gets, as a browser's network panel
 * lists them. Ends with `jest.restoreAllMocks()`.
 */
export function watchRequests(path: string): { body: unknown; answer?: unknown }[] {
  const network = globalThis.fetch
  const seen: { body: unknown; answer?: unknown }[] = []
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    if (new URL(request.url).pathname !== `/api${path}`) return network(request)
    const entry: (typeof seen)[number] = { body: await request.clone().json().catch(() => undefined) }
    seen.push(entry)
    const response = await network(request)
    entry.answer = await response.clone().json().catch(() => undefined)
    return response
  })
  return seen
}

/** The seller's customer of this e-mail, as the dashboard's customer list counts her orders and their amount. */
export const sellerCustomer = async (email: string): Promise<Customer | undefined> =>
  (await call<{ customers: Customer[] }>('GET', `/seller/customers?q=${encodeURIComponent(email)}`)).customers.find((customer) => customer.email === email)

/** The signed-in seller saves a help page (title and Markdown body) as the editor does. */
export const saveHelpPage = (slug: HelpSlug, title: string, body: string) => call('PUT', `/help/${slug}`, { title, body })

/** Every product the shop lists now (not archived), newest first. */
export const fetchCatalogue = async (): Promise<Product[]> => (await call<{ products: Product[] }>('GET', '/product/list')).products
/**
 * The seller's outbox message to `recipient` about `about` (any part of an e-mail's subject, or of a phone message's
 * event), once the mail worker has handled it (the seller must be signed in). The test server has no SMTP_URL nor
 * phone providers: its messages are kept, words and all.
 */
export async function keptMessage(recipient: string, about: string): Promise<OutboxEntry> {
  for (const deadline = Date.now() + 10_000; ; ) {
    const { messages } = await call<OutboxPage>('GET', '/seller/outbox?limit=50')
    const found = messages.find((message) => message.recipient === recipient && (message.subject || message.event).includes(about) && message.status === 'kept')
    if (found) return found
    if (Date.now() > deadline) throw new Error(`no message "${about}" for ${recipient} in the outbox`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The code sent by SMS to prove `phone` (+234…) in My Account, read in the seller's outbox (this signs the seller in). */
export async function phoneCodeSentTo(phone: string): Promise<string> {
  await signInSeller()
  const { text } = await keptMessage(phone, 'Phone number code')
  const code = /code is (\d+)/.exec(text ?? '')?.[1]
  if (!code) throw new Error(`no code in the SMS to ${phone}`)
  return code
}

/** The path of the newest e-mail verification link sent to `email`, read in the seller's outbox (this signs the seller in). */
export async function verificationPathOf(email: string): Promise<string> {
  await signInSeller()
  const { text } = await keptMessage(email, 'Confirm your e-mail address')
  const link = /https?:\/\/\S+(\/verify-email\/\S+)/.exec(text ?? '')
  if (!link) throw new Error(`no verification link in the e-mail to ${email}`)
  return link[1]!
}

/**
 * A gift card of `amount` naira bought by a new shopper and paid on the sandbox's page, as her browser would; answers
 * its printed code, read in the message kept for its recipient (this signs the seller in).
 */
export async function paidGiftCard(amount: number): Promise<string> {
  await signUpShopper('Chioma Eze')
  const recipientEmail = `gift-${uniqueSuffix()}@example.ng`
  const { reference } = await call<{ reference: string }>('POST', '/gift-cards', { amount, recipientName: 'Ngozi', recipientEmail })
  await asTest(async () => {
    const form = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `reference=${reference}&outcome=pay`, redirect: 'manual' } as const
    await fetch(`${apiUrl}/api/order/paystack/sandbox`, form)
    await fetch(`${apiUrl}/api/gift-cards/paystack/verify?reference=${reference}`, { redirect: 'manual' })
  })
  await signInSeller()
  const { text } = await keptMessage(recipientEmail, 'sent you a gift card')
  const code = /Your code: ([0-9A-Z-]{19})/.exec(text ?? '')?.[1]
  if (!code) throw new Error(`no code in the gift card sent to ${recipientEmail}`)
  return code
}

/** Ends the signed-in shopper's session in this test browser. */
export async function logOutShopper(): Promise<void> {
  await call('POST', '/user/logout')
}

/** The seller's delivery zones as the server has them now (the seller signed in). */
export const fetchDeliveryZones = async (): Promise<DeliveryZone[]> => (await call<{ zones: DeliveryZone[] }>('GET', '/delivery/seller')).zones

/** The seller adds a zone; answers it. */
export const addDeliveryZone = async (zone: DeliveryZoneFields): Promise<DeliveryZone> => (await call<{ zone: DeliveryZone }>('POST', '/delivery/seller/zones', zone)).zone

/** The seller changes a zone. */
export const saveDeliveryZone = (id: string, zone: DeliveryZoneFields) => call('PUT', `/delivery/seller/zones/${id}`, zone)

export const deleteDeliveryZone = (id: string) => call('POST', `/delivery/seller/zones/${id}/delete`)
