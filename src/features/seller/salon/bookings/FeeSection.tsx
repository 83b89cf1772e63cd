import styled from 'styled-components'
import { Button } from '../../../../components/Button'
import { formatNaira } from '../../../../contract/money'
import { FEE_REASON_WORDS, type BookingFee } from '../../../../contract/noShow'
import type { Booking } from '../../../../contract/types'
import { showToast } from '../../../../shared/toasts'
import { ConfirmDialog } from '../../ConfirmDialog'
import { useGetBookingFeeQuery, useSettleBookingFeeMutation } from '../salonApi'

const Box = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  h3 { margin: 0 0 ${({ theme }) => theme.space.xs}; }
  p { margin: 0 0 ${({ theme }) => theme.space.sm}; }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`

const STATE_WORDS: Record<BookingFee['state'], string> = { due: 'not yet charged', charging: 'being charged', charged: 'charged', failed: 'declined', waived: 'waived' }

/** The fee's card by its brand and last four digits. */
const cardName = (card: NonNullable<BookingFee['card']>) => `${card.brand} card ending ${card.last4}`

/**
 * A no-show's or a late cancellation's fee on the booking's dialog (the owner's): "Charge the ₦X fee" asks first in a
 * dialog naming the client, the card and the amount (it replaces the booking's dialog while open), or waive it.
 */
export function FeeSection({ booking, asking, onAsk }: { booking: Booking; asking: boolean; onAsk(asking: boolean): void }) {
  const { data } = useGetBookingFeeQuery(booking._id)
  const [settle, settling] = useSettleBookingFeeMutation()
  const fee = data?.fee
  if (!fee) return null
  const amount = formatNaira(fee.amount)
  const act = async (action: 'charge' | 'waive') => {
    const result = await settle({ id: booking._id, action })
    onAsk(false)
    if ('data' in result && result.data) {
      showToast(result.data.fee.state === 'failed' ? 'error' : 'success', result.data.message ?? '')
    }
  }
  if (asking) {
    return (
      <ConfirmDialog title={`Charge the ${amount} fee?`} keepLabel="Not now" confirmLabel={`Charge ${amount}`} busyLabel="Charging…" busy={settling.isLoading} onConfirm={() => void act('charge')} onClose={() => onAsk(false)}>
        <p>
          {booking.fullName}’s {fee.card ? cardName(fee.card) : 'card'} will be charged {amount} for the {FEE_REASON_WORDS[fee.reason].toLowerCase()} of booking {booking.reference}. She is told by message.
        </p>
      </ConfirmDialog>
    )
  }
  const open = fee.state === 'due' || fee.state === 'failed'
  return (
    <Box aria-labelledby="fee-heading">
      <h3 id="fee-heading">{FEE_REASON_WORDS[fee.reason]} fee</h3>
      <p>
        {amount}, {STATE_WORDS[fee.state]}; {fee.card ? `her ${cardName(fee.card)}` : 'no card kept'}.{fee.failure ? ` ${fee.failure}.` : ''}
      </p>
      {open && (
        <Actions>
          {fee.state === 'due' && fee.card && (
            <Button type="button" onClick={() => onAsk(true)}>
              Charge the {amount} fee
            </Button>
          )}
          <Button type="button" $variant="outline" disabled={settling.isLoading} onClick={() => void act('waive')}>
            Waive the fee
          </Button>
        </Actions>
      )}
    </Box>
  )
}
