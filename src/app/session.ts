import { SIGNED_IN_COOKIE } from '../contract/session'

/** The server's signed-in hint: a name-value pair of `document.cookie`, present or not. */
export const mayBeSignedIn = () => document.cookie.split('; ').includes(`${SIGNED_IN_COOKIE}=1`)
