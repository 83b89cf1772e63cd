import { SIGNED_IN_COOKIE } from '../contract/session'
import { useAppSelector } from './hooks'

/** The server's signed-in hint: a name-value pair of `document.cookie`, present or not. */
export const mayBeSignedIn = () => document.cookie.split('; ').includes(`${SIGNED_IN_COOKIE}=1`)

/**
 * Whether a shopper may be logged in: the store has the user, or the server's hint says a session may exist.
 * The shopper's own endpoints (addresses, orders) are asked only then, so a guest's console shows no 401.
 */
export const useMayBeSignedIn = (): boolean => useAppSelector((state) => state.auth.user !== null) || mayBeSignedIn()
