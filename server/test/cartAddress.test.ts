import { aftercareMessages, messages } from '../../src/contract'
import { addresses } from '../src/db/schema'
import { buildTestShop, type TestShop } from './harness'
import { lagosAddress, products, registerUser } from './helpers'

let shop: TestShop

beforeAll(async () => {
  shop = await buildTestShop()
})
afterAll(() => shop.close())

const updateCart = (cookie: string, payload: unknown) =>
  shop.app.inject({ method: 'POST', url: '/api/cart/update', payload: payload as object, headers: { cookie } })
const me = async (cookie: string) => (await shop.app.inject({ method: 'GET', url: '/api/user/is-auth', headers: { cookie } })).json().user

describe('cart update', () => {
  it('keeps the cart on the account, replacing it at every update', async () => {
    const { cookie } = await registerUser(shop)
    const [a, b] = await products(shop)
    const response = await updateCart(cookie, { cartItems: { [a!._id]: 2, [b!._id]: 99 } })
    expect(response.json()).toEqual({ success: true, message: messages.cart.updated })
    expect((await me(cookie)).cartItems).toEqual({ [a!._id]: 2, [b!._id]: 99 })
    await updateCart(cookie, { cartItems: { [b!._id]: 1 } })
    expect((await me(cookie)).cartItems).toEqual({ [b!._id]: 1 })
    await updateCart(cookie, { cartItems: {} })
    expect((await me(cookie)).cartItems).toEqual({})
  })

  it('answers 401 to guests', async () => {
    const response = await updateCart('', { cartItems: {} })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ success: false, message: 'Please log in to continue.' })
  })

  it.each([
    ['a quantity of 0', (id: string) => ({ cartItems: { [id]: 0 } }), messages.cart.quantity],
    ['a quantity of 100', (id: string) => ({ cartItems: { [id]: 100 } }), messages.cart.quantity],
    ['a fractional quantity', (id: string) => ({ cartItems: { [id]: 1.5 } }), messages.cart.quantity],
    ['a quantity as text', (id: string) => ({ cartItems: { [id]: '2' } }), messages.cart.quantity],
    ['an unknown product', () => ({ cartItems: { '00000000-0000-4000-8000-000000000000': 1 } }), messages.cart.unknownProduct('00000000-0000-4000-8000-000000000000')],
    ['a malformed product id', () => ({ cartItems: { "x' or 1=1 --": 1 } }), messages.cart.unknownProduct("x' or 1=1 --")],
    ['a list instead of a map', () => ({ cartItems: [1, 2] }), 'cartItems must be an object of product id to quantity.'],
    ['no cartItems', () => ({}), 'cartItems must be an object of product id to quantity.'],
    ['an extra field', () => ({ cartItems: {}, userId: 'someone' }), 'Unknown field: userId'],
  ])('refuses %s with 400 and keeps the saved cart', async (_case, payload, message) => {
    const { cookie } = await registerUser(shop)
    const [product] = await products(shop)
    await updateCart(cookie, { cartItems: { [product!._id]: 3 } })
    const response = await updateCart(cookie, payload(product!._id))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message })
    expect((await me(cookie)).cartItems).toEqual({ [product!._id]: 3 })
  })
})

describe('addresses', () => {
  it('adds addresses for the session user and lists them oldest first', async () => {
    const { cookie } = await registerUser(shop)
    const first = await shop.app.inject({ method: 'POST', url: '/api/address/add', headers: { cookie }, payload: { address: lagosAddress } })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ success: true, message: 'Address added', address: lagosAddress })
    const second = { ...lagosAddress, street: '4 Awolowo Road', city: 'Ikoyi' }
    await shop.app.inject({ method: 'POST', url: '/api/address/add', headers: { cookie }, payload: { address: second } })
    const list = await shop.app.inject({ method: 'GET', url: '/api/address/get', headers: { cookie } })
    expect(list.json().success).toBe(true)
    expect(list.json().addresses.map((a: { street: string }) => a.street)).toEqual(['12 Admiralty Way', '4 Awolowo Road'])
    expect(list.json().addresses[0]._id).toBe(first.json().address._id)
  })

  it('ignores a userId in the body: the owner is always the session user', async () => {
    const victim = await registerUser(shop)
    const attacker = await registerUser(shop)
    const response = await shop.app.inject({ method: 'POST', url: '/api/address/add', headers: { cookie: attacker.cookie }, payload: { address: lagosAddress, userId: victim.user._id } })
    expect(response.statusCode).toBe(201)
    expect((await shop.app.inject({ method: 'GET', url: '/api/address/get', headers: { cookie: victim.cookie } })).json().addresses).toEqual([])
    expect((await shop.app.inject({ method: 'GET', url: '/api/address/get', headers: { cookie: attacker.cookie } })).json().addresses).toHaveLength(1)
  })

  it('keeps HTML and SQL in fields as plain text', async () => {
    const { cookie } = await registerUser(shop)
    const street = `<script>alert("x")</script>'; delete from addresses; --`
    await shop.app.inject({ method: 'POST', url: '/api/address/add', headers: { cookie }, payload: { address: { ...lagosAddress, street } } })
    expect((await shop.app.inject({ method: 'GET', url: '/api/address/get', headers: { cookie } })).json().addresses[0].street).toBe(street)
  })

  it('answers 401 to guests on both calls', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/api/address/get' })).statusCode).toBe(401)
    expect((await shop.app.inject({ method: 'POST', url: '/api/address/add', payload: { address: lagosAddress } })).statusCode).toBe(401)
  })

  it.each([
    ['no address', {}, 'The address is required'],
    ['an address as text', { address: '12 Admiralty Way' }, 'address must be an object.'],
    ['a blank city', { address: { ...lagosAddress, city: '   ' } }, 'City is required'],
    ['no zip code', { address: { ...lagosAddress, zipcode: undefined } }, 'Zip code is required'],
    ['a bad e-mail', { address: { ...lagosAddress, email: 'ada-at-example' } }, 'Enter a valid email'],
    ['a bad phone number', { address: { ...lagosAddress, phone: 'call me' } }, aftercareMessages.address.nigerianPhone],
    ['an extra address field', { address: { ...lagosAddress, userId: 'x' } }, 'Unknown address field: userId'],
    ['an extra field', { address: lagosAddress, isDefault: true }, 'Unknown field: isDefault'],
    ['a field of the wrong type', { address: { ...lagosAddress, street: ['a', 'b'] } }, 'address.street must be text.'],
  ])('refuses %s with 400 and writes nothing', async (_case, payload, message) => {
    const { cookie } = await registerUser(shop)
    const before = await shop.database.db.$count(addresses)
    const response = await shop.app.inject({ method: 'POST', url: '/api/address/add', headers: { cookie }, payload })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message })
    expect(await shop.database.db.$count(addresses)).toBe(before)
  })
})
