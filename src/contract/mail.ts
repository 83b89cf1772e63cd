// Password reset: the texts and rules of its screens, which the server checks as well.
import * as yup from 'yup'
import { TEXT_MAX } from './limits'
import { pages } from './routes'
import { loginSchema, newPassword } from './schemas'

/** How long a password reset link works. */
export const PASSWORD_RESET_MINUTES = 60

/** Reset links one e-mail address, and one client address, may ask for in an hour. */
export const PASSWORD_RESETS_PER_HOUR = 5

/** A reset link is the login page with its token in this parameter: /login?reset=… opens the dialog on the new password. */
export const RESET_TOKEN_PARAM = pages.login.tokenQuery

export const passwordMessages = {
  forgotTitle: 'Forgot password?',
  resetTitle: 'Choose a new password',
  linkSent: `If an account uses this e-mail, we have sent it a link to choose a new password. The link works for ${PASSWORD_RESET_MINUTES} minutes.`,
  changed: 'Your password has been changed. Please log in with your new password.',
  linkInvalid: 'This reset link has expired or has already been used. Please ask for a new one.',
  tooMany: 'Several reset links have been asked for already. Please check your e-mail or try again in an hour.',
  confirmRequired: 'Please type the new password again',
  confirmDifferent: 'The two passwords are not the same',
} as const

export const forgotPasswordSchema = loginSchema.pick(['email'])

export const resetPasswordSchema = yup.object({
  token: yup.string().strict().max(TEXT_MAX).required(passwordMessages.linkInvalid),
  password: newPassword,
})

/** The reset page's form: the new password twice (only the first is sent). */
export const resetPasswordFormSchema = yup.object({
  password: newPassword,
  confirm: yup
    .string()
    .required(passwordMessages.confirmRequired)
    .oneOf([yup.ref('password')], passwordMessages.confirmDifferent),
})
