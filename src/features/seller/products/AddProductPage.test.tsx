import { File as NodeFile } from 'node:buffer'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { apiUrl } from '../../../shared/env'
import { fetchCatalogue } from '../../../test/catalogue'
import { renderApp, settled } from '../../../test/render'
import { fetchSellerProduct, pngFile, signInSeller, uniqueSuffix } from '../../../test/realServer'
import { sellerMessages } from '../../../contract/sellerMessages'

// The add-product form against the real server; msw only breaks the upload once.

const network = setupServer()
beforeAll(() => network.listen({ onUnhandledRequest: 'bypass' }))
beforeEach(() => signInSeller())
afterEach(() => {
  network.resetHandlers()
  jest.restoreAllMocks()
})
afterAll(() => network.close())

const addUrl = `${apiUrl}/api/product/add`

async function openForm() {
  const user = userEvent.setup({ applyAccept: false, delay: null })
  const view = renderApp('/seller')
  expect(await screen.findByRole('heading', { name: 'Add Product' })).toBeInTheDocument()
  return { user, ...view }
}

describe('the add-product form', () => {
  it('names every missing field and a too-high offer price, and sends nothing', async () => {
    const calls = jest.spyOn(globalThis, 'fetch')
    const { user } = await openForm()
    await user.click(screen.getByRole('button', { name: 'Add Product' }))
    expect(await screen.findByText('Please add at least one product image')).toBeInTheDocument()
    expect(screen.getByText('Product name is required')).toBeInTheDocument()
    expect(screen.getByText('Please select a category')).toBeInTheDocument()
    expect(screen.getByText('Price is required')).toBeInTheDocument()
    expect(screen.getByText('Offer price is required')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Product Price (₦)'), '5000')
    await user.type(screen.getByLabelText('Offer Price (₦)'), '6000')
    await user.tab()
    expect(await screen.findByText('Offer price cannot be more than the price')).toBeInTheDocument()
    expect(calls.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input))).not.toContain(addUrl)
  })

  it('previews chosen images, refuses other files, and frees a removed preview', async () => {
    const created = jest.spyOn(URL, 'createObjectURL')
    const revoked = jest.spyOn(URL, 'revokeObjectURL')
    const { user } = await openForm()

    await user.upload(screen.getByLabelText(/Image 1/), await pngFile('front.png'))
    const preview = await screen.findByRole('img', { name: 'Preview of image 1' })
    const url = created.mock.results[0]?.value as string
    expect(preview).toHaveAttribute('src', url)

    await user.upload(screen.getByLabelText(/Image 2/), new NodeFile(['hello'], 'notes.txt', { type: 'text/plain' }) as unknown as File)
    expect(await screen.findByText('Please choose an image file')).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: 'Preview of image 2' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Remove image 1' }))
    expect(screen.queryByRole('img', { name: 'Preview of image 1' })).not.toBeInTheDocument()
    expect(revoked).toHaveBeenCalledWith(url)
  })

  it('sends the product with its images, resets the form and shows the product in the list', async () => {
    const name = `Baobab Hair Oil ${uniqueSuffix()}`
    const [front, back] = await Promise.all([pngFile('front.png'), pngFile('back.png')])
    const { user, store } = await openForm()
    await user.upload(screen.getByLabelText(/Image 1/), front)
    await user.upload(screen.getByLabelText(/Image 3/), back)
    expect(await screen.findByRole('img', { name: 'Preview of image 3' })).toBeInTheDocument()
    await user.type(screen.getByLabelText('Product Name'), name)
    await user.type(screen.getByLabelText('Product Description'), 'Cold-pressed baobab oil{enter}  {enter}For dry ends')
    await user.selectOptions(screen.getByLabelText('Category'), 'Hair Care')
    await user.type(screen.getByLabelText('Product Price (₦)'), '7500')
    await user.type(screen.getByLabelText('Offer Price (₦)'), '6800')
    await user.click(screen.getByRole('button', { name: 'Add Product' }))

    expect(await screen.findByText('Product added')).toBeInTheDocument()
    await settled(store)
    await waitFor(() => expect(screen.getByLabelText('Product Name')).toHaveValue(''))
    expect(screen.getByLabelText('Product Description')).toHaveValue('')
    expect(screen.getByLabelText('Category')).toHaveValue('')
    expect(screen.getByLabelText('Product Price (₦)')).toHaveValue(null)
    expect(screen.queryByRole('img', { name: /Preview of/ })).not.toBeInTheDocument()

    const saved = (await fetchCatalogue()).find((product) => product.name === name)
    expect(saved).toMatchObject({ description: ['Cold-pressed baobab oil', 'For dry ends'], category: 'Hair', price: 7500, offerPrice: 6800, inStock: true })
    expect(saved?.image).toHaveLength(2)

    await user.click(screen.getByRole('link', { name: 'Product List' }))
    const row = (await screen.findByText(name)).closest('tr')!
    expect(within(row).getByText('₦6,800')).toBeInTheDocument()
    expect(within(row).getByRole('switch', { name: `In stock: ${name}` })).toBeChecked()
  })

  it('takes the quantity in stock, the low-stock alert and the weight as the edit page does', async () => {
    const name = `Counted Shea Butter ${uniqueSuffix()}`
    const { user, store } = await openForm()
    expect(screen.getByLabelText('Quantity in stock')).toHaveValue(null)
    expect(screen.getByLabelText('Low-stock alert at')).toHaveValue(5)
    await user.upload(screen.getByLabelText(/Image 1/), await pngFile('shea.png'))
    expect(await screen.findByRole('img', { name: 'Preview of image 1' })).toBeInTheDocument()
    await user.type(screen.getByLabelText('Product Name'), name)
    await user.selectOptions(screen.getByLabelText('Category'), 'Skincare')
    await user.type(screen.getByLabelText('Product Price (₦)'), '4000')
    await user.type(screen.getByLabelText('Offer Price (₦)'), '3500')
    await user.type(screen.getByLabelText('Weight or size (optional)'), '250 g')
    await user.type(screen.getByLabelText('Quantity in stock'), '-2')
    await user.click(screen.getByRole('button', { name: 'Add Product' }))
    expect(await screen.findByText(sellerMessages.product.stockCount)).toBeInTheDocument()

    await user.clear(screen.getByLabelText('Quantity in stock'))
    await user.type(screen.getByLabelText('Quantity in stock'), '12')
    await user.clear(screen.getByLabelText('Low-stock alert at'))
    await user.type(screen.getByLabelText('Low-stock alert at'), '3')
    await user.click(screen.getByRole('button', { name: 'Add Product' }))
    expect(await screen.findByText('Product added')).toBeInTheDocument()
    await settled(store)
    await waitFor(() => expect(screen.getByLabelText('Low-stock alert at')).toHaveValue(5))
    expect(screen.getByLabelText('Quantity in stock')).toHaveValue(null)

    const saved = (await fetchCatalogue()).find((product) => product.name === name)!
    expect(await fetchSellerProduct(saved._id)).toMatchObject({ weight: '250 g', stockCount: 12, lowStockThreshold: 3, stockState: 'in-stock' })
  })

  it('refuses a file that is no picture as soon as it is chosen, whatever its name says', async () => {
    const { user } = await openForm()
    await user.upload(screen.getByLabelText(/Image 1/), new NodeFile(['just some notes'], 'notes.png', { type: 'image/png' }) as unknown as File)
    expect(await screen.findByText('Please choose an image file')).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: 'Preview of image 1' })).not.toBeInTheDocument()
  })

  it('fault injection (a 500): keeps what was typed when the upload fails', async () => {
    network.use(http.post(addUrl, () => HttpResponse.json({ success: false, message: 'Something went wrong on our side. Please try again.' }, { status: 500 })))
    const { user, store } = await openForm()
    await user.upload(screen.getByLabelText(/Image 1/), await pngFile('soap.png'))
    expect(await screen.findByRole('img', { name: 'Preview of image 1' })).toBeInTheDocument()
    await user.type(screen.getByLabelText('Product Name'), 'Big Picture Soap')
    await user.selectOptions(screen.getByLabelText('Category'), 'Skincare')
    await user.type(screen.getByLabelText('Product Price (₦)'), '1000')
    await user.type(screen.getByLabelText('Offer Price (₦)'), '900')
    await user.click(screen.getByRole('button', { name: 'Add Product' }))

    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument()
    await settled(store)
    expect(screen.getByLabelText('Product Name')).toHaveValue('Big Picture Soap')
    expect(screen.getByRole('img', { name: 'Preview of image 1' })).toBeInTheDocument()
  })
})
