import { Formik } from 'formik'
import { Button } from '../../../components/Button'
import { TextField } from '../../../components/Field'
import { changePasswordFormSchema } from '../../../contract/account'
import { teamMessages } from '../../../contract/team'
import { useAppDispatch, useAppSelector } from '../../../shared/hooks'
import { showToast } from '../../../shared/toasts'
import { SettingsForm } from '../salon/salonForms'
import { SellerHeading } from '../SellerHeading'
import { sellerSessionStarted, selectStaff } from '../sellerSlice'
import { useChangeStaffPasswordMutation } from '../sessionApi'

/** /seller/password: her own password; the one page a member the owner asked to choose a new one can open. */
export function StaffPasswordPage() {
  const staff = useAppSelector(selectStaff)
  const dispatch = useAppDispatch()
  const [change] = useChangeStaffPasswordMutation()
  if (!staff) return null
  return (
    <>
      <SellerHeading title="My Password" />
      {staff.mustChangePassword && <p role="status">{teamMessages.mustChangePassword}</p>}
      <Formik
        initialValues={{ currentPassword: '', newPassword: '', confirm: '' }}
        validationSchema={changePasswordFormSchema}
        onSubmit={async ({ currentPassword, newPassword }, { resetForm }) => {
          const answer = await change({ currentPassword, newPassword })
            .unwrap()
            .catch(() => undefined)
          if (!answer) return
          showToast('success', answer.message ?? teamMessages.passwordChanged)
          resetForm()
          if (staff.mustChangePassword) dispatch(sellerSessionStarted({ ...staff, mustChangePassword: false }))
        }}
      >
        {({ isSubmitting }) => (
          <SettingsForm noValidate>
            <p>Your other sessions end when you change it.</p>
            <TextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
            <TextField name="newPassword" label="New password" type="password" autoComplete="new-password" />
            <TextField name="confirm" label="New password again" type="password" autoComplete="new-password" />
            <Button type="submit" disabled={isSubmitting}>
              Change password
            </Button>
          </SettingsForm>
        )}
      </Formik>
    </>
  )
}
