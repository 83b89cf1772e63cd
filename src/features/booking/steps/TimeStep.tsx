import { Form, Formik, useFormikContext } from 'formik'
import type { ChangeEvent } from 'react'
import styled from 'styled-components'
import { useAppDispatch, useAppSelector } from '../../../shared/hooks'
import { SelectField, TextField } from '../../../components/Field'
import { messages } from '../../../contract/messages'
import { ANY_EMPLOYEE, BOOKING_SLOTS, employeesFor, findEmployee, hasSlotBegun, isOpenDay, lastBookableDay, salonToday } from '../../../contract/salon'
import { bookingTimeSchema } from '../../../contract/schemas'
import { BOOKING_CATEGORIES, type BookingCategory, type BookingFields } from '../../../contract/types'
import { useGetAvailabilityQuery } from '../bookingApi'
import { anyEmployeeLabel, categoryLabels } from '../bookingOptions'
import { selectBookingData, selectBookingSlotTaken, stepCompleted } from '../bookingSlice'
import { ChoiceGroup } from '../ChoiceGroup'
import { StepActions } from '../StepActions'

type TimeValues = Pick<BookingFields, 'category' | 'preferredEmployee' | 'date' | 'startTime'>

const Notice = styled.p`
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

/** The salon's opening slots, with those already booked for this category (or this employee) disabled. */
function StartTimes() {
  const { values } = useFormikContext<TimeValues>()
  const { category, date, preferredEmployee } = values
  const known = category !== '' && isOpenDay(date) && date >= salonToday() && date <= lastBookableDay()
  const { data } = useGetAvailabilityQuery({ date, category: category as BookingCategory }, { skip: !known })
  const taken = !known || !data ? [] : preferredEmployee === ANY_EMPLOYEE ? data.taken : (data.takenByEmployee[preferredEmployee] ?? [])
  return (
    <>
      <ChoiceGroup
        name="startTime"
        legend="Start time"
        compact
        choices={BOOKING_SLOTS.map((slot) => ({ value: slot, label: slot, disabled: taken.includes(slot) || hasSlotBegun(date, slot) }))}
        validate={(value) => (taken.includes(value) ? messages.booking.slotTaken : undefined)}
      />
      {!known && <Hint>Choose a category and a date to see which times are still free.</Hint>}
    </>
  )
}

export function TimeStep() {
  const dispatch = useAppDispatch()
  const { category, preferredEmployee, date, startTime } = useAppSelector(selectBookingData)
  const slotTaken = useAppSelector(selectBookingSlotTaken)
  const initialValues: TimeValues = { category, preferredEmployee, date, startTime }

  const complete = (values: TimeValues) => {
    dispatch(stepCompleted(values))
  }

  return (
    <Formik initialValues={initialValues} validationSchema={bookingTimeSchema} onSubmit={complete}>
      {({ values, handleChange, setFieldValue }) => {
        // A new category keeps the chosen employee only if they take it.
        const changeCategory = (event: ChangeEvent<HTMLSelectElement>) => {
          handleChange(event)
          const employee = findEmployee(values.preferredEmployee)
          if (employee && !employee.categories.some((taken) => taken === event.target.value)) void setFieldValue('preferredEmployee', '')
        }
        return (
          <Form noValidate>
            {slotTaken && <Notice role="alert">{messages.booking.slotTaken}</Notice>}
            <Row>
              <SelectField name="category" label="Category" onChange={changeCategory}>
                <option value="">Choose a category</option>
                {BOOKING_CATEGORIES.map((value) => (
                  <option key={value} value={value}>
                    {categoryLabels[value]}
                  </option>
                ))}
              </SelectField>
              <SelectField name="preferredEmployee" label="Preferred employee">
                <option value="">Choose who you would like</option>
                <option value={ANY_EMPLOYEE}>{anyEmployeeLabel(values.category)}</option>
                {employeesFor(values.category).map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name}
                  </option>
                ))}
              </SelectField>
            </Row>
            <TextField name="date" label="Date" type="date" min={salonToday()} max={lastBookableDay()} />
            <StartTimes />
            <StepActions />
          </Form>
        )
      }}
    </Formik>
  )
}
