import { Form, Formik } from 'formik'
import { useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../../../components/Button'
import { SelectField, TextField } from '../../../../components/Field'
import { Modal } from '../../../../components/Modal'
import { ANY_EMPLOYEE, lastBookableDay } from '../../../../contract/salon'
import { shopDate } from '../../../../contract/shopClock'
import { deskOfferSchema, waitingListMessages as wm, wishDays, type WaitingListEntry } from '../../../../contract/waitingList'
import { freeTimes, useGetAvailabilityQuery } from '../../../../shared/availabilityApi'
import { showToast } from '../../../../shared/toasts'
import { formatDateTime, formatDay } from '../../format'
import { Card, CardTop, PagedInbox } from '../../Inbox'
import { PhoneLinks } from '../../PhoneLinks'
import { useGetWaitingListInfiniteQuery, useOfferWaitingTimeMutation } from './waitingListApi'

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
`

const Intro = styled.p`
  max-width: 44rem;
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
`

const Status = styled.span<{ $waiting: boolean }>`
  font-weight: 600;
  color: ${({ theme, $waiting }) => ($waiting ? theme.colors.primaryDark : theme.colors.muted)};
`

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
`

const STATUS_WORDS: Record<WaitingListEntry['status'], string> = { waiting: 'Waiting', booked: 'Booked', ended: 'Days passed' }

const wishesOf = (page: { wishes: WaitingListEntry[] }) => page.wishes

/** The desk offers the waiting client a time: a date of her days, and a start her service fits with her member (or anyone). */
function OfferDialog({ wish, onClose }: { wish: WaitingListEntry; onClose: () => void }) {
  const [offer, { isLoading }] = useOfferWaitingTimeMutation()
  const today = shopDate()
  return (
    <Modal title={`Offer ${wish.fullName} a time`} onClose={onClose}>
      <h2>Offer {wish.fullName} a time</h2>
      <Hint>
        {wish.serviceName} with {wish.employeeName ?? 'anyone'}. She can come {wishDays(wish.weekdays).toLowerCase()}, {wish.fromTime} to {wish.untilTime}. Her link goes by e-mail, and by WhatsApp or SMS if she agreed.
      </Hint>
      <Formik
        initialValues={{ date: wish.fromDate < today ? today : wish.fromDate, startTime: '' }}
        validationSchema={deskOfferSchema}
        onSubmit={async (values) => {
          try {
            const { message } = await offer({ id: wish._id, ...values }).unwrap()
            showToast('success', message ?? wm.offered)
            onClose()
          } catch {
            // The server's words are shown by the shop's error listener.
          }
        }}
      >
        {({ values }) => (
          <Form noValidate>
            <TextField name="date" label="Date" type="date" min={today} max={lastBookableDay()} />
            <OfferTimes wish={wish} date={values.date} />
            <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
              Send the offer
            </Button>
          </Form>
        )}
      </Formik>
    </Modal>
  )
}

/** The starts free that day for her service with her member (or anyone). */
function OfferTimes({ wish, date }: { wish: WaitingListEntry; date: string }) {
  const known = /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= shopDate() && date <= lastBookableDay()
  const { data } = useGetAvailabilityQuery({ date, category: wish.category, service: wish.service }, { skip: !known })
  const times = data ? freeTimes(data, wish.employeeId ?? ANY_EMPLOYEE) : []
  return (
    <SelectField name="startTime" label="Start time">
      <option value="">{data && times.length === 0 ? 'Nothing free that day' : 'Choose a time'}</option>
      {times.map((time) => (
        <option key={time}>{time}</option>
      ))}
    </SelectField>
  )
}

/** The waiting list on the bookings page (the desk's and the owner's): who waits for which service and days, newest first; the desk offers one of them a time by hand. */
export function WaitingList() {
  const list = useGetWaitingListInfiniteQuery()
  const [offering, setOffering] = useState<WaitingListEntry | null>(null)
  return (
    <Section aria-labelledby="waiting-list">
      <h2 id="waiting-list">Waiting list</h2>
      <Intro>Clients for whom no time fitted. When a time frees up, those it suits are offered it by their link; the first to take it gets it. You can offer a time by hand.</Intro>
      <PagedInbox
        list={list}
        rowsOf={wishesOf}
        what="waiting-list entries"
        empty={['Nobody is waiting.', 'Clients who join the waiting list from the booking page appear here, newest first.']}
        render={(wish) => (
          <Card key={wish._id}>
            <CardTop>
              <h3>
                {wish.fullName} · {wish.serviceName} with {wish.employeeName ?? 'anyone'}
              </h3>
              <Status $waiting={wish.status === 'waiting'}>{STATUS_WORDS[wish.status]}</Status>
            </CardTop>
            <p>
              {formatDay(wish.fromDate)} to {formatDay(wish.untilDate)} · {wishDays(wish.weekdays)} · {wish.fromTime} to {wish.untilTime} · joined <time dateTime={wish.createdAt}>{formatDateTime(wish.createdAt)}</time>
            </p>
            <p>
              <PhoneLinks phone={wish.phone} about={wish.fullName} />
              {wish.email && ` · ${wish.email}`}
            </p>
            <Row>
              <span>{wish.offer ? `Offered ${formatDay(wish.offer.date)} at ${wish.offer.startTime}, open until ${formatDateTime(wish.offer.expiresAt)}` : 'No open offer'}</span>
              {wish.status === 'waiting' && (
                <Button type="button" $variant="outline" onClick={() => setOffering(wish)}>
                  Offer a time<span className="visually-hidden"> to {wish.fullName}</span>
                </Button>
              )}
            </Row>
          </Card>
        )}
      />
      {offering && <OfferDialog wish={offering} onClose={() => setOffering(null)} />}
    </Section>
  )
}
