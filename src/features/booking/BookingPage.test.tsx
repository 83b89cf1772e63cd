import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiUrl } from '../../shared/env'
import { addDays, shopDate, weekdayOf } from '../../contract/shopClock'
import { openDayFromToday } from '../../../fixtures/salonDays'
import type { BookingFields } from '../../contract/types'
import { renderApp } from '../../test/render'
import { addSalonStylist, setPatchTestNote, signInSeller, watchRequests } from '../../test/realServer'

const SLOT_TAKEN = 'That time is no longer available. Please choose another time.'

/** A date n days after today in Lagos; each test books its own day on the shared test server. */
const daysFromToday = (days: number) => addDays(shopDate(), days)

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }))
const currentStep = () => within(screen.getByRole('list', { name: 'Booking progress' })).getByRole('listitem', { current: 'step' })

/** The wizard once the salon's categories and team have come from the server. */
async function openWizard() {
  renderApp('/booking')
  await screen.findByRole('option', { name: 'Hair & make-up' })
}

async function chooseTime({ category, employee, date, time }: { category: string; employee: string; date: string; time: string }) {
  await userEvent.selectOptions(screen.getByLabelText('Category'), category)
  await userEvent.selectOptions(screen.getByLabelText('Preferred employee'), employee)
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: date } })
  await waitFor(() => expect(screen.getByRole('radio', { name: time })).toBeEnabled())
  await userEvent.click(screen.getByRole('radio', { name: time }))
}

async function fillDetails() {
  await userEvent.type(screen.getByLabelText('Full name'), 'Ngozi Okafor')
  await userEvent.type(screen.getByLabelText('Email'), 'ngozi@example.ng')
  await userEvent.type(screen.getByLabelText('Phone'), '08035550100')
}

describe('the booking wizard', () => {
  it('opens with a home-page card’s service chosen: its category on the Time step, the service on the next', async () => {
    renderApp('/booking?service=makeup')
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue('hair'))
    // The address no longer names it: a reload or Back is the wizard as it stands.
    await waitFor(() => expect(window.location.search).toBe(''))
    await chooseTime({ category: 'hair', employee: 'Tolulope Adeyemi', date: openDayFromToday(21), time: '09:00' })
    await next()
    expect(await screen.findByRole('radio', { name: /Makeup Session/ })).toBeChecked()
  })

  it('walks the five steps with the SPEC messages, goes back without losing data and ends with a reference', async () => {
    await openWizard()
    expect(screen.getByRole('heading', { level: 1, name: 'Book an appointment' })).toBeInTheDocument()
    expect(currentStep()).toHaveTextContent('Time')
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled()

    await next()
    for (const message of ['Please select a category', 'Please select a preferred employee', 'Please select a date', 'Please select a start time']) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: daysFromToday(-1) } })
    expect(await screen.findByText('Please choose today or a later date')).toBeInTheDocument()

    const date = openDayFromToday(20)
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'massage')
    expect(screen.getByRole('option', { name: 'Chidinma Eze' })).toBeInTheDocument()
    expect(screen.queryByRole('option', { name: 'Tolulope Adeyemi' })).not.toBeInTheDocument()
    await chooseTime({ category: 'hair', employee: 'Tolulope Adeyemi', date, time: '08:00' })
    await next()

    expect(await screen.findByRole('heading', { name: /Choose a service/ })).toHaveFocus()
    expect(currentStep()).toHaveTextContent('Service')
    await next()
    expect(await screen.findByText('Please select a service')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByLabelText('Category')).toHaveValue('hair')
    expect(screen.getByLabelText('Preferred employee')).toHaveValue('tolu')
    expect(screen.getByLabelText('Date')).toHaveValue(date)
    expect(screen.getByRole('radio', { name: '08:00' })).toBeChecked()
    await next()
    await userEvent.click(await screen.findByRole('radio', { name: /Makeup Session/ }))
    await next()

    expect(currentStep()).toHaveTextContent('Details')
    await next()
    for (const message of ['Name is required', 'Email is required', 'Phone number is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    await userEvent.type(screen.getByLabelText('Email'), 'ngozi')
    // Seven characters, none of them a digit.
    await userEvent.type(screen.getByLabelText('Phone'), 'abcdefg')
    await next()
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument()
    expect(screen.getByText('Phone number must be at least 7 digits')).toBeInTheDocument()
    await userEvent.clear(screen.getByLabelText('Email'))
    await userEvent.clear(screen.getByLabelText('Phone'))
    await fillDetails()
    await next()

    expect(currentStep()).toHaveTextContent('Payment')
    expect(screen.getByText('Tolulope Adeyemi')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }))
    expect(await screen.findByText('Please select a payment method')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: /Pay on visit/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }))

    expect(await screen.findByText('Thank you! Your booking has been received.')).toBeInTheDocument()
    expect(currentStep()).toHaveTextContent('Done')
    expect(screen.getByText(/A confirmation will follow shortly/)).toHaveTextContent('ngozi@example.ng')
    expect(screen.getByText(/Your booking reference is/)).toHaveTextContent(/GB-[2-9A-HJ-NP-Z]{6}/)
    const reference = /GB-[2-9A-HJ-NP-Z]{6}/.exec(screen.getByText(/Your booking reference is/).textContent ?? '')![0]
    expect(screen.getByRole('link', { name: 'Send to the shop on WhatsApp' }).getAttribute('href')).toBe(
      `https://wa.me/2348035550142?text=${encodeURIComponent(`Hello Glow Beauty, my booking reference is ${reference}.`)}`,
    )
    expect(screen.getByRole('link', { name: 'Cancel or reschedule your booking' })).toHaveAttribute('href', expect.stringMatching(/^\/booking\/manage\/[\w-]{43}$/))
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Book another appointment' }))
    expect(currentStep()).toHaveTextContent('Time')
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'hair')
    await userEvent.selectOptions(screen.getByLabelText('Preferred employee'), 'Tolulope Adeyemi')
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: date } })
    // Tolulope's 08:00 is taken now: only the times still free are offered.
    await waitFor(() => expect(screen.getByRole('radio', { name: '09:00' })).toBeEnabled())
    expect(screen.queryByRole('radio', { name: '08:00' })).not.toBeInTheDocument()
  }, 30_000)

  it('offers only the services and the team of the chosen category, in its own words', async () => {
    await openWizard()
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'massage')
    expect(screen.getByRole('option', { name: 'Any available therapist' })).toBeInTheDocument()
    expect(screen.queryByRole('option', { name: /stylist/ })).not.toBeInTheDocument()
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'nails')
    expect(screen.getByRole('option', { name: 'Amaka Nwosu' })).toBeInTheDocument()
    expect(screen.queryByRole('option', { name: 'Zainab Bello' })).not.toBeInTheDocument()

    await chooseTime({ category: 'hair', employee: 'Tolulope Adeyemi', date: openDayFromToday(22), time: '10:00' })
    await next()
    await screen.findByRole('heading', { name: /Choose a service/ })
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['makeup', 'silk-press'])
    expect(screen.queryByRole('radio', { name: /Pedicure/ })).not.toBeInTheDocument()
  })

  it('prices each further service where she chooses it, and shows the visit’s end time and total before she confirms', async () => {
    await openWizard()
    await chooseTime({ category: 'hair', employee: 'Zainab Bello', date: openDayFromToday(27), time: '10:00' })
    await next()
    await userEvent.click(await screen.findByRole('radio', { name: /Makeup Session/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Add another service' }))
    const second = screen.getByLabelText('Second service', { exact: true })
    expect(within(second).getByRole('option', { name: 'Pedicure (60 min · ₦12,000)' })).toBeInTheDocument()
    await userEvent.selectOptions(second, 'pedicure')
    await next()
    await screen.findByLabelText('Full name')
    await fillDetails()
    await next()

    expect(currentStep()).toHaveTextContent('Payment')
    // Makeup (60 min, ₦35,000) then the pedicure (60 min, ₦12,000), from 10:00.
    expect(screen.getByText('Total').closest('dl')).toHaveTextContent(/at 10:00Ends12:00Total₦47,000Name/)
  }, 30_000)

  it('says the salon is closed on a day nobody of the team works, not that no times are free', async () => {
    let days = 1
    while (weekdayOf(daysFromToday(days)) !== 0) days += 1
    await openWizard()
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'hair')
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: daysFromToday(days) } })
    expect(await screen.findByText('The salon is closed on Sundays. Please choose another date.')).toBeInTheDocument()
    expect(screen.queryByText(/No free times/)).not.toBeInTheDocument()
  })

  it('sends the client back to the Time step, data kept, when someone else books the slot first', async () => {
    const slot = { category: 'nails', employee: 'Amaka Nwosu', date: openDayFromToday(21), time: '10:00' } as const
    await openWizard()
    await chooseTime(slot)
    await next()
    await userEvent.click(await screen.findByRole('radio', { name: /Pedicure/ }))
    await next()
    await screen.findByLabelText('Full name')
    await fillDetails()
    await next()
    await userEvent.click(await screen.findByRole('radio', { name: /Bank transfer/ }))

    // Another client takes the same employee and time first.
    const rival: BookingFields = {
      category: 'nails', preferredEmployee: 'amaka', date: slot.date, startTime: slot.time, service: 'pedicure',
      fullName: 'Ada Rival', email: 'ada@example.ng', phone: '08035550199', paymentMethod: 'card',
    }
    const response = await fetch(`${apiUrl}/api/booking`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rival) })
    expect(response.status).toBe(201)

    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }))
    expect(await screen.findByRole('heading', { name: /Choose a time/ })).toBeInTheDocument()
    expect(currentStep()).toHaveTextContent('Time')
    const form = screen.getByLabelText('Category').closest('form')!
    expect(within(form).getByRole('alert')).toHaveTextContent(`${SLOT_TAKEN} Still free that day: 11:00, 12:00, 13:00.`)
    expect(screen.getByLabelText('Category')).toHaveValue('nails')
    expect(screen.getByLabelText('Preferred employee')).toHaveValue('amaka')
    expect(screen.getByLabelText('Date')).toHaveValue(slot.date)
    await waitFor(() => expect(screen.getByRole('radio', { name: '11:00' })).toBeEnabled())
    expect(screen.queryByRole('radio', { name: '10:00' })).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('radio', { name: '11:00' }))
    await next()
    await next()
    await next()
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm booking' }))
    expect(await screen.findByText('Thank you! Your booking has been received.')).toBeInTheDocument()
    expect(screen.getByText(/at 11:00/)).toBeInTheDocument()
  }, 30_000)

  it('offers only the start times a 90-minute service fits in, and only the services that fit the chosen time', async () => {
    await signInSeller()
    const salon = await addSalonStylist(90)
    // A Tuesday a few weeks ahead: the stylist works 10:00 to 16:00.
    let days = 14
    while (weekdayOf(daysFromToday(days)) !== 2) days += 1
    await openWizard()
    await screen.findByRole('option', { name: salon.categoryName })
    await chooseTime({ category: salon.category, employee: salon.stylistName, date: daysFromToday(days), time: '10:00' })
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00'])
    await next()
    expect(await screen.findByRole('radio', { name: /Knotless Braids/ })).toBeEnabled()
    expect(screen.getByRole('radio', { name: /Knotless Braids/ })).toHaveAccessibleName(expect.stringContaining('90 min'))
  }, 30_000)

  it('tells a client choosing a service that needs a patch test to come in ahead for it, in the owner’s words', async () => {
    await signInSeller()
    const salon = await addSalonStylist(60, 14)
    const note = `Tints need a patch test: come in 48 hours before, it takes five minutes (${salon.categoryName}).`
    await setPatchTestNote(note)
    let days = 15
    while (weekdayOf(daysFromToday(days)) !== 3) days += 1
    await openWizard()
    await screen.findByRole('option', { name: salon.categoryName })
    await chooseTime({ category: salon.category, employee: salon.stylistName, date: daysFromToday(days), time: '10:00' })
    await next()
    await userEvent.click(await screen.findByRole('radio', { name: /Knotless Braids/ }))
    expect(screen.getByRole('note')).toHaveTextContent(note)
    await next()
    await screen.findByLabelText('Full name')
    await fillDetails()
    await next()
    // Her summary before she confirms says it again.
    await screen.findByRole('radio', { name: /Pay on visit/ })
    expect(screen.getByRole('note')).toHaveTextContent(note)
  }, 30_000)

  describe('paying by card', () => {
    /** The wizard up to the Payment step for a pedicure (₦12,000) with Amaka, card chosen. */
    async function reachCardPayment(date: string) {
      await openWizard()
      await chooseTime({ category: 'nails', employee: 'Amaka Nwosu', date, time: '10:00' })
      await next()
      await userEvent.click(await screen.findByRole('radio', { name: /Pedicure/ }))
      await next()
      await screen.findByLabelText('Full name')
      await fillDetails()
      await next()
      await userEvent.click(await screen.findByRole('radio', { name: /Card/ }))
    }

    /** Sends the client to pay (jsdom cannot leave the page: it says so), pays or cancels on the sandbox page, and answers where she comes back to. */
    async function payDeposit(outcome: 'pay' | 'cancel') {
      const requests = watchRequests('/booking')
      const pageErrors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
      await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }))
      await waitFor(() => expect(pageErrors).toHaveBeenCalledWith(expect.objectContaining({ message: 'Not implemented: navigation (except hash changes)' })))
      expect(screen.getByRole('button', { name: 'Redirecting to payment…' })).toBeDisabled()
      const { authorization_url: paymentPage, booking } = requests[0]!.answer as { authorization_url: string; booking: { status: string } }
      expect(booking.status).toBe('awaiting-deposit')
      const reference = new URL(paymentPage).searchParams.get('reference')!
      const chosen = await fetch(`${apiUrl}/api/order/paystack/sandbox`, { method: 'POST', body: new URLSearchParams({ reference, outcome }), redirect: 'manual' })
      const back = await fetch(new URL(chosen.headers.get('location')!, apiUrl), { redirect: 'manual' })
      jest.restoreAllMocks()
      // The browser comes back to a fresh page of the shop.
      cleanup()
      return back.headers.get('location')!
    }

    it('takes the deposit on the payment page and shows Done once it is paid', async () => {
      await reachCardPayment(openDayFromToday(24))
      expect(screen.getByText(/you pay the 30 % deposit \(₦3,600\) now/)).toBeInTheDocument()
      const back = await payDeposit('pay')
      expect(back).toMatch(/^\/booking\?deposit=glow_[0-9a-f]{24}$/)
      renderApp(back)
      expect(await screen.findByText('Thank you! Your booking has been received.')).toBeInTheDocument()
      expect(currentStep()).toHaveTextContent('Done')
      expect(screen.getByText(/GB-[2-9A-Z]{6}/)).toBeInTheDocument()
      expect(screen.getByText('ngozi@example.ng')).toBeInTheDocument()
      // As after the other payment choices: what was paid and what is left, and her booking to manage.
      expect(screen.getByText(/^Payment:/)).toHaveTextContent('Payment: ₦3,600 paid, ₦8,400 at the salon.')
      const manage = screen.getByRole('link', { name: 'Cancel or reschedule your booking' }).getAttribute('href')!
      cleanup()
      renderApp(manage)
      expect(await screen.findByRole('region', { name: 'Your booking' })).toHaveTextContent('Pedicure')
    }, 30_000)

    it('brings the client back to the Payment step with a clear message when the deposit is not paid, to choose again', async () => {
      const date = openDayFromToday(26)
      await reachCardPayment(date)
      renderApp(await payDeposit('cancel'))
      expect(await screen.findByRole('alert')).toHaveTextContent('Your deposit was not paid, so your time is no longer held. Please choose how to pay again.')
      expect(currentStep()).toHaveTextContent('Payment')
      // Her booking is as she made it; the time is free again, so she can book it another way.
      expect(await screen.findByText(/Pedicure/)).toBeInTheDocument()
      await userEvent.click(screen.getByRole('radio', { name: /Pay on visit/ }))
      await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }))
      expect(await screen.findByText('Thank you! Your booking has been received.')).toBeInTheDocument()
      expect(screen.getByText(/at 10:00/)).toBeInTheDocument()
      expect(screen.getByText(/^Payment:/)).toHaveTextContent('Payment: Nothing paid yet: ₦12,000 at the salon.')
    }, 30_000)
  })
})
