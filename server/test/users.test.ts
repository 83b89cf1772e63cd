import { eq } from 'drizzle-orm'
import { users } from '../src/db/schema'
import { buildTestShop, type TestShop } from './harness'
import { cookieFrom, nextIp, registerUser, sellerCookie } from './helpers'

let shop: TestShop

beforeAll(async () => {
  shop = await buildTestShop({ seed: false })
})
afterAll(() => shop.close())

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: nextIp() })
const get = (url: string, cookie?: string) => shop.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

describe('register', () => {
  it('creates the account, answers the user and signs them in with an HttpOnly, SameSite=Lax cookie', async () => {
    const response = await post('/api/user/register', { name: 'Chioma Eze', email: 'Chioma@Example.ng', password: 'a-strong-one' })
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body).toMatchObject({ success: true, message: 'Account created', user: { name: 'Chioma Eze', email: 'chioma@example.ng', cartItems: {} } })
    expect(body.user).not.toHaveProperty('passwordHash')
    const cookie = response.cookies.find((c) => c.name === 'glow_session')!
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    // Beside it, a hint the page may read: it carries nothing but "ask who I am".
    const hint = response.cookies.find((c) => c.name === 'glow_signed_in')!
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/', maxAge: cookie.maxAge })
    expect(hint.httpOnly).toBeFalsy()
    const me = await get('/api/user/is-auth', cookieFrom(response, 'glow_session'))
    expect(me.json()).toEqual({ success: true, user: body.user })
    const [row] = await shop.database.db.select().from(users).where(eq(users.email, 'chioma@example.ng'))
    expect(row!.passwordHash).toMatch(/^scrypt\$/)
    expect(row!.passwordHash).not.toContain('a-strong-one')
  })

  it('refuses an e-mail already registered, whatever its case, with 409', async () => {
    await registerUser(shop, { email: 'taken@example.ng' })
    const response = await post('/api/user/register', { name: 'Other', email: ' TAKEN@example.NG ', password: 'another-one' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ success: false, message: 'An account with this email already exists. Please log in.' })
  })

  it.each([
    [{ email: 'a@b.ng', password: 'long-enough' }, 'Name is required'],
    [{ name: 'Ada', password: 'long-enough' }, 'Email is required'],
    [{ name: 'Ada', email: 'not-an-email', password: 'long-enough' }, 'Enter a valid email'],
    [{ name: 'Ada', email: 'a@b.ng', password: 'short' }, 'Password must be at least 8 characters'],
    [{ name: 'Ada', email: 'a@b.ng', password: 'long-enough', isAdmin: true }, 'Unknown field: isAdmin'],
    [{ name: { first: 'Ada' }, email: 'a@b.ng', password: 'long-enough' }, 'name must be text.'],
    [{ name: 'Ada', email: ['a@b.ng'], password: 'long-enough' }, 'email must be text.'],
    [[], 'The request body must be a JSON object.'],
  ])('refuses %j with 400 and writes nothing', async (payload, message) => {
    const before = await shop.database.db.$count(users)
    const response = await post('/api/user/register', payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message })
    expect(await shop.database.db.$count(users)).toBe(before)
  })

  it('refuses malformed JSON, a wrong content type and an oversized body with 4xx', async () => {
    const malformed = await shop.app.inject({ method: 'POST', url: '/api/user/register', payload: '{"name":', headers: { 'content-type': 'application/json' }, remoteAddress: nextIp() })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().message).toBe('The request body is not valid JSON.')
    const text = await shop.app.inject({ method: 'POST', url: '/api/user/register', payload: 'hello', headers: { 'content-type': 'text/plain' }, remoteAddress: nextIp() })
    expect([text.statusCode, text.json()]).toEqual([415, { success: false, message: 'This content type is not accepted here.' }])
    const xml = await shop.app.inject({ method: 'POST', url: '/api/user/register', payload: '<a/>', headers: { 'content-type': 'application/xml' }, remoteAddress: nextIp() })
    expect(xml.statusCode).toBe(415)
    const huge = await post('/api/user/register', { name: 'x'.repeat(2 * 1024 * 1024), email: 'a@b.ng', password: 'long-enough' })
    expect(huge.statusCode).toBe(413)
    expect(huge.json().message).toBe('The request is too large.')
  })

  it('keeps SQL and HTML in a name as plain text', async () => {
    const name = `<img src=x onerror=alert(1)>'); drop table users; --`
    const { cookie } = await registerUser(shop, { name })
    expect((await get('/api/user/is-auth', cookie)).json().user.name).toBe(name)
  })
})

describe('login and logout', () => {
  it('signs in with the e-mail in any case and starts a new session at every login', async () => {
    const { user, password } = await registerUser(shop)
    const first = await post('/api/user/login', { email: user.email.toUpperCase(), password })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ success: true, message: 'Logged in', user: { _id: user._id, email: user.email } })
    const second = await post('/api/user/login', { email: user.email, password })
    const [a, b] = [cookieFrom(first, 'glow_session'), cookieFrom(second, 'glow_session')]
    expect(a).not.toBe(b)
    expect((await get('/api/user/is-auth', a)).statusCode).toBe(200)
    expect((await get('/api/user/is-auth', b)).statusCode).toBe(200)
  })

  it('answers 401 with one message for a wrong password and for an unknown e-mail', async () => {
    const { user } = await registerUser(shop)
    const wrong = await post('/api/user/login', { email: user.email, password: 'not-the-password' })
    const unknown = await post('/api/user/login', { email: 'nobody@example.ng', password: 'whatever-it-is' })
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ success: false, message: 'Invalid email or password' })
      expect(response.cookies).toHaveLength(0)
    }
  })

  it('is-auth answers 401 to guests and to a forged cookie', async () => {
    expect((await get('/api/user/is-auth')).statusCode).toBe(401)
    const forged = await get('/api/user/is-auth', 'glow_session=forged-token')
    expect(forged.statusCode).toBe(401)
    expect(forged.json()).toEqual({ success: false, message: 'Please log in to continue.' })
    // The hint of a session that has ended is cleared, so the browser stops asking.
    const stale = await get('/api/user/is-auth', 'glow_session=forged-token; glow_signed_in=1')
    expect(stale.statusCode).toBe(401)
    expect(stale.cookies.find((c) => c.name === 'glow_signed_in')).toMatchObject({ value: '', maxAge: 0 })
  })

  it('logout ends the session: the old cookie no longer works', async () => {
    const { cookie } = await registerUser(shop)
    const response = await post('/api/user/logout', undefined, { cookie })
    expect(response.json()).toEqual({ success: true, message: 'Logged out' })
    expect(response.cookies.find((c) => c.name === 'glow_session')?.value).toBe('')
    expect(response.cookies.find((c) => c.name === 'glow_signed_in')?.value).toBe('')
    expect((await get('/api/user/is-auth', cookie)).statusCode).toBe(401)
    expect((await post('/api/user/logout', undefined)).json()).toEqual({ success: true, message: 'Logged out' })
  })

  // Issue 32: a GET logged out, and Lax cookies go with a top-level navigation from another site.
  it.each(['/api/user/logout', '/api/seller/logout'])('answers GET %s with 405 and Allow: POST, and the session stays', async (url) => {
    const { cookie: shopper } = await registerUser(shop)
    const seller = await sellerCookie(shop)
    const cookie = url.startsWith('/api/user') ? shopper : seller
    const response = await get(url, cookie)
    expect([response.statusCode, response.headers.allow, response.json()]).toEqual([405, 'POST', { success: false, message: 'Send this request with POST.' }])
    expect(response.cookies).toEqual([])
    expect((await get(url.replace('logout', 'is-auth'), cookie)).statusCode).toBe(200)
  })

  it('throttles the 11th failed login to one account with 429, and only that account', async () => {
    const remoteAddress = '10.99.0.1'
    const attempt = (email: string) => shop.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password: 'wrong-password' }, remoteAddress })
    for (let i = 0; i < 10; i += 1) expect((await attempt('x@y.ng')).statusCode).toBe(401)
    const throttled = await attempt('x@y.ng')
    expect(throttled.statusCode).toBe(429)
    expect(throttled.json()).toEqual({ success: false, message: 'Too many failed attempts. Please wait 15 minutes and try again.' })
    expect((await attempt('someone-else@y.ng')).statusCode).toBe(401)
  })
})

describe('seller', () => {
  it('logs in with SELLER_EMAIL and SELLER_PASSWORD, then is-auth and logout', async () => {
    const response = await post('/api/seller/login', { email: shop.config.sellerEmail.toUpperCase(), password: shop.config.sellerPassword })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, message: 'Logged in' })
    const cookie = cookieFrom(response, 'glow_seller')
    expect(response.cookies.find((c) => c.name === 'glow_seller')).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
    expect((await get('/api/seller/is-auth', cookie)).json()).toMatchObject({ success: true, staff: { email: shop.config.sellerEmail, role: 'owner' } })
    expect((await post('/api/seller/logout', undefined, { cookie })).json()).toEqual({ success: true, message: 'Logged out' })
    expect((await get('/api/seller/is-auth', cookie)).statusCode).toBe(401)
  })

  it.each([
    ['a wrong password', () => ({ email: shop.config.sellerEmail, password: 'glow-demo-2025' })],
    ['a wrong e-mail', () => ({ email: 'someone@glowbeauty.ng', password: shop.config.sellerPassword })],
    ['a prefix of the password', () => ({ email: shop.config.sellerEmail, password: shop.config.sellerPassword.slice(0, 8) })],
  ])('refuses %s with 401', async (_case, payload) => {
    const response = await post('/api/seller/login', payload())
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ success: false, message: 'Invalid email or password' })
  })

  it('is-auth: 401 for guests, 403 for a shopper, and a shopper cookie is no seller cookie', async () => {
    expect((await get('/api/seller/is-auth')).statusCode).toBe(401)
    const { cookie } = await registerUser(shop)
    const shopper = await get('/api/seller/is-auth', cookie)
    expect(shopper.statusCode).toBe(403)
    expect(shopper.json()).toEqual({ success: false, message: 'This is for the seller only.' })
    const swapped = await get('/api/seller/is-auth', cookie.replace('glow_session', 'glow_seller'))
    expect(swapped.statusCode).toBe(401)
  })

  it('a seller session is not a shopper session', async () => {
    expect((await get('/api/user/is-auth', await sellerCookie(shop))).statusCode).toBe(401)
  })
})

describe('over real HTTP', () => {
  it('keeps the session cookie like a browser: register, is-auth, logout', async () => {
    const address = await shop.app.listen({ port: 0, host: '127.0.0.1' })
    const register = await fetch(`${address}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bola', email: 'bola@example.ng', password: 'bola-password' }),
    })
    expect(register.status).toBe(201)
    const setCookie = register.headers.get('set-cookie')!
    expect(setCookie).toMatch(/^glow_session=[\w-]+;/)
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('SameSite=Lax')
    const cookie = setCookie.split(';')[0]!
    const me = await fetch(`${address}/api/user/is-auth`, { headers: { cookie } })
    expect(await me.json()).toMatchObject({ success: true, user: { name: 'Bola', email: 'bola@example.ng' } })
    const logout = await fetch(`${address}/api/user/logout`, { method: 'POST', headers: { cookie } })
    expect(logout.headers.get('set-cookie')).toMatch(/^glow_session=;/)
    expect((await fetch(`${address}/api/user/is-auth`, { headers: { cookie } })).status).toBe(401)
  })
})
