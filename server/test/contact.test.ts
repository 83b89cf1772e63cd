import { buildTestShop, type TestShop } from './harness'
import { nextIp, registerUser, sellerCookie } from './helpers'

let shop: TestShop

beforeAll(async () => {
  shop = await buildTestShop({ seed: false })
})
afterAll(() => shop.close())

// Each request comes from its own address: the contact form allows 5 messages a minute per address.

const message = { name: 'Bola Ade', email: 'bola@example.ng', subject: 'Bridal make-up', message: 'Do you travel to Ibadan?' }

const sellerMessages = async () =>
  (await shop.app.inject({ method: 'GET', url: '/api/contact/seller', headers: { cookie: await sellerCookie(shop) } })).json().messages

describe('POST /api/contact', () => {
  it('stores a JSON message, trimmed', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: nextIp(),
      payload: { name: '  Bola Ade ', email: ' bola@example.ng', subject: 'Bridal make-up  ', message: '\n Do you travel to Ibadan? ' },
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ success: true, message: 'Form submitted successfully' })
    expect((await sellerMessages())[0]).toMatchObject(message)
  })

  it('stores a form-encoded message', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...message, subject: 'Gift cards', message: 'Do you sell gift cards & vouchers?' }).toString(),
    })
    expect(response.statusCode).toBe(201)
    expect((await sellerMessages())[0]).toMatchObject({ ...message, subject: 'Gift cards', message: 'Do you sell gift cards & vouchers?' })
  })

  it.each([
    ['a blank name', { name: '   ' }, 'Name is required!'],
    ['an e-mail without @', { email: 'bola.example.ng' }, 'Please enter a valid email address!'],
    ['a blank subject', { subject: '' }, 'Subject is required!'],
    ['a blank message', { message: ' \n ' }, 'Message is required!'],
  ])('refuses %s with the form message', async (_, fields, expected) => {
    const response = await shop.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: nextIp(), payload: { ...message, ...fields } })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message: expected })
  })

  it('throttles a sixth message within a minute from one address', async () => {
    const remoteAddress = nextIp()
    const send = () => shop.app.inject({ method: 'POST', url: '/api/contact', remoteAddress, payload: message })
    for (let i = 0; i < 5; i += 1) expect((await send()).statusCode).toBe(201)
    const throttled = await send()
    expect(throttled.statusCode).toBe(429)
    expect(throttled.json().success).toBe(false)
    expect(throttled.json().message).toMatch(/try again/i)
  })
})

describe('GET /api/contact/seller', () => {
  it('is for the seller only', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/api/contact/seller' })).statusCode).toBe(401)
    const shopper = await shop.app.inject({ method: 'GET', url: '/api/contact/seller', headers: { cookie: (await registerUser(shop)).cookie } })
    expect(shopper.statusCode).toBe(403)
  })

  it('lists messages newest first', async () => {
    const times = (await sellerMessages()).map((entry: { createdAt: string }) => entry.createdAt)
    expect(times.length).toBeGreaterThanOrEqual(7)
    expect(times).toEqual([...times].sort().reverse())
  })
})

describe('POST /api/newsletter', () => {
  const subscribe = (email: string) => shop.app.inject({ method: 'POST', url: '/api/newsletter', remoteAddress: nextIp(), payload: { email } })

  it('subscribes an address once; a repeat is not an error', async () => {
    const first = await subscribe('deals@example.ng')
    expect(first.statusCode).toBe(201)
    expect(first.json()).toEqual({ success: true, message: 'Thank you for subscribing!' })
    const repeat = await subscribe(' Deals@Example.NG ')
    expect(repeat.statusCode).toBe(200)
    expect(repeat.json()).toEqual({ success: true, message: 'You are already subscribed.' })
  })

  it.each([
    ['', 'Email is required'],
    ['deals', 'Enter a valid email'],
  ])('refuses %j', async (email, expected) => {
    const response = await subscribe(email)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message: expected })
  })
})
