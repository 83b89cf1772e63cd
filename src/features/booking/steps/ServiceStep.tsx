import { Form, Formik, useField, useFormikContext } from 'formik'
import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { useAppDispatch, useAppSelector } from '../../../shared/hooks'
import { bookingMessages } from '../../../contract/bookingMessages'
import { formatCalendarDay } from '../../../contract/shopClock'
import { serviceTerms, timeToMinutes } from '../../../contract/salon'
import { bookingServiceSchema } from '../../../contract/schemas'
import type { BookingFields } from '../../../contract/types'
import { freeTimes, roomAt, useGetAvailabilityQuery } from '../bookingApi'
import { useSalon } from '../bookingOptions'
import { selectBookingData, startTimeChanged, stepBack, stepCompleted } from '../bookingSlice'
import { PatchTestNote } from '../BookingSummary'
import { ChoiceGroup } from '../ChoiceGroup'
import { MoreServices } from '../../../components/MoreServices'
import { StepActions } from '../StepActions'
import { StepNotice } from './TimeStep'

/** The FIT_TIMES_OFFERED times nearest to `startTime`, in the day's order. */
const nearest = (times: string[], startTime: string) => {
  const distance = (time: string) => Math.abs(timeToMinutes(time) - timeToMinutes(startTime))
  return [...times].sort((a, b) => distance(a) - distance(b) || a.localeCompare(b)).slice(0, FIT_TIMES_OFFERED).sort()
}

type ServiceValues = Required<Pick<BookingFields, 'service' | 'moreServices'>>

const Times = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
`

/** The visit's free start times that day when it holds more than one service, or undefined while not asked or loading. */
function useVisitTimes({ service, moreServices }: ServiceValues): string[] | undefined {
  const { date, category, preferredEmployee } = useAppSelector(selectBookingData)
  const asked = service !== '' && moreServices.length > 0 && moreServices.every(Boolean)
  const { currentData } = useGetAvailabilityQuery({ date, category, service, more: moreServices.join(',') }, { skip: !asked })
  return asked && currentData ? freeTimes(currentData, preferredEmployee) : undefined
}

/** How many of the times the visit fits are offered: the nearest to the one she chose. */
const FIT_TIMES_OFFERED = 4

/** Said when the whole visit does not fit at the chosen start: the nearest times it does fit that day, one tap away. */
function VisitFit({ times }: { times: string[] | undefined }) {
  const dispatch = useAppDispatch()
  const { date, startTime } = useAppSelector(selectBookingData)
  const fits = !times || times.includes(startTime)
  // The step goes on only with a visit that fits (the server would refuse the rest at the end).
  useField({ name: 'moreServices', validate: () => (fits ? undefined : bookingMessages.visitDoesNotFit(startTime, formatCalendarDay(date))) })
  if (fits) return null
  return (
    <>
      <StepNotice role="alert">
        {times.length > 0 ? bookingMessages.visitDoesNotFit(startTime, formatCalendarDay(date)) : bookingMessages.visitFitsNowhere(formatCalendarDay(date))}
      </StepNotice>
      {times.length > 0 && (
        <Times role="group" aria-label="Times your visit fits">
          {nearest(times, startTime).map((time) => (
            <Button key={time} type="button" $variant="outline" onClick={() => dispatch(startTimeChanged(time))}>
              {time}
            </Button>
          ))}
        </Times>
      )}
    </>
  )
}

/**
 * The services of the chosen category (one chosen for another category before going back is dropped), and whether
 * one fits the time free from the chosen start: a longer one is shown but cannot be chosen.
 */
function useServiceChoices() {
  const { category, date, startTime, preferredEmployee } = useAppSelector(selectBookingData)
  const salon = useSalon()
  const { data } = useGetAvailabilityQuery({ date, category })
  const room = data ? roomAt(data, startTime, preferredEmployee) : Infinity
  return { salon, startTime, offered: salon.servicesFor(category), fits: (minutes: number) => minutes <= room }
}

/** The step's fields, and whether the visit they make fits the chosen start. */
function ServiceFields() {
  const { values } = useFormikContext<ServiceValues>()
  const { salon, startTime, offered, fits } = useServiceChoices()
  return (
    <>
      <ChoiceGroup
        name="service"
        legend="Service"
        choices={offered.map((entry) => ({
          value: entry.id,
          label: entry.name,
          hint: fits(entry.durationMinutes) ? `${entry.description} ${serviceTerms(entry)}` : `${serviceTerms(entry)}: too long for ${startTime}`,
          disabled: !fits(entry.durationMinutes),
        }))}
      />
      <MoreServices salon={salon} team={salon.team} />
      <PatchTestNote services={[values.service, ...values.moreServices]} />
      <VisitFit times={useVisitTimes(values)} />
    </>
  )
}

export function ServiceStep() {
  const dispatch = useAppDispatch()
  const { service, moreServices = [] } = useAppSelector(selectBookingData)
  const { offered, fits } = useServiceChoices()
  const kept = offered.some((entry) => entry.id === service && fits(entry.durationMinutes))
  const complete = (values: ServiceValues) => {
    dispatch(stepCompleted(values))
  }

  return (
    <Formik<ServiceValues> initialValues={{ service: kept ? service : '', moreServices }} validationSchema={bookingServiceSchema} enableReinitialize onSubmit={complete}>
      {({ values }) => (
        <Form noValidate>
          <ServiceFields />
          <StepActions onBack={() => dispatch(stepBack(values))} />
        </Form>
      )}
    </Formik>
  )
}
