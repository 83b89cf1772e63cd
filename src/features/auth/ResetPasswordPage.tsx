import { Form, Formik } from 'formik'
import { useNavigate, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { TextField } from '../../components/Field'
import { Page } from '../../components/Page'
import { passwordMessages, resetPasswordFormSchema } from '../../contract/mail'
import { paths } from '../../contract/routes'
import { useAppDispatch } from '../../shared/hooks'
import { showToast } from '../../shared/toasts'
import { loginDialogOpened } from './authSlice'
import { useResetPasswordMutation } from './passwordApi'

const Panel = styled.section`
  max-width: 440px;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space.xl}; }
  p:first-child { margin-top: 0; }
`

/** /reset-password?token=…, the link of a reset e-mail: a new password, then the login dialog to use it. */
export function ResetPasswordPage() {
  const [query] = useSearchParams()
  const token = query.get('token') ?? ''
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [resetPassword] = useResetPasswordMutation()
  const askAgain = () => dispatch(loginDialogOpened())

  return (
    <Page title="Choose a new password">
      <Panel>
        {token ? (
          <Formik
            initialValues={{ password: '', confirm: '' }}
            validationSchema={resetPasswordFormSchema}
            onSubmit={async ({ password }) => {
              // A used or expired link is refused with the server's message (the app's error listener shows it).
              const result = await resetPassword({ token, password }).unwrap().catch(() => null)
              if (!result) return
              showToast('success', result.message ?? passwordMessages.changed)
              navigate(paths.home, { replace: true })
              dispatch(loginDialogOpened())
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate>
                <p>Choose a new password for your account. Every device signed in to it will be logged out.</p>
                <TextField name="password" label="New password" type="password" autoComplete="new-password" />
                <TextField name="confirm" label="New password again" type="password" autoComplete="new-password" />
                <Button type="submit" $block disabled={isSubmitting}>
                  Save new password
                </Button>
              </Form>
            )}
          </Formik>
        ) : (
          <>
            <p>{passwordMessages.linkInvalid}</p>
            <Button type="button" onClick={askAgain}>
              Log in or ask for a new link
            </Button>
          </>
        )}
      </Panel>
    </Page>
  )
}
