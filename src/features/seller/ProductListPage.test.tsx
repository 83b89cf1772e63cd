import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { apiUrl } from '../../shared/env'
import { renderApp } from '../../test/render'
import { fakeSellerApi, sampleProduct } from './fakeSellerApi'

const { server, state } = fakeSellerApi

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const cream = sampleProduct({ name: 'Shea Butter Body Cream', category: 'Skincare', offerPrice: 5200 })
const polish = sampleProduct({ name: 'Ruby Red Gel Polish', category: 'Nails', offerPrice: 2500, inStock: false })

beforeEach(() => fakeSellerApi.reset([cream, polish]))

describe('the seller product list', () => {
  it('shows every product with category, selling price and stock, including those out of stock', async () => {
    renderApp('/seller/product-list')
    expect(await screen.findByRole('heading', { name: 'All Products' })).toBeInTheDocument()
    expect(await screen.findByText('Shea Butter Body Cream')).toBeInTheDocument()
    expect(screen.getByText('Skincare')).toBeInTheDocument()
    expect(screen.getByText('₦5,200')).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'In stock: Shea Butter Body Cream' })).toBeChecked()
    expect(screen.getByRole('switch', { name: 'In stock: Ruby Red Gel Polish' })).not.toBeChecked()
    expect(screen.getByRole('link', { name: 'Product List' })).toHaveAttribute('aria-current', 'page')
  })

  it('flips stock at once, before the server answers, and keeps it', async () => {
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.post(`${apiUrl}/api/product/stock`, async () => {
        await answered
        return HttpResponse.json({ success: true, message: 'Stock updated' })
      }),
    )
    const user = userEvent.setup({ delay: null })
    const { store } = renderApp('/seller/product-list')
    const toggle = await screen.findByRole('switch', { name: 'In stock: Shea Butter Body Cream' })
    await user.click(toggle)
    // The server has not answered yet: the switch moved on the cached list alone.
    await waitFor(() => expect(toggle).not.toBeChecked())
    answer()
    await waitFor(() => expect(Object.values(store.getState().api.mutations)[0]?.status).toBe('fulfilled'))
    expect(toggle).not.toBeChecked()
  })

  it('puts the stock back and says why when the server refuses', async () => {
    state.failures.set('/product/stock', { status: 500, message: 'Something went wrong on our side. Please try again.' })
    const user = userEvent.setup({ delay: null })
    renderApp('/seller/product-list')
    const toggle = await screen.findByRole('switch', { name: 'In stock: Ruby Red Gel Polish' })
    await user.click(toggle)
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument()
    await waitFor(() => expect(toggle).not.toBeChecked())
    expect(state.products.find((product) => product._id === polish._id)?.inStock).toBe(false)
  })
})
