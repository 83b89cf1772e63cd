import { Form, Formik, type FormikHelpers } from 'formik'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { TextField } from '../../components/Field'
import { Modal } from '../../components/Modal'
import { changePasswordFormSchema, deleteAccountSchema } from '../../contract/account'
import { aftercareMessages } from '../../contract/aftercareMessages'
import { formatNaira } from '../../contract/money'
import { orderNumber } from '../../contract/orders'
import { paths } from '../../contract/routes'
import { failedCallMessage } from '../../shared/apiErrors'
import { apiUrl } from '../../shared/env'
import { loggedOut } from '../../shared/events'
import { useAppDispatch } from '../../shared/hooks'
import { showToast } from '../../shared/toasts'
import { accountDataPath, useChangePasswordMutation, useDeleteAccountMutation, useOpenOrdersQuery, useSendVerificationMutation } from './accountApi'

const am = aftercareMessages.account

/** An account form's width. */
export const Narrow = styled.div`
  max-width: 28rem;
`

/** An account form's buttons, side by side. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`

const DangerButton = styled(Button)`
  border-color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
`

const Verified = styled.span`
  margin-left: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`

const Unverified = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  p { margin: 0 0 ${({ theme }) => theme.space.sm}; color: ${({ theme }) => theme.colors.muted}; }
`

/** Whether her e-mail is verified; until it is, what it means and "Send the link again". */
export function EmailVerification({ verified }: { verified: boolean }) {
  const [sendVerification, { isLoading }] = useSendVerificationMutation()
  if (verified) return <Verified>{am.emailVerifiedState}</Verified>
  return (
    <Unverified>
      <p>{am.emailUnverifiedState}</p>
      <Button
        type="button"
        $variant="outline"
        disabled={isLoading}
        onClick={() =>
          sendVerification()
            .unwrap()
            .then((result) => showToast('success', result.message ?? am.verificationSent))
            // The app's error listener shows the server's reason.
            .catch(() => undefined)
        }
      >
        {am.sendVerificationAgain}
      </Button>
    </Unverified>
  )
}

/** A refusal of the password field's value goes under that field; anything else is a toast. */
function refused<T>(field: keyof T & string, helpers: FormikHelpers<T>) {
  return (error: { status?: unknown }) => {
    if (error.status === 403 || error.status === 400) helpers.setFieldError(field, failedCallMessage(error))
    else showToast('error', failedCallMessage(error))
  }
}

/** The current password, then the new one twice; every other device is logged out. */
export function ChangePasswordForm() {
  const [changePassword] = useChangePasswordMutation()
  return (
    <Narrow>
      <Formik
        initialValues={{ currentPassword: '', newPassword: '', confirm: '' }}
        validationSchema={changePasswordFormSchema}
        onSubmit={async ({ currentPassword, newPassword }, helpers) => {
          await changePassword({ currentPassword, newPassword })
            .unwrap()
            .then((result) => {
              showToast('success', result.message ?? am.passwordChanged)
              helpers.resetForm()
            })
            .catch(refused('currentPassword', helpers))
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
            <TextField name="newPassword" label="New password" type="password" autoComplete="new-password" />
            <TextField name="confirm" label="New password again" type="password" autoComplete="new-password" />
            <Button type="submit" disabled={isSubmitting}>
              Change password
            </Button>
          </Form>
        )}
      </Formik>
    </Narrow>
  )
}

/** The JSON file of what the shop holds about her, downloaded by the browser. */
export function DownloadMyData() {
  return (
    <>
      <p>{am.downloadIntro}</p>
      <Button as="a" href={`${apiUrl}/api${accountDataPath}`} download $variant="outline">
        Download my data
      </Button>
    </>
  )
}

const Warning = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  p { margin: 0 0 ${({ theme }) => theme.space.sm}; }
  ul { margin: 0 0 ${({ theme }) => theme.space.sm}; padding-left: ${({ theme }) => theme.space.lg}; }
`

/** Her orders not yet delivered, and what deleting the account does to them; nothing when there are none. */
function OpenOrdersWarning() {
  const { data } = useOpenOrdersQuery()
  if (!data || data.orders.length === 0) return null
  return (
    <Warning role="note" aria-label="Orders not yet delivered">
      <p>{am.openOrdersWarning}</p>
      <ul>
        {data.orders.map((order) => (
          <li key={order._id}>
            Order {orderNumber(order._id)}: {order.status}, {formatNaira(order.amount)}, {order.paymentType === 'COD' ? 'cash on delivery' : 'paid online'}
          </li>
        ))}
        {data.more && <li>and more</li>}
      </ul>
      <p>{am.openOrdersFate}</p>
    </Warning>
  )
}

/** Delete my account, confirmed with her password in a dialog; then she is a guest on the home page. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false)
  const [deleteAccount] = useDeleteAccountMutation()
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  return (
    <>
      <p>{am.deleteIntro}</p>
      <DangerButton type="button" onClick={() => setOpen(true)}>
        Delete my account
      </DangerButton>
      {open && (
        <Modal title={am.deleteTitle} onClose={() => setOpen(false)}>
          <h2>{am.deleteTitle}</h2>
          <Formik
            initialValues={{ password: '' }}
            validationSchema={deleteAccountSchema}
            onSubmit={async ({ password }, helpers) => {
              await deleteAccount({ password })
                .unwrap()
                .then((result) => {
                  showToast('success', result.message ?? am.deleted)
                  dispatch(loggedOut())
                  navigate(paths.home)
                })
                .catch(refused('password', helpers))
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate>
                <OpenOrdersWarning />
                <p>{am.deleteConfirm}</p>
                <TextField name="password" label="Password" type="password" autoComplete="current-password" />
                <Actions>
                  <DangerButton type="submit" disabled={isSubmitting}>
                    Delete my account
                  </DangerButton>
                  <Button type="button" $variant="outline" onClick={() => setOpen(false)}>
                    Keep my account
                  </Button>
                </Actions>
              </Form>
            )}
          </Formik>
        </Modal>
      )}
    </>
  )
}
