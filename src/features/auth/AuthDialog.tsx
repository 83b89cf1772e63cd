import { Form, Formik } from 'formik'
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { TextField } from '../../components/Field'
import { Modal } from '../../components/Modal'
import { paths } from '../../contract/routes'
import { loginSchema, registerSchema } from '../../contract/schemas'
import { passwordMessages, RESET_TOKEN_PARAM } from '../../contract/mail'
import { useAppDispatch } from '../../shared/hooks'
import { loggedIn } from '../../shared/events'
import { useLoginMutation, useRegisterMutation } from './authApi'
import { loginDialogClosed } from './authSlice'
import { ForgotPasswordForm, ResetPasswordForm } from './PasswordForms'

type Mode = 'login' | 'register' | 'forgot' | 'reset'

const Title = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.lg};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  span { color: ${({ theme }) => theme.colors.primary}; }
`

const Switch = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  button { padding: 0; border: 0; background: none; color: ${({ theme }) => theme.colors.primary}; font-weight: 600; text-decoration: underline; cursor: pointer; }
`

const Forgot = styled(Switch)`
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  text-align: right;
`

const emptyForm = { name: '', email: '', password: '' }

/**
 * Where a page that asked for a login (the cart, my orders) wants the shopper back: an address of our own. A login
 * over the cart stays on the cart, where she was about to check out; any other goes home (SPEC §4).
 */
function returnTarget(state: unknown, pathname: string): string {
  const returnTo = (state as { returnTo?: unknown } | null)?.returnTo
  if (typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//')) return returnTo
  return pathname === paths.cart ? paths.cart : paths.home
}

/** SPEC Auth modal: Login / Sign Up, name only when registering; success stores the user and goes home, or back to the page that asked. */
export default function AuthDialog() {
  const { state, search, pathname } = useLocation()
  // The link of a reset e-mail (/login?reset=…) opens the dialog on the new password.
  const resetToken = new URLSearchParams(search).get(RESET_TOKEN_PARAM)
  const [mode, setMode] = useState<Mode>(resetToken ? 'reset' : 'login')
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [login] = useLoginMutation()
  const [register] = useRegisterMutation()
  const registering = mode === 'register'
  const title = registering ? 'Sign Up' : 'Login'
  const close = () => dispatch(loginDialogClosed())

  if (mode === 'reset' && resetToken)
    return (
      <Modal title={passwordMessages.resetTitle} onClose={close}>
        <Title>
          <span>New</span> Password
        </Title>
        <ResetPasswordForm
          token={resetToken}
          onDone={() => {
            // The link is used up: the address forgets it, and the shopper logs in with the new password.
            navigate({ search: '' }, { replace: true, state })
            setMode('login')
          }}
        />
      </Modal>
    )

  if (mode === 'forgot')
    return (
      <Modal title={passwordMessages.forgotTitle} onClose={close}>
        <Title>
          <span>Forgot</span> Password
        </Title>
        <ForgotPasswordForm />
        <Switch>
          <button type="button" onClick={() => setMode('login')}>
            Back to login
          </button>
        </Switch>
      </Modal>
    )

  return (
    <Modal title={title} onClose={close}>
      <Title>
        <span>User</span> {title}
      </Title>
      <Formik
        key={mode}
        initialValues={emptyForm}
        validationSchema={registering ? registerSchema : loginSchema}
        onSubmit={async (values) => {
          const { email, password } = values
          const request = registering ? register({ name: values.name, email, password }) : login({ email, password })
          // A refused login or registration is shown by the app's error listener (the server's message).
          const result = await request.unwrap().catch(() => null)
          if (!result) return
          dispatch(loggedIn(result.user))
          navigate(returnTarget(state, pathname))
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            {registering && <TextField name="name" label="Name" autoComplete="name" />}
            <TextField name="email" label="Email" type="email" autoComplete="email" />
            <TextField name="password" label="Password" type="password" autoComplete={registering ? 'new-password' : 'current-password'} />
            {!registering && (
              <Forgot>
                <button type="button" onClick={() => setMode('forgot')}>
                  {passwordMessages.forgotTitle}
                </button>
              </Forgot>
            )}
            <Button type="submit" $block disabled={isSubmitting}>
              {registering ? 'Create Account' : 'Login'}
            </Button>
          </Form>
        )}
      </Formik>
      <Switch>
        {registering ? 'Already have an account? ' : 'New here? '}
        <button type="button" onClick={() => setMode(registering ? 'login' : 'register')}>
          {registering ? 'Login here' : 'Sign up'}
        </button>
      </Switch>
    </Modal>
  )
}
