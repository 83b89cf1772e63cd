import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '../test/render'
import { showToast } from './toasts'

describe('toasts', () => {
  it('shows a toast raised before the toast library has loaded, and then more', async () => {
    renderWithProviders(
      <button type="button" onClick={() => showToast('success', 'Added to cart')}>
        Add
      </button>,
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Added to cart')
    showToast('error', 'Out of stock')
    expect(await screen.findByText('Out of stock')).toBeInTheDocument()
  })
})

describe('the same toast again', () => {
  it('restarts the one on screen instead of stacking copies over the page', async () => {
    renderWithProviders(
      <button type="button" onClick={() => showToast('success', 'Added to Cart')}>
        Add
      </button>,
    )
    for (let click = 0; click < 4; click += 1) await userEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Added to Cart')
    expect(screen.getAllByRole('alert')).toHaveLength(1)
  })
})
