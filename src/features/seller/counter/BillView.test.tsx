import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { counterMessages } from '../../../contract/counter'
import { formatKobo, nairaToKobo, taxKobo } from '../../../contract/money'
import { paths } from '../../../contract/routes'
import { fetchCatalogue, productNamed } from '../../../test/catalogue'
import { renderApp } from '../../../test/render'
import { addProduct, giveSku, paidGiftCard, setCounterTaxIncluded, signInSeller, signInTeamMember, uniqueSuffix } from '../../../test/realServer'

// The counter's bill on the real server: a seeded product found by name, one of the test's own scanned by its SKU,
// payments that must add up before the bill closes, and its receipt. The owner's tax setting prices the bill.

const cm = counterMessages

const search = () => screen.getByLabelText(cm.search)
const lines = () => screen.getByRole('list', { name: 'Bill lines' })

/** Opens a line's discount and gives it `percent` % off, with its reason. */
async function percentOff(user: ReturnType<typeof userEvent.setup>, product: string, percent: string, reason: string) {
  const discountName = `Discount on ${product}`
  await user.click(within(lines()).getByText(discountName, { selector: 'summary' }))
  const discount = within(lines()).getByRole('group', { name: discountName })
  await user.selectOptions(within(discount).getByLabelText('In'), '%')
  await user.type(within(discount).getByLabelText('Amount'), percent)
  await user.type(within(discount).getByLabelText('Reason'), reason)
}

describe('the counter’s bill', () => {
  it('adds a product by search and one by its scanned SKU, refuses payments that do not add up, then closes and shows the receipt', async () => {
    await signInSeller()
    await setCounterTaxIncluded(false)
    const polish = productNamed(await fetchCatalogue(), 'Ruby Red Gel Polish')
    const suffix = uniqueSuffix()
    const balm = await addProduct({ name: `Counter Balm ${suffix}`, category: polish.category, price: 1500, offerPrice: 1200 })
    const sku = `GLOW-${suffix}`.toUpperCase()
    await giveSku(balm, sku)
    const user = userEvent.setup()
    renderApp(paths.sellerCounter)

    await user.type(await screen.findByLabelText(cm.search), 'Ruby Red')
    await user.click(await screen.findByRole('button', { name: `Add ${polish.name}` }))
    expect(within(lines()).getByLabelText(`Quantity of ${polish.name}`)).toHaveValue('1')

    // A scanner types the SKU and presses Enter at once: that product goes on the bill, the field is ready for the next.
    await user.type(search(), `${sku}{Enter}`)
    const balmQuantity = await within(lines()).findByLabelText(new RegExp(`^Quantity of Counter Balm ${suffix}`))
    expect(balmQuantity).toHaveValue('1')
    await waitFor(() => expect(search()).toHaveValue(''))

    const subtotal = nairaToKobo(polish.offerPrice) + nairaToKobo(1200)
    const due = subtotal + taxKobo(subtotal)
    expect(screen.getByTestId('counter-due')).toHaveTextContent(formatKobo(due))

    // ₦1,000 in cash is not what is due: the bill stays open and says why.
    await user.type(screen.getByLabelText('Cash (₦)'), '1000')
    expect(screen.getByText(`Left to pay: ${formatKobo(due - 100_000)}`)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: `Close bill · ${formatKobo(due)}` }))
    expect(await screen.findByText(cm.paymentsMustAddUp(formatKobo(due), formatKobo(100_000)))).toBeInTheDocument()
    expect(screen.queryByRole('article', { name: /^Receipt/ })).not.toBeInTheDocument()

    // The rest by transfer: paid in full, the bill closes and its receipt shows.
    await user.click(screen.getByRole('button', { name: 'The rest by transfer' }))
    expect(screen.getByText('Paid in full.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: `Close bill · ${formatKobo(due)}` }))
    const receipt = await screen.findByRole('article', { name: /^Receipt R-\d{6}$/ }, { timeout: 5000 })
    expect(within(receipt).getByText(polish.name)).toBeInTheDocument()
    expect(within(receipt).getByText(new RegExp(`^Counter Balm ${suffix}`))).toBeInTheDocument()
    expect(within(receipt).getByRole('row', { name: /^Total/ })).toHaveTextContent(formatKobo(due))
  })

  it('closes a bill of ₦0 (a product given free, 100 % off) with no payment, and shows its receipt', async () => {
    // The front desk's till; the product's tax is 2 % of nothing, with the owner's setting either way.
    await signInTeamMember('front-desk')
    const polish = productNamed(await fetchCatalogue(), 'Ruby Red Gel Polish')
    const user = userEvent.setup()
    renderApp(paths.sellerCounter)

    await user.type(await screen.findByLabelText(cm.search), 'Ruby Red')
    await user.click(await screen.findByRole('button', { name: `Add ${polish.name}` }))
    await percentOff(user, polish.name, '100', 'Birthday gift')

    expect(screen.getByTestId('counter-due')).toHaveTextContent(formatKobo(0))
    expect(screen.getByText(cm.nothingToPay)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: `Close bill · ${formatKobo(0)}` }))
    const receipt = await screen.findByRole('article', { name: /^Receipt R-\d{6}$/ }, { timeout: 5000 })
    expect(within(receipt).getByText(polish.name)).toBeInTheDocument()
    expect(within(receipt).getByText(/Birthday gift/)).toBeInTheDocument()
    expect(within(receipt).getByRole('row', { name: /^Total/ })).toHaveTextContent(formatKobo(0))
  })

  it('takes part of a bill from a gift card by its code, the rest in cash, and the receipt names both', async () => {
    // Bought by a shopper online; the seller is signed in after.
    const code = await paidGiftCard(5_000)
    await setCounterTaxIncluded(false)
    const polish = productNamed(await fetchCatalogue(), 'Ruby Red Gel Polish')
    const subtotal = nairaToKobo(polish.offerPrice)
    const due = subtotal + taxKobo(subtotal)
    const user = userEvent.setup()
    renderApp(paths.sellerCounter)
    await user.type(await screen.findByLabelText(cm.search), 'Ruby Red')
    await user.click(await screen.findByRole('button', { name: `Add ${polish.name}` }))

    await user.type(screen.getByLabelText('Gift card code'), code.toLowerCase())
    await user.type(screen.getByLabelText('Gift card (₦)'), '1000')
    await user.click(screen.getByRole('button', { name: 'The rest by cash' }))
    await user.click(screen.getByRole('button', { name: `Close bill · ${formatKobo(due)}` }))
    const receipt = await screen.findByRole('article', { name: /^Receipt R-\d{6}$/ }, { timeout: 5000 })
    expect(within(receipt).getByRole('row', { name: /^Gift card/ })).toHaveTextContent(formatKobo(100_000))
    expect(within(receipt).getByRole('row', { name: /^Cash/ })).toHaveTextContent(formatKobo(due - 100_000))
  })

  it('says an empty bill wants a product or a visit, and never that it is paid', async () => {
    await signInTeamMember('front-desk')
    renderApp(paths.sellerCounter)
    const payment = await screen.findByRole('region', { name: 'Payment' })
    expect(within(payment).getByText(cm.emptyBill)).toBeInTheDocument()
    expect(within(payment).queryByText('Paid in full.')).not.toBeInTheDocument()
    expect(within(payment).queryByText(cm.nothingToPay)).not.toBeInTheDocument()
  })

  it('rounds what the client pays to the naira and shows the rounding on the bill and the receipt; the tax is 2 % rounded down to the kobo', async () => {
    await signInSeller()
    await setCounterTaxIncluded(false)
    const polish = productNamed(await fetchCatalogue(), 'Ruby Red Gel Polish')
    // 3 % off one polish: the tax carries kobo, so the exact total does; the client pays the nearest naira.
    const net = nairaToKobo(polish.offerPrice) - Math.floor((nairaToKobo(polish.offerPrice) * 3) / 100)
    const exact = net + taxKobo(net)
    const due = Math.round(exact / 100) * 100
    expect(exact % 100).not.toBe(0)
    const user = userEvent.setup()
    renderApp(paths.sellerCounter)

    await user.type(await screen.findByLabelText(cm.search), 'Ruby Red')
    await user.click(await screen.findByRole('button', { name: `Add ${polish.name}` }))
    await percentOff(user, polish.name, '3', 'Chipped cap')

    const total = screen.getByRole('region', { name: 'Total' })
    expect(within(total).getByText(cm.taxLine(false))).toBeInTheDocument()
    expect(within(total).getByText(cm.rounding).nextElementSibling).toHaveTextContent(`${due > exact ? '+' : '−'}${formatKobo(Math.abs(due - exact))}`)
    expect(screen.getByTestId('counter-due')).toHaveTextContent(formatKobo(due))
    await user.click(screen.getByRole('button', { name: 'The rest by cash' }))
    expect(screen.getByLabelText('Cash (₦)')).toHaveValue(String(due / 100))
    await user.click(screen.getByRole('button', { name: `Close bill · ${formatKobo(due)}` }))

    const receipt = await screen.findByRole('article', { name: /^Receipt R-\d{6}$/ }, { timeout: 5000 })
    expect(within(receipt).getByText(cm.rounding).nextElementSibling).toHaveTextContent(formatKobo(Math.abs(due - exact)))
    expect(within(receipt).getByRole('row', { name: /^Total/ })).toHaveTextContent(formatKobo(due))
    expect(within(receipt).getByText(cm.taxLine(false)).nextElementSibling).toHaveTextContent(formatKobo(taxKobo(net)))
  })

  it('lets the owner set counter prices to include the tax on End of day, and a bill then adds none', async () => {
    await signInSeller()
    await setCounterTaxIncluded(false)
    const polish = productNamed(await fetchCatalogue(), 'Ruby Red Gel Polish')
    const user = userEvent.setup()
    renderApp(`${paths.sellerCounter}?view=day`)

    const settings = await screen.findByRole('form', { name: cm.settingsTitle })
    const included = within(settings).getByLabelText(cm.taxIncludedLabel)
    expect(included).not.toBeChecked()
    await user.click(included)
    await user.click(within(settings).getByRole('button', { name: cm.saveSettings }))
    expect(await screen.findByText(cm.settingsSaved)).toBeInTheDocument()

    try {
      await user.click(screen.getByRole('link', { name: 'New bill' }))
      await user.type(await screen.findByLabelText(cm.search), 'Ruby Red')
      await user.click(await screen.findByRole('button', { name: `Add ${polish.name}` }))
      await waitFor(() => expect(screen.getByTestId('counter-due')).toHaveTextContent(formatKobo(nairaToKobo(polish.offerPrice))))
      expect(screen.getByText(cm.taxLine(true))).toBeInTheDocument()
    } finally {
      await setCounterTaxIncluded(false)
    }
  })

  it('shows the front desk the day’s count without the owner’s settings', async () => {
    await signInTeamMember('front-desk')
    renderApp(`${paths.sellerCounter}?view=day`)
    expect(await screen.findByTestId('counter-day-total')).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: cm.settingsTitle })).not.toBeInTheDocument()
    expect(screen.queryByLabelText(cm.taxIncludedLabel)).not.toBeInTheDocument()
  })
})
