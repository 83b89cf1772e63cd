import { Suspense } from 'react'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp, renderWithProviders } from '../test/render'
import { lazyPage } from './router'

describe('pages in their own chunks', () => {
  it('loads a lazy page at its address', async () => {
    renderApp('/about')
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(document.title).toMatch(/\| Glow Beauty$/)
  })

  it('asks for a reload when a page cannot be loaded', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
    renderWithProviders(null, { routes: [{ path: '*', element: <Suspense fallback={null}>{lazyPage(offline, 'GonePage')}</Suspense> }] })
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded. Check your connection and reload.')
    expect(screen.getByRole('button', { name: 'reload' })).toBeEnabled()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'reload' })).toHaveFocus()
    quiet.mockRestore()
  })
})
