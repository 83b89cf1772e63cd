import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { paths } from '../../../contract/routes'
import { countMessages } from '../../../contract/stock'
import { renderApp } from '../../../test/render'
import { addProduct, fetchSellerProduct, signInSeller, uniqueSuffix } from '../../../test/realServer'

// The stock take on the real server: a category's count sheet, a count that differs refused until she says why,
// then saved as a correction of the product's count.

describe('the stock take', () => {
  it('asks why a counted number differs before it saves it, then corrects the count and says by how much', async () => {
    await signInSeller()
    // First by name on the sheet: the shared server's Feet products may fill a page.
    const balm = await addProduct({ name: `AAA Count Balm ${uniqueSuffix()}`, category: 'Feet', price: 3000, offerPrice: 2500, stockCount: 5 })
    const user = userEvent.setup()
    renderApp(`${paths.sellerStock}?view=count`)

    await user.selectOptions(await screen.findByLabelText('Category to count'), 'Feet')
    const sheet = await screen.findByRole('form', { name: 'Count sheet' })
    const line = (await within(sheet).findByRole('heading', { name: balm.name })).closest('li')!
    expect(within(line).getByText('The shop counts 5')).toBeInTheDocument()
    await user.type(within(line).getByLabelText('Counted'), '4')
    await user.click(within(sheet).getByRole('button', { name: 'Save the count' }))
    expect(await within(line).findByText(countMessages.reason)).toBeInTheDocument()
    expect((await fetchSellerProduct(balm._id)).stockCount).toBe(5)

    await user.selectOptions(within(line).getByLabelText(`Why ${balm.name} differs`), 'damaged')
    await user.click(within(sheet).getByRole('button', { name: 'Save the count' }))
    expect(await screen.findByRole('list', { name: 'Corrected' })).toHaveTextContent(`${balm.name}: 5 → 4 (-1, Damaged)`)
    await waitFor(async () => expect((await fetchSellerProduct(balm._id)).stockCount).toBe(4))
  })
})
