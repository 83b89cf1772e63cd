import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type SalesSummary } from '../../../contract/dashboard'
import { shopDate } from '../../../contract/shopClock'
import { cartTotals, formatNaira, nairaToKobo } from '../../../contract/money'
import { paths } from '../../../contract/routes'
import { fetchCatalogue, productNamed } from '../../../test/catalogue'
import { renderApp, settled } from '../../../test/render'
import { moveOrder, placeCashOrder, placePaidOnlineOrder, sellerCustomer, signInSeller, signUpShopperWithAddress } from '../../../test/realServer'
import { formatDay } from '../format'
import { insightsApi } from './insightsApi'

// The dashboard on the real server. Other test files place orders in the same shop, so the test counts
// what its own orders add to the server's figures, then checks the page shows the server's figures.

const totalOf = (...lines: { offerPrice: number; quantity: number }[]) => cartTotals(lines.map((line) => ({ unitKobo: nairaToKobo(line.offerPrice), quantity: line.quantity }))).totalKobo / 100
const cents = (naira: number) => Math.round(naira * 100)

/** The figures of a period's card, as the seller reads them. */
function card(title: string) {
  const region = screen.getByRole('region', { name: title })
  const fact = (name: string) => within(region).getByText(name).nextElementSibling?.textContent
  return {
    taken: within(region).getByText('taken, every channel').parentElement?.firstChild?.textContent,
    paid: fact('Online and cash orders paid'),
    counter: fact('Counter'),
    deposits: fact('Booking deposits'),
    placed: fact('Their value'),
    orders: fact('Orders placed'),
    average: fact('Average order'),
  }
}

const shown = (figures: SalesSummary['periods']['today']) => ({
  taken: formatNaira(figures.taken),
  paid: formatNaira(figures.paidRevenue),
  counter: formatNaira(figures.counter),
  deposits: formatNaira(figures.deposits),
  placed: formatNaira(figures.placedRevenue),
  orders: String(figures.orders),
  average: formatNaira(figures.averageOrder),
})

describe('the seller dashboard', () => {
  it('shows today, this week and this month, the days of the chart, the top products and low stock as the server counts them', async () => {
    const catalogue = await fetchCatalogue()
    const polish = productNamed(catalogue, 'Ruby Red Gel Polish')
    const oil = productNamed(catalogue, 'Chebe Hair Growth Oil')
    const { addressId, email } = await signUpShopperWithAddress()
    await signInSeller()

    // A cash order, an online order paid on the sandbox page, and a cash order the seller cancels.
    await placeCashOrder([{ product: polish._id, quantity: 2 }], addressId)
    await placePaidOnlineOrder({ items: [{ product: oil._id, quantity: 3 }], address: addressId })
    await moveOrder(await placeCashOrder([{ product: polish._id, quantity: 4 }], addressId), 'Cancelled')
    const cash = totalOf({ ...polish, quantity: 2 })
    const online = totalOf({ ...oil, quantity: 3 })

    const { store } = renderApp(paths.sellerDashboard)
    await screen.findByRole('region', { name: 'Today' })
    await settled(store)
    // Her orders as the dashboard counts them: the cancelled one nowhere. (Its totals are the whole shop's, which other
    // tests change on the shared server meanwhile; server/test/dashboard.test.ts checks them on a shop of its own.)
    const customer = (await sellerCustomer(email))!
    expect([customer.orders, cents(customer.totalSpent!)]).toEqual([2, cents(cash + online)])
    // The page shows what the server answered it.
    const seen = insightsApi.endpoints.getSalesSummary.select()(store.getState()).data!

    expect(card('Today')).toEqual(shown(seen.periods.today))
    expect(card('This week')).toEqual(shown(seen.periods.week))
    expect(card('This month')).toEqual(shown(seen.periods.month))

    // jsdom draws no canvas: the chart's figures show as its table, one row a day, today last.
    const chart = screen.getByRole('table', { name: 'Revenue per day, last 30 days' })
    await waitFor(() => expect(chart.parentElement).not.toHaveClass('visually-hidden'))
    const rows = within(chart).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(30)
    expect(within(rows[29]!).getByRole('rowheader')).toHaveTextContent(formatDay(shopDate()))
    const today = seen.daily[29]!
    expect(within(rows[29]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([formatNaira(today.placedRevenue), formatNaira(today.paidRevenue), formatNaira(today.counterRevenue), String(today.bookings)])

    // The salon's bookings of the last 7 days, in sight: one line a day, today last.
    const bookings = screen.getByRole('region', { name: 'Bookings per day' })
    const days = within(bookings).getAllByRole('listitem')
    expect(days).toHaveLength(7)
    expect(days.map((day) => day.lastChild?.textContent)).toEqual(seen.daily.slice(-7).map((day) => `${day.bookings} ${day.bookings === 1 ? 'booking' : 'bookings'}`))

    const top = screen.getByRole('region', { name: 'Top products, last 30 days' })
    expect(within(top).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      seen.topProducts.map((product, rank) => `${rank + 1}${product.name}${product.units} sold${formatNaira(product.revenue)}`),
    )
    const low = screen.getByRole('region', { name: 'Low on stock' })
    if (seen.lowStock.length === 0) expect(within(low).getByText('Every counted product is above its low-stock alert.')).toBeInTheDocument()
    else expect(within(low).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(seen.lowStock.map((product) => paths.sellerProduct(product._id)))
  })

  it('downloads the orders of the chosen days and every product with the seller’s session, and says when the days are wrong', async () => {
    await signInSeller()
    renderApp(paths.sellerDashboard)
    const exports = await screen.findByRole('region', { name: 'Export' })
    const chart = await screen.findByRole('table', { name: 'Revenue per day, last 30 days' })
    await waitFor(() => expect(chart.parentElement).not.toHaveClass('visually-hidden'))
    const today = shopDate()
    const orders = within(exports).getByRole('link', { name: 'Download orders' })
    expect(orders).toHaveAttribute('href', expect.stringContaining(`/api/seller/export/orders.csv?from=${today.slice(0, 8)}01&to=${today}`))
    const download = await fetch((orders as HTMLAnchorElement).href)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="orders-${today.slice(0, 8)}01-to-${today}.csv"`)
    expect(await download.text()).toContain('Order number,Placed at (Lagos time),Customer name')
    const products = await fetch((within(exports).getByRole('link', { name: 'Download products' }) as HTMLAnchorElement).href)
    expect(products.status).toBe(200)
    expect(products.headers.get('content-type')).toBe('text/csv; charset=utf-8')

    const to = within(exports).getByLabelText('to')
    await userEvent.clear(to)
    await userEvent.type(to, '2020-01-01')
    expect(await within(exports).findByRole('alert')).toHaveTextContent('The last day must be the first day or after it')
    expect(within(exports).queryByRole('link', { name: 'Download orders' })).toBeNull()
    expect(within(exports).getByRole('button', { name: 'Download orders' })).toBeDisabled()
    await waitFor(() => expect(to).toHaveAccessibleDescription('The last day must be the first day or after it'))
  })
})
