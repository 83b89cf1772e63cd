import { sql } from 'drizzle-orm'
import { addDays, nairaToKobo, shopDate, taxKobo } from '../../src/contract'
import { CLIENT_NOTES_MAX, deskClientMessages as cm, type ClientRecord, type DeskClient, type PatchTestCheck } from '../../src/contract/deskClients'
import { DEFAULT_PATCH_TEST_NOTE, PATCH_TEST_NOTE_MAX, salonAdminMessages as am } from '../../src/contract/salonAdmin'
import { clientRecords } from '../src/db/schema'
import { buildTestShop, type TestShop } from './harness'
import { addAddress, addBrowStylists, deskBookingFields as fields, products, provePhone, registerUser, sellerCookie, teamMember } from './helpers'

// The desk's client records: her notes and last patch test (PUT /api/booking/seller/clients/:phone/record), read back
// with her card; what she spent; the services that need a patch test and the desk's flag for them
// (GET …/clients/patch-test); the owner's patch-test note in the wizard's salon data.

let shop: TestShop
let owner: string
let frontDesk: Awaited<ReturnType<typeof teamMember>>
let stylist: Awaited<ReturnType<typeof teamMember>>
/** Halima's phone, as the desk types it and as it is stored. */
const typed = '0803 555 0123'
const halima = '+2348035550123'
/** What Halima spent: her completed visit, her account's paid order and what she bought at the counter. */
let spent = 0

const take = async (payload: object) => {
  const response = await shop.app.inject({ method: 'POST', url: '/api/booking/seller/new', payload, headers: { cookie: owner }, remoteAddress: '10.9.9.8' })
  if (response.statusCode !== 201) throw new Error(`desk booking failed: ${response.body}`)
  return response.json().booking as { _id: string; price: number }
}

const saveRecord = (phone: string, payload: unknown, cookie = frontDesk.cookie) =>
  shop.app.inject({ method: 'PUT', url: `/api/booking/seller/clients/${encodeURIComponent(phone)}/record`, payload: payload as object, headers: { cookie } })

const cardOf = async (cookie = frontDesk.cookie): Promise<DeskClient> => {
  const response = await shop.app.inject({ method: 'GET', url: `/api/booking/seller/clients?q=${encodeURIComponent(typed)}`, headers: { cookie } })
  expect(response.statusCode).toBe(200)
  return response.json().clients[0]
}

const patchTest = (query: string, cookie = frontDesk.cookie) => shop.app.inject({ method: 'GET', url: `/api/booking/seller/clients/patch-test?${query}`, headers: { cookie } })
const check = async (query: string): Promise<PatchTestCheck> => {
  const response = await patchTest(query)
  expect(response.statusCode).toBe(200)
  return response.json().patchTest
}

/** The brow tint as the owner saves it, asking a patch test within `days` (null: none). */
const browTint = (patchTestDays: unknown) => ({ categoryId: 'brows', name: 'Brow Tint', durationMinutes: 60, price: 8000, active: true, onHomePage: false, patchTestDays })
const saveBrowTint = (patchTestDays: unknown) => shop.app.inject({ method: 'PUT', url: '/api/booking/seller/services/brow-tint', payload: browTint(patchTestDays), headers: { cookie: owner } })

/** A product in stock that the counter sells in these tests. */
let jar: { _id: string; offerPrice: number }

/** The owner sells `quantity` jars at the counter, paid in cash, to the client named. */
const sellJars = (quantity: number, client: { clientName?: string; clientPhone: string; clientEmail?: string }) => {
  const subtotal = nairaToKobo(jar.offerPrice) * quantity
  const payload = { lines: [{ product: jar._id, quantity }], payments: [{ method: 'cash', amount: (subtotal + taxKobo(subtotal)) / 100 }], ...client }
  return shop.app.inject({ method: 'POST', url: '/api/counter/sales', headers: { cookie: owner }, payload })
}
const voidSale = async (sold: { json(): { sale: { _id: string } } }) =>
  expect((await shop.app.inject({ method: 'POST', url: `/api/counter/sales/${sold.json().sale._id}/void`, headers: { cookie: owner }, payload: { reason: 'Wrong jar' } })).statusCode).toBe(200)

beforeAll(async () => {
  shop = await buildTestShop()
  owner = await sellerCookie(shop)
  await addBrowStylists(shop, [{ id: 'nneka', name: 'Nneka Eze' }])
  frontDesk = await teamMember(shop, owner, { role: 'front-desk' })
  stylist = await teamMember(shop, owner, { role: 'stylist', staffId: 'nneka' })
  // Halima's visits: one completed (it counts), one no-show and one to come (they do not).
  const completed = await take(fields({ date: addDays(shopDate(), 2) }))
  const missed = await take(fields({ date: addDays(shopDate(), 2), startTime: '12:00' }))
  await take(fields({ date: addDays(shopDate(), 6) }))
  await shop.database.db.execute(sql`update bookings set starts_at = starts_at - interval '20 days', ends_at = ends_at - interval '20 days', status = 'completed' where id = ${completed._id}`)
  await shop.database.db.execute(sql`update bookings set starts_at = starts_at - interval '20 days', ends_at = ends_at - interval '20 days', status = 'no-show' where id = ${missed._id}`)
  spent += completed.price
  // Her shop account, whose messages go to her phone: a cash order marked paid counts, one still unpaid does not.
  const account = await registerUser(shop, { name: 'Halima Musa' })
  expect((await provePhone(shop, account.cookie, typed, 'sms')).statusCode).toBe(200)
  const address = await addAddress(shop, account.cookie)
  const product = (await products(shop)).find((one) => one.inStock)!._id
  const order = async () => (await shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie: account.cookie }, payload: { items: [{ product, quantity: 1 }], address } })).json().orderId as string
  const paid = await order()
  await order()
  expect((await shop.app.inject({ method: 'POST', url: '/api/order/mark-paid', headers: { cookie: owner }, payload: { orderId: paid } })).statusCode).toBe(200)
  const { orders } = (await shop.app.inject({ method: 'GET', url: '/api/order/user', headers: { cookie: account.cookie } })).json() as { orders: { _id: string; amount: number }[] }
  spent += orders.find((one) => one._id === paid)!.amount
  // At the counter, her phone typed another way: two jars count (their price, not the tax), a voided sale does not.
  jar = (await products(shop)).find((one) => one.inStock && one._id !== product)!
  const kept = await sellJars(2, { clientName: 'Halima Musa', clientPhone: '+234 803 555 0123' })
  expect(kept.statusCode).toBe(201)
  spent += jar.offerPrice * 2
  await voidSale(await sellJars(1, { clientName: 'Halima Musa', clientPhone: '+234 803 555 0123' }))
}, 90_000)
afterAll(() => shop.close())

describe('her card', () => {
  it('shows the owner what she spent (completed visits, paid orders of her account, products bought at the counter); the desk sees no revenue', async () => {
    expect(await cardOf(owner)).toMatchObject({ phone: halima, account: true, visits: 1, noShows: 1, spend: spent, notes: '', lastPatchTest: null })
    expect((await cardOf()).spend).toBeNull()
  })

  it('is found for a client only the counter knows: by her phone or her name, with what she bought; a voided bill finds nobody', async () => {
    expect((await sellJars(1, { clientName: 'Blessing Okon', clientPhone: '0809 555 0199', clientEmail: 'blessing@example.ng' })).statusCode).toBe(201)
    expect((await sellJars(1, { clientPhone: '0701 555 0142' })).statusCode).toBe(201)
    await voidSale(await sellJars(1, { clientName: 'Vera Voided', clientPhone: '0802 555 0177' }))
    const search = async (q: string) => (await shop.app.inject({ method: 'GET', url: `/api/booking/seller/clients?q=${encodeURIComponent(q)}`, headers: { cookie: owner } })).json().clients as DeskClient[]
    const blessing: DeskClient = { phone: '+2348095550199', name: 'Blessing Okon', email: 'blessing@example.ng', account: false, visits: 0, noShows: 0, lastVisit: null, nextVisit: null, spend: jar.offerPrice, notes: '', lastPatchTest: null }
    expect(await search('0809 555')).toEqual([blessing])
    expect(await search('blessing')).toEqual([blessing])
    // Back for another jar, her phone given and not her name: she keeps it.
    expect((await sellJars(1, { clientPhone: '+2348095550199' })).statusCode).toBe(201)
    expect(await search('0809 555')).toEqual([{ ...blessing, spend: jar.offerPrice * 2 }])
    // Billed by her phone alone: found by it, with no name.
    expect(await search('07015550142')).toEqual([{ ...blessing, phone: '+2347015550142', name: '', email: null }])
    expect(await search('0802 555 0177')).toEqual([])
    expect(await search('vera')).toEqual([])
  })

  it('keeps the desk’s notes and her last patch test, by her phone in any usual form, and the activity list says what changed', async () => {
    const saved = await saveRecord(typed, { notes: '  Allergic to latex. Prefers Nneka.  ', lastPatchTest: addDays(shopDate(), -3) })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toEqual({ success: true, message: cm.recordSaved, record: { notes: 'Allergic to latex. Prefers Nneka.', lastPatchTest: addDays(shopDate(), -3) } satisfies ClientRecord })
    expect(await cardOf()).toMatchObject({ notes: 'Allergic to latex. Prefers Nneka.', lastPatchTest: addDays(shopDate(), -3) })
    // Saved whole: the owner clears the date, keeps the notes.
    expect((await saveRecord(halima, { notes: 'Allergic to latex. Prefers Nneka.', lastPatchTest: '' }, owner)).json().record).toEqual({ notes: 'Allergic to latex. Prefers Nneka.', lastPatchTest: null })
    expect((await cardOf(owner)).lastPatchTest).toBeNull()

    const { activity } = (await shop.app.inject({ method: 'GET', url: '/api/seller/activity', headers: { cookie: owner } })).json() as { activity: { kind: string; summary: string; member: { name: string } }[] }
    const lines = activity.filter((entry) => entry.kind === 'client')
    expect(lines.map((entry) => [entry.member.name, entry.summary])).toEqual([
      [expect.any(String), `Client ${typed}: patch test cleared`],
      [frontDesk.name, `Client ${typed}: notes changed; last patch test ${addDays(shopDate(), -3)}`],
    ])
    // Her health is her business: the notes' words stay on her card.
    expect(lines.some((entry) => entry.summary.includes('latex'))).toBe(false)
  })

  it('refuses what it cannot keep with 400 and a message, never a 500', async () => {
    const cases: [string, unknown, string][] = [
      ['none', { notes: '' }, cm.phone],
      [typed, { notes: 'x'.repeat(CLIENT_NOTES_MAX + 1) }, cm.notes],
      [typed, { notes: '', lastPatchTest: '2026-02-30' }, cm.patchTestDate],
      [typed, { notes: '', lastPatchTest: 'last week' }, cm.patchTestDate],
      [typed, { notes: '', lastPatchTest: addDays(shopDate(), 1) }, cm.patchTestFuture],
      [typed, { notes: 5 }, 'notes must be text.'],
      [typed, { notes: '', allergies: 'latex' }, 'Unknown field: allergies'],
      [typed, ['notes'], 'The request body must be a JSON object.'],
    ]
    for (const [phone, payload, message] of cases) {
      const response = await saveRecord(phone, payload)
      expect({ phone, status: response.statusCode, message: response.json().message }).toEqual({ phone, status: 400, message })
    }
    // Nothing refused was kept.
    expect((await cardOf()).notes).toBe('Allergic to latex. Prefers Nneka.')
  })

  it('keeps nothing under an address that is no phone: the record, her visits and the patch-test flag take one rule', async () => {
    // Issue 45: PUT …/clients/0/record kept a record under "0".
    const records = () => shop.database.db.$count(clientRecords)
    const before = await records()
    const visits = (phone: string) => shop.app.inject({ method: 'GET', url: `/api/booking/seller/clients/visits?phone=${encodeURIComponent(phone)}&when=past`, headers: { cookie: frontDesk.cookie } })
    for (const phone of ['0', '42', '123456', '(0)', '0803 555 012x', '+234 803 555 0123 ext']) {
      const answers = await Promise.all([saveRecord(phone, { notes: 'Whose?' }), visits(phone), patchTest(`phone=${encodeURIComponent(phone)}&service=brow-tint&date=${shopDate()}`)])
      expect(answers.map((answer) => [phone, answer.statusCode, answer.json().message])).toEqual(answers.map(() => [phone, 400, cm.phone]))
    }
    expect(await records()).toBe(before)
    // A booking takes a number from abroad (at least 7 digits): that client keeps her record.
    const abroad = await saveRecord('+44 20 7946 0958', { notes: 'Visiting from London' })
    expect([abroad.statusCode, abroad.json().record]).toEqual([200, { notes: 'Visiting from London', lastPatchTest: null }])
  })

  it('is the desk’s and the owner’s: a stylist is refused (403), a guest 401', async () => {
    expect((await saveRecord(typed, { notes: 'Nneka’s client' }, stylist.cookie)).statusCode).toBe(403)
    expect((await shop.app.inject({ method: 'PUT', url: `/api/booking/seller/clients/${typed}/record`, payload: { notes: '' } })).statusCode).toBe(401)
    expect((await patchTest(`phone=${halima}&service=brow-tint&date=${shopDate()}`, stylist.cookie)).statusCode).toBe(403)
  })
})

describe('a service that needs a patch test', () => {
  it('is set by the owner, 1 to 365 days or none, and shown with the owner’s note to clients online', async () => {
    for (const wrong of [0, 366, 1.5, '30']) {
      const refused = await saveBrowTint(wrong)
      expect({ wrong, status: refused.statusCode, message: refused.json().message }).toEqual({ wrong, status: 400, message: typeof wrong === 'string' ? 'patchTestDays must be a number.' : am.patchTestDays })
    }
    expect((await saveBrowTint(30)).json().service).toMatchObject({ id: 'brow-tint', patchTestDays: 30 })
    const salon = (await shop.app.inject({ method: 'GET', url: '/api/booking/salon' })).json()
    expect(salon.services.find((service: { id: string }) => service.id === 'brow-tint')).toMatchObject({ patchTestDays: 30 })
    expect(salon.services.find((service: { id: string }) => service.id === 'facial')).toMatchObject({ patchTestDays: null })
    expect(salon.patchTestNote).toBe(DEFAULT_PATCH_TEST_NOTE)

    const note = 'Brow and lash tints need a patch test: pop in two days before, it takes five minutes.'
    const settings = (payload: object) => shop.app.inject({ method: 'PATCH', url: '/api/booking/seller/settings', payload, headers: { cookie: owner } })
    expect((await settings({ patchTestNote: `  ${note} ` })).json().settings).toMatchObject({ patchTestNote: note, depositPercent: 30 })
    expect((await shop.app.inject({ method: 'GET', url: '/api/booking/salon' })).json().patchTestNote).toBe(note)
    for (const wrong of ['   ', 'x'.repeat(PATCH_TEST_NOTE_MAX + 1)]) expect((await settings({ patchTestNote: wrong })).json()).toEqual({ success: false, message: am.patchTestNote })
    expect((await shop.app.inject({ method: 'PATCH', url: '/api/booking/seller/settings', payload: { patchTestNote: 'Mine' }, headers: { cookie: frontDesk.cookie } })).statusCode).toBe(403)
  })

  it('is flagged at the desk for a client without a patch test within its days before the appointment', async () => {
    await saveBrowTint(30)
    const day = addDays(shopDate(), 3)
    // Halima has none on record; a client the desk never wrote about has none either.
    expect(await check(`phone=${encodeURIComponent(typed)}&service=brow-tint&date=${day}`)).toEqual({ needed: true, withinDays: 30, lastPatchTest: null })
    expect((await check(`phone=08120009999&service=brow-tint&date=${day}`)).needed).toBe(true)
    // A service that asks none never flags her.
    expect(await check(`phone=${encodeURIComponent(typed)}&service=facial&date=${day}`)).toEqual({ needed: false, withinDays: null, lastPatchTest: null })

    // Tested 10 days ago: fine for an appointment in 3 days, not for one in 25 (35 days after the test).
    await saveRecord(typed, { notes: '', lastPatchTest: addDays(shopDate(), -10) })
    expect(await check(`phone=${halima.replace('+', '%2B')}&service=brow-tint&date=${day}`)).toEqual({ needed: false, withinDays: 30, lastPatchTest: addDays(shopDate(), -10) })
    expect((await check(`phone=${encodeURIComponent(typed)}&service=brow-tint&date=${addDays(shopDate(), 20)}`)).needed).toBe(false)
    expect((await check(`phone=${encodeURIComponent(typed)}&service=brow-tint&date=${addDays(shopDate(), 25)}`)).needed).toBe(true)
  })

  it('refuses a flag it cannot answer with 400 and a message', async () => {
    for (const [query, message] of [
      [`service=brow-tint&date=${shopDate()}`, cm.phone],
      [`phone=nobody&service=brow-tint&date=${shopDate()}`, cm.phone],
      [`phone=${typed}&date=${shopDate()}`, cm.service],
      [`phone=${typed}&service=nope&date=${shopDate()}`, cm.service],
      [`phone=${typed}&service=brow-tint&date=tomorrow`, cm.date],
      [`phone=${typed}&service=brow-tint&date=2026-13-01`, cm.date],
      [`phone=${typed}&service=brow-tint`, cm.date],
    ] as const) {
      const response = await patchTest(query)
      expect({ query, status: response.statusCode, message: response.json().message }).toEqual({ query, status: 400, message })
    }
  })
})
