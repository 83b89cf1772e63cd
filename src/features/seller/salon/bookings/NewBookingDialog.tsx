import { skipToken } from '@reduxjs/toolkit/query'
import { Form, Formik, useFormikContext } from 'formik'
import { useEffect, useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../../../components/Button'
import { CheckboxField, SelectField, TextField } from '../../../../components/Field'
import { Modal } from '../../../../components/Modal'
import { ANY_EMPLOYEE, readVisitEntry, serviceTerms } from '../../../../contract/salon'
import { deskBookingSchema, salonAdminMessages as am, walkInSchema, type DeskBookingFields } from '../../../../contract/salonAdmin'
import { isCalendarDate, shopDate } from '../../../../contract/shopClock'
import type { SalonInfo } from '../../../../contract/types'
import { failedCallMessage } from '../../../../shared/apiErrors'
import { roomAt, useGetAvailabilityQuery } from '../../../../shared/availabilityApi'
import { newRequestKey } from '../../../../shared/requestKey'
import { useGetSalonQuery } from '../../../../shared/salonApi'
import { showToast } from '../../../../shared/toasts'
import { deskClientMessages as cm } from '../../../../contract/deskClients'
import { localPhone, phoneKey } from '../../../../contract/nigeria'
import { PHONE_CHANNEL_LABELS, PHONE_CHANNELS, phoneMessageWords } from '../../../../contract/phoneMessages'
import { formatDay } from '../../format'
import { useGetDeskPolicyQuery, useGetPatchTestQuery, useTakeDeskBookingMutation, useTakeWalkInMutation } from '../salonApi'
import { DESK_DEPOSIT_HOLD_HOURS, deskDepositSchema } from '../../../../contract/noShow'
import { formatNaira } from '../../../../contract/money'
import { MoreServices } from '../../../../components/MoreServices'
import { ClientFinder } from './ClientFinder'

const Pair = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
`

const Refusal = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`

/** What the desk should know of the service chosen for this client: a patch test she still needs, or has had. */
const PatchTestNote = styled.p<{ $warning: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme, $warning }) => ($warning ? theme.colors.accent : theme.colors.line)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $warning }) => ($warning ? '#fdf1dc' : theme.colors.background)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ $warning }) => ($warning ? 600 : 400)};
`

/** The walk-in's shortcut, under the date and time it fills in, apart from the client's fields. */
const WalkIn = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`

/** The time field: the start times free for the service with the member (or anyone), read as the wizard reads them. */
function StartTimes({ salon, firstFree, onFirstFreeSet }: { salon: SalonInfo; firstFree: boolean; onFirstFreeSet(): void }) {
  const { values, setFieldValue } = useFormikContext<DeskBookingFields>()
  const service = salon.services.find((one) => one.id === values.service)
  // With the visit's other services (once each is chosen), the times the whole visit fits.
  const more = values.moreServices.every(Boolean) ? values.moreServices.join(',') : ''
  const asked = values.category && values.date >= shopDate() ? { category: values.category, date: values.date, ...(service && { service: service.id, ...(more && { more }) }) } : undefined
  // The times of the day and service asked now: never the last day's while the new one loads.
  const { currentData: free } = useGetAvailabilityQuery(asked ?? { category: '', date: '' }, { skip: !asked })
  const minutes = service?.durationMinutes ?? 0
  const times = free ? free.slots.map((slot) => slot.time).filter((time) => roomAt(free, time, values.preferredEmployee) >= minutes) : []
  const first = times[0] ?? ''
  // A time chosen before (tapped on the calendar) that the service chosen now does not fit is let go.
  const offered = !free || values.startTime === '' || times.includes(values.startTime)
  useEffect(() => {
    if (!offered) void setFieldValue('startTime', '')
  }, [offered, setFieldValue])
  // The first free time today: the first free one today, once today's times have come.
  useEffect(() => {
    if (!firstFree || !free || values.date !== shopDate()) return
    onFirstFreeSet()
    void setFieldValue('startTime', first)
  }, [firstFree, free, values.date, first, onFirstFreeSet, setFieldValue])
  const loaded = asked && free
  return (
    <>
      <SelectField name="startTime" label="Start time" disabled={!loaded || times.length === 0}>
        {/* Short: in a dialog the field is half its width; the status below says when no time is free. */}
        <option value="">{!asked ? 'Category first' : !loaded ? 'Loading…' : times.length === 0 ? 'None free' : 'Choose a time'}</option>
        {times.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </SelectField>
      {loaded && times.length === 0 && <p role="status">{am.noFreeTimes}</p>}
    </>
  )
}

/** The client's phone is enough to look her up: the booking's own rule for it. */
const phoneGiven = deskBookingSchema.pick(['phone'])

/**
 * Under the service: whether the client (by the phone in the form) needs a patch test before it on the day, as the
 * server decides; a warning when she does, what is on record when she does not, and the rule until her phone is in.
 */
function PatchTestCheck({ salon, serviceId }: { salon: SalonInfo; serviceId: string }) {
  const { values } = useFormikContext<DeskBookingFields>()
  const service = salon.services.find((one) => one.id === serviceId)
  const days = service?.patchTestDays ?? null
  const phone = phoneGiven.isValidSync({ phone: values.phone }) ? phoneKey(values.phone) : null
  const asked = days !== null && service && phone && isCalendarDate(values.date) ? { phone, service: service.id, date: values.date } : undefined
  const { currentData } = useGetPatchTestQuery(asked ?? skipToken)
  if (!service || days === null) return null
  const check = asked && currentData?.patchTest
  if (!check) return <PatchTestNote $warning={false}>{`${service.name} needs a patch test within ${days} days before the appointment.`}</PatchTestNote>
  if (check.needed)
    return (
      <PatchTestNote $warning role="alert">
        {cm.patchTestNeeded(days)}
      </PatchTestNote>
    )
  return <PatchTestNote $warning={false}>{`Patch test on record: ${formatDay(check.lastPatchTest!)}.`}</PatchTestNote>
}

/**
 * The service and member fields (the member's not for a walk-in: the first free one takes her), each list narrowed by
 * the choice before it; under the service, what the desk should know of its patch test.
 */
function Choices({ salon, withMember }: { salon: SalonInfo; withMember: boolean }) {
  const { values, setFieldValue } = useFormikContext<DeskBookingFields>()
  const services = salon.services.filter((service) => service.active && service.categoryId === values.category)
  const team = salon.team.filter((member) => member.categories.includes(values.category))
  const category = salon.categories.find((one) => one.id === values.category)
  return (
    <>
      <SelectField
        name="category"
        label="Category"
        onChange={(event) => {
          const next = event.target.value
          void setFieldValue('category', next)
          void setFieldValue('service', '')
          // The member tapped on the calendar stays when she does the category.
          const member = salon.team.find((someone) => someone.id === values.preferredEmployee)
          if (!member?.categories.includes(next)) void setFieldValue('preferredEmployee', ANY_EMPLOYEE)
        }}
      >
        <option value="">Choose a category</option>
        {salon.categories.map((one) => (
          <option key={one.id} value={one.id}>
            {one.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        name="service"
        label="Service"
        onChange={(event) => void setFieldValue('service', event.target.value)}
      >
        <option value="">Choose a service</option>
        {services.map((service) => (
          <option key={service.id} value={service.id}>
            {service.name} ({serviceTerms(service)})
          </option>
        ))}
      </SelectField>
      <PatchTestCheck salon={salon} serviceId={values.service} />
      {withMember && (
        <SelectField name="preferredEmployee" label="With">
          <option value={ANY_EMPLOYEE}>{category?.anyLabel ?? 'Anyone free'}</option>
          {team.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </SelectField>
      )}
      <MoreServices salon={salon} team={salon.team} />
      {/* The visit's other services that need one too (a second patch-test service is rare: checked all the same). */}
      {[...new Set(values.moreServices.map((entry) => readVisitEntry(entry).service))].filter((id) => id && id !== values.service).map((id) => (
        <PatchTestCheck key={id} salon={salon} serviceId={id} />
      ))}
    </>
  )
}

/** A free time tapped in a member's column: the booking starts there with her. */
export interface TappedTime {
  employeeId: string
  startTime: string
}

interface Props {
  /** The calendar's day, the booking's unless the desk picks another (today when it is past). */
  date: string
  /** A walk-in: no member, day or time to choose; the server books today's first free start. */
  walkIn?: boolean
  /** The free time tapped on the calendar, on `date`. */
  tapped?: TappedTime
  /** Booked: the calendar goes to its day. */
  onBooked(date: string): void
  onClose(): void
}

/** The service's no-show policy, read to the caller, and the choice to ask its deposit by a payment link. */
function DeskPolicy({ category, service }: { category: string; service: string }) {
  const { currentData } = useGetDeskPolicyQuery(category && service ? { category, service } : skipToken)
  const policy = currentData?.policy
  if (!policy || policy.words.length === 0) return null
  return (
    <PolicyBox aria-label="No-show policy">
      {policy.words.map((words) => (
        <p key={words}>{words}</p>
      ))}
      {policy.deposit > 0 && <CheckboxField name="askDeposit" label={`Ask for the ${formatNaira(policy.deposit)} deposit by a payment link (her time is held ${DESK_DEPOSIT_HOLD_HOURS} hours)`} />}
    </PolicyBox>
  )
}

const PolicyBox = styled.div`
  margin: ${({ theme }) => theme.space.sm} 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
  p { margin: 0 0 ${({ theme }) => theme.space.xs}; }
`

/**
 * The desk's New booking: a client on the phone or at the door, paid at the salon. The times offered are the
 * wizard's free times; the server decides between the desk and a client online asking for one time.
 */
export function NewBookingDialog({ date, walkIn = false, tapped, onBooked, onClose }: Props) {
  const { data: salon } = useGetSalonQuery()
  const [takeBooking, takingBooking] = useTakeDeskBookingMutation()
  const [takeWalkIn, takingWalkIn] = useTakeWalkInMutation()
  const taking = walkIn ? takingWalkIn : takingBooking
  const title = walkIn ? am.walkIn : am.newBooking
  // One key while the dialog is open: a retry after a lost answer gets the booking the first request made.
  const [key] = useState(newRequestKey)
  const [refusal, setRefusal] = useState('')
  const [firstFree, setFirstFree] = useState(false)
  const today = shopDate()
  const initialValues: DeskBookingFields & { askDeposit: boolean } = {
    category: '',
    service: '',
    moreServices: [],
    preferredEmployee: tapped?.employeeId ?? ANY_EMPLOYEE,
    date: walkIn ? today : date < today ? today : date,
    startTime: tapped?.startTime ?? '',
    fullName: '',
    phone: '',
    email: '',
    phoneMessages: false,
    phoneChannel: undefined,
    askDeposit: false,
  }
  const tappedMember = tapped && salon?.team.find((member) => member.id === tapped.employeeId)
  return (
    <Modal title={title} onClose={onClose}>
      <h2>{title}</h2>
      {walkIn && <p>{am.walkInHow}</p>}
      {tappedMember && (
        <p>
          {tappedMember.name}, {formatDay(date)} at {tapped.startTime}
        </p>
      )}
      {!salon ? (
        <p role="status">Loading the salon's menu…</p>
      ) : (
        <Formik
          initialValues={initialValues}
          validationSchema={walkIn ? walkInSchema : deskBookingSchema.concat(deskDepositSchema)}
          onSubmit={async (values) => {
            setRefusal('')
            const { category, service, moreServices, fullName, phone, email, phoneMessages, phoneChannel } = values
            const answer = walkIn
              ? await takeWalkIn({ fields: { category, service, moreServices, fullName, phone, email, phoneMessages, phoneChannel }, key })
              : await takeBooking({ fields: values, key })
            if ('error' in answer) {
              setRefusal(failedCallMessage(answer.error))
              return
            }
            showToast('success', answer.data.message ?? am.deskBooked)
            onBooked(answer.data.booking.date)
            onClose()
          }}
        >
          {({ values, setFieldValue }) => (
            <>
              {/* Outside the booking's form: her card has a form of its own (her notes), and Enter in the search books nothing. */}
              <ClientFinder
                onChoose={(client) => {
                  void setFieldValue('fullName', client.name)
                  void setFieldValue('phone', client.phone ? localPhone(client.phone) : '')
                  void setFieldValue('email', client.email ?? '')
                }}
              />
              <Form noValidate>
                <Choices salon={salon} withMember={!walkIn} />
                {!walkIn && (
                  <>
                    <Pair>
                      <TextField name="date" label="Date" type="date" min={today} />
                      <StartTimes salon={salon} firstFree={firstFree} onFirstFreeSet={() => setFirstFree(false)} />
                    </Pair>
                    <WalkIn>
                      <Button
                        type="button"
                        $variant="outline"
                        onClick={() => {
                          void setFieldValue('date', today)
                          setFirstFree(true)
                        }}
                      >
                        {am.firstFreeToday}
                      </Button>
                    </WalkIn>
                  </>
                )}
                <TextField name="fullName" label="Client's name" autoComplete="off" />
                <Pair>
                  <TextField name="phone" label="Phone" type="tel" autoComplete="off" />
                  <TextField name="email" label="Email (optional)" type="email" autoComplete="off" />
                </Pair>
                {/* Read to her as the wizard shows them; a number that replied STOP stays stopped all the same. */}
                <CheckboxField name="phoneMessages" label={`The client agrees: “${phoneMessageWords.consentLabel}”`} />
                {values.phoneMessages && (
                  <SelectField name="phoneChannel" label="Send them by" value={values.phoneChannel ?? ''}>
                    <option value="">The shop's usual channel</option>
                    {PHONE_CHANNELS.map((channel) => (
                      <option key={channel} value={channel}>
                        {PHONE_CHANNEL_LABELS[channel]}
                      </option>
                    ))}
                  </SelectField>
                )}
                {!walkIn && <DeskPolicy category={values.category} service={values.service} />}
                {refusal && <Refusal role="alert">{refusal}</Refusal>}
                <Actions>
                  <Button type="submit" disabled={taking.isLoading}>
                    {walkIn ? am.walkInBook : 'Book'}
                  </Button>
                  <Button type="button" $variant="outline" onClick={onClose}>
                    Cancel
                  </Button>
                </Actions>
              </Form>
            </>
          )}
        </Formik>
      )}
    </Modal>
  )
}
