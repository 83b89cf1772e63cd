import { Form, Formik } from 'formik'
import { useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { TextField } from '../../components/Field'
import { forgotPasswordSchema, passwordMessages, resetPasswordFormSchema } from '../../contract/mail'
import { showToast } from '../../shared/toasts'
import { useForgotPasswordMutation, useResetPasswordMutation } from './passwordApi'

// The auth dialog's password screens: ask for a reset link, and choose a new password from one.

const Sent = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
`

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
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

/** A new password, twice, for the reset link's token; `onDone` once it is saved. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone(): void }) {
  const [resetPassword] = useResetPasswordMutation()
  return (
    <Formik
      initialValues={{ password: '', confirm: '' }}
      validationSchema={resetPasswordFormSchema}
      onSubmit={async ({ password }) => {
        // A used or expired link is refused with the server's message (the app's error listener shows it).
        const result = await resetPassword({ token, password }).unwrap().catch(() => null)
        if (!result) return
        showToast('success', result.message ?? passwordMessages.changed)
        onDone()
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
  )
}
