import { Form, Formik } from 'formik'
import { useRef, useState } from 'react'
import styled from 'styled-components'
import { depositKobo, formatKobo, nairaToKobo } from '../../../contract/money'
import { useAppDispatch, useAppSelector } from '../../../shared/hooks'
import { useOnline } from '../../../shared/online'
import { offlineTexts } from '../../../contract/offline'
import { newRequestKey } from '../../../shared/requestKey'
import { bookingPaymentSchema } from '../../../contract/schemas'
import { BOOKING_PAYMENT_METHODS, type BookingFields } from '../../../contract/types'
import { transferAccountLine } from '../../../contract/phoneMessages'
import { useCreateBookingMutation, useGetMessageOptionsQuery, useGetVisitPolicyQuery } from '../bookingApi'
import { skipToken } from '@reduxjs/toolkit/query'
import { CheckboxField } from '../../../components/Field'
import { noShowMessages as nm } from '../../../contract/noShow'
import { StepNotice } from './TimeStep'
import { paymentOptions, useSalon } from '../bookingOptions'
import { bookingConfirmed, bookingSlotTaken, confirmationOf, selectBookingData, selectDepositProblem, stepBack } from '../bookingSlice'
import { BookingSummary } from '../BookingSummary'
import { ChoiceGroup } from '../ChoiceGroup'
import { StepActions } from '../StepActions'

const Policy = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
  h3 { margin: 0 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.fontSizes.md}; }
  p { margin: 0 0 ${({ theme }) => theme.space.xs}; }
`

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/** A 409's free times of that day, or undefined for any other failure. */
function conflictTimes(error: unknown): string[] | undefined {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { nextTimes?: unknown } }
  if (status !== 409) return undefined
  return Array.isArray(data?.nextTimes) ? data.nextTimes.filter((time): time is string => typeof time === 'string') : []
}

export function PaymentStep() {
  const dispatch = useAppDispatch()
  const data = useAppSelector(selectBookingData)
  const problem = useAppSelector(selectDepositProblem)
  const { visitLines, deposit: depositTerms } = useSalon()
  const [createBooking, { isLoading }] = useCreateBookingMutation()
  const online = useOnline()
  const [redirecting, setRedirecting] = useState(false)
  const price = visitLines(data).reduce((sum, line) => sum + line.service.price, 0)
  const { currentData: visitPolicy } = useGetVisitPolicyQuery(data.category && data.service ? { category: data.category, service: data.service, ...(data.moreServices?.length && { more: data.moreServices.join(',') }) } : skipToken)
  // The owner's no-show policy, when she set one, decides the deposit; else the settings' percentage.
  const policy = visitPolicy?.policy.set ? visitPolicy.policy : undefined
  // What a card booking pays now to hold its time (none without a payment gateway or at 0 %).
  const deposit = policy ? nairaToKobo(policy.deposit) : depositTerms && depositKobo(nairaToKobo(price), depositTerms.percent)
  const { data: messageOptions } = useGetMessageOptionsQuery()
  const transfer = messageOptions?.transfer
  const choices = BOOKING_PAYMENT_METHODS.map((value) => ({
    value,
    ...paymentOptions[value],
    ...(value === 'card' && deposit ? { hint: `Pay a ${formatKobo(deposit)} deposit by card now, the rest at the salon` } : {}),
    ...(value === 'transfer' && transfer ? { hint: `To ${transferAccountLine(transfer)}` } : {}),
  }))
  // The same booking asked again (a retry after a lost answer) keeps its key; another booking gets a new one.
  const pending = useRef<{ request: string; key: string } | null>(null)

  async function book({ paymentMethod, keepCard }: Pick<BookingFields, 'paymentMethod'> & { keepCard: boolean }) {
    const { phoneChannel, ...fields } = data
    const request = { ...fields, paymentMethod, ...(phoneChannel && { phoneChannel }), ...(paymentMethod === 'card' && policy?.keepCard && { keepCard }) }
    if (pending.current?.request !== JSON.stringify(request)) pending.current = { request: JSON.stringify(request), key: newRequestKey() }
    try {
      const { booking, manageToken, authorization_url: paymentPage } = await createBooking({ booking: request, key: pending.current.key }).unwrap()
      if (paymentPage) {
        // The time is held while the client pays the deposit on the gateway's page; she comes back to /booking?deposit=….
        setRedirecting(true)
        window.location.assign(paymentPage)
        return
      }
      dispatch(bookingConfirmed({ paymentMethod, confirmation: confirmationOf(booking, manageToken) }))
    } catch (error) {
      // Other failures are toasted by the app's listener; the client stays here to try again.
      const nextTimes = conflictTimes(error)
      if (nextTimes) dispatch(bookingSlotTaken({ paymentMethod, nextTimes }))
    }
  }

  return (
    <Formik initialValues={{ paymentMethod: data.paymentMethod, keepCard: false }} validationSchema={bookingPaymentSchema} onSubmit={book}>
      {({ values }) => (
        <Form noValidate>
          {problem && <StepNotice role="alert">{problem}</StepNotice>}
          {!online && <StepNotice role="alert">{offlineTexts.booking}</StepNotice>}
          <BookingSummary data={data} />
          <ChoiceGroup name="paymentMethod" legend="Payment method" choices={choices} />
          <Note>
            {values.paymentMethod === 'card' && deposit && policy && depositTerms
              ? `Card: you pay the ${formatKobo(deposit)} deposit now on our secure payment page, and we hold your time for ${depositTerms.holdMinutes} minutes meanwhile. The rest is paid at the salon.`
              : values.paymentMethod === 'card' && deposit && depositTerms
              ? `Card: you pay the ${depositTerms.percent} % deposit (${formatKobo(deposit)}) now on our secure payment page, and we hold your time for ${depositTerms.holdMinutes} minutes meanwhile. The rest is paid at the salon.`
              : values.paymentMethod === 'transfer' && transfer
                ? `Bank transfer: pay ${formatKobo(nairaToKobo(price))} to ${transfer.bank}, account ${transfer.number}, ${transfer.name}, with your booking reference (on your confirmation) as the reference.`
                : 'Nothing is charged now: you pay for your appointment at the salon or as agreed in your confirmation.'}
          </Note>
          {policy && policy.words.length > 0 && (
            <Policy aria-labelledby="policy-heading">
              <h3 id="policy-heading">Our cancellation and no-show policy</h3>
              {policy.words.map((words) => (
                <p key={words}>{words}</p>
              ))}
              {values.paymentMethod === 'card' && policy.keepCard && <CheckboxField name="keepCard" label={nm.cardConsent} />}
            </Policy>
          )}
          <StepActions
            onBack={() => dispatch(stepBack(values))}
            submitLabel={redirecting ? 'Redirecting to payment…' : isLoading ? 'Booking…' : 'Confirm booking'}
            busy={isLoading || redirecting || !online}
          />
        </Form>
      )}
    </Formik>
  )
}
