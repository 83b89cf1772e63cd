import { useAppSelector } from './hooks'
import { mayBeSignedIn } from './session'

/**
 * Whether a shopper may be logged in: the store has the user, or the server's hint says a session may exist.
 * The shopper's own endpoints (addresses, orders) are asked only then, so a guest's console shows no 401.
 */
export const useMayBeSignedIn = (): boolean => useAppSelector((state) => state.auth.user !== null) || mayBeSignedIn()
