import { Form, Formik } from 'formik'
import { useRef, useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { ResponsiveImage } from '../../../components/ResponsiveImage'
import { TextField } from '../../../components/Field'
import { Modal } from '../../../components/Modal'
import { salonStaffSchema, type SalonStaffAdmin } from '../../../contract/salonAdmin'
import type { SalonCategory } from '../../../contract/types'
import { showToast } from '../../../shared/toasts'
import { useDeleteStaffMutation, useGetSalonAdminQuery, useSaveStaffMutation } from './salonApi'
import { PhotoField, useSavePhoto, type WithPhoto } from './PhotoField'
import { Cards, Check, FormActions, ItemCard, ItemHead } from './salonForms'
import { SellerHeading } from '../SellerHeading'

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
// The week as the salon reads it: Monday first.
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0]

interface StaffForm extends WithPhoto {
  name: string
  role: string
  categories: string[]
  /** Per weekday (0 Sunday … 6 Saturday): worked or not, and the hours. */
  days: { works: boolean; start: string; end: string }[]
}

const toForm = (member?: SalonStaffAdmin): StaffForm => ({
  name: member?.name ?? '',
  role: member?.role ?? '',
  photo: member?.image || null,
  categories: member?.categories ?? [],
  days: WEEKDAYS.map((_, weekday) => {
    const span = member?.hours.find((entry) => entry.weekday === weekday)
    return { works: Boolean(span), start: span?.start ?? '09:00', end: span?.end ?? '17:00' }
  }),
})

const fromForm = ({ days, photo: _photo, ...rest }: StaffForm) => ({ ...rest, hours: days.flatMap((day, weekday) => (day.works ? [{ weekday, start: day.start, end: day.end }] : [])) })

const DayRow = styled.fieldset`
  display: grid;
  grid-template-columns: 1fr 1fr;
  align-items: end;
  /* The weekday's checkbox above its two times on a phone, beside them on a wider screen. */
  > label { grid-column: 1 / -1; }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 8rem 1fr 1fr;
    > label { grid-column: auto; }
  }
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  legend { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  > div { margin: 0; }
`

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`

function StaffDialog({ member, categories, onClose }: { member: SalonStaffAdmin | 'new'; categories: SalonCategory[]; onClose: () => void }) {
  const [save] = useSaveStaffMutation()
  const [remove] = useDeleteStaffMutation()
  const savePhoto = useSavePhoto('team')
  // A new member saved before her photo was refused: saving again completes her, and adds no second one.
  const created = useRef<string>(undefined)
  const editing = member === 'new' ? undefined : member
  return (
    <Modal title={editing ? `Edit ${editing.name}` : 'Add a member of the team'} onClose={onClose}>
      <h2>{editing ? `Edit ${editing.name}` : 'Add a member of the team'}</h2>
      <Formik
        initialValues={toForm(editing)}
        validate={async (values) => {
          try {
            await salonStaffSchema.validate(fromForm(values))
            return {}
          } catch (error) {
            return { days: (error as Error).message }
          }
        }}
        onSubmit={async (values) => {
          const saved = await save({ id: editing?.id ?? created.current, fields: fromForm(values) }).unwrap()
          created.current = saved.id
          await savePhoto(saved.id, editing?.image ?? '', values.photo)
          showToast('success', saved.message ?? 'Saved')
          onClose()
        }}
      >
        {({ values, errors, isSubmitting }) => (
          <Form noValidate>
            <TextField name="name" label="Name" />
            <TextField name="role" label="Role" />
            <PhotoField where="Shown with their name on the About page." />
            <fieldset>
              <legend>Takes bookings for</legend>
              {categories.map((category) => (
                <Check key={category.id} name="categories" value={category.id} label={category.name} />
              ))}
            </fieldset>
            <h3>Working hours</h3>
            {WEEK_ORDER.map((weekday) => (
              <DayRow key={weekday}>
                <legend>{WEEKDAYS[weekday]}</legend>
                <Check name={`days.${weekday}.works`} label={WEEKDAYS[weekday]!} />
                <TextField name={`days.${weekday}.start`} label="From" type="time" step={1800} disabled={!values.days[weekday]!.works} />
                <TextField name={`days.${weekday}.end`} label="To" type="time" step={1800} disabled={!values.days[weekday]!.works} />
              </DayRow>
            ))}
            {typeof errors.days === 'string' && <Problem role="alert">{errors.days}</Problem>}
            <FormActions>
              <Button type="submit" disabled={isSubmitting}>
                Save
              </Button>
              {editing && (
                <Button
                  type="button"
                  $variant="outline"
                  onClick={async () => {
                    const { message } = await remove(editing.id).unwrap()
                    showToast('success', message ?? 'Deleted')
                    onClose()
                  }}
                >
                  Remove from the team
                </Button>
              )}
            </FormActions>
          </Form>
        )}
      </Formik>
    </Modal>
  )
}

/** "Tue–Sat 10:00–16:00"-like summary of a member's week. */
const weekSummary = (member: SalonStaffAdmin) =>
  WEEK_ORDER.flatMap((weekday) => {
    const span = member.hours.find((entry) => entry.weekday === weekday)
    return span ? [`${WEEKDAYS[weekday]!.slice(0, 3)} ${span.start}–${span.end}`] : []
  }).join(', ') || 'No working hours'

/** /seller/team: who works at the salon, what they take and when. */
export function TeamPage() {
  const { data, isError } = useGetSalonAdminQuery()
  const [editing, setEditing] = useState<SalonStaffAdmin | 'new' | null>(null)
  const categoryName = (id: string) => data?.categories.find((category) => category.id === id)?.name ?? id
  return (
    <>
      <SellerHeading title="Team" />
      <FormActions>
        <Button type="button" onClick={() => setEditing('new')}>
          Add a member
        </Button>
      </FormActions>
      {isError && <p role="alert">The team could not be loaded. Please try again.</p>}
      <Cards aria-label="Team">
        {data?.team.map((member) => (
          <ItemCard key={member.id}>
            <ItemHead>
              {member.image && <ResponsiveImage src={member.image} alt="" width={48} height={48} loading="lazy" />}
              <h2>{member.name}</h2>
            </ItemHead>
            <p>
              {member.role} · {member.categories.map(categoryName).join(', ') || 'No categories'}
            </p>
            <p>{weekSummary(member)}</p>
            <Button type="button" $variant="outline" onClick={() => setEditing(member)} aria-label={`Edit ${member.name}`}>
              Edit
            </Button>
          </ItemCard>
        ))}
      </Cards>
      {editing && data && <StaffDialog member={editing} categories={data.categories} onClose={() => setEditing(null)} />}
    </>
  )
}
