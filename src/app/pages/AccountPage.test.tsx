import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../test/render'
import { addAddress, fetchMyAddresses, signUpShopper } from '../../test/realServer'

describe('the account page’s saved addresses', () => {
  it('shows each address with its phone in local form, edits one and deletes another', async () => {
    const user = userEvent.setup({ delay: null })
    await signUpShopper()
    const home = await addAddress({ street: '12 Admiralty Way', phone: '+2348031234567' })
    const office = await addAddress({ street: '4 Awolowo Road', city: 'Ikoyi' })
    renderApp('/account')
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
    expect(await fetchMyAddresses()).toEqual([expect.objectContaining({ _id: home._id, street: '3 Bode Thomas Street', phone: '+2348055551234' })])
    expect(office._id).not.toBe(home._id)
  }, 20_000)
})
