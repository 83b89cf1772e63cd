import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { openDayFromToday } from '../../../../../fixtures/salonDays'
import { bookingMessages } from '../../../../contract/bookingMessages'
import { deskClientMessages as cm } from '../../../../contract/deskClients'
import { phoneMessageWords } from '../../../../contract/phoneMessages'
import { serviceTerms } from '../../../../contract/salon'
import { salonAdminMessages as am } from '../../../../contract/salonAdmin'
import { shopDate, weekdayOf } from '../../../../contract/shopClock'
import { renderApp } from '../../../../test/render'
import { formatDay } from '../../format'
import { addSalonStylist, bookOnline, freeStarts, sellerCalendar, signInSeller, signInTeamMember, uniqueSuffix, watchRequests } from '../../../../test/realServer'

/** The stylist's service as the first Service select offers it: its name, duration and price, as the booking wizard shows them. */
const braidsOption = (salon: { categoryName: string }) => `Knotless Braids ${salon.categoryName.slice('Braids '.length)} (${serviceTerms({ durationMinutes: 60, price: 20_000 })})`

/** A day some weeks ahead that addSalonStylist's stylist works (Tuesday to Saturday). */
function workingDay(from: number): string {
  for (let n = from; ; n += 1) if (weekdayOf(openDayFromToday(n)) >= 2) return openDayFromToday(n)
}

/** Opens New booking on the calendar's `date` and fills it in for the stylist at 10:00; answers the dialog. */
async function fillNewBooking(salon: Awaited<ReturnType<typeof addSalonStylist>>, date: string, client: string) {
  renderApp('/seller/bookings')
  fireEvent.change(await screen.findByLabelText('Date'), { target: { value: date } })
  await userEvent.click(await screen.findByRole('button', { name: am.newBooking }))
  const dialog = await screen.findByRole('dialog', { name: am.newBooking })
  await userEvent.selectOptions(await within(dialog).findByLabelText('Category'), salon.categoryName)
  await userEvent.selectOptions(within(dialog).getByLabelText('Service'), braidsOption(salon))
  await userEvent.selectOptions(within(dialog).getByLabelText('With'), salon.stylistName)
  expect(within(dialog).getByLabelText('Date')).toHaveValue(date)
  await waitFor(() => expect(within(dialog).getByRole('option', { name: '10:00' })).toBeInTheDocument())
  await userEvent.selectOptions(within(dialog).getByLabelText('Start time'), '10:00')
  await userEvent.type(within(dialog).getByLabelText("Client's name"), client)
  await userEvent.type(within(dialog).getByLabelText('Phone'), '0803 555 0199')
  await userEvent.type(within(dialog).getByLabelText('Email (optional)'), 'desk-client@example.ng')
  return dialog
}

describe('New booking at the desk', () => {
  it('books a free time for a client on the phone, and the calendar shows it in the member’s column', async () => {
    await signInSeller()
    const salon = await addSalonStylist(60)
    const date = workingDay(20)
    const client = `Ngozi Okafor ${uniqueSuffix()}`
    const dialog = await fillNewBooking(salon, date, client)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }))

    expect(await screen.findByText(am.deskBooked)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const column = await screen.findByRole('group', { name: salon.stylistName })
    expect(await within(column).findByRole('button', { name: new RegExp(client) })).toHaveTextContent(`10:00–11:00${client}`)
    const { bookings } = await sellerCalendar(date)
    expect(bookings.find((booking) => booking.fullName === client)).toMatchObject({ startTime: '10:00', employeeId: salon.stylist, paymentMethod: 'pay-on-visit' })
  }, 30_000)

  it('records the caller’s consent to messages on her phone, in the wizard’s words, on the channel she chose', async () => {
    await signInSeller()
    const salon = await addSalonStylist(60)
    const dialog = await fillNewBooking(salon, workingDay(23), `Amina Yusuf ${uniqueSuffix()}`)
    const consent = within(dialog).getByRole('checkbox', { name: `The client agrees: “${phoneMessageWords.consentLabel}”` })
    expect(within(dialog).queryByLabelText('Send them by')).not.toBeInTheDocument()
    await userEvent.click(consent)
    await userEvent.selectOptions(within(dialog).getByLabelText('Send them by'), 'SMS')
    const requests = watchRequests('/booking/seller/new')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }))

    expect(await screen.findByText(am.deskBooked)).toBeInTheDocument()
    expect(requests[0]!.body).toMatchObject({ phone: '0803 555 0199', phoneMessages: true, phoneChannel: 'sms' })
  }, 30_000)

  it('shows the server’s message when the time was taken meanwhile, and books nothing', async () => {
    await signInSeller()
    const salon = await addSalonStylist(60)
    const date = workingDay(25)
    const client = `Kemi Bello ${uniqueSuffix()}`
    const dialog = await fillNewBooking(salon, date, client)
    // A client online takes the time while the desk is typing.
    await bookOnline({ category: salon.category, service: salon.service, preferredEmployee: salon.stylist, date, startTime: '10:00', fullName: 'Online Client', email: 'online@example.ng', phone: '08035550100' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(bookingMessages.slotTaken)
    // The free times are read again: the time taken is no longer offered, nor kept chosen.
    await waitFor(() => expect(within(dialog).getByLabelText('Start time')).toHaveValue(''))
    const { bookings } = await sellerCalendar(date)
    expect(bookings.filter((booking) => booking.fullName === client)).toEqual([])
  }, 30_000)

  it('finds a past client by her phone, fills her details and shows her appointments; her e-mail may be left out', async () => {
    await signInSeller()
    const salon = await addSalonStylist(60)
    const date = workingDay(30)
    const run = uniqueSuffix()
    const phone = `0813${String(Date.now()).slice(-7)}`
    await bookOnline({ category: salon.category, service: salon.service, preferredEmployee: salon.stylist, date, startTime: '11:00', fullName: `Funmi Adeyemi ${run}`, email: 'funmi@example.ng', phone })
    renderApp('/seller/bookings')
    await userEvent.click(await screen.findByRole('button', { name: am.newBooking }))
    const dialog = await screen.findByRole('dialog', { name: am.newBooking })
    await userEvent.type(await within(dialog).findByLabelText(cm.searchLabel), `${phone.slice(0, 4)} ${phone.slice(4)}`)
    await userEvent.click(await within(dialog).findByRole('button', { name: new RegExp(`Funmi Adeyemi ${run}`) }, { timeout: 5000 }))
    expect(within(dialog).getByLabelText("Client's name")).toHaveValue(`Funmi Adeyemi ${run}`)
    expect(within(dialog).getByLabelText('Phone')).toHaveValue(`${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`)
    expect(within(dialog).getByLabelText('Email (optional)')).toHaveValue('funmi@example.ng')
    const card = within(dialog).getByRole('region', { name: `Client: Funmi Adeyemi ${run}` })
    expect(card).toHaveTextContent(`0 visits · next ${date} 11:00`)
    await userEvent.click(within(card).getByRole('button', { name: 'Her appointments' }))
    expect(await within(card).findByRole('list', { name: 'Upcoming' })).toHaveTextContent(`11:00 · Knotless Braids ${salon.categoryName.slice('Braids '.length)} with ${salon.stylistName}`)

    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), salon.categoryName)
    await userEvent.selectOptions(within(dialog).getByLabelText('Service'), braidsOption(salon))
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: date } })
    await waitFor(() => expect(within(dialog).getByRole('option', { name: '13:00' })).toBeInTheDocument())
    await userEvent.selectOptions(within(dialog).getByLabelText('Start time'), '13:00')
    await userEvent.clear(within(dialog).getByLabelText('Email (optional)'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }))
    expect(await screen.findByText(am.deskBooked)).toBeInTheDocument()
    const { bookings } = await sellerCalendar(date)
    expect(bookings.find((booking) => booking.startTime === '13:00' && booking.employeeId === salon.stylist)).toMatchObject({ fullName: `Funmi Adeyemi ${run}`, email: null })
  }, 40_000)

  it('warns when a service that needs a patch test is booked for a client without one, until her card records one', async () => {
    await signInSeller()
    const salon = await addSalonStylist(60, 30)
    const run = uniqueSuffix()
    const phone = `0814${String(Date.now()).slice(-7)}`
    await bookOnline({ category: salon.category, service: salon.service, preferredEmployee: salon.stylist, date: workingDay(40), startTime: '11:00', fullName: `Aisha Bello ${run}`, email: 'aisha@example.ng', phone })
    renderApp('/seller/bookings')
    await userEvent.click(await screen.findByRole('button', { name: am.newBooking }))
    const dialog = await screen.findByRole('dialog', { name: am.newBooking })
    await userEvent.type(await within(dialog).findByLabelText(cm.searchLabel), phone)
    await userEvent.click(await within(dialog).findByRole('button', { name: new RegExp(`Aisha Bello ${run}`) }, { timeout: 5000 }))
    const card = within(dialog).getByRole('region', { name: `Client: Aisha Bello ${run}` })
    expect(card).toHaveTextContent('No patch test on record')
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), salon.categoryName)
    await userEvent.selectOptions(within(dialog).getByLabelText('Service'), braidsOption(salon))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(cm.patchTestNeeded(30))

    // Her patch test today, saved from her card with a note: the warning goes.
    await userEvent.click(within(card).getByRole('button', { name: 'Edit notes' }))
    const form = within(card).getByRole('form', { name: 'Her notes and patch test' })
    await userEvent.type(within(form).getByLabelText('Notes (allergies, preferences)'), 'Sensitive scalp')
    fireEvent.change(within(form).getByLabelText('Last patch test'), { target: { value: shopDate() } })
    await userEvent.click(within(form).getByRole('button', { name: 'Save notes' }))
    expect(await screen.findByText(cm.recordSaved)).toBeInTheDocument()
    expect(card).toHaveTextContent(`Last patch test ${formatDay(shopDate())}`)
    expect(card).toHaveTextContent('Notes: Sensitive scalp')
    await waitFor(() => expect(within(dialog).queryByText(cm.patchTestNeeded(30))).not.toBeInTheDocument())
    expect(within(dialog).getByText(`Patch test on record: ${formatDay(shopDate())}.`)).toBeInTheDocument()
  }, 40_000)

  it('opens from a free time tapped in a member’s column with her, the day and the time, and books it', async () => {
    await signInSeller()
    const salon = await addSalonStylist(60)
    const date = workingDay(35)
    const client = `Bisi Ade ${uniqueSuffix()}`
    renderApp('/seller/bookings')
    fireEvent.change(await screen.findByLabelText('Date'), { target: { value: date } })
    await userEvent.click(await screen.findByRole('button', { name: `Book ${salon.stylistName} at 13:00` }))
    const dialog = await screen.findByRole('dialog', { name: am.newBooking })
    await userEvent.selectOptions(await within(dialog).findByLabelText('Category'), salon.categoryName)
    await userEvent.selectOptions(within(dialog).getByLabelText('Service'), braidsOption(salon))
    expect(within(dialog).getByLabelText('With')).toHaveValue(salon.stylist)
    expect(within(dialog).getByLabelText('Date')).toHaveValue(date)
    await waitFor(() => expect(within(dialog).getByLabelText('Start time')).toHaveValue('13:00'))
    await userEvent.type(within(dialog).getByLabelText("Client's name"), client)
    await userEvent.type(within(dialog).getByLabelText('Phone'), '0803 555 0142')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }))
    expect(await screen.findByText(am.deskBooked)).toBeInTheDocument()
    const { bookings } = await sellerCalendar(date)
    expect(bookings.find((booking) => booking.fullName === client)).toMatchObject({ startTime: '13:00', employeeId: salon.stylist })
    // Her hour is taken now: no longer a free time to tap.
    await waitFor(() => expect(screen.queryByRole('button', { name: `Book ${salon.stylistName} at 13:00` })).not.toBeInTheDocument())
  }, 40_000)

  it('books a walk-in at today’s first free time with the first free member, or says nobody is free', async () => {
    await signInSeller()
    const salon = await addSalonStylist(60)
    const starts = await freeStarts(shopDate(), salon.category, salon.service)
    renderApp('/seller/bookings')
    await userEvent.click(await screen.findByRole('button', { name: am.walkIn }))
    const dialog = await screen.findByRole('dialog', { name: am.walkIn })
    expect(within(dialog).queryByLabelText('Start time')).not.toBeInTheDocument()
    await userEvent.selectOptions(await within(dialog).findByLabelText('Category'), salon.categoryName)
    await userEvent.selectOptions(within(dialog).getByLabelText('Service'), braidsOption(salon))
    await userEvent.type(within(dialog).getByLabelText("Client's name"), 'Walk-in Client')
    await userEvent.type(within(dialog).getByLabelText('Phone'), '0803 555 0143')
    await userEvent.click(within(dialog).getByRole('button', { name: am.walkInBook }))
    // The first free start depends on the hour the test runs: late in the day there is none.
    if (starts.length === 0) expect(await within(dialog).findByRole('alert')).toHaveTextContent(am.walkInNobodyFree)
    else expect(await screen.findByText(am.walkInBooked(starts[0]!, salon.stylistName))).toBeInTheDocument()
  }, 40_000)

  it('is not offered to a stylist', async () => {
    await signInTeamMember('stylist', 'amaka')
    renderApp('/seller/bookings')
    expect(await screen.findByRole('button', { name: 'Day' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: am.newBooking })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: am.walkIn })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Book .* at / })).not.toBeInTheDocument()
  }, 20_000)
})
