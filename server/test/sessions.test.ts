import type { LightMyRequestResponse } from 'fastify'
import { buildTestShop, type TestShop } from './harness'

// Sessions as a browser sees them: cookie flags, a fresh token at every login, a dead token after
// logout, and a throttle on password guessing.

const SELLER = { email: 'seller@glowbeauty.ng', password: 'seller-pass-2026' }
const ADA = { name: 'Ada Obi', email: 'ada@example.ng', password: 'correct-horse-9' }

function cookie(response: LightMyRequestResponse, name: string) {
  const found = response.cookies.find((c) => c.name === name)
  if (!found) throw new Error(`no ${name} cookie in ${JSON.stringify(response.headers['set-cookie'])}`)
  return found as typeof found & { httpOnly?: boolean; secure?: boolean; sameSite?: string; maxAge?: number; path?: string; expires?: Date }
}

describe('sessions in development', () => {
  let shop: TestShop
  beforeAll(async () => {
    shop = await buildTestShop({ seed: false, env: { SELLER_EMAIL: SELLER.email, SELLER_PASSWORD: SELLER.password } })
  })
  afterAll(() => shop.close())

  const isAuth = (token: string) => shop.app.inject({ method: 'GET', url: '/api/user/is-auth', cookies: { glow_session: token } })

  it('sets the shopper cookie HttpOnly, SameSite=Lax, site-wide, for 30 days, not Secure over plain HTTP', async () => {
    const registered = await shop.app.inject({ method: 'POST', url: '/api/user/register', payload: ADA })
    expect(registered.statusCode).toBe(201)
    const session = cookie(registered, 'glow_session')
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 })
    expect(session.secure).toBeUndefined()
    expect(session.value).toMatch(/^[\w-]{43}$/)
    expect((await isAuth(session.value)).json()).toMatchObject({ success: true, user: { email: ADA.email } })
  })

  it('starts a new session at every login and never adopts a token the client brings', async () => {
    const planted = 'attacker-chosen-token-0123456789abcdefghijkl'
    const first = await shop.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: ADA.email, password: ADA.password }, cookies: { glow_session: planted } })
    const second = await shop.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: ADA.email, password: ADA.password } })
    expect([first.statusCode, second.statusCode]).toEqual([200, 200])
    const tokens = [cookie(first, 'glow_session').value, cookie(second, 'glow_session').value]
    expect(new Set([...tokens, planted]).size).toBe(3)
    expect((await isAuth(planted)).statusCode).toBe(401)
    for (const token of tokens) expect((await isAuth(token)).statusCode).toBe(200)
  })

  it('deletes the session at logout: the old token opens nothing even if the browser keeps it', async () => {
    const login = await shop.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: ADA.email, password: ADA.password } })
    const token = cookie(login, 'glow_session').value
    const logout = await shop.app.inject({ method: 'POST', url: '/api/user/logout', cookies: { glow_session: token } })
    expect(logout.json()).toEqual({ success: true, message: 'Logged out' })
    const cleared = cookie(logout, 'glow_session')
    expect(cleared.value).toBe('')
    expect(cleared.expires!.getTime()).toBeLessThan(Date.now())
    expect((await isAuth(token)).statusCode).toBe(401)
  })

  it('keeps the seller session apart: a shopper token never opens seller routes, a seller logout ends it', async () => {
    const shopper = cookie(await shop.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: ADA.email, password: ADA.password } }), 'glow_session').value
    expect((await shop.app.inject({ method: 'GET', url: '/api/seller/is-auth', cookies: { glow_session: shopper } })).statusCode).toBe(403)
    expect((await shop.app.inject({ method: 'GET', url: '/api/seller/is-auth', cookies: { glow_seller: shopper } })).statusCode).toBe(401)

    const login = await shop.app.inject({ method: 'POST', url: '/api/seller/login', payload: SELLER })
    expect(login.statusCode).toBe(200)
    const seller = cookie(login, 'glow_seller')
    expect(seller).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect((await shop.app.inject({ method: 'GET', url: '/api/seller/is-auth', cookies: { glow_seller: seller.value } })).statusCode).toBe(200)
    expect((await shop.app.inject({ method: 'GET', url: '/api/user/is-auth', cookies: { glow_session: seller.value } })).statusCode).toBe(401)
    await shop.app.inject({ method: 'POST', url: '/api/seller/logout', cookies: { glow_seller: seller.value } })
    expect((await shop.app.inject({ method: 'GET', url: '/api/seller/is-auth', cookies: { glow_seller: seller.value } })).statusCode).toBe(401)
  })

  it.each([
    ['/api/user/login', ADA.email],
    ['/api/seller/login', SELLER.email],
  ])('throttles password guessing on %s: the 11th failed login to one account is a 429, from any address', async (url, email) => {
    const address = url.includes('seller') ? '203.0.113.8' : '203.0.113.7'
    const guess = (remoteAddress: string, password: string) => shop.app.inject({ method: 'POST', url, payload: { email, password }, remoteAddress })
    const statuses = []
    for (let attempt = 1; attempt <= 10; attempt += 1) statuses.push((await guess(address, `wrong-guess-${attempt}`)).statusCode)
    expect(statuses).toEqual(Array(10).fill(401))
    const eleventh = await guess(address, 'wrong-guess-11')
    expect(eleventh.statusCode).toBe(429)
    expect(eleventh.json()).toMatchObject({ success: false, message: expect.stringMatching(/\S/) })
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0)
    expect((await guess('198.51.100.20', 'wrong-guess-12')).statusCode).toBe(429)
  })
})

describe('sessions in production', () => {
  let shop: TestShop
  beforeAll(async () => {
    shop = await buildTestShop({ seed: false, env: { NODE_ENV: 'production', LOG_LEVEL: 'silent', SELLER_EMAIL: SELLER.email, SELLER_PASSWORD: SELLER.password, PAYSTACK_SECRET_KEY: 'sk_test_unused', PUBLIC_URL: 'https://glowbeauty.ng' } })
  })
  afterAll(() => shop.close())

  it('marks both session cookies Secure, and clears them Secure', async () => {
    const registered = await shop.app.inject({ method: 'POST', url: '/api/user/register', payload: ADA })
    expect(cookie(registered, 'glow_session')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' })
    const seller = await shop.app.inject({ method: 'POST', url: '/api/seller/login', payload: SELLER })
    expect(cookie(seller, 'glow_seller')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' })
    const logout = await shop.app.inject({ method: 'POST', url: '/api/user/logout', cookies: { glow_session: cookie(registered, 'glow_session').value } })
    expect(cookie(logout, 'glow_session')).toMatchObject({ secure: true, value: '' })
  })

  it('asks browsers to upgrade insecure requests and keeps the page out of frames', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests')
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/)
  })
})
