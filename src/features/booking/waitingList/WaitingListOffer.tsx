import { Form, Formik } from 'formik'
import { useState } from 'react'
import styled from 'styled-components'
import { Button, ButtonLink } from '../../../components/Button'
import { Spinner } from '../../../components/Spinner'
import { formatNaira } from '../../../contract/money'
import { paths } from '../../../contract/routes'
import { formatCalendarDay, formatWeekdayTime } from '../../../contract/shopClock'
import { BOOKING_PAYMENT_METHODS } from '../../../contract/types'
import { acceptOfferSchema, waitingListMessages as wm, type OfferState, type WaitingListOffer } from '../../../contract/waitingList'
import { brand } from '../../../content/brand'
import { paymentOptions } from '../bookingOptions'
import { BookingFacts } from '../BookingSummary'
import { ChoiceGroup } from '../ChoiceGroup'
import { useAcceptOfferMutation, useGetOfferQuery } from './waitingListApi'

const Said = styled.p<{ $strong?: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-weight: ${({ $strong }) => ($strong ? 600 : 400)};
`

/** What the client reads of an offer that is no longer open. */
const CLOSED_WORDS: Record<Exclude<OfferState, 'open'>, string> = { taken: wm.alreadyTaken, gone: wm.gone, expired: wm.expired }

function OfferFacts({ offer }: { offer: WaitingListOffer }) {
  return (
    <BookingFacts>
      <dt>Service</dt>
      <dd>{offer.serviceName}</dd>
      <dt>With</dt>
      <dd>{offer.employeeName}</dd>
      <dt>When</dt>
      <dd>
        {formatCalendarDay(offer.date)}, {offer.startTime}
      </dd>
      <dt>Price</dt>
      <dd>{formatNaira(offer.price)}</dd>
    </BookingFacts>
  )
}

/** The offer still open: how she will pay (as the wizard asks), and "Take this time"; `onBooked` with her manage link. */
function TakeForm({ token, offer, onBooked }: { token: string; offer: WaitingListOffer; onBooked: (manageToken: string) => void }) {
  const [accept, { isLoading }] = useAcceptOfferMutation()
  const [refused, setRefused] = useState<string | null>(null)
  return (
    <Formik
      initialValues={{ paymentMethod: '' }}
      validationSchema={acceptOfferSchema}
      onSubmit={async ({ paymentMethod }) => {
        try {
          const answer = await accept({ token, paymentMethod: acceptOfferSchema.cast({ paymentMethod }).paymentMethod }).unwrap()
          if (answer.authorization_url) window.location.assign(answer.authorization_url)
          else onBooked(answer.manageToken ?? '')
        } catch (error) {
          const { data } = (error ?? {}) as { data?: { message?: string } }
          setRefused(data?.message ?? null)
        }
      }}
    >
      <Form noValidate aria-label="Take this time">
        <Said>
          Hello {offer.fullName}, this time is open to you until {formatWeekdayTime(new Date(offer.expiresAt))} (Lagos time). Other clients on the waiting list were offered it too: the
          first to take it gets it.
        </Said>
        <ChoiceGroup name="paymentMethod" legend="How would you like to pay?" choices={BOOKING_PAYMENT_METHODS.map((value) => ({ value, ...paymentOptions[value] }))} />
        {refused && (
          <Said role="alert" $strong>
            {refused}
          </Said>
        )}
        <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? 'Booking…' : 'Take this time'}
        </Button>
      </Form>
    </Formik>
  )
}

/** /booking?offer=…: a freed time offered to a client on the waiting list, in the wizard's place; the first to take it books it. */
export function WaitingListOffer({ token }: { token: string }) {
  const { data, error, isLoading } = useGetOfferQuery(token)
  // Taken here and now: her booking's link (the offer, asked again, then says it is taken).
  const [manageToken, setManageToken] = useState<string | null>(null)
  const offer = data?.offer
  if (manageToken !== null) {
    return (
      <>
        <Said role="status" $strong>
          {wm.booked}
        </Said>
        <ButtonLink to={paths.bookingManage(manageToken)}>See my booking</ButtonLink>
      </>
    )
  }
  if (isLoading) return <Spinner label="Loading your offer…" />
  if (!offer) {
    return (
      <>
        <Said role="alert">{(error as { status?: unknown } | undefined)?.status === 404 ? wm.offerNotFound : 'Your offer could not be loaded. Please try again.'}</Said>
        <ButtonLink to={paths.booking}>Book an appointment</ButtonLink>
      </>
    )
  }
  return (
    <section aria-label="Your offer">
      <OfferFacts offer={offer} />
      {offer.state === 'open' ? (
        <TakeForm token={token} offer={offer} onBooked={setManageToken} />
      ) : (
        <>
          <Said role="status" $strong>
            {CLOSED_WORDS[offer.state]}
          </Said>
          <Said>
            Questions? Call us on <a href={brand.phoneHref}>{brand.phone}</a>.
          </Said>
          {offer.state !== 'taken' && <ButtonLink to={paths.booking}>See other times</ButtonLink>}
        </>
      )}
    </section>
  )
}
