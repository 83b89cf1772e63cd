import { Form, Formik } from 'formik'
import { Button } from '../../../../components/Button'
import { SelectField, TextField } from '../../../../components/Field'
import { Modal } from '../../../../components/Modal'
import type { SalonStaffAdmin } from '../../../../contract/salonAdmin'
import { showToast } from '../../../../shared/toasts'
import { useAddTimeOffMutation } from '../salonApi'

/** The owner's form for a day off or a few hours off, on `date` unless she picks another. */
export function TimeOffDialog({ date, team, onClose }: { date: string; team: SalonStaffAdmin[]; onClose(): void }) {
  const [add, adding] = useAddTimeOffMutation()
  return (
    <Modal title="Add time off" onClose={onClose}>
      <h2>Add time off</h2>
      <Formik
        initialValues={{ staffId: team[0]?.id ?? '', date, from: '00:00', to: '24:00', note: '' }}
        onSubmit={async (values) => {
          await add(values).unwrap()
          showToast('success', 'Time off added')
          onClose()
        }}
      >
        <Form noValidate>
          <SelectField name="staffId" label="Who">
            {team.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </SelectField>
          <TextField name="date" label="Date" type="date" />
          <TextField name="from" label="From (00:00 for the whole day)" />
          <TextField name="to" label="To (24:00 for the whole day)" />
          <TextField name="note" label="Note" />
          <Button type="submit" disabled={adding.isLoading}>
            Add time off
          </Button>
        </Form>
      </Formik>
    </Modal>
  )
}
