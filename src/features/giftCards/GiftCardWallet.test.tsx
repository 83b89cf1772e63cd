import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { giftCardMessages } from '../../contract/giftCards'
import { paths } from '../../contract/routes'
import { renderApp } from '../../test/render'
import { paidGiftCard, signUpShopper } from '../../test/realServer'

// My Account's wallet on the real server: a card she was given added by its code, typed as people type it.

describe('her gift card wallet', () => {
  it('adds a card she was given by its code and shows what is left on it', async () => {
    const code = await paidGiftCard(10_000)
    await signUpShopper('Ngozi Okafor')
    const user = userEvent.setup()
    renderApp(paths.account)
    expect(await screen.findByText('No gift cards yet. Add one you were given with its code.')).toBeInTheDocument()

    const box = screen.getByRole('form', { name: 'Add a gift card' })
    await user.type(within(box).getByLabelText('Gift card code'), 'abc')
    await user.click(within(box).getByRole('button', { name: 'Add to my wallet' }))
    expect(await within(box).findByText(giftCardMessages.codeInvalid)).toBeInTheDocument()

    await user.clear(within(box).getByLabelText('Gift card code'))
    await user.type(within(box).getByLabelText('Gift card code'), code.toLowerCase().replace(/-/g, ' '))
    await user.click(within(box).getByRole('button', { name: 'Add to my wallet' }))
    const card = await screen.findByRole('listitem', { name: `Gift card ending ${code.slice(-4)}` })
    expect(card).toHaveTextContent('₦10,000 left')
    expect(within(box).getByLabelText('Gift card code')).toHaveValue('')
  })
})
