import { Field, Form, Formik } from 'formik'
import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { FieldError } from '../../../components/Control'
import { SelectField, TextField } from '../../../components/Field'
import { ANY_EMPLOYEE, lastBookableDay, minutesToTime } from '../../../contract/salon'
import { addDays, shopDate } from '../../../contract/shopClock'
import { WAITLIST_SPAN_DAYS, WEEKDAY_NAMES, waitingListMessages as wm, waitingListSchema } from '../../../contract/waitingList'
import { useAppSelector } from '../../../shared/hooks'
import { selectUser } from '../../../shared/session'
import { useSalon } from '../bookingOptions'
import { ClientDetailsFields, type ClientDetailsValues } from '../ClientDetailsFields'
import { useJoinWaitingListMutation } from './waitingListApi'

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.line};

  h3 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.fontSizes.lg}; &:focus { outline: none; } }
`

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
`

const Row = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} { grid-template-columns: 1fr 1fr; }
`

const Days = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  min-width: 0;

  legend { padding: 0; font-weight: 600; font-size: ${({ theme }) => theme.fontSizes.sm}; margin-bottom: ${({ theme }) => theme.space.xs}; }
`

const DayBoxes = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(4.5rem, 1fr));
  gap: ${({ theme }) => theme.space.xs};

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: pointer;
  }
  label:focus-within { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`

const Joined = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  font-weight: 600;
`

/** The hours a wish may start from (the salon's day, on the hour), and end by (up to midnight). */
const HOURS = Array.from({ length: 24 }, (_, hour) => minutesToTime(hour * 60))
const UNTIL_HOURS = [...HOURS.slice(1), '24:00']

type WishValues = ClientDetailsValues & { category: string; preferredEmployee: string; service: string; fromDate: string; untilDate: string; weekdays: string[]; fromTime: string; untilTime: string }

/**
 * "Join the waiting list", where no time fits: her service, her member or anyone, the days and hours she can come,
 * and her details as the wizard takes them (a signed-in client's name and e-mail filled in). The wizard's.
 */
export function WaitingListForm({ category, preferredEmployee, date }: { category: string; preferredEmployee: string; date: string }) {
  const salon = useSalon()
  const user = useAppSelector(selectUser)
  const [join, { isLoading }] = useJoinWaitingListMutation()
  const [joined, setJoined] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [joined])
  const from = date || shopDate()
  const services = salon.servicesFor(category)
  const initialValues: WishValues = {
    category,
    preferredEmployee: preferredEmployee || ANY_EMPLOYEE,
    service: services.length === 1 ? services[0]!.id : '',
    fromDate: from,
    untilDate: [addDays(from, 6), lastBookableDay()].sort()[0]!,
    weekdays: WEEKDAY_NAMES.map((_, day) => String(day)),
    fromTime: '08:00',
    untilTime: '20:00',
    fullName: user?.name ?? '',
    email: user?.email ?? '',
    phone: '',
    phoneMessages: false,
    phoneChannel: '',
  }
  return (
    <Section aria-labelledby="waiting-list-heading">
      <h3 id="waiting-list-heading" ref={heading} tabIndex={-1}>
        {wm.join}
      </h3>
      {joined ? (
        <Joined role="status">{wm.joined}</Joined>
      ) : (
        <Formik
          initialValues={initialValues}
          validationSchema={waitingListSchema}
          onSubmit={async (values) => {
            await join(waitingListSchema.cast(values, { context: { now: new Date() } }))
              .unwrap()
              .then(() => setJoined(true))
              .catch(() => undefined)
          }}
        >
          {({ values, errors, touched }) => (
            <Form noValidate aria-label={wm.join}>
              <Intro>Tell us when you can come. When a time that suits you frees up, we message you a link; the first client to take it gets it.</Intro>
              <Row>
                <SelectField name="service" label="Service">
                  <option value="">Choose a service</option>
                  {services.map((service) => (
                    <option key={service.id} value={service.id}>
                      {service.name}
                    </option>
                  ))}
                </SelectField>
                <SelectField name="preferredEmployee" label="With" id="wish-preferredEmployee">
                  <option value={ANY_EMPLOYEE}>{salon.anyLabel(category)}</option>
                  {salon.teamFor(category).map((member) => (
                    <option key={member.id} value={member.id}>
                      {member.name}
                    </option>
                  ))}
                </SelectField>
              </Row>
              <Row>
                <TextField name="fromDate" label="From" type="date" min={shopDate()} max={lastBookableDay()} />
                <TextField name="untilDate" label="Until" type="date" min={values.fromDate} max={lastBookableDay()} hint={`At most ${WAITLIST_SPAN_DAYS} days`} />
              </Row>
              <Days aria-describedby={touched.weekdays && errors.weekdays ? 'wish-weekdays-error' : undefined}>
                <legend>Days you can come</legend>
                <DayBoxes>
                  {WEEKDAY_NAMES.map((name, day) => (
                    <label key={name}>
                      <Field type="checkbox" name="weekdays" value={String(day)} aria-label={name} />
                      <span aria-hidden="true">{name.slice(0, 3)}</span>
                    </label>
                  ))}
                </DayBoxes>
                {touched.weekdays && typeof errors.weekdays === 'string' && <FieldError id="wish-weekdays-error">{errors.weekdays}</FieldError>}
              </Days>
              <Row>
                <SelectField name="fromTime" label="From time">
                  {HOURS.map((hour) => (
                    <option key={hour}>{hour}</option>
                  ))}
                </SelectField>
                <SelectField name="untilTime" label="Until time">
                  {UNTIL_HOURS.map((hour) => (
                    <option key={hour}>{hour}</option>
                  ))}
                </SelectField>
              </Row>
              <ClientDetailsFields />
              <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
                {wm.join}
              </Button>
            </Form>
          )}
        </Formik>
      )}
    </Section>
  )
}
