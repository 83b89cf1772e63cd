import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse, passthrough } from 'msw'
import { setupServer } from 'msw/node'
import { apiUrl } from '../../shared/env'
import { renderApp } from '../../test/render'
import { addProduct, fetchProduct, signInSeller, uniqueSuffix } from '../../test/realServer'

// The seller's product table against the real server; msw only slows or breaks the stock call.

const network = setupServer()
beforeAll(() => network.listen({ onUnhandledRequest: 'bypass' }))
afterEach(() => network.resetHandlers())
afterAll(() => network.close())

const stockUrl = `${apiUrl}/api/product/stock`

/** Two products of this test's own, one out of stock, with the seller signed in (not fragrances: the test shop has none in stock). */
async function addTwoProducts() {
  await signInSeller()
  const run = uniqueSuffix()
  const cream = await addProduct({ name: `Mint Foot Cream ${run}`, category: 'Feet', price: 6000, offerPrice: 5200 })
  const file = await addProduct({ name: `Glass Foot File ${run}`, category: 'Feet', price: 3000, offerPrice: 2500 }, { inStock: false })
  return { cream, file }
}

const stockSwitch = (name: string) => screen.findByRole('switch', { name: `In stock: ${name}` })

describe('the seller product list', () => {
  it('shows every product with category, selling price and stock, including those out of stock', async () => {
    const { cream, file } = await addTwoProducts()
    renderApp('/seller/product-list')
    expect(await screen.findByRole('heading', { name: 'All Products' })).toBeInTheDocument()
    const row = (await screen.findByText(cream.name)).closest('tr')!
    expect(within(row).getByText('Foot Care')).toBeInTheDocument()
    expect(within(row).getByText('₦5,200')).toBeInTheDocument()
    expect(await stockSwitch(cream.name)).toBeChecked()
    expect(await stockSwitch(file.name)).not.toBeChecked()
    expect(screen.getByRole('link', { name: 'Product List' })).toHaveAttribute('aria-current', 'page')
  })

  it('flips stock at once, before a slow server answers, and the server keeps it', async () => {
    const { cream } = await addTwoProducts()
    // A slow network (held here), then the real server answers.
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    network.use(
      http.post(stockUrl, async () => {
        await answered
        return passthrough()
      }),
    )
    const user = userEvent.setup({ delay: null })
    renderApp('/seller/product-list')
    const toggle = await stockSwitch(cream.name)
    await user.click(toggle)
    await waitFor(() => expect(toggle).not.toBeChecked())
    expect((await fetchProduct(cream._id)).inStock).toBe(true)

    answer()
    await waitFor(async () => expect((await fetchProduct(cream._id)).inStock).toBe(false))
    expect(toggle).not.toBeChecked()
  })

  it('fault injection (a 500): puts the stock back and says why', async () => {
    const { file } = await addTwoProducts()
    network.use(http.post(stockUrl, () => HttpResponse.json({ success: false, message: 'Something went wrong on our side. Please try again.' }, { status: 500 })))
    const user = userEvent.setup({ delay: null })
    renderApp('/seller/product-list')
    const toggle = await stockSwitch(file.name)
    await user.click(toggle)
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument()
    await waitFor(() => expect(toggle).not.toBeChecked())
    expect((await fetchProduct(file._id)).inStock).toBe(false)
  })
})
