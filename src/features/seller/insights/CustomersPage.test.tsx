import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { cartTotals, formatKobo, nairaToKobo } from '../../../contract/money'
import { paths } from '../../../contract/routes'
import { fetchCatalogue, productNamed } from '../../../test/catalogue'
import { renderApp } from '../../../test/render'
import { addAddress, moveOrder, placeCashOrder, signInSeller, signUpShopper, uniqueSuffix } from '../../../test/realServer'

describe('the seller customers', () => {
  it('finds a shopper by part of her name and shows her real orders, what she spent and a link to her orders', async () => {
    const polish = productNamed(await fetchCatalogue(), 'Ruby Red Gel Polish')
    const name = `Ngozi Test${uniqueSuffix()}`
    const shopper = await signUpShopper(name)
    const address = await addAddress()
    await placeCashOrder([{ product: polish._id, quantity: 2 }], address._id)
    await placeCashOrder([{ product: polish._id, quantity: 1 }], address._id)
    await signInSeller()
    await moveOrder(await placeCashOrder([{ product: polish._id, quantity: 5 }], address._id), 'Cancelled')
    renderApp(paths.sellerCustomers)

    await userEvent.type(await screen.findByLabelText('Find a customer by name or e-mail'), `  ${name.slice(6).toUpperCase()} `)
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    const card = await screen.findByRole('listitem', { name })
    expect(within(card.parentElement!).getAllByRole('listitem')).toEqual([card])
    expect(within(card).getByText(shopper.email)).toHaveAttribute('href', `mailto:${shopper.email}`)
    expect(within(card).getByText('Orders').nextElementSibling).toHaveTextContent('2')
    const spent = cartTotals([{ unitKobo: nairaToKobo(polish.offerPrice), quantity: 2 }]).totalKobo + cartTotals([{ unitKobo: nairaToKobo(polish.offerPrice), quantity: 1 }]).totalKobo
    expect(within(card).getByText('Spent').nextElementSibling).toHaveTextContent(formatKobo(spent))
    expect(within(card).getByRole('link', { name: `View orders of ${name}` })).toHaveAttribute('href', `/seller/orders?customer=${shopper._id}`)

    await userEvent.clear(screen.getByLabelText('Find a customer by name or e-mail'))
    await userEvent.type(screen.getByLabelText('Find a customer by name or e-mail'), `nobody-${uniqueSuffix()}{Enter}`)
    expect(await screen.findByText(/^No customer matches/)).toBeInTheDocument()
  })
})
