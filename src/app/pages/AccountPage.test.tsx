import { screen, waitFor, within } from '@testing-library/react'
import { aftercareMessages } from '../../contract/aftercareMessages'
import userEvent from '@testing-library/user-event'
import { renderApp, settled } from '../../test/render'
import { orderNumber } from '../../contract/orders'
import { productNamed } from '../../test/catalogue'
import { addAddress, fetchCatalogue, fetchMyAddresses, placeCashOrder, signUpShopper, signUpShopperWithAddress } from '../../test/realServer'

describe('the account page’s saved addresses', () => {
  it('shows each address with its phone in local form, edits one and deletes another', async () => {
    const user = userEvent.setup({ delay: null })
    await signUpShopper()
    const home = await addAddress({ street: '12 Admiralty Way', phone: '+2348031234567' })
    const office = await addAddress({ street: '4 Awolowo Road', city: 'Ikoyi' })
    const { store } = renderApp('/account')
    expect(await screen.findByText(/0803 123 4567/)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Edit 12 Admiralty Way, Lekki' }))
    const phone = await screen.findByLabelText('Phone')
    expect(phone).toHaveValue('0803 123 4567')
    await user.clear(screen.getByLabelText('Street'))
    await user.type(screen.getByLabelText('Street'), '3 Bode Thomas Street')
    await user.clear(phone)
    await user.type(phone, '+234 805 555 1234')
    await user.click(screen.getByRole('button', { name: 'Save address' }))
    expect(await screen.findByText('Address saved')).toBeInTheDocument()
    expect(await screen.findByText(/0805 555 1234/)).toBeInTheDocument()

    await user.click(await screen.findByRole('button', { name: 'Delete 4 Awolowo Road, Ikoyi' }))
    await user.click(screen.getByRole('button', { name: 'Yes, delete 4 Awolowo Road, Ikoyi' }))
    expect(await screen.findByText('Address deleted')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText(/4 Awolowo Road/)).not.toBeInTheDocument())
    await settled(store)
    expect(await fetchMyAddresses()).toEqual([expect.objectContaining({ _id: home._id, street: '3 Bode Thomas Street', phone: '+2348055551234' })])
    expect(office._id).not.toBe(home._id)
  }, 20_000)
})

describe('the account page’s password and erasure', () => {
  it('shows her details, refuses a wrong current password under its field, then changes it', async () => {
    const user = userEvent.setup({ delay: null })
    const me = await signUpShopper('Chiamaka Obi')
    renderApp('/account')
    expect(await screen.findByText(me.email)).toBeInTheDocument()
    expect(screen.getByText('Chiamaka Obi')).toBeInTheDocument()
    // A phone wraps the address after a dot or the @, never mid-word.
    expect(screen.getByText(me.email).innerHTML).toBe(me.email.replace(/([.@])/g, '$1<wbr>'))
    expect(screen.getByRole('link', { name: 'Download my data' })).toHaveAttribute('href', expect.stringMatching(/\/api\/user\/data$/))

    await user.type(screen.getByLabelText('Current password'), 'not my password')
    await user.type(screen.getByLabelText('New password'), 'a fresh password')
    await user.type(screen.getByLabelText('New password again'), 'a fresh password')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText(aftercareMessages.account.currentPasswordWrong)).toBeInTheDocument()

    await user.clear(screen.getByLabelText('Current password'))
    await user.type(screen.getByLabelText('Current password'), 'a-long-password')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText(aftercareMessages.account.passwordChanged)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''))
  }, 20_000)

  it('deletes the account after the password in a dialog that warns of her open orders and that Escape closes', async () => {
    const user = userEvent.setup({ delay: null })
    const { addressId } = await signUpShopperWithAddress()
    const oil = productNamed(await fetchCatalogue(), 'Chebe Hair Growth Oil')
    const orderId = await placeCashOrder([{ product: oil._id, quantity: 1 }], addressId)
    renderApp('/account')
    const open = await screen.findByRole('button', { name: 'Delete my account' })
    await user.click(open)
    let dialog = screen.getByRole('dialog', { name: aftercareMessages.account.deleteTitle })
    expect(within(dialog).getByLabelText('Password')).toHaveFocus()
    const warning = await within(dialog).findByRole('note', { name: 'Orders not yet delivered' })
    expect(warning).toHaveTextContent(new RegExp(`Order ${orderNumber(orderId)}: Order Placed, ₦[\\d,.]+, cash on delivery`))
    expect(warning).toHaveTextContent(aftercareMessages.account.openOrdersFate)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(open).toHaveFocus()

    await user.click(open)
    dialog = screen.getByRole('dialog', { name: aftercareMessages.account.deleteTitle })
    await user.type(within(dialog).getByLabelText('Password'), 'not my password')
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
    expect(await within(dialog).findByText(aftercareMessages.account.currentPasswordWrong)).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText('Password'))
    await user.type(within(dialog).getByLabelText('Password'), 'a-long-password')
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
    expect(await screen.findByText(aftercareMessages.account.deleted)).toBeInTheDocument()
    await expect(fetchMyAddresses()).rejects.toThrow(/401/)
  }, 20_000)
})
