import { sql } from 'drizzle-orm'
import { openDayFromToday } from '../../fixtures/salonDays'
import { salonAdminMessages as am } from '../../src/contract/salonAdmin'
import { addDays, shopDate } from '../../src/contract/shopClock'
import { INVITATION_HOURS, teamMessages as tm } from '../../src/contract/team'
import { buildTestShop, type TestShop } from './harness'
import { addAddress, cookieFrom, invitationToken, nextIp, products, registerUser, sellerCookie, staffCookie, teamMember } from './helpers'

// The salon's team logins: invitations, roles, disabling, the last owner, a stylist's own calendar, a forced
// password change, and who did what.

let shop: TestShop
let owner: string

beforeAll(async () => {
  shop = await buildTestShop()
  owner = await sellerCookie(shop)
}, 60_000)
afterAll(() => shop.close())

const as = (cookie: string) => ({
  get: (url: string) => shop.app.inject({ method: 'GET', url, headers: { cookie } }),
  post: (url: string, payload?: object) => shop.app.inject({ method: 'POST', url, payload, headers: { cookie } }),
  patch: (url: string, payload: object) => shop.app.inject({ method: 'PATCH', url, payload, headers: { cookie } }),
  put: (url: string, payload: object) => shop.app.inject({ method: 'PUT', url, payload, headers: { cookie } }),
})
const join = (token: string, password = 'my-own-password') => shop.app.inject({ method: 'POST', url: '/api/seller/join', payload: { token, password } })

let hour = 8
/** A booking paid on the visit with `member`, a few days ahead. */
async function bookingWith(member: string, phone = '08031234567'): Promise<{ _id: string; reference: string; date: string }> {
  const payload = { category: 'hair', service: 'makeup', preferredEmployee: member, date: openDayFromToday(6), startTime: `${String(hour++).padStart(2, '0')}:00`, fullName: 'Kemi Ade', email: 'kemi@example.ng', phone, paymentMethod: 'pay-on-visit' }
  const made = await shop.app.inject({ method: 'POST', url: '/api/booking', payload, remoteAddress: nextIp() })
  expect(made.statusCode).toBe(201)
  return made.json().booking
}

describe('the owner from the environment', () => {
  it('is the first owner account, and her session says her role and what it may do', async () => {
    const session = await as(owner).get('/api/seller/is-auth')
    expect(session.json().staff).toMatchObject({ email: shop.config.sellerEmail, role: 'owner', mustChangePassword: false })
    expect(session.json().staff.permissions).toContain('team.manage')
    expect((await as(owner).get('/api/seller/team')).json().accounts[0]).toMatchObject({ email: shop.config.sellerEmail, role: 'owner', status: 'active' })
  })
})

describe('invitations', () => {
  it('e-mail a link that sets her password once, within 48 hours; the link is stored hashed', async () => {
    const invited = await teamMember(shop, owner, { role: 'front-desk', join: false })
    const listed = (await as(owner).get('/api/seller/team')).json().accounts.find((account: { _id: string }) => account._id === invited.id)
    expect(listed.status).toBe('invited')
    expect(Date.parse(listed.invitationExpiresAt) - Date.now()).toBeGreaterThan((INVITATION_HOURS - 0.1) * 3_600_000)
    expect(Date.parse(listed.invitationExpiresAt) - Date.now()).toBeLessThanOrEqual(INVITATION_HOURS * 3_600_000)
    const token = await invitationToken(shop, invited.email)
    const { rows } = (await shop.database.db.execute(sql`select token_hash from staff_invitations where account_id = ${invited.id}`)) as unknown as { rows: { token_hash: string }[] }
    expect(rows.map((row) => row.token_hash)).not.toContain(token)

    expect((await join(token)).statusCode).toBe(200)
    expect((await join(token, 'another-password')).json()).toMatchObject({ success: false, message: 'This invitation link has expired or has already been used. Please ask the owner for a new one.' })
    expect(await staffCookie(shop, invited.email, 'my-own-password')).toMatch(/^glow_seller=/)
  })

  it('open a page naming her, her e-mail and her role; setting her password signs her in', async () => {
    const invited = await teamMember(shop, owner, { role: 'stylist', staffId: 'zainab', join: false })
    const token = await invitationToken(shop, invited.email)
    const page = await shop.app.inject({ method: 'GET', url: `/api/seller/invitation?token=${token}` })
    expect([page.statusCode, page.json().invitation]).toEqual([200, { name: invited.name, email: invited.email, role: 'stylist' }])
    for (const [wrong, status] of [[`${token}x`, 404], ['', 400]] as const) {
      const refused = await shop.app.inject({ method: 'GET', url: `/api/seller/invitation?token=${wrong}` })
      expect([refused.statusCode, refused.json().message]).toEqual([status, 'This invitation link has expired or has already been used. Please ask the owner for a new one.'])
    }
    const joined = await join(token)
    expect(joined.statusCode).toBe(200)
    const cookie = cookieFrom(joined, 'glow_seller')
    expect((await as(cookie).get('/api/seller/is-auth')).json().staff).toMatchObject({ email: invited.email, role: 'stylist' })
    // Used, the link names nobody any more.
    expect((await shop.app.inject({ method: 'GET', url: `/api/seller/invitation?token=${token}` })).statusCode).toBe(404)
  })

  it('expire: a link past its 48 hours sets nothing', async () => {
    const invited = await teamMember(shop, owner, { role: 'stylist', staffId: 'chidi', join: false })
    const token = await invitationToken(shop, invited.email)
    await shop.database.db.execute(sql`update staff_invitations set expires_at = now() - interval '1 second' where account_id = ${invited.id}`)
    expect((await join(token)).statusCode).toBe(400)
    expect((await shop.app.inject({ method: 'POST', url: '/api/seller/login', payload: { email: invited.email, password: 'my-own-password' }, remoteAddress: nextIp() })).statusCode).toBe(401)
  })

  it('sent again: the new link works and the old one no longer', async () => {
    const invited = await teamMember(shop, owner, { role: 'front-desk', join: false })
    const first = await invitationToken(shop, invited.email)
    expect((await as(owner).post(`/api/seller/team/${invited.id}/resend`)).statusCode).toBe(200)
    const second = await invitationToken(shop, invited.email)
    expect(second).not.toBe(first)
    expect((await join(first)).statusCode).toBe(400)
    expect((await join(second)).statusCode).toBe(200)
    expect((await as(owner).post(`/api/seller/team/${invited.id}/resend`)).statusCode).toBe(409)
  })

  it('go to her phone too when the owner gives her number: the link whole, by the shop\'s channel, hidden like the e-mail\'s', async () => {
    const invite = (phone: string) => as(owner).post('/api/seller/team', { name: 'Ngozi Eze', email: `ngozi-${phone.length}-${Date.now()}@glowbeauty.ng`, role: 'front-desk', phone })
    const refused = await invite('12345')
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'Enter a Nigerian mobile number, such as 0803 123 4567'])
    const frontDesk = await teamMember(shop, owner, { role: 'front-desk' })
    const invited = await invite('0803 555 0101')
    expect(invited.json().message).toMatch(/^Invitation sent to ngozi-.*@glowbeauty\.ng and \+2348035550101\.$/)
    const account = (await as(owner).get('/api/seller/team')).json().accounts.find((one: { phone: string | null }) => one.phone === '+2348035550101')
    const phoneMessages = async (cookie: string) =>
      (await as(cookie).get('/api/seller/outbox?limit=50')).json().messages.filter((message: { recipient: string }) => message.recipient === '+2348035550101') as { channel: string; text: string | null; event: string }[]
    const [sent] = await phoneMessages(owner)
    expect(sent).toMatchObject({ channel: 'whatsapp', event: 'Team invitation' })
    const link = /\S+\/join-team\?invitation=\S+/.exec(sent!.text!)![0]
    expect(link).toContain(encodeURIComponent(await invitationToken(shop, account.email)))
    expect((await phoneMessages(frontDesk.cookie))[0]!.text).toBeNull()
    // Sent again: the new link goes to her phone as well.
    expect((await as(owner).post(`/api/seller/team/${account._id}/resend`)).statusCode).toBe(200)
    expect(await phoneMessages(owner)).toHaveLength(2)
    // The owner corrects the number; an empty one clears it.
    expect((await as(owner).patch(`/api/seller/team/${account._id}`, { phone: '0905 000 1111' })).statusCode).toBe(200)
    expect((await as(owner).patch(`/api/seller/team/${account._id}`, { phone: 'not a phone' })).statusCode).toBe(400)
    const phoneNow = async () => (await as(owner).get('/api/seller/team')).json().accounts.find((one: { _id: string }) => one._id === account._id).phone
    expect(await phoneNow()).toBe('+2349050001111')
    expect((await as(owner).patch(`/api/seller/team/${account._id}`, { phone: '' })).statusCode).toBe(200)
    expect(await phoneNow()).toBeNull()
  })

  it('refuse an e-mail the team already has', async () => {
    const response = await as(owner).post('/api/seller/team', { name: 'Twin', email: shop.config.sellerEmail.toUpperCase(), role: 'front-desk' })
    expect(response.statusCode).toBe(409)
  })

  it('show the link in the outbox to the owner only, never to the front desk', async () => {
    const frontDesk = await teamMember(shop, owner, { role: 'front-desk' })
    const invited = await teamMember(shop, owner, { role: 'owner', join: false })
    const textFor = async (cookie: string) => (await as(cookie).get('/api/seller/outbox?limit=50')).json().messages.find((message: { recipient: string }) => message.recipient === invited.email).text
    expect(await textFor(owner)).toContain('/join-team?invitation=')
    expect(await textFor(frontDesk.cookie)).toBeNull()
  })
})

describe('disabling a member', () => {
  it('ends her open session at its next request and refuses her login', async () => {
    const member = await teamMember(shop, owner, { role: 'front-desk' })
    expect((await as(member.cookie).get('/api/order/seller')).statusCode).toBe(200)
    expect((await as(owner).post(`/api/seller/team/${member.id}/disable`)).statusCode).toBe(200)
    expect((await as(member.cookie).get('/api/order/seller')).statusCode).toBe(401)
    const login = await shop.app.inject({ method: 'POST', url: '/api/seller/login', payload: { email: member.email, password: member.password }, remoteAddress: nextIp() })
    expect(login.json()).toMatchObject({ success: false, message: 'This account is disabled.' })
    expect((await as(owner).post(`/api/seller/team/${member.id}/enable`)).statusCode).toBe(200)
    expect(await staffCookie(shop, member.email, member.password)).toMatch(/^glow_seller=/)
  })

  it('ends every session of hers on the owner\'s word, and only hers', async () => {
    const member = await teamMember(shop, owner, { role: 'stylist', staffId: 'tolu' })
    const phone = await staffCookie(shop, member.email, member.password)
    expect((await as(owner).post(`/api/seller/team/${member.id}/logout-everywhere`)).statusCode).toBe(200)
    for (const cookie of [member.cookie, phone]) expect((await as(cookie).get('/api/seller/is-auth')).statusCode).toBe(401)
    expect((await as(owner).get('/api/seller/is-auth')).statusCode).toBe(200)
  })
})

describe('the last owner', () => {
  it('cannot be disabled or demoted; with a second owner she can', async () => {
    const self = (await as(owner).get('/api/seller/is-auth')).json().staff._id
    expect((await as(owner).post(`/api/seller/team/${self}/disable`)).json()).toMatchObject({ success: false, message: 'The shop needs an owner: make someone else owner first.' })
    expect((await as(owner).patch(`/api/seller/team/${self}`, { role: 'front-desk' })).statusCode).toBe(409)

    const second = await teamMember(shop, owner, { role: 'owner' })
    const [one, other] = await Promise.all([as(owner).patch(`/api/seller/team/${second.id}`, { role: 'front-desk' }), as(second.cookie).patch(`/api/seller/team/${self}`, { role: 'front-desk' })])
    // Each demotes the other at once: one wins; the other is refused as the last owner (409) or, should the
    // first change come before her request is let in, as no owner any more (403). The shop keeps an owner.
    expect([one.statusCode, other.statusCode].filter((status) => status === 200)).toHaveLength(1)
    expect([403, 409]).toContain([one.statusCode, other.statusCode].find((status) => status !== 200))
    const owners = (await shop.database.db.execute(sql`select count(*)::int as n from staff_accounts where role = 'owner' and disabled_at is null and password_hash is not null`)) as unknown as { rows: { n: number }[] }
    expect(owners.rows[0]!.n).toBe(1)
    if (one.statusCode === 409) await as(second.cookie).patch(`/api/seller/team/${self}`, { role: 'owner' })
  })
})

describe('a stylist', () => {
  let stylist: Awaited<ReturnType<typeof teamMember>>
  beforeAll(async () => {
    stylist = await teamMember(shop, owner, { role: 'stylist', staffId: 'zainab' })
  })

  it('is invited, or made one, only with her salon team member: her calendar', async () => {
    const email = `no-calendar-${Date.now()}@glowbeauty.ng`
    for (const staffId of [null, '']) {
      const refused = await as(owner).post('/api/seller/team', { name: 'Ife', email, role: 'stylist', staffId })
      expect([refused.statusCode, refused.json().message]).toEqual([400, tm.stylistCalendar])
    }
    const desk = await teamMember(shop, owner, { role: 'front-desk', join: false })
    for (const change of [{ role: 'stylist' }, { role: 'stylist', staffId: null }]) {
      const refused = await as(owner).patch(`/api/seller/team/${desk.id}`, change)
      expect([refused.statusCode, refused.json().message]).toEqual([400, tm.stylistCalendar])
    }
    expect((await as(owner).patch(`/api/seller/team/${stylist.id}`, { staffId: null })).statusCode).toBe(400)
    expect((await as(owner).patch(`/api/seller/team/${desk.id}`, { role: 'stylist', staffId: 'tolu' })).statusCode).toBe(200)
  })

  it("sees only her own bookings and column when she asks for the day of another member's bookings", async () => {
    const hers = await bookingWith('zainab')
    const tolus = await bookingWith('tolu')
    const day = await as(stylist.cookie).get(`/api/booking/seller/calendar?from=${hers.date}&days=1`)
    expect(day.statusCode).toBe(200)
    const ids = day.json().bookings.map((booking: { _id: string }) => booking._id)
    expect(ids).toContain(hers._id)
    expect(ids).not.toContain(tolus._id)
    expect(day.json().bookings.every((booking: { employeeId: string }) => booking.employeeId === 'zainab')).toBe(true)
    expect(day.json().team.map((member: { id: string }) => member.id)).toEqual(['zainab'])
    expect((await as(stylist.cookie).get('/api/booking/seller')).statusCode).toBe(403)
  })

  it("sees the desk's notes and last patch test of her client on her appointment, as the owner does", async () => {
    const lastPatchTest = addDays(shopDate(), -10)
    const noted = await bookingWith('zainab', '0803 987 6543')
    const unnoted = await bookingWith('zainab', '08035550199')
    expect((await as(owner).put('/api/booking/seller/clients/08039876543/record', { notes: 'Allergic to latex gloves', lastPatchTest })).statusCode).toBe(200)
    for (const cookie of [stylist.cookie, owner]) {
      const { bookings } = (await as(cookie).get(`/api/booking/seller/calendar?from=${noted.date}&days=1`)).json()
      const clientOf = (id: string) => bookings.find((booking: { _id: string }) => booking._id === id).client
      expect(clientOf(noted._id)).toEqual({ notes: 'Allergic to latex gloves', lastPatchTest })
      expect(clientOf(unnoted._id)).toEqual({ notes: '', lastPatchTest: null })
    }
    // Her clients' records on her appointments, not the desk's client search.
    expect((await as(stylist.cookie).get('/api/booking/seller/clients?q=0803987')).statusCode).toBe(403)
  })

  it('marks her own appointment completed, not another member\'s, and cancels or moves none', async () => {
    const hers = await bookingWith('zainab')
    const tolus = await bookingWith('tolu')
    expect((await as(stylist.cookie).post(`/api/booking/seller/${tolus._id}/status`, { status: 'completed' })).statusCode).toBe(403)
    expect((await as(stylist.cookie).post(`/api/booking/seller/${hers._id}/status`, { status: 'cancelled' })).statusCode).toBe(403)
    expect((await as(stylist.cookie).post(`/api/booking/seller/${hers._id}/move`, { employeeId: 'tolu', date: hers.date, startTime: '17:00' })).statusCode).toBe(403)
    expect((await as(stylist.cookie).post(`/api/booking/seller/${hers._id}/status`, { status: 'no-show', early: true })).statusCode).toBe(200)
  })

  it('marks a visit completed or no-show once its start has passed, before that only when she says it is early', async () => {
    const ahead = await bookingWith('zainab')
    for (const status of ['no-show', 'completed']) {
      const refused = await as(stylist.cookie).post(`/api/booking/seller/${ahead._id}/status`, { status })
      expect([refused.statusCode, refused.json().message]).toEqual([409, am.notStartedYet])
    }
    expect((await as(stylist.cookie).get(`/api/booking/seller/calendar?from=${ahead.date}&days=1`)).json().bookings.find((booking: { _id: string }) => booking._id === ahead._id).status).toBe('confirmed')
    const early = await as(stylist.cookie).post(`/api/booking/seller/${ahead._id}/status`, { status: 'completed', early: true })
    expect([early.statusCode, early.json().booking.status]).toEqual([200, 'completed'])

    const begun = await bookingWith('zainab')
    await shop.database.db.execute(sql`update bookings set starts_at = starts_at - interval '20 days', ends_at = ends_at - interval '20 days' where id = ${begun._id}`)
    const missed = await as(stylist.cookie).post(`/api/booking/seller/${begun._id}/status`, { status: 'no-show' })
    expect([missed.statusCode, missed.json().booking.status]).toEqual([200, 'no-show'])
  })
})

describe('the front desk', () => {
  let frontDesk: Awaited<ReturnType<typeof teamMember>>
  beforeAll(async () => {
    frontDesk = await teamMember(shop, owner, { role: 'front-desk' })
  })

  it('gets 403 on revenue, the CSV exports, product prices and team accounts', async () => {
    for (const url of ['/api/seller/summary', '/api/seller/export/orders.csv?from=2026-01-01&to=2026-01-31', '/api/seller/export/products.csv', '/api/product/seller', '/api/seller/team', '/api/seller/activity']) {
      expect({ url, status: (await as(frontDesk.cookie).get(url)).statusCode }).toEqual({ url, status: 403 })
    }
  })

  it('sees the customers without what they spent', async () => {
    const { cookie } = await registerUser(shop)
    const [product] = (await products(shop)).filter((listed) => listed.inStock)
    await shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie }, payload: { items: [{ product: product!._id, quantity: 1 }], address: await addAddress(shop, cookie) } })
    const [first] = (await as(frontDesk.cookie).get('/api/seller/customers')).json().customers
    expect(first).toMatchObject({ orders: 1, totalSpent: null })
    expect((await as(owner).get('/api/seller/customers')).json().customers[0].totalSpent).toBeGreaterThan(0)
  })

  it('is named in the order history and the activity list for what she did', async () => {
    const { cookie } = await registerUser(shop)
    const [product] = (await products(shop)).filter((listed) => listed.inStock)
    const placed = await shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie }, payload: { items: [{ product: product!._id, quantity: 1 }], address: await addAddress(shop, cookie) } })
    const orderId = placed.json().orderId
    expect((await as(frontDesk.cookie).post('/api/order/status', { orderId, status: 'Processing' })).statusCode).toBe(200)
    const { history } = (await as(owner).get(`/api/order/seller/${orderId}`)).json().order
    expect(history.at(-1)).toMatchObject({ event: 'Processing', actor: 'seller', member: frontDesk.name })

    const booking = await bookingWith('tolu')
    expect((await as(frontDesk.cookie).post(`/api/booking/seller/${booking._id}/move`, { employeeId: 'zainab', date: booking.date, startTime: '17:00' })).statusCode).toBe(200)
    const { activity } = (await as(owner).get('/api/seller/activity')).json()
    expect(activity[0]).toMatchObject({ kind: 'booking', summary: `Booking ${booking.reference} moved to ${booking.date} 17:00 with Zainab Bello`, member: { name: frontDesk.name, role: 'front-desk' } })
    expect(activity[1]).toMatchObject({ kind: 'order', member: { name: frontDesk.name } })
  })
})

describe('a password the owner asks to change', () => {
  it('opens nothing until she has chosen a new one, then everything her role may', async () => {
    const member = await teamMember(shop, owner, { role: 'front-desk' })
    expect((await as(owner).patch(`/api/seller/team/${member.id}`, { mustChangePassword: true })).statusCode).toBe(200)
    expect((await as(member.cookie).get('/api/seller/is-auth')).json().staff.mustChangePassword).toBe(true)
    expect((await as(member.cookie).get('/api/order/seller')).json()).toMatchObject({ success: false, message: 'Please choose a new password before you continue.' })
    expect((await as(member.cookie).post('/api/seller/change-password', { currentPassword: 'wrong-password', newPassword: 'brand-new-pass' })).statusCode).toBe(403)
    expect((await as(member.cookie).post('/api/seller/change-password', { currentPassword: member.password, newPassword: 'brand-new-pass' })).statusCode).toBe(200)
    expect((await as(member.cookie).get('/api/order/seller')).statusCode).toBe(200)
    expect(await staffCookie(shop, member.email, 'brand-new-pass')).toMatch(/^glow_seller=/)
  })
})

describe('new passwords for the whole team', () => {
  it('asks every other member who can log in, not the owner herself, and records it', async () => {
    const stylist = await teamMember(shop, owner, { role: 'stylist', staffId: 'amaka' })
    const invited = await teamMember(shop, owner, { role: 'front-desk', join: false })
    expect((await as(stylist.cookie).post('/api/seller/team/new-passwords')).statusCode).toBe(403)
    const asked = await as(owner).post('/api/seller/team/new-passwords')
    expect(asked.statusCode).toBe(200)
    expect(asked.json().message).toMatch(/^\d+ members must choose a new password before they continue\.$/)
    const accounts = (await as(owner).get('/api/seller/team')).json().accounts as { _id: string; email: string; mustChangePassword: boolean }[]
    const flag = (id: string) => accounts.find((account) => account._id === id)!.mustChangePassword
    expect([flag(stylist.id), flag(invited.id)]).toEqual([true, false])
    expect(accounts.find((account) => account.email === shop.config.sellerEmail.toLowerCase())!.mustChangePassword).toBe(false)
    expect((await as(stylist.cookie).get('/api/booking/seller/calendar')).json().message).toBe('Please choose a new password before you continue.')
    expect((await as(owner).get('/api/seller/activity')).json().activity[0].summary).toMatch(/^Asked every member to choose a new password: .*Member/)
  })
})
