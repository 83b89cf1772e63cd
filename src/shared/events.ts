import { createAction } from '@reduxjs/toolkit'
import type { User } from '../contract'

// Events several features react to; a feature never imports another feature.
/** A fresh login or registration: the guest cart is merged into the account's cart. */
export const loggedIn = createAction<User>('auth/loggedIn')
/** The session found at start-up: the account's cart is taken as it is, unless the local cart has unsent changes. */
export const sessionRestored = createAction<User>('auth/sessionRestored')
/** The start-up check found no live session (it expired, or was ended elsewhere): the visitor is a guest. */
export const sessionMissing = createAction('auth/sessionMissing')
export const loggedOut = createAction('auth/loggedOut')
/** The link e-mailed to this address was opened: a signed-in account of that e-mail is now verified. */
export const emailVerified = createAction<string>('auth/emailVerified')
export const orderPlaced = createAction('checkout/orderPlaced')
