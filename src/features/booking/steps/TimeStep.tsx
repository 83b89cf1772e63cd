import { Form, Formik, useFormikContext } from 'formik'
import { useState, type ChangeEvent } from 'react'
import styled from 'styled-components'
import { useAppDispatch, useAppSelector } from '../../../shared/hooks'
import { SelectField, TextField } from '../../../components/Field'
import { bookingMessages } from '../../../contract/bookingMessages'
import { ANY_EMPLOYEE, lastBookableDay } from '../../../contract/salon'
import { isCalendarDate, shopDate, weekdayName } from '../../../contract/shopClock'
import { bookingTimeSchema } from '../../../contract/schemas'
import type { BookingFields } from '../../../contract/types'
import { freeTimes, useGetAvailabilityQuery } from '../bookingApi'
import { useSalon } from '../bookingOptions'
import { selectBookingData, selectBookingSlotTaken, stepCompleted } from '../bookingSlice'
import { ChoiceGroup } from '../ChoiceGroup'
import { StepActions } from '../StepActions'
import { HydratedControls } from '../../../components/HydratedControls'
import { Button } from '../../../components/Button'
import { waitingListMessages } from '../../../contract/waitingList'
import { WaitingListForm } from '../waitingList/WaitingListForm'

type TimeValues = Pick<BookingFields, 'category' | 'preferredEmployee' | 'date' | 'startTime'>

/** A problem the client must act on, above the step's form (a time just taken, a deposit not paid). */
export const StepNotice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fdecea;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`

const Row = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} { grid-template-columns: 1fr 1fr; }
`

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/** The start times still free for this category (and this employee), computed by the salon from its hours and bookings; where none is, the way to the waiting list. */
function StartTimes({ onWaitingList }: { onWaitingList: (values: TimeValues) => void }) {
  const { values } = useFormikContext<TimeValues>()
  const { category, date, preferredEmployee } = values
  const salon = useSalon()
  const known = category !== '' && isCalendarDate(date) && date >= shopDate() && date <= lastBookableDay()
  const closed = known && salon.closedOn(date)
  const { data, isFetching } = useGetAvailabilityQuery({ date, category }, { skip: !known || closed })
  const times = known && !closed && data ? freeTimes(data, preferredEmployee) : []
  return (
    <>
      <ChoiceGroup
        name="startTime"
        legend="Start time"
        compact
        choices={times.map((time) => ({ value: time, label: time }))}
        validate={(value) => (value && known && data && !times.includes(value) ? bookingMessages.slotTaken : undefined)}
      />
      {!known && <Hint>Choose a category and a date to see which times are still free.</Hint>}
      {closed && <Hint>{bookingMessages.salonClosed(weekdayName(date))}</Hint>}
      {known && !closed && data && !isFetching && times.length === 0 && (
        <>
          <Hint>No free times that day. Please choose another date or anyone available, or join the waiting list and we will message you when a time frees up.</Hint>
          <Button type="button" $variant="outline" onClick={() => onWaitingList(values)}>
            {waitingListMessages.join}
          </Button>
        </>
      )}
    </>
  )
}

export function TimeStep() {
  const dispatch = useAppDispatch()
  const salon = useSalon()
  const { category, preferredEmployee, date, startTime } = useAppSelector(selectBookingData)
  const slotTaken = useAppSelector(selectBookingSlotTaken)
  const initialValues: TimeValues = { category, preferredEmployee, date, startTime }
  const [waiting, setWaiting] = useState<TimeValues | null>(null)

  const complete = (values: TimeValues) => {
    dispatch(stepCompleted(values))
  }

  return (
    <>
    {/* Drawn anew when the category is chosen from outside the form (the service a home-page card opened the wizard with). */}
    <Formik key={category} initialValues={initialValues} validationSchema={bookingTimeSchema} onSubmit={complete}>
      {({ values, handleChange, setFieldValue }) => {
        // A new category keeps the chosen employee only if they take it.
        const changeCategory = (event: ChangeEvent<HTMLSelectElement>) => {
          handleChange(event)
          const chosen = values.preferredEmployee
          if (chosen !== ANY_EMPLOYEE && !salon.teamFor(event.target.value).some((member) => member.id === chosen)) void setFieldValue('preferredEmployee', '')
        }
        return (
          <Form noValidate>
            <HydratedControls>
              {slotTaken && (
                <StepNotice role="alert">
                  {bookingMessages.slotTaken}
                  {slotTaken.nextTimes.length > 0 && ` Still free that day: ${slotTaken.nextTimes.join(', ')}.`}
                </StepNotice>
              )}
              <Row>
                <SelectField name="category" label="Category" onChange={changeCategory}>
                  <option value="">Choose a category</option>
                  {salon.categories.map((entry) => (
                    <option key={entry.id} value={entry.id}>
                      {entry.name}
                    </option>
                  ))}
                </SelectField>
                <SelectField name="preferredEmployee" label="Preferred employee">
                  <option value="">Choose who you would like</option>
                  <option value={ANY_EMPLOYEE}>{salon.anyLabel(values.category)}</option>
                  {salon.teamFor(values.category).map((member) => (
                    <option key={member.id} value={member.id}>
                      {member.name}
                    </option>
                  ))}
                </SelectField>
              </Row>
              <TextField name="date" label="Date" type="date" min={shopDate()} max={lastBookableDay()} />
              <StartTimes onWaitingList={setWaiting} />
              <StepActions />
            </HydratedControls>
          </Form>
        )
      }}
    </Formik>
    {waiting && (
      <WaitingListForm key={`${waiting.category}:${waiting.preferredEmployee}:${waiting.date}`} {...waiting} />
    )}
    </>
  )
}
