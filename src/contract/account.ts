// The shopper's account page: change password, download or delete what the shop holds about her.
import * as yup from 'yup'
import { aftercareMessages } from './aftercareMessages'
import type { OrderStatus, PaymentType } from './types'
import { TEXT_MAX } from './limits'
import { passwordMessages } from './mail'
import { newPassword } from './schemas'

const am = aftercareMessages.account

export const changePasswordSchema = yup.object({
  currentPassword: yup.string().max(TEXT_MAX).required(am.currentPasswordRequired),
  newPassword: newPassword.notOneOf([yup.ref('currentPassword')], am.samePassword),
})

/** The form: the new password twice (only the first is sent). */
export const changePasswordFormSchema = changePasswordSchema.shape({
  confirm: yup
    .string()
    .required(passwordMessages.confirmRequired)
    .oneOf([yup.ref('newPassword')], passwordMessages.confirmDifferent),
})

/** How long an e-mail verification link works. */
export const EMAIL_VERIFICATION_HOURS = 48

/** Verification links one account may be sent in an hour (the one sent at registration counts). */
export const EMAIL_VERIFICATIONS_PER_HOUR = 5

export const verifyEmailSchema = yup.object({
  token: yup.string().strict().max(TEXT_MAX, am.verificationLinkInvalid).required(am.verificationLinkInvalid),
})

export const deleteAccountSchema = yup.object({
  password: yup.string().max(TEXT_MAX).required(am.currentPasswordRequired),
})

/** The file "Download my data" answers: everything the shop holds about the account, as of `exportedAt`. */
export interface AccountExport {
  exportedAt: string
  account: { _id: string; name: string; email: string; emailVerified: boolean; createdAt: string }
  addresses: unknown[]
  orders: unknown[]
  /** Bookings and newsletter found by her e-mail: only once it is verified (empty and null before). */
  bookings: unknown[]
  newsletter: { subscribed: boolean } | null
}

/** How many of her open orders the delete dialog lists (a shopper places at most a few a minute). */
export const OPEN_ORDERS_LISTED = 50

/** An order of hers not yet delivered or cancelled, as the delete dialog lists it. */
export interface OpenOrder {
  _id: string
  status: OrderStatus
  amount: number
  paymentType: PaymentType
  isPaid: boolean
  createdAt: string
}
