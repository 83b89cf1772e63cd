import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { makeStore } from '../../../test/render'
import { renderApp, settled } from '../../../test/render'
import { sellerMessages } from '../../../contract/sellerMessages'
import { addProduct, fetchProduct, fetchSellerProduct, placeCashOrder, pngFile, signInSeller, signUpShopperWithAddress, uniqueSuffix } from '../../../test/realServer'

// The edit page against the real server: what the seller changes is what the server then has.

let shown: ReturnType<typeof makeStore> | undefined
// The page refetches after each change: a test ends once those answers are in.
afterEach(async () => {
  if (shown) await settled(shown)
  shown = undefined
})

async function openEditor(images = 2, name = `Neem Foot Balm ${uniqueSuffix()}`) {
  await signInSeller()
  const product = await addProduct({ name, category: 'Feet', price: 4000, offerPrice: 3500 }, { images })
  const user = userEvent.setup({ applyAccept: false, delay: null })
  const view = renderApp(`/seller/products/${product._id}`)
  shown = view.store
  expect(await screen.findByRole('heading', { name: 'Edit Product' })).toBeInTheDocument()
  await waitFor(() => expect(screen.getByLabelText('Product Name')).toHaveValue(product.name))
  await settled(view.store)
  return { user, product, ...view }
}

describe('the edit product page', () => {
  it('shows the product, and saves a new price, a replaced and a reordered image in the order shown', async () => {
    const { user, product, store } = await openEditor()
    const [first, second] = product.image as [string, string]
    expect(screen.getByLabelText('Category')).toHaveValue('Feet')
    expect(screen.getByLabelText('Offer Price (₦)')).toHaveValue(3500)
    expect(screen.getByRole('img', { name: 'Preview of image 1' })).toHaveAttribute('src', first)

    await user.clear(screen.getByLabelText('Offer Price (₦)'))
    await user.type(screen.getByLabelText('Offer Price (₦)'), '2999.5')
    // Replace the second picture with a new file, then make it the main one, by keyboard.
    await user.upload(screen.getByLabelText(/^Image 2/), await pngFile('new-front.png'))
    await waitFor(() => expect(screen.getByRole('img', { name: 'Preview of image 2' })).not.toHaveAttribute('src', second))
    screen.getByRole('button', { name: 'Move image 2 left' }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByRole('img', { name: 'Preview of image 2' })).toHaveAttribute('src', first))
    expect(screen.getByRole('button', { name: 'Move image 1 right' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Save Product' }))

    expect(await screen.findByText('Product saved')).toBeInTheDocument()
    await settled(store)
    const saved = await fetchProduct(product._id)
    expect(saved.offerPrice).toBe(2999.5)
    expect(saved.image).toHaveLength(2)
    expect(saved.image[0]).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/)
    expect(saved.image[0]).not.toBe(first)
    expect(saved.image[1]).toBe(first)
    expect(saved.image).not.toContain(second)
    await waitFor(() => expect(screen.getByRole('img', { name: 'Preview of image 1' })).toHaveAttribute('src', saved.image[0]))
  })

  it('refuses what the add form refuses, with its messages, and a bad quantity, sending nothing', async () => {
    const { user, product, store } = await openEditor(1)
    await user.clear(screen.getByLabelText('Product Name'))
    await user.clear(screen.getByLabelText('Offer Price (₦)'))
    await user.type(screen.getByLabelText('Offer Price (₦)'), '9000')
    await user.type(screen.getByLabelText('Quantity in stock'), '-2')
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }))
    await user.click(screen.getByRole('button', { name: 'Save Product' }))
    expect(await screen.findByText('Product name is required')).toBeInTheDocument()
    expect(screen.getByText('Offer price cannot be more than the price')).toBeInTheDocument()
    expect(screen.getByText('Please add at least one product image')).toBeInTheDocument()
    expect(screen.getByText('Quantity in stock must be a whole number from 0 to 1,000,000, or empty when you do not count it')).toBeInTheDocument()
    await settled(store)
    expect(await fetchProduct(product._id)).toMatchObject({ name: product.name, offerPrice: 3500, image: product.image })
  })

  it('counts the stock: a quantity at the alert shows Low stock, and the server keeps both', async () => {
    const { user, product, store } = await openEditor(1)
    await user.type(screen.getByLabelText('Quantity in stock'), '4')
    await user.clear(screen.getByLabelText('Low-stock alert at'))
    await user.type(screen.getByLabelText('Low-stock alert at'), '6')
    await user.click(screen.getByRole('button', { name: 'Save Product' }))
    expect(await screen.findByText('Low stock')).toBeInTheDocument()
    expect(screen.getByText('4 left')).toBeInTheDocument()
    await settled(store)
    expect(await fetchSellerProduct(product._id)).toMatchObject({ stockCount: 4, lowStockThreshold: 6, stockState: 'low' })
  })

  it('suggests the name without the shade when a product named with one gets shades, and renames it so', async () => {
    const name = `Silk Lip Gloss ${uniqueSuffix()}`
    const { user, product, store } = await openEditor(1, `${name}, Caramel`)
    const shades = screen.getByRole('region', { name: 'Shades and sizes' })
    expect(within(shades).getByLabelText('This product’s value (e.g. Ebony 540)')).toHaveValue('Caramel')
    expect(within(shades).getByLabelText('Name, without the shade or size')).toHaveValue(name)
    await user.click(within(shades).getByRole('button', { name: 'Add shades or sizes' }))
    expect(await screen.findByText(sellerMessages.variants.grouped)).toBeInTheDocument()
    await settled(store)
    expect(await fetchProduct(product._id)).toMatchObject({ name, variant: { options: [{ name: 'Shade', value: 'Caramel' }] } })
  })

  it('adds a shade at its price when no offer price is given, with the colour its swatch shows', async () => {
    const { user, store } = await openEditor(1)
    const shades = screen.getByRole('region', { name: 'Shades and sizes' })
    await user.type(within(shades).getByLabelText('This product’s value (e.g. Ebony 540)'), 'Mint')
    await user.click(within(shades).getByRole('button', { name: 'Add shades or sizes' }))
    const add = await screen.findByRole('form', { name: 'Add a shade or size' })
    await user.type(within(add).getByLabelText('New Shade'), 'Lavender')
    await user.type(within(add).getByLabelText('Price (₦)'), '4200')
    await user.type(within(add).getByLabelText('Colour (optional)'), '#B57EDC')
    await user.click(within(add).getByRole('button', { name: 'Add' }))
    expect(await screen.findByLabelText('Offer price (₦) (Lavender)')).toHaveValue(4200)
    expect(screen.getByLabelText('Colour (Lavender)')).toHaveValue('#b57edc')
    await settled(store)
  })

  it('archives and restores the product', async () => {
    const { user, product, store } = await openEditor(1)
    await user.click(screen.getByRole('button', { name: 'Archive' }))
    expect(await screen.findByText('Product archived: it is no longer in the shop')).toBeInTheDocument()
    await settled(store)
    expect(await fetchSellerProduct(product._id)).toMatchObject({ archived: true })
    await user.click(await screen.findByRole('button', { name: 'Restore to shop' }))
    expect(await screen.findByText('Product restored to the shop')).toBeInTheDocument()
    await settled(store)
    expect(await fetchSellerProduct(product._id)).toMatchObject({ archived: false })
    expect(await screen.findByRole('button', { name: 'Archive' })).toBeInTheDocument()
  })

  it('asks before deleting in a dialog that Escape closes, then deletes and goes back to the list', async () => {
    const { user, product, router, store } = await openEditor(1)
    const opener = screen.getByRole('button', { name: 'Delete…' })
    await user.click(opener)
    const dialog = await screen.findByRole('dialog', { name: `Delete ${product.name}?` })
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()

    await user.click(opener)
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete product' }))
    expect(await screen.findByText('Product deleted')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller/product-list'))
    expect(await screen.findByRole('heading', { name: 'All Products' })).toBeInTheDocument()
    await settled(store)
    await expect(fetchProduct(product._id)).rejects.toThrow(/404/)
  })

  it('refuses to delete a product on an order, saying to archive it, and keeps it', async () => {
    const { addressId } = await signUpShopperWithAddress()
    const { user, product, store } = await openEditor(1)
    await placeCashOrder([{ product: product._id, quantity: 1 }], addressId)
    await user.click(screen.getByRole('button', { name: 'Delete…' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete product' }))
    expect(await screen.findByText(/This product is on past orders, so it cannot be deleted/)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await settled(store)
    expect((await fetchProduct(product._id)).name).toBe(product.name)
  })
})
