import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { useAppDispatch, useAppSelector } from '../../../shared/hooks'
import { Button, ButtonLink } from '../../../components/Button'
import { WhatsAppLink } from '../../../components/WhatsAppLink'
import { bookingMessages } from '../../../contract/bookingMessages'
import { formatNaira } from '../../../contract/money'
import { paths } from '../../../contract/routes'
import { bookingRestarted, selectBookingConfirmation, selectBookingData, type BookingConfirmation } from '../bookingSlice'
import { BookingSummary } from '../BookingSummary'

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  margin: 0 0 ${({ theme }) => theme.space.sm};
`

const Reference = styled.strong`
  font-family: ui-monospace, 'Cascadia Mono', Consolas, monospace;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  letter-spacing: 0.05em;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.primaryDark};
`

const Payment = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
`

const Manage = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  a { color: ${({ theme }) => theme.colors.primary}; font-weight: 600; }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`

/** What she has paid and what is left, and how: "₦3,600 paid, ₦8,400 at the salon". */
function paymentLine({ price, paid }: BookingConfirmation, paymentMethod: string): string {
  const rest = `${formatNaira(price - paid)} ${paymentMethod === 'transfer' ? 'by bank transfer (the details come with your confirmation)' : 'at the salon'}`
  return paid > 0 ? `${formatNaira(paid)} paid, ${rest}` : `Nothing paid yet: ${rest}`
}

export function DoneStep() {
  const dispatch = useAppDispatch()
  const data = useAppSelector(selectBookingData)
  const confirmation = useAppSelector(selectBookingConfirmation)
  return (
    <div>
      <Lead>{bookingMessages.received}</Lead>
      <p>
        A confirmation will follow shortly at <strong>{data.email}</strong>.
      </p>
      <p>
        Your booking reference is <Reference>{confirmation?.reference}</Reference>. Please quote it if you call us.
      </p>
      <BookingSummary data={data} booked={confirmation ?? undefined} />
      {confirmation && (
        <Payment>
          Payment: <strong>{paymentLine(confirmation, data.paymentMethod)}</strong>.
        </Payment>
      )}
      {confirmation?.manageToken ? (
        <Manage>
          Need to change it? <Link to={paths.bookingManage(confirmation.manageToken)}>Cancel or reschedule your booking</Link>. The link is also in your confirmation e-mail; keep it to yourself.
        </Manage>
      ) : (
        confirmation && <Manage>Need to change it? Your confirmation e-mail has the link to cancel or reschedule your booking; keep it to yourself.</Manage>
      )}
      <Actions>
        <Button type="button" onClick={() => dispatch(bookingRestarted())}>
          Book another appointment
        </Button>
        <ButtonLink to={paths.products} $variant="outline">
          Shop our products
        </ButtonLink>
        {confirmation && <WhatsAppLink about={`my booking reference is ${confirmation.reference}`} />}
      </Actions>
    </div>
  )
}
