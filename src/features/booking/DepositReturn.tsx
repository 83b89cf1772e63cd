import { useEffect } from 'react'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { bookingMessages } from '../../contract/bookingMessages'
import type { DepositState } from '../../contract/types'
import { useAppDispatch } from '../../shared/hooks'
import { useGetDepositQuery } from './bookingApi'
import { bookingRestarted, depositSettled } from './bookingSlice'

/** How often the page asks again while a deposit is still under way (a bank transfer). */
const PENDING_POLL_MS = 3000

const Status = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-weight: 600;
`

/** What the client is told when her deposit did not arrive; undefined when it did or is still awaited. */
const problemOf = (state: DepositState): string | undefined =>
  state === 'failed' ? bookingMessages.depositFailed : state === 'expired' ? bookingMessages.holdExpired : undefined

/**
 * The client is back from paying a card deposit (/booking?deposit=REFERENCE, a fresh page): asks the salon
 * what became of it. Paid: the Done step; failed or its hold ran out: the Payment step to choose again, her
 * booking's details filled in; still under way: says so and asks again every few seconds.
 */
export function DepositReturn({ reference, onSettled }: { reference: string; onSettled: () => void }) {
  const dispatch = useAppDispatch()
  const { data, isError } = useGetDepositQuery(reference, { pollingInterval: PENDING_POLL_MS, skipPollingIfUnfocused: false })
  const state = data?.state

  useEffect(() => {
    if (!data || data.state === 'pending') return
    dispatch(depositSettled({ booking: data.booking, manageToken: data.manageToken, problem: problemOf(data.state) ?? null }))
    onSettled()
  }, [data, dispatch, onSettled])

  if (isError) {
    return (
      <div>
        <Status role="alert">{bookingMessages.noSuchDeposit}</Status>
        <Button
          type="button"
          onClick={() => {
            dispatch(bookingRestarted())
            onSettled()
          }}
        >
          Book again
        </Button>
      </div>
    )
  }
  return <Status role="status">{state === 'pending' ? bookingMessages.depositPending : 'Checking your deposit…'}</Status>
}
