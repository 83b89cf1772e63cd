import { Form, Formik } from 'formik'
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { TextField } from '../../components/Field'
import { Modal } from '../../components/Modal'
import { paths } from '../../contract/routes'
import { loginSchema, registerSchema } from '../../contract/schemas'
import { forgotPasswordSchema, passwordMessages } from '../../contract/mail'
import { useAppDispatch } from '../../shared/hooks'
import { loggedIn } from '../../shared/events'
import { useLoginMutation, useRegisterMutation } from './authApi'
import { loginDialogClosed } from './authSlice'
import { useForgotPasswordMutation } from './passwordApi'

type Mode = 'login' | 'register' | 'forgot'

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

const Sent = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
`

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
function ForgotPasswordForm() {
  const [forgotPassword] = useForgotPasswordMutation()
  const [sent, setSent] = useState<string | null>(null)
  if (sent) return <Sent role="status">{sent}</Sent>
  return (
    <Formik
      initialValues={{ email: '' }}
      validationSchema={forgotPasswordSchema}
      onSubmit={async ({ email }) => {
        // A refusal (too many requests) is shown by the app's error listener.
        const result = await forgotPassword({ email: email.trim() }).unwrap().catch(() => null)
        if (result) setSent(result.message ?? passwordMessages.linkSent)
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <p>Enter the e-mail of your account and we will send you a link to choose a new password.</p>
          <TextField name="email" label="Email" type="email" autoComplete="email" />
          <Button type="submit" $block disabled={isSubmitting}>
            Send reset link
          </Button>
        </Form>
      )}
    </Formik>
  )
}

const emptyForm = { name: '', email: '', password: '' }

/** Where a page that asked for a login (the cart, my orders) wants the shopper back: an address of our own. */
function returnTarget(state: unknown): string {
  const returnTo = (state as { returnTo?: unknown } | null)?.returnTo
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : paths.home
}

/** SPEC Auth modal: Login / Sign Up, name only when registering; success stores the user and goes home, or back to the page that asked. */
export default function AuthDialog() {
  const [mode, setMode] = useState<Mode>('login')
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const { state } = useLocation()
  const [login] = useLoginMutation()
  const [register] = useRegisterMutation()
  const registering = mode === 'register'
  const title = registering ? 'Sign Up' : 'Login'
  const close = () => dispatch(loginDialogClosed())

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
          navigate(returnTarget(state))
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
