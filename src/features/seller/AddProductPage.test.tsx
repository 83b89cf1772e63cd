import { File as NodeFile } from 'node:buffer'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import sharp from 'sharp'
import { renderApp } from '../../test/render'
import { fakeSellerApi } from './fakeSellerApi'

const { server, state } = fakeSellerApi

// Filling a whole form keystroke by keystroke takes a few seconds when every core is busy.
jest.setTimeout(20_000)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => fakeSellerApi.reset())
afterEach(() => {
  server.resetHandlers()
  jest.restoreAllMocks()
})
afterAll(() => server.close())

// Node's File: the FormData of this test environment is Node's too, as in a browser both come from one place.
let pngBytes: Buffer
beforeAll(async () => {
  pngBytes = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c2185b' } }).png().toBuffer()
})
const png = (name: string) => new NodeFile([pngBytes], name, { type: 'image/png' }) as unknown as File

async function openForm() {
  const user = userEvent.setup({ applyAccept: false, delay: null })
  const view = renderApp('/seller')
  expect(await screen.findByRole('heading', { name: 'Add Product' })).toBeInTheDocument()
  return { user, ...view }
}

describe('the add-product form', () => {
  it('names every missing field and a too-high offer price', async () => {
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
    expect(state.uploads).toHaveLength(0)
  })

  it('previews chosen images, refuses other files, and frees a removed preview', async () => {
    const created = jest.spyOn(URL, 'createObjectURL')
    const revoked = jest.spyOn(URL, 'revokeObjectURL')
    const { user } = await openForm()

    await user.upload(screen.getByLabelText(/Image 1/), png('front.png'))
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
    const { user } = await openForm()
    await user.upload(screen.getByLabelText(/Image 1/), png('front.png'))
    await user.upload(screen.getByLabelText(/Image 3/), png('back.png'))
    await user.type(screen.getByLabelText('Product Name'), 'Baobab Hair Oil')
    await user.type(screen.getByLabelText('Product Description'), 'Cold-pressed baobab oil{enter}  {enter}For dry ends')
    await user.selectOptions(screen.getByLabelText('Category'), 'Hair Care')
    await user.type(screen.getByLabelText('Product Price (₦)'), '7500')
    await user.type(screen.getByLabelText('Offer Price (₦)'), '6800')
    await user.click(screen.getByRole('button', { name: 'Add Product' }))

    expect(await screen.findByText('Product added')).toBeInTheDocument()
    expect(state.uploads).toHaveLength(1)
    expect(state.uploads[0]!.productData).toEqual({
      name: 'Baobab Hair Oil',
      description: ['Cold-pressed baobab oil', 'For dry ends'],
      category: 'Hair',
      price: 7500,
      offerPrice: 6800,
    })
    expect(state.uploads[0]!.images.map((image) => image.name)).toEqual(['front.png', 'back.png'])

    await waitFor(() => expect(screen.getByLabelText('Product Name')).toHaveValue(''))
    expect(screen.getByLabelText('Product Description')).toHaveValue('')
    expect(screen.getByLabelText('Category')).toHaveValue('')
    expect(screen.getByLabelText('Product Price (₦)')).toHaveValue(null)
    expect(screen.queryByRole('img', { name: /Preview of/ })).not.toBeInTheDocument()

    await user.click(screen.getByRole('link', { name: 'Product List' }))
    const row = (await screen.findByText('Baobab Hair Oil')).closest('tr')!
    expect(within(row).getByText('₦6,800')).toBeInTheDocument()
    expect(within(row).getByRole('switch', { name: 'In stock: Baobab Hair Oil' })).toBeChecked()
  })

  it('refuses a file that is no picture as soon as it is chosen, whatever its name says', async () => {
    const { user } = await openForm()
    await user.upload(screen.getByLabelText(/Image 1/), new NodeFile(['just some notes'], 'notes.png', { type: 'image/png' }) as unknown as File)
    expect(await screen.findByText('Please choose an image file')).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: 'Preview of image 1' })).not.toBeInTheDocument()
  })

  it('keeps what was typed when the server refuses the product', async () => {
    state.failures.set('/product/add', { status: 413, message: 'An image is larger than 5 MB.' })
    const { user } = await openForm()
    await user.upload(screen.getByLabelText(/Image 1/), png('huge.png'))
    await user.type(screen.getByLabelText('Product Name'), 'Big Picture Soap')
    await user.selectOptions(screen.getByLabelText('Category'), 'Skincare')
    await user.type(screen.getByLabelText('Product Price (₦)'), '1000')
    await user.type(screen.getByLabelText('Offer Price (₦)'), '900')
    await user.click(screen.getByRole('button', { name: 'Add Product' }))

    expect(await screen.findByText('An image is larger than 5 MB.')).toBeInTheDocument()
    expect(screen.getByLabelText('Product Name')).toHaveValue('Big Picture Soap')
    expect(screen.getByRole('img', { name: 'Preview of image 1' })).toBeInTheDocument()
  })
})
