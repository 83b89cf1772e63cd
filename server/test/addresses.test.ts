import { NIGERIAN_STATES, aftercareMessages, localPhone, messages } from '../../src/contract'
import { addresses } from '../src/db/schema'
import { buildTestShop, type TestShop } from './harness'
import { lagosAddress, products, registerUser, sellerCookie } from './helpers'

let shop: TestShop

beforeAll(async () => {
  shop = await buildTestShop()
})
afterAll(() => shop.close())

const add = (cookie: string, address: object) => shop.app.inject({ method: 'POST', url: '/api/address/add', headers: { cookie }, payload: { address } })
const edit = (cookie: string, id: string, address: object) => shop.app.inject({ method: 'PUT', url: `/api/address/${id}`, headers: { cookie }, payload: { address } })
const remove = (cookie: string, id: string) => shop.app.inject({ method: 'DELETE', url: `/api/address/${id}`, headers: { cookie } })
const list = async (cookie: string) => (await shop.app.inject({ method: 'GET', url: '/api/address/get', headers: { cookie } })).json().addresses

describe('a Nigerian address', () => {
  it.each([
    ['0803 123 4567', '+2348031234567'],
    ['08031234567', '+2348031234567'],
    ['+234 803 123 4567', '+2348031234567'],
    ['2348031234567', '+2348031234567'],
    ['+234 (0) 803-123-4567', '+2348031234567'],
    ['0701.234.5678', '+2347012345678'],
    ['0905 555 0100', '+2349055550100'],
    ['+234 810 000 1111', '+2348100001111'],
  ])('takes the phone %s and stores %s', async (phone, stored) => {
    const { cookie } = await registerUser(shop)
    const response = await add(cookie, { ...lagosAddress, phone })
    expect(response.statusCode).toBe(201)
    expect(response.json().address.phone).toBe(stored)
    expect(localPhone(stored)).toMatch(/^0\d{3} \d{3} \d{4}$/)
  })

  it.each([
    ['too short', '0803 123 456'],
    ['too long', '0803 123 45678'],
    ['a landline', '01 234 5678'],
    ['no mobile prefix', '0603 123 4567'],
    ['another country', '+44 20 7946 0958'],
    ['234 without the rest', '234'],
    ['words', 'call me'],
  ])('refuses a phone that is %s with a clear message', async (_case, phone) => {
    const { cookie } = await registerUser(shop)
    const response = await add(cookie, { ...lagosAddress, phone })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message: aftercareMessages.address.nigerianPhone })
  })

  it('takes each of the 36 states and the FCT, in any case, and nothing else', async () => {
    expect(NIGERIAN_STATES).toHaveLength(37)
    expect(NIGERIAN_STATES).toContain('Federal Capital Territory')
    const { cookie } = await registerUser(shop)
    for (const state of ['Lagos', 'akwa ibom', 'FCT', 'Zamfara']) {
      const response = await edit(cookie, (await add(cookie, lagosAddress)).json().address._id, { ...lagosAddress, state })
      expect([response.statusCode, response.json().address.state]).toEqual([200, { 'akwa ibom': 'Akwa Ibom', FCT: 'Federal Capital Territory' }[state] ?? state])
      await remove(cookie, response.json().address._id)
    }
    for (const state of ['Texas', 'Lagos State', 'Abj']) {
      const response = await add(cookie, { ...lagosAddress, state })
      expect([response.statusCode, response.json().message]).toEqual([400, aftercareMessages.address.nigerianState])
    }
    expect(await list(cookie)).toEqual([])
  })

  it('keeps SPEC’s required messages and free text in other countries', async () => {
    const { cookie } = await registerUser(shop)
    expect((await add(cookie, { ...lagosAddress, state: ' ' })).json().message).toBe(messages.address.state)
    expect((await add(cookie, { ...lagosAddress, phone: '' })).json().message).toBe(messages.address.phone)
    const ghana = { ...lagosAddress, city: 'Accra', state: 'Greater Accra', country: 'Ghana', phone: '+233 24 123 4567' }
    const response = await add(cookie, ghana)
    expect(response.statusCode).toBe(201)
    expect(response.json().address).toEqual({ _id: expect.any(String), ...ghana, landmark: '', area: '' })
    expect((await add(cookie, { ...ghana, phone: 'call me' })).json().message).toBe(messages.address.phoneInvalid)
  })
})

describe('editing and deleting addresses', () => {
  async function placeOrderTo(cookie: string, address: string) {
    const product = (await products(shop)).find((p) => p.inStock)!
    const response = await shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie }, payload: { items: [{ product: product._id, quantity: 1 }], address } })
    expect(response.statusCode).toBe(201)
    return response.json().orderId as string
  }
  const myOrder = async (cookie: string, id: string) =>
    (await shop.app.inject({ method: 'GET', url: '/api/order/user', headers: { cookie } })).json().orders.find((order: { _id: string }) => order._id === id)

  it('edits an address, and the order placed with it keeps the address as it was', async () => {
    const { cookie } = await registerUser(shop)
    const id = (await add(cookie, lagosAddress)).json().address._id
    const orderId = await placeOrderTo(cookie, id)
    const moved = { ...lagosAddress, street: '3 Bode Thomas Street', city: 'Surulere', phone: '0805 555 1234', landmark: 'Behind the National Stadium', area: 'Surulere LGA' }
    const response = await edit(cookie, id, moved)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, message: aftercareMessages.address.saved, address: { _id: id, ...moved, phone: '+2348055551234' } })
    expect(await list(cookie)).toEqual([{ _id: id, ...moved, phone: '+2348055551234' }])
    expect((await myOrder(cookie, orderId)).address).toEqual({ _id: id, ...lagosAddress, landmark: '', area: '' })
  })

  it('deletes an address, and the order placed with it still shows it to the shopper and the seller', async () => {
    const { cookie } = await registerUser(shop)
    const id = (await add(cookie, lagosAddress)).json().address._id
    const orderId = await placeOrderTo(cookie, id)
    expect((await remove(cookie, id)).json()).toEqual({ success: true, message: aftercareMessages.address.deleted })
    expect(await list(cookie)).toEqual([])
    expect((await myOrder(cookie, orderId)).address).toEqual({ _id: id, ...lagosAddress, landmark: '', area: '' })
    const seller = await shop.app.inject({ method: 'GET', url: `/api/order/seller/${orderId}`, headers: { cookie: await sellerCookie(shop) } })
    expect(seller.json().order.address).toEqual({ _id: id, ...lagosAddress, landmark: '', area: '' })
    // A deleted address takes no new order.
    const again = await shop.app.inject({ method: 'POST', url: '/api/order/cod', headers: { cookie }, payload: { items: [{ product: (await products(shop)).find((p) => p.inStock)!._id, quantity: 1 }], address: id } })
    expect(again.statusCode).toBe(404)
  })

  it('answers 404 for another shopper’s, an unknown or a malformed address, and changes nothing', async () => {
    const owner = await registerUser(shop)
    const other = await registerUser(shop)
    const id = (await add(owner.cookie, lagosAddress)).json().address._id
    const before = await shop.database.db.$count(addresses)
    for (const response of [
      await edit(other.cookie, id, { ...lagosAddress, street: 'Hijacked' }),
      await remove(other.cookie, id),
      await edit(owner.cookie, '00000000-0000-4000-8000-000000000000', lagosAddress),
      await remove(owner.cookie, 'not-an-id'),
    ]) {
      expect([response.statusCode, response.json()]).toEqual([404, { success: false, message: aftercareMessages.address.notFound }])
    }
    expect(await list(owner.cookie)).toEqual([{ _id: id, ...lagosAddress, landmark: '', area: '' }])
    expect(await shop.database.db.$count(addresses)).toBe(before)
  })

  it('checks an edit as strictly as a new address', async () => {
    const { cookie } = await registerUser(shop)
    const id = (await add(cookie, lagosAddress)).json().address._id
    const response = await edit(cookie, id, { ...lagosAddress, city: '' })
    expect([response.statusCode, response.json().message]).toEqual([400, messages.address.city])
    expect((await edit(cookie, id, { ...lagosAddress, userId: 'x' })).json().message).toBe('Unknown address field: userId')
    expect(await list(cookie)).toEqual([{ _id: id, ...lagosAddress, landmark: '', area: '' }])
  })
})
