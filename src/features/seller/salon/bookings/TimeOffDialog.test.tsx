import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { openDayFromToday } from '../../../../../fixtures/salonDays'
import { renderWithProviders, settled } from '../../../../test/render'
import { addSalonStylist, sellerCalendar, signInSeller } from '../../../../test/realServer'
import { TimeOffDialog } from './TimeOffDialog'

describe('the time off dialog', () => {
  it('gives the chosen member of the team time off on the server, a whole day unless told otherwise', async () => {
    await signInSeller()
    const stylist = await addSalonStylist(60)
    const date = openDayFromToday(20)
    const { team } = await sellerCalendar(date)
    const onClose = jest.fn()
    const { store } = renderWithProviders(<TimeOffDialog date={date} team={team} onClose={onClose} />)

    const dialog = await screen.findByRole('dialog', { name: 'Add time off' })
    expect(within(dialog).getByLabelText('Date')).toHaveValue(date)
    expect(within(dialog).getByLabelText('From (00:00 for the whole day)')).toHaveValue('00:00')
    expect(within(dialog).getByLabelText('To (24:00 for the whole day)')).toHaveValue('24:00')

    await userEvent.selectOptions(within(dialog).getByLabelText('Who'), stylist.stylistName)
    await userEvent.clear(within(dialog).getByLabelText('From (00:00 for the whole day)'))
    await userEvent.type(within(dialog).getByLabelText('From (00:00 for the whole day)'), '10:00')
    await userEvent.clear(within(dialog).getByLabelText('To (24:00 for the whole day)'))
    await userEvent.type(within(dialog).getByLabelText('To (24:00 for the whole day)'), '12:30')
    await userEvent.type(within(dialog).getByLabelText('Note'), 'School run')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add time off' }))

    expect(await screen.findByText('Time off added')).toBeInTheDocument()
    expect(onClose).toHaveBeenCalled()
    await settled(store)
    const { timeOff } = await sellerCalendar(date)
    expect(timeOff.filter((entry) => entry.staffId === stylist.stylist)).toEqual([expect.objectContaining({ date, from: '10:00', to: '12:30', note: 'School run' })])
  })
})
