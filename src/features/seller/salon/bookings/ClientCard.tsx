import { Form, Formik } from 'formik'
import { useRef, useState } from 'react'
import styled from 'styled-components'
import { Button, TextButton } from '../../../../components/Button'
import { TextAreaField, TextField } from '../../../../components/Field'
import { LoadMore } from '../../../../components/LoadMore'
import { CLIENT_NOTES_MAX, clientRecordSchema, clientTitle, deskClientMessages as cm, type ClientRecord, type ClientVisitList, type ClientVisitPage, type DeskClient } from '../../../../contract/deskClients'
import { formatNaira } from '../../../../contract/money'
import { localPhone } from '../../../../contract/nigeria'
import { visitWords } from '../../../../contract/salon'
import { shopDate } from '../../../../contract/shopClock'
import { usePagedRows } from '../../../../shared/pages'
import { showToast } from '../../../../shared/toasts'
import { formatDay } from '../../format'
import { useGetClientVisitsInfiniteQuery, useSaveClientRecordMutation } from '../salonApi'
import { statusNames } from './bookingLabels'

const Card = styled.section`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; }
  p { margin: ${({ theme }) => theme.space.xs} 0; }
  h4 { margin: ${({ theme }) => theme.space.sm} 0 0; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  ul { margin: 0; padding-left: 1.1rem; }
`

/** The desk's notes as written, line breaks kept. */
const Notes = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`

/** The card's buttons on one line, wrapping on a phone. */
const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.sm};
  margin-left: -${({ theme }) => theme.space.sm};
`

const RecordForm = styled(Form)`
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`

const FormButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`

const bookingsOf = (page: ClientVisitPage) => page.bookings

/** One list of her appointments, a page at a time. */
function Visits({ phone, when }: { phone: string; when: ClientVisitList }) {
  const { rows, more } = usePagedRows(useGetClientVisitsInfiniteQuery({ phone, when }), bookingsOf)
  const title = when === 'upcoming' ? 'Upcoming' : 'Past visits'
  return (
    <>
      <h4>{title}</h4>
      {rows === undefined ? (
        <p role="status">Loading…</p>
      ) : rows.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul aria-label={title}>
          {rows.map((booking) => (
            <li key={booking._id}>
              {formatDay(booking.date)} {booking.startTime} · {visitWords(booking.lines)}
              {booking.status !== 'confirmed' && ` (${statusNames[booking.status]})`}
            </li>
          ))}
        </ul>
      )}
      <LoadMore {...more} label={when === 'upcoming' ? 'Show later appointments' : 'Show earlier visits'} />
    </>
  )
}

/** The desk's notes of her and the day of her last patch test, saved whole; an empty date is none known. */
function RecordEditor({ phone, record, onSaved, onClose }: { phone: string; record: ClientRecord; onSaved(record: ClientRecord): void; onClose(): void }) {
  const [save] = useSaveClientRecordMutation()
  return (
    <Formik
      initialValues={{ notes: record.notes, lastPatchTest: record.lastPatchTest ?? '' }}
      validationSchema={clientRecordSchema}
      onSubmit={async (values) => {
        // A refusal shows as a toast (the API's error listener); the form stays open to put it right.
        const answer = await save({ phone, record: clientRecordSchema.cast(values) })
        if ('error' in answer) return
        showToast('success', answer.data.message ?? cm.recordSaved)
        onSaved(answer.data.record)
        onClose()
      }}
    >
      {({ isSubmitting }) => (
        <RecordForm noValidate aria-label="Her notes and patch test">
          <TextAreaField name="notes" label="Notes (allergies, preferences)" rows={3} maxLength={CLIENT_NOTES_MAX} />
          <TextField name="lastPatchTest" label="Last patch test" type="date" max={shopDate()} hint="Leave empty when she has had none." />
          <FormButtons>
            <Button type="submit" disabled={isSubmitting}>
              Save notes
            </Button>
            <Button type="button" $variant="outline" onClick={onClose}>
              Cancel
            </Button>
          </FormButtons>
        </RecordForm>
      )}
    </Formik>
  )
}

/**
 * The client the desk chose: her details, visits, spending (for a role that sees revenue), the desk's notes and her
 * last patch test, which the desk edits here; on request her upcoming and past appointments.
 */
export function ClientCard({ client, onRecordSaved }: { client: DeskClient; onRecordSaved(record: ClientRecord): void }) {
  const [open, setOpen] = useState(false)
  const [editing, setEditing] = useState(false)
  const editButton = useRef<HTMLButtonElement>(null)
  // Focus goes back to the button that opened the form (it would be lost with the form, and Escape with it).
  const closeEditor = () => {
    setEditing(false)
    editButton.current?.focus()
  }
  return (
    <Card aria-label={`Client: ${clientTitle(client)}`}>
      <h3>{clientTitle(client)}</h3>
      <p>{[client.phone && localPhone(client.phone), client.email].filter(Boolean).join(' · ')}</p>
      <p>
        {client.visits === 1 ? '1 visit' : `${client.visits} visits`}
        {client.noShows > 0 && `, ${client.noShows} no-show${client.noShows === 1 ? '' : 's'}`}
        {client.lastVisit && ` · last ${client.lastVisit}`}
        {client.nextVisit && ` · next ${client.nextVisit}`}
        {client.spend !== null && ` · spent ${formatNaira(client.spend)}`}
      </p>
      <p>{client.lastPatchTest ? `Last patch test ${formatDay(client.lastPatchTest)}` : 'No patch test on record'}</p>
      {client.notes && (
        <Notes>
          <strong>Notes:</strong> {client.notes}
        </Notes>
      )}
      {client.phone && (
        <Links>
          <TextButton ref={editButton} type="button" aria-expanded={editing} onClick={() => setEditing(!editing)}>
            Edit notes
          </TextButton>
          <TextButton type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Hide her appointments' : 'Her appointments'}
          </TextButton>
        </Links>
      )}
      {editing && client.phone && <RecordEditor phone={client.phone} record={client} onSaved={onRecordSaved} onClose={closeEditor} />}
      {open && client.phone && (
        <>
          <Visits phone={client.phone} when="upcoming" />
          <Visits phone={client.phone} when="past" />
        </>
      )}
    </Card>
  )
}
