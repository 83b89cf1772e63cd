import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse, passthrough } from 'msw'
import { setupServer } from 'msw/node'
import { apiUrl } from '../../../shared/env'
import { renderApp, settled } from '../../../test/render'
import { addProduct, fetchProduct, signInSeller, uniqueSuffix } from '../../../test/realServer'

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
    const { store } = renderApp('/seller/product-list')
    const toggle = await stockSwitch(file.name)
    await user.click(toggle)
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument()
    await waitFor(() => expect(toggle).not.toBeChecked())
    await settled(store)
    expect((await fetchProduct(file._id)).inStock).toBe(false)
  })

  it('filters by search, stock and category, keeps them in the address, and links each row to its edit page', async () => {
    await signInSeller()
    const word = `Kola${uniqueSuffix()}`
    const soap = await addProduct({ name: `${word} Black Soap`, category: 'Skincare', price: 2000, offerPrice: 1800 })
    const rasp = await addProduct({ name: `${word} Foot Rasp`, category: 'Feet', price: 2500, offerPrice: 2500 }, { inStock: false })
    const scrub = await addProduct({ name: `${word} Foot Scrub`, category: 'Feet', price: 3000, offerPrice: 2700 })
    const user = userEvent.setup({ delay: null })
    const { router } = renderApp('/seller/product-list')
    const rows = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getByRole('link').textContent)

    await user.type(await screen.findByRole('searchbox', { name: 'Search products' }), word.toLowerCase())
    await waitFor(() => expect(rows()).toEqual([scrub.name, rasp.name, soap.name]))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stock' }), 'Out of stock')
    await waitFor(() => expect(rows()).toEqual([rasp.name]))
    // Twice: in the Stock column, and under the name for a phone (CSS shows one).
    expect(within(screen.getByRole('row', { name: new RegExp(rasp.name) })).getAllByText('Out of stock')).toHaveLength(2)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stock' }), 'All')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Foot Care')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high')
    await waitFor(() => expect(rows()).toEqual([rasp.name, scrub.name]))
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ q: word.toLowerCase(), category: 'Feet', sort: 'price-asc' })

    // The stock switch changes its row in this paged list at once, badge included.
    await user.click(await stockSwitch(scrub.name))
    await waitFor(() => expect(within(screen.getByRole('row', { name: new RegExp(scrub.name) })).getAllByText('Out of stock')).toHaveLength(2))
    await waitFor(async () => expect((await fetchProduct(scrub._id)).inStock).toBe(false))

    await user.click(screen.getByRole('link', { name: scrub.name }))
    expect(await screen.findByRole('heading', { name: 'Edit Product' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText('Product Name')).toHaveValue(scrub.name))
    await user.click(screen.getByRole('link', { name: '‹ All products' }))
    await waitFor(() => expect(rows()).toEqual([rasp.name, scrub.name]))
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue(word.toLowerCase())
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Feet')
  })

  it('shows a filtered address as it says, and brings more rows a page at a time', async () => {
    await signInSeller()
    const user = userEvent.setup({ delay: null })
    renderApp('/seller/product-list?stock=archived&sort=name')
    expect(await screen.findByRole('combobox', { name: 'Stock' })).toHaveValue('archived')
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stock' }), 'All')
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(21))
    await user.click(screen.getByRole('button', { name: 'Show more products' }))
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(21))
  })
})
