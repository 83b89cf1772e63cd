import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../test/render'

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Login' }))
  return screen.findByRole('dialog', { name: 'Login' })
}

describe('the auth dialog', () => {
  it('checks the login form with the SPEC messages', async () => {
    const user = userEvent.setup()
    renderApp('/')
    const dialog = await openDialog(user)
    expect(within(dialog).queryByLabelText('Name')).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Login' }))
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email')
    await user.tab()
    expect(await within(dialog).findByText('Enter a valid email')).toBeInTheDocument()
  })

  it('asks for a name only when signing up', async () => {
    const user = userEvent.setup()
    renderApp('/')
    const dialog = await openDialog(user)
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }))
    const signUp = screen.getByRole('dialog', { name: 'Sign Up' })
    await user.type(within(signUp).getByLabelText('Password'), 'short')
    await user.click(within(signUp).getByRole('button', { name: 'Create Account' }))
    expect(await within(signUp).findByText('Name is required')).toBeInTheDocument()
    expect(within(signUp).getByText('Password must be at least 8 characters')).toBeInTheDocument()
  })

  it('closes on Escape and on a click outside, giving focus back', async () => {
    const user = userEvent.setup()
    const { store } = renderApp('/')
    await openDialog(user)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus()
    expect(store.getState().auth.showUserLogin).toBe(false)

    const dialog = await openDialog(user)
    await user.click(dialog.parentElement!)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('starts on the first field, holds the page still behind it, and closes on Escape after a click on its title', async () => {
    const user = userEvent.setup()
    renderApp('/')
    const dialog = await openDialog(user)
    expect(within(dialog).getByLabelText('Email')).toHaveFocus()
    expect(document.body).toHaveStyle({ overflow: 'hidden' })
    await user.click(within(dialog).getByRole('heading', { name: 'User Login' }))
    await user.keyboard('{Shift>}{Tab}{/Shift}')
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(document.body).not.toHaveStyle({ overflow: 'hidden' })
  })

  it('keeps focus inside while open', async () => {
    const user = userEvent.setup()
    renderApp('/')
    const dialog = await openDialog(user)
    for (let step = 0; step < 8; step += 1) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
  })

  it('opens from /login over the cart page', async () => {
    renderApp('/login')
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: /cart/i })).toBeInTheDocument()
  })

  it('registers a new shopper, who is then logged in on the home page', async () => {
    const user = userEvent.setup()
    const { router, store } = renderApp('/about')
    await openDialog(user)
    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    const dialog = screen.getByRole('dialog', { name: 'Sign Up' })
    const email = `shopper-${Date.now()}-${Math.random().toString(36).slice(2)}@example.ng`
    await user.type(within(dialog).getByLabelText('Name'), 'Bisi Adewale')
    await user.type(within(dialog).getByLabelText('Email'), email)
    await user.type(within(dialog).getByLabelText('Password'), 'a-long-password')
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }))

    expect(await screen.findByRole('button', { name: 'Account menu for Bisi Adewale' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
    expect(store.getState().session.user?.email).toBe(email)
    // The Login button that opened the dialog is gone: focus lands on the page, not nowhere.
    expect(screen.getByRole('main')).toHaveFocus()
  })
})
