import { sql } from 'drizzle-orm'
import { testClock } from '../src/clock'
import { summaryWeekOf } from '../../src/contract/reports'
import { teamMessages } from '../../src/contract/team'
import { sendWeeklySummary } from '../src/actions/reports'
import { UNCREDITED_SERVICES } from '../src/mappers/reports'
import { buildTestShop, type TestShop } from './harness'
import { sellerCookie, teamMember } from './helpers'

// The owner's reports over a week of fixture rows (bookings and their lines, counter bills with their credits, a
// refund, a voided bill, online orders paid, unpaid and cancelled, rows just past the week's last Lagos midnight)
// against a hand calculation in kobo; who may read them; and the Monday summary, once at 08:00 Lagos time whatever
// the number of instances.

/** A Lagos wall-clock time as the instant it is (Lagos is UTC+1 all year). */
const lagos = (day: string, time = '12:00') => new Date(Date.parse(`${day}T${time}:00+01:00`))

const WEEK = { from: '2026-10-01', to: '2026-10-07' }
const PHONES = { ngozi: '+2348031111111', ada: '+2348032222222', bisi: '+2348033333333', kemi: '+2348034444444', efe: '+2348035555555', funmi: '+2348036666666' }

let shop: TestShop
let owner: string
let run = 0
const exec = (query: ReturnType<typeof sql>) => shop.database.db.execute(query)

/** A visit: its lines (member, service, price in kobo), its client's phone, its status, when it starts and when it was booked. */
async function visit(fields: { lines: [member: string, service: string, kobo: number][]; phone: string | null; status: string; starts: Date; booked: Date }) {
  run += 1
  const ends = new Date(fields.starts.getTime() + fields.lines.length * 3_600_000)
  const [first] = fields.lines
  const { rows } = (await exec(sql`
    insert into bookings (reference, category, employee_id, service, starts_at, ends_at, price_kobo, status, full_name, phone, client_phone, payment_method, created_at)
    select ${`R${run}`}, category_id, ${first![0]}, ${first![1]}, ${fields.starts}, ${ends}, ${fields.lines.reduce((sum, line) => sum + line[2], 0)}, ${fields.status}, 'Client', '0800', ${fields.phone}, 'pay-on-visit', ${fields.booked}
    from salon_services where id = ${first![1]} returning id`)) as unknown as { rows: { id: string }[] }
  const id = rows[0]!.id
  for (const [position, [member, service, kobo]] of fields.lines.entries()) {
    const at = new Date(fields.starts.getTime() + position * 3_600_000)
    await exec(sql`insert into booking_lines (booking_id, position, service, employee_id, starts_at, ends_at, price_kobo) values (${id}, ${position}, ${service}, ${member}, ${at}, ${new Date(at.getTime() + 3_600_000)}, ${kobo})`)
  }
  return id
}

/** A counter bill closed (or voided) at `at`: its services and products in kobo (tax apart), its credits. */
async function bill(fields: { at: Date; servicesKobo: number; productsKobo: number; taxKobo?: number; phone?: string; name?: string; status?: string; credits?: [member: string, category: string, kobo: number][] }) {
  const total = fields.servicesKobo + fields.productsKobo + (fields.taxKobo ?? 0)
  const { rows } = (await exec(sql`
    insert into counter_sales (status, client_name, client_phone, products_kobo, services_kobo, tax_kobo, tax_included, total_kobo, due_kobo, created_at, voided_at)
    values (${fields.status ?? 'closed'}, ${fields.name ?? ''}, ${fields.phone ?? null}, ${fields.productsKobo}, ${fields.servicesKobo}, ${fields.taxKobo ?? 0}, false, ${total}, ${total}, ${fields.at}, ${fields.status === 'voided' ? fields.at : null})
    returning id`)) as unknown as { rows: { id: string }[] }
  const id = rows[0]!.id
  await exec(sql`insert into payments (sale_id, kind, method, amount_kobo, state, settled_at, created_at) values (${id}, 'payment', 'cash', ${total}, 'succeeded', ${fields.at}, ${fields.at})`)
  for (const [member, category, kobo] of fields.credits ?? []) await exec(sql`insert into sale_credits (sale_id, staff_id, kind, category_id, value_kobo) values (${id}, ${member}, 'service', ${category}, ${kobo})`)
  return id
}

/** An online or cash order placed at `at` for `amountKobo` (tax in), delivered to a phone written as a shopper writes it. */
async function order(fields: { at: Date; amountKobo: number; type: 'COD' | 'Online'; paid?: boolean; status?: string; phone: string; first: string; last: string }) {
  const address = { firstName: fields.first, lastName: fields.last, email: 'client@example.ng', street: '1 Allen Avenue', city: 'Ikeja', state: 'Lagos', zipcode: '100001', country: 'Nigeria', phone: fields.phone }
  const { rows } = (await exec(sql`
    insert into orders (delivery_address, payment_type, status, subtotal_kobo, tax_kobo, amount_kobo, created_at)
    values (${JSON.stringify(address)}::jsonb, ${fields.type}, ${fields.status ?? 'Order Placed'}, ${fields.amountKobo}, 0, ${fields.amountKobo}, ${fields.at}) returning id`)) as unknown as { rows: { id: string }[] }
  if (fields.paid) await exec(sql`insert into payments (order_id, kind, method, amount_kobo, state, settled_at, created_at, reference) values (${rows[0]!.id}, 'payment', 'online', ${fields.amountKobo}, 'succeeded', ${fields.at}, ${fields.at}, ${`ref-${rows[0]!.id}`})`)
}

const report = async (period: { from: string; to: string }, cookie = owner) => shop.app.inject({ method: 'GET', url: `/api/reports/period?from=${period.from}&to=${period.to}`, headers: { cookie } })

beforeAll(async () => {
  // Its services visible: the concurrent test calls the summary's action on it as an instance's job would.
  shop = await buildTestShop({ servicesVisible: true })
  owner = await sellerCookie(shop)
  const { ngozi, ada, bisi, kemi, efe, funmi } = PHONES
  // Ngozi's makeup with Zainab on the 1st; she booked her next visit that same afternoon: rebooked.
  await visit({ lines: [['zainab', 'makeup', 3_500_000]], phone: ngozi, status: 'completed', starts: lagos('2026-10-01', '10:00'), booked: lagos('2026-09-20') })
  await visit({ lines: [['zainab', 'makeup', 3_500_000]], phone: ngozi, status: 'confirmed', starts: lagos('2026-10-20', '10:00'), booked: lagos('2026-10-01', '23:30') })
  // Ada's pedicure with Amaka and makeup with Zainab on the 2nd; she booked again only the next morning: not rebooked.
  await visit({ lines: [['amaka', 'pedicure', 1_200_000], ['zainab', 'makeup', 3_500_000]], phone: ada, status: 'completed', starts: lagos('2026-10-02', '14:00'), booked: lagos('2026-09-25') })
  await visit({ lines: [['amaka', 'pedicure', 1_200_000]], phone: ada, status: 'confirmed', starts: lagos('2026-10-10'), booked: lagos('2026-10-03', '00:00') })
  // Bisi did not come; Chioma's visit with Tolu was cancelled.
  await visit({ lines: [['amaka', 'nail-art', 1_500_000]], phone: bisi, status: 'no-show', starts: lagos('2026-10-04'), booked: lagos('2026-09-30') })
  await visit({ lines: [['tolu', 'makeup', 3_500_000]], phone: '+2348037777777', status: 'cancelled', starts: lagos('2026-10-05'), booked: lagos('2026-09-30') })
  // Efe's pedicure on the 6th: her next visit was already in the book: rebooked.
  await visit({ lines: [['amaka', 'pedicure', 1_200_000]], phone: efe, status: 'completed', starts: lagos('2026-10-06'), booked: lagos('2026-09-01') })
  await visit({ lines: [['amaka', 'pedicure', 1_200_000]], phone: efe, status: 'confirmed', starts: lagos('2026-10-30'), booked: lagos('2026-09-01') })
  // Funmi's visit half an hour after the week's last Lagos midnight (still the 7th in UTC): not in the week.
  await visit({ lines: [['zainab', 'makeup', 3_500_000]], phone: funmi, status: 'completed', starts: lagos('2026-10-08', '00:30'), booked: lagos('2026-09-01') })

  // The counter: Ngozi's bill (her service discounted to ₦30,000, ₦5,000 of products and their ₦100 tax).
  await bill({ at: lagos('2026-10-01', '11:00'), servicesKobo: 3_000_000, productsKobo: 500_000, taxKobo: 10_000, phone: ngozi, name: 'Ngozi Eze', credits: [['zainab', 'hair', 3_000_000]] })
  // Ada's bill, of which the pedicure (₦12,000) went back on the 5th.
  const adas = await bill({ at: lagos('2026-10-02', '16:00'), servicesKobo: 4_700_000, productsKobo: 0, phone: ada, name: 'Ada Obi', credits: [['amaka', 'nails', 1_200_000], ['zainab', 'hair', 3_500_000]] })
  await exec(sql`insert into payments (sale_id, kind, method, amount_kobo, state, settled_at, created_at) values (${adas}, 'refund', 'cash', 1200000, 'succeeded', ${lagos('2026-10-05')}, ${lagos('2026-10-05')})`)
  // A voided bill, a walk-in's products (no phone), Efe's bill of a time before credits were kept, a bill just past the week.
  await bill({ at: lagos('2026-10-03'), servicesKobo: 0, productsKobo: 1_000_000, status: 'voided', phone: kemi })
  await bill({ at: lagos('2026-10-04'), servicesKobo: 0, productsKobo: 200_000, taxKobo: 4_000 })
  await bill({ at: lagos('2026-10-06', '13:00'), servicesKobo: 1_000_000, productsKobo: 0, phone: efe, name: 'Efe' })
  await bill({ at: lagos('2026-10-08', '00:30'), servicesKobo: 0, productsKobo: 900_000, phone: funmi })

  // Online: Ngozi's cash order (her phone written another way), Kemi's paid one; an unpaid, a cancelled and a late one.
  await order({ at: lagos('2026-10-02', '09:00'), amountKobo: 1_020_000, type: 'COD', phone: '0803 111 1111', first: 'Ngozi', last: 'Eze' })
  await order({ at: lagos('2026-10-03', '09:00'), amountKobo: 510_000, type: 'Online', paid: true, phone: '08034444444', first: 'Kemi', last: 'Ade' })
  await order({ at: lagos('2026-10-03', '10:00'), amountKobo: 800_000, type: 'Online', phone: '08034444444', first: 'Kemi', last: 'Ade' })
  await order({ at: lagos('2026-10-04', '10:00'), amountKobo: 700_000, type: 'COD', status: 'Cancelled', phone: '08035555555', first: 'Efe', last: 'O' })
  await order({ at: lagos('2026-10-08', '00:30'), amountKobo: 600_000, type: 'COD', phone: '08036666666', first: 'Funmi', last: 'A' })
}, 60_000)
afterAll(() => shop.close())

it('gives the week’s figures a hand calculation gives, Lagos days, in kobo', async () => {
  const response = await report(WEEK)
  expect(response.statusCode).toBe(200)
  const got = response.json().report
  // Online: Ngozi's ₦10,200 and Kemi's ₦5,100. Services: ₦30,000 + ₦47,000 + ₦10,000. Products with tax: ₦5,100 + ₦2,040.
  expect(got.channels).toEqual([
    { channel: 'online', revenue: 15_300 },
    { channel: 'services', revenue: 87_000 },
    { channel: 'products', revenue: 7_140 },
  ])
  expect(got.counterRefunds).toBe(12_000)
  expect(got.bookings).toBe(4)
  // The categories add up to the services: hair ₦30,000 + ₦35,000, nails ₦12,000, Efe's ₦10,000 credited to none.
  expect(got.categories).toEqual([
    { category: 'hair', name: expect.any(String), revenue: 65_000 },
    { category: 'nails', name: expect.any(String), revenue: 12_000 },
    { category: null, name: UNCREDITED_SERVICES, revenue: 10_000 },
  ])
  expect(got.services).toEqual([
    { service: 'makeup', name: 'Makeup Session', count: 2, value: 70_000 },
    { service: 'pedicure', name: 'Pedicure', count: 2, value: 24_000 },
  ])
  // One client a phone: Ngozi's bill and her order together.
  expect(got.topClients).toEqual([
    { name: 'Ada Obi', phone: PHONES.ada, purchases: 1, spent: 47_000 },
    { name: 'Ngozi Eze', phone: PHONES.ngozi, purchases: 2, spent: 45_300 },
    { name: 'Efe', phone: PHONES.efe, purchases: 1, spent: 10_000 },
    { name: 'Kemi Ade', phone: PHONES.kemi, purchases: 1, spent: 5_100 },
  ])
  expect(got.members).toEqual([
    { member: 'tolu', name: 'Tolulope Adeyemi', bookings: 0, completed: 0, rebooked: 0, rebookRate: null },
    { member: 'chidi', name: 'Chidinma Eze', bookings: 0, completed: 0, rebooked: 0, rebookRate: null },
    { member: 'amaka', name: 'Amaka Nwosu', bookings: 3, completed: 2, rebooked: 1, rebookRate: 50 },
    { member: 'zainab', name: 'Zainab Bello', bookings: 2, completed: 2, rebooked: 1, rebookRate: 50 },
  ])
})

it('moves the rows past midnight into the next day’s report', async () => {
  const got = (await report({ from: '2026-10-08', to: '2026-10-08' })).json().report
  expect(got.channels).toEqual([
    { channel: 'online', revenue: 6_000 },
    { channel: 'services', revenue: 0 },
    { channel: 'products', revenue: 9_000 },
  ])
  expect(got.bookings).toBe(1)
  expect(got.services).toEqual([{ service: 'makeup', name: 'Makeup Session', count: 1, value: 35_000 }])
})

it('lets only the owner read the reports, and refuses a bad period in the shop’s words', async () => {
  const stylist = await teamMember(shop, owner, { role: 'stylist', staffId: 'zainab' })
  const desk = await teamMember(shop, owner, { role: 'front-desk' })
  for (const cookie of [stylist.cookie, desk.cookie]) {
    const refused = await report(WEEK, cookie)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(teamMessages.notForYourRole)
  }
  expect((await shop.app.inject({ method: 'GET', url: `/api/reports/period?from=${WEEK.from}&to=${WEEK.to}` })).statusCode).toBe(401)
  const backwards = await report({ from: WEEK.to, to: WEEK.from })
  expect(backwards.statusCode).toBe(400)
  expect(backwards.json().message).toBe('The first day cannot be after the last.')
  expect((await report({ from: '2026-02-30', to: WEEK.to })).statusCode).toBe(400)
  expect((await report({ from: '2025-01-01', to: '2026-10-07' })).statusCode).toBe(400)
})

describe('the Monday summary', () => {
  const INSTANCES = 3
  const summaries = async () =>
    ((await exec(sql`select key, recipient, subject, text from outbox_messages where key like 'weekly-summary:%' order by created_at`)) as unknown as { rows: { key: string; recipient: string; subject: string; text: string }[] }).rows

  it(`reaches the owner once, at Monday 08:00 in Lagos, from ${INSTANCES} instances`, async () => {
    // Sunday evening in Lagos, the week of the fixture just over; three instances of the shop on one database.
    const clock = testClock(lagos('2026-10-11', '20:00'))
    const instances = await Promise.all(Array.from({ length: INSTANCES }, () => buildTestShop({ database: shop.database, clock })))
    try {
      await clock.advance(11 * 3_600_000 + 59 * 60_000)
      expect(await summaries()).toEqual([])
      await clock.advance(60_000)
      const [sent, ...others] = await summaries()
      expect(others).toEqual([])
      expect(sent!.key).toBe(`weekly-summary:2026-10-12:${shop.config.sellerEmail}`)
      expect(sent!.recipient).toBe(shop.config.sellerEmail)
      // The week of the 5th to the 11th: Efe's visit (rebooked) and Ada's to come with Amaka, Funmi's past midnight with Zainab.
      expect(summaryWeekOf('2026-10-12')).toEqual({ from: '2026-10-05', to: '2026-10-11' })
      expect(sent!.subject).toBe('Your week at the shop: 5 Oct 2026 to 11 Oct 2026')
      expect(sent!.text).toContain('had 3 bookings at the salon')
      expect(sent!.text).toContain('Services done most: Makeup Session (1), Pedicure (1).')
      expect(sent!.text).toContain('Amaka Nwosu: 2 visits, 1 completed, 100 % rebooked before leaving.')
      expect(sent!.text).toContain('Zainab Bello: 1 visit, 1 completed, 0 % rebooked before leaving.')
      // Takings: Funmi's order (₦6,000), Efe's bill (₦10,000), the products of the 8th (₦9,000), less the refund of the 5th (₦12,000).
      expect(sent!.text).toContain('Takings: ₦13,000')
      // The rest of the week passes: nothing more until the next Monday at 08:00.
      await clock.advance(7 * 24 * 3_600_000 - 60_000)
      expect(await summaries()).toHaveLength(1)
      await clock.advance(60_000)
      expect((await summaries()).map((row) => row.key)).toEqual([`weekly-summary:2026-10-12:${shop.config.sellerEmail}`, `weekly-summary:2026-10-19:${shop.config.sellerEmail}`])
    } finally {
      await Promise.all(instances.map((instance) => instance.close()))
    }
  }, 60_000)

  it(`is written once when ${INSTANCES} instances ask for it at the same moment`, async () => {
    const asked = await Promise.all(Array.from({ length: INSTANCES }, () => sendWeeklySummary(shop.app, '2026-11-02')))
    expect(asked.filter(Boolean)).toHaveLength(1)
    expect((await summaries()).filter((row) => row.key.startsWith('weekly-summary:2026-11-02:'))).toHaveLength(1)
  })
})
