import { Form, Formik } from 'formik'
import { useAppDispatch, useAppSelector } from '../../../shared/hooks'
import { bookingServiceSchema } from '../../../contract/schemas'
import type { BookingFields } from '../../../contract/types'
import { roomAt, useGetAvailabilityQuery } from '../bookingApi'
import { serviceTerms, useSalon } from '../bookingOptions'
import { selectBookingData, stepBack, stepCompleted } from '../bookingSlice'
import { ChoiceGroup } from '../ChoiceGroup'
import { StepActions } from '../StepActions'

export function ServiceStep() {
  const dispatch = useAppDispatch()
  const { category, service, date, startTime, preferredEmployee } = useAppSelector(selectBookingData)
  const salon = useSalon()
  const { data } = useGetAvailabilityQuery({ date, category })
  // Only the services of the chosen category; one chosen for another category before going back is dropped.
  const offered = salon.servicesFor(category)
  // A service longer than the time free from the chosen start is shown but cannot be chosen.
  const room = data ? roomAt(data, startTime, preferredEmployee) : Infinity
  const fits = (minutes: number) => minutes <= room
  const complete = (values: Pick<BookingFields, 'service'>) => {
    dispatch(stepCompleted(values))
  }

  return (
    <Formik
      initialValues={{ service: offered.some((entry) => entry.id === service && fits(entry.durationMinutes)) ? service : '' }}
      validationSchema={bookingServiceSchema}
      enableReinitialize
      onSubmit={complete}
    >
      {({ values }) => (
        <Form noValidate>
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
          <StepActions onBack={() => dispatch(stepBack(values))} />
        </Form>
      )}
    </Formik>
  )
}
