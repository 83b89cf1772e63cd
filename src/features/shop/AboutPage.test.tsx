import { screen, within } from '@testing-library/react'
import { renderApp } from '../../test/render'

describe('the about page', () => {
  it('says what each member of the team can be booked for, matching their role', async () => {
    renderApp('/about')
    const zainab = (await screen.findByRole('heading', { level: 3, name: 'Zainab Bello' })).closest('li')!
    expect(within(zainab).getByText('Makeup Artist')).toBeInTheDocument()
    expect(within(zainab).getByText('Book for hair & make-up')).toBeInTheDocument()
    const amaka = screen.getByRole('heading', { level: 3, name: 'Amaka Nwosu' }).closest('li')!
    expect(within(amaka).getByText('Book for nails')).toBeInTheDocument()
  })
})
