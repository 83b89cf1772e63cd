import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { counterMessages } from '../../../contract/counter'
import { formatNaira, nairaToKobo, taxKobo } from '../../../contract/money'
import { paths } from '../../../contract/routes'
import { SHOP_CONTACT } from '../../../contract/shop'
import { STAFF_ROLE_NAMES } from '../../../contract/team'
import { fetchCatalogue, productNamed } from '../../../test/catalogue'
import { renderApp } from '../../../test/render'
import { closeCounterSale, signInSeller, signInTeamMember } from '../../../test/realServer'

// A sale's receipt on the real server: what it tells the client, and its void, asked before it is done.

const cm = counterMessages

describe('a counter receipt', () => {
  it('asks before voiding a sale, saying what goes back: Escape keeps it, only the confirmation voids it', async () => {
    await signInTeamMember('front-desk')
    const polish = productNamed(await fetchCatalogue(), 'Ruby Red Gel Polish')
    const sale = await closeCounterSale([{ product: polish, quantity: 1 }])
    const user = userEvent.setup()
    renderApp(`${paths.sellerCounter}?receipt=${sale._id}`)

    // No reason yet: the field says so beside it, and nothing is asked.
    const voidSale = await screen.findByRole('button', { name: 'Void sale' })
    await user.click(voidSale)
    const form = screen.getByRole('form', { name: 'Void this sale' })
    expect(await within(form).findByText(cm.voidReason)).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.type(screen.getByLabelText(cm.voidReasonLabel), 'Rang up twice')
    await user.click(voidSale)
    const dialog = await screen.findByRole('dialog', { name: cm.voidTitle(sale.number) })
    expect(dialog).toHaveTextContent(cm.voidGivesBack(formatNaira(sale.due)))
    expect(dialog).toHaveTextContent(cm.voidRestocks)
    expect(within(dialog).getByRole('button', { name: cm.voidKeep })).toHaveFocus()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(voidSale).toHaveFocus()
    expect(screen.queryByText(/^VOIDED/)).not.toBeInTheDocument()

    await user.click(voidSale)
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: cm.voidConfirm }))
    expect(await screen.findByText('VOIDED: Rang up twice')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Void sale' })).not.toBeInTheDocument()
  })

  it('refunds one line, asked first: what goes back and how, the units back on the shelf and why; then the receipt says so', async () => {
    await signInTeamMember('front-desk')
    const balm = productNamed(await fetchCatalogue(), 'Ruby Red Gel Polish')
    const sale = await closeCounterSale([{ product: balm, quantity: 2 }])
    const line = sale.lines[0]!
    // Two at their price and their 2 %, rounded down to the naira: no more than they cost.
    const costKobo = nairaToKobo(balm.offerPrice) * 2
    expect(line.refundable).toBe(Math.floor((costKobo + taxKobo(costKobo)) / 100))
    const user = userEvent.setup()
    renderApp(`${paths.sellerCounter}?receipt=${sale._id}`)

    const refund = await screen.findByRole('button', { name: cm.refundLine(line.name) })
    await user.click(refund)
    const dialog = await screen.findByRole('dialog', { name: cm.refundTitle(line.name) })
    expect(dialog).toHaveTextContent(cm.refundGivesBack(formatNaira(line.refundable), [{ amount: formatNaira(line.refundable), method: 'Cash' }]))
    expect(dialog).toHaveTextContent(cm.refundRestocks(2))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(refund).toHaveFocus()

    // No reason: the dialog says so and stays; with one, the line is refunded.
    await user.click(refund)
    const asked = await screen.findByRole('dialog')
    await user.click(within(asked).getByRole('button', { name: cm.refundConfirm }))
    expect(await within(asked).findByText(cm.refundReason)).toBeInTheDocument()
    expect(within(asked).getByLabelText(cm.refundReasonLabel)).toHaveFocus()
    await user.type(within(asked).getByLabelText(cm.refundReasonLabel), 'Wrong shade')
    await user.click(within(asked).getByRole('button', { name: cm.refundConfirm }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const receipt = screen.getByRole('article', { name: `Receipt ${sale.number}` })
    expect(await within(receipt).findByText(cm.refundedLine(formatNaira(line.refundable)))).toBeInTheDocument()
    expect(within(receipt).getByRole('row', { name: new RegExp(`^${cm.refundedBy('Cash')}`) })).toHaveTextContent(`−${formatNaira(line.refundable)}`)
    expect(screen.queryByRole('button', { name: cm.refundLine(line.name) })).not.toBeInTheDocument()
  })

  it('gives the shop’s address and phone, and the name of the member who served, not her role', async () => {
    await signInSeller()
    const polish = productNamed(await fetchCatalogue(), 'Ruby Red Gel Polish')
    const sale = await closeCounterSale([{ product: polish, quantity: 1 }], 'transfer')
    renderApp(`${paths.sellerCounter}?receipt=${sale._id}`)

    const receipt = await screen.findByRole('article', { name: `Receipt ${sale.number}` })
    expect(within(receipt).getByText(`${SHOP_CONTACT.street}, ${SHOP_CONTACT.city}`)).toBeInTheDocument()
    expect(within(receipt).getByText(`Tel. ${SHOP_CONTACT.phone}`)).toBeInTheDocument()
    // The first owner's account is named for her (SELLER_NAME), not for her role.
    expect(Object.values(STAFF_ROLE_NAMES)).not.toContain(sale.staffName)
    expect(within(receipt).getByText(`Served by ${sale.staffName}. Thank you!`)).toBeInTheDocument()
  })
})
