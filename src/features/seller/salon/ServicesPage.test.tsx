import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { salonAdminMessages as am } from '../../../contract/salonAdmin'
import { renderApp } from '../../../test/render'
import { addSalonCategory, sellerSalon, signInSeller, uniqueSuffix } from '../../../test/realServer'

// The owner's menu against the real server: a service that needs a patch test before its appointment.

describe('a service that needs a patch test', () => {
  it('takes its days (1 to 365) in the service’s form, shows them on its card, and needs none once the field is emptied', async () => {
    await signInSeller()
    const category = await addSalonCategory()
    const name = `Brow Tint ${uniqueSuffix()}`
    renderApp('/seller/services')
    await userEvent.click(await screen.findByRole('button', { name: 'Add a service' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a service' })
    await userEvent.type(within(dialog).getByLabelText('Name'), name)
    await userEvent.selectOptions(within(dialog).getByLabelText('Booking category'), category.name)
    const days = within(dialog).getByLabelText('Patch test needed within (days)')
    expect(days).toHaveAccessibleDescription(expect.stringContaining('Leave empty when the service needs no patch test'))
    await userEvent.type(days, '400')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save service' }))
    expect(await within(dialog).findByText(am.patchTestDays)).toBeInTheDocument()
    await userEvent.clear(days)
    await userEvent.type(days, '21')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save service' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const card = () => screen.getByRole('heading', { name }).closest('li')!
    await waitFor(() => expect(card()).toHaveTextContent('Patch test within 21 days'))
    expect((await sellerSalon()).services.find((service) => service.name === name)).toMatchObject({ patchTestDays: 21 })

    await userEvent.click(within(card()).getByRole('button', { name: `Edit ${name}` }))
    const editing = await screen.findByRole('dialog', { name: `Edit ${name}` })
    expect(within(editing).getByLabelText('Patch test needed within (days)')).toHaveValue(21)
    await userEvent.clear(within(editing).getByLabelText('Patch test needed within (days)'))
    await userEvent.click(within(editing).getByRole('button', { name: 'Save service' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(card()).not.toHaveTextContent('Patch test'))
    expect((await sellerSalon()).services.find((service) => service.name === name)).toMatchObject({ patchTestDays: null })
  }, 30_000)
})
