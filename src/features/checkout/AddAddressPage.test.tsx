import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { lagosAddress } from '../../../fixtures/address'
import { aftercareMessages } from '../../contract/aftercareMessages'
import type { RootState } from '../../shared/state'
import { fetchCatalogue, productNamed } from '../../test/catalogue'
import { renderApp, settled } from '../../test/render'
import { addAddress, fetchMyAddresses, signUpShopper } from '../../test/realServer'

const labels: Record<keyof typeof lagosAddress, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  street: 'Street',
  city: 'City',
  state: 'State',
  zipcode: 'Zip code',
  country: 'Country',
  phone: 'Phone',
}

describe('adding an address', () => {
  it('sends a visitor who is not logged in to the cart', async () => {
    const { router } = renderApp('/add-address')
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'))
  })

  it('names every missing field with its rule’s message, and saves nothing', async () => {
    const user = userEvent.setup()
    await signUpShopper()
    const { store } = renderApp('/add-address')
    // Her name and e-mail are filled in from her account: she takes them out too.
    for (const label of ['First name', 'Last name', 'Email address', 'Country']) await user.clear(await screen.findByLabelText(label))
    await user.click(screen.getByRole('button', { name: 'Save address' }))
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Street is required',
      'City is required',
      'State is required',
      'Zip code is required',
      'Country is required',
      'Phone number is required',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument()
    await settled(store)
    expect(await fetchMyAddresses()).toEqual([])
  })

  it('saves the address and returns to the cart with it chosen', async () => {
    const user = userEvent.setup({ delay: null })
    await signUpShopper()
    await addAddress({ street: '1 Old Road' })
    const polish = productNamed(await fetchCatalogue(), 'Ruby Red Gel Polish')
    const preloaded = { cart: { items: { [polish._id]: 1 }, _persist: { version: 1, rehydrated: true } } } as Partial<RootState>
    const { router, store } = renderApp('/add-address', preloaded)
    await screen.findByLabelText('First name')
    for (const [field, label] of Object.entries(labels)) {
      if (field === 'state') continue
      await user.clear(screen.getByLabelText(label))
      await user.type(screen.getByLabelText(label), lagosAddress[field as keyof typeof lagosAddress])
    }
    // Nigeria, the default country, has a list of states.
    await user.selectOptions(screen.getByLabelText('State'), 'Lagos')
    // A rider in Nigeria finds a house by its landmark and area: both optional, both kept.
    await user.type(screen.getByLabelText('Landmark (optional)'), 'Opposite First Bank')
    await user.type(screen.getByLabelText('LGA or area (optional)'), 'Eti-Osa')
    await user.click(screen.getByRole('button', { name: 'Save address' }))

    expect(await screen.findByText('Address added')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'))
    // The shopper's first address is the old one: the new one is shown because it was just chosen.
    expect(await screen.findByText('12 Admiralty Way (Opposite First Bank), Eti-Osa, Lekki, Lagos, Nigeria')).toBeInTheDocument()
    await settled(store)
    const [old, added, ...more] = await fetchMyAddresses()
    expect([old?.street, more]).toEqual(['1 Old Road', []])
    expect(added).toEqual({ _id: expect.any(String), ...lagosAddress, landmark: 'Opposite First Bank', area: 'Eti-Osa' })
  }, 15_000)

  it('starts from her account: her name and e-mail filled in, to keep or change', async () => {
    const shopper = await signUpShopper('Ngozi Adaeze Eze')
    renderApp('/add-address')
    expect(await screen.findByLabelText('First name')).toHaveValue('Ngozi')
    expect(screen.getByLabelText('Last name')).toHaveValue('Adaeze Eze')
    expect(screen.getByLabelText('Email address')).toHaveValue(shopper.email)
  })

  it('offers the postcode of the chosen state’s capital, says so, and keeps one she typed', async () => {
    const user = userEvent.setup({ delay: null })
    await signUpShopper()
    renderApp('/add-address')
    const zip = await screen.findByLabelText('Zip code')
    await user.selectOptions(screen.getByLabelText('State'), 'Kano')
    expect(zip).toHaveValue('700001')
    expect(zip).toHaveAccessibleDescription('Postcode of Kano, the state capital: keep it or change it.')
    // Another state, another capital's postcode, while she has not written one of her own.
    await user.selectOptions(screen.getByLabelText('State'), 'Federal Capital Territory')
    expect(zip).toHaveValue('900001')
    expect(zip).toHaveAccessibleDescription('Postcode of Abuja, the state capital: keep it or change it.')
    // Hers stays whatever state she picks, and the note goes.
    await user.clear(zip)
    await user.type(zip, '100271')
    await user.selectOptions(screen.getByLabelText('State'), 'Lagos')
    expect(zip).toHaveValue('100271')
    expect(zip).not.toHaveAccessibleDescription()
  })

  it('lists Nigeria’s states, takes a phone in local form and refuses one that is not Nigerian', async () => {
    const user = userEvent.setup({ delay: null })
    await signUpShopper()
    renderApp('/add-address')
    const state = await screen.findByLabelText('State')
    expect(state.tagName).toBe('SELECT')
    expect(screen.getAllByRole('option')).toHaveLength(38)
    await user.type(screen.getByLabelText('Phone'), '0803 12')
    await user.click(screen.getByRole('button', { name: 'Save address' }))
    expect(await screen.findByText(aftercareMessages.address.nigerianPhone)).toBeInTheDocument()
    // Another country: the state is free text again.
    await user.clear(screen.getByLabelText('Country'))
    await user.type(screen.getByLabelText('Country'), 'Ghana')
    expect(screen.getByLabelText('State').tagName).toBe('INPUT')
  })
})
