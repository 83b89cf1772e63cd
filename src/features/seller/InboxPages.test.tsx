import { screen, within } from '@testing-library/react'
import { renderApp, renderWithProviders } from '../../test/render'
import { bookPedicure, sendContactMessage, signInSeller, uniqueSuffix } from '../../test/realServer'
import { formatDay } from './format'
import { Inbox } from './Inbox'

// The seller's bookings and messages from the real server, newest first. Other test files add some too:
// each test finds its own cards by names no one else uses.

const cardOf = async (text: string) => (await screen.findByText(text, { exact: false })).closest('li')!

describe('the seller bookings and messages', () => {
  it('lists salon bookings newest first with client, employee and slot', async () => {
    const run = uniqueSuffix()
    const older = await bookPedicure(`Funmi Bakare ${run}`)
    const newer = await bookPedicure(`Kemi Lawal ${run}`)
    await signInSeller()
    renderApp('/seller/bookings')

    const newerCard = await cardOf(newer.fullName)
    const olderCard = await cardOf(older.fullName)
    expect(newerCard.compareDocumentPosition(olderCard)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
    expect(within(newerCard).getByRole('heading', { level: 3 })).toHaveTextContent(`${formatDay(newer.date)}, ${newer.startTime}–${newer.endTime} · Pedicure`)
    expect(newerCard).toHaveTextContent(`${newer.fullName} with Amaka Nwosu`)
    expect(newerCard).toHaveTextContent('Pay on visit')
    expect(newerCard).toHaveTextContent(`Ref. ${newer.reference}`)
  })

  it('lists contact messages newest first, with a reply link that names the subject', async () => {
    const run = uniqueSuffix()
    await sendContactMessage({ name: 'Tunde', email: 'tunde@example.ng', subject: `Opening hours ${run}`, message: 'Are you open on Sunday?' })
    await sendContactMessage({ name: 'Ify', email: 'ify@example.ng', subject: `Bulk order ${run}`, message: 'I need 20 jars.\nCan you deliver to Abuja?' })
    await signInSeller()
    renderApp('/seller/messages')

    const newer = await cardOf(`Bulk order ${run}`)
    const older = await cardOf(`Opening hours ${run}`)
    expect(newer.compareDocumentPosition(older)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
    expect(newer).toHaveTextContent('From Ify')
    expect(within(newer).getByText(/I need 20 jars/)).toHaveTextContent('I need 20 jars. Can you deliver to Abuja?')
    expect(within(newer).getByRole('link', { name: 'ify@example.ng' })).toHaveAttribute('href', `mailto:ify@example.ng?subject=${encodeURIComponent(`Re: Bulk order ${run}`)}`)
  })

  // A shared test database is never empty: the empty list is the frame's own state, shown without a server.
  it('says so when a list is empty, and what will appear there', async () => {
    const noMore = { hasMore: false, loading: false, load: () => undefined }
    renderWithProviders(<Inbox items={[]} isLoading={false} isError={false} retry={() => undefined} more={noMore} what="messages" empty={['No messages yet.', 'Messages appear here.']} render={() => null} />)
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument()
    expect(screen.getByText('Messages appear here.')).toBeInTheDocument()
  })
})
