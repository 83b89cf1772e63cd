import { http, HttpResponse, type JsonBodyType } from 'msw'
import { setupServer } from 'msw/node'
import { apiUrl } from '../../shared/env'
import { canMarkPaid, canMoveOrderOf } from '../../contract/orders'
import type { Booking, ContactMessage, Order, OrderStatus, Product } from '../../contract/types'
import { rememberSeller } from './sellerHint'

// The seller endpoints of API.md, answered in memory with msw for component tests of the dashboard.

const api = (path: string) => `${apiUrl}/api${path}`

export const sampleProduct = (overrides: Partial<Product> = {}): Product => ({
  _id: crypto.randomUUID(),
  name: 'Shea Butter Body Cream',
  category: 'Skincare',
  image: ['/art/products/shea-1.svg'],
  description: ['Rich and nourishing'],
  price: 6000,
  offerPrice: 5200,
  inStock: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
})

export const sampleOrder = (overrides: Partial<Order> = {}): Order => ({
  _id: crypto.randomUUID(),
  items: [{ product: sampleProduct(), quantity: 2 }],
  amount: 10608,
  address: {
    _id: crypto.randomUUID(),
    firstName: 'Ada',
    lastName: 'Obi',
    email: 'ada@example.ng',
    street: '12 Allen Avenue',
    city: 'Ikeja',
    state: 'Lagos',
    zipcode: '100271',
    country: 'Nigeria',
    phone: '+2348012345678',
  },
  paymentType: 'COD',
  status: 'Order Placed',
  isPaid: false,
  createdAt: '2026-03-02T09:30:00.000Z',
  ...overrides,
})

interface State {
  isSeller: boolean
  products: Product[]
  orders: Order[]
  bookings: Booking[]
  messages: ContactMessage[]
  /** What each POST /product/add received. */
  uploads: { productData: Record<string, unknown>; images: File[] }[]
  /** Set to make the next calls to a path fail with this status and message. */
  failures: Map<string, { status: number; message: string }>
}

const state: State = { isSeller: true, products: [], orders: [], bookings: [], messages: [], uploads: [], failures: new Map() }

const answer = (path: string, body: JsonBodyType, status = 200) => {
  const failure = state.failures.get(path)
  if (failure) return HttpResponse.json({ success: false, message: failure.message }, { status: failure.status })
  return HttpResponse.json(body, { status })
}

const refuse = (status: number, message: string) => HttpResponse.json({ success: false, message }, { status })

/** As the server pages them: newest first. */
const newestFirst = <T extends { createdAt: string }>(rows: T[]) => [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt))

export const fakeSellerApi = {
  state,
  server: setupServer(
    http.get(api('/seller/is-auth'), () => (state.isSeller ? answer('/seller/is-auth', { success: true }) : refuse(401, 'Please log in as the seller to continue.'))),
    http.post(api('/seller/login'), async ({ request }) => {
      const { email, password } = (await request.json()) as { email: string; password: string }
      if (email !== 'admin@glowbeauty.ng' || password !== 'glow-demo-2026') return refuse(401, 'Invalid email or password')
      state.isSeller = true
      return answer('/seller/login', { success: true, message: 'Logged in' })
    }),
    http.get(api('/seller/logout'), () => {
      state.isSeller = false
      return answer('/seller/logout', { success: true, message: 'Logged out' })
    }),
    http.get(api('/product/list'), () => answer('/product/list', { success: true, products: state.products })),
    http.post(api('/product/add'), async ({ request }) => {
      const form = await request.formData()
      const productData = JSON.parse(String(form.get('productData'))) as Omit<Product, '_id' | 'image' | 'inStock' | 'createdAt'>
      const images = form.getAll('images') as File[]
      state.uploads.push({ productData, images })
      const product: Product = { ...productData, _id: crypto.randomUUID(), image: images.map((_, at) => `/uploads/new-${at}.png`), inStock: true, createdAt: new Date().toISOString() }
      if (!state.failures.has('/product/add')) state.products.unshift(product)
      return answer('/product/add', { success: true, message: 'Product added', product }, 201)
    }),
    http.post(api('/product/stock'), async ({ request }) => {
      const { id, inStock } = (await request.json()) as { id: string; inStock: boolean }
      const response = answer('/product/stock', { success: true, message: 'Stock updated' })
      if (response.status === 200) state.products = state.products.map((product) => (product._id === id ? { ...product, inStock } : product))
      return response
    }),
    http.get(api('/order/seller'), () => answer('/order/seller', { success: true, orders: newestFirst(state.orders), nextCursor: null })),
    http.post(api('/order/status'), async ({ request }) => {
      const { orderId, status } = (await request.json()) as { orderId: string; status: OrderStatus }
      const order = state.orders.find((candidate) => candidate._id === orderId)
      if (!order) return refuse(404, 'Order not found')
      if (!canMoveOrderOf(order, status)) return refuse(409, 'That status change is not allowed for this order')
      order.status = status
      return answer('/order/status', { success: true, message: 'Order status updated', order })
    }),
    http.post(api('/order/mark-paid'), async ({ request }) => {
      const { orderId } = (await request.json()) as { orderId: string }
      const order = state.orders.find((candidate) => candidate._id === orderId)
      if (!order) return refuse(404, 'Order not found')
      if (!canMarkPaid(order)) return refuse(409, 'This order is already paid')
      order.isPaid = true
      return answer('/order/mark-paid', { success: true, message: 'Order marked as paid', order })
    }),
    http.get(api('/booking/seller'), () => answer('/booking/seller', { success: true, bookings: newestFirst(state.bookings), nextCursor: null })),
    http.get(api('/contact/seller'), () => answer('/contact/seller', { success: true, messages: newestFirst(state.messages), nextCursor: null })),
  ),
  reset(products: Product[] = [], orders: Order[] = []) {
    // As if this browser had logged in as the seller before: the page asks the server whether the session lives.
    rememberSeller(true)
    Object.assign(state, { isSeller: true, products, orders, bookings: [], messages: [], uploads: [], failures: new Map() })
  },
}
