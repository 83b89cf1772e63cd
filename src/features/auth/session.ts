import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '../../contract/routes'
import { SIGNED_IN_COOKIE } from '../../contract/session'
import { useAppDispatch } from '../../app/hooks'
import { loggedOut, sessionRestored } from '../../app/events'
import { showToast } from '../../app/toasts'
import { useLazyIsAuthQuery, useLogoutMutation } from './authApi'

/** The server's signed-in hint: a name-value pair of `document.cookie`, present or not. */
const mayBeSignedIn = () => document.cookie.split('; ').includes(`${SIGNED_IN_COOKIE}=1`)

/** At start-up: a visitor with a live session gets their user back; a guest's browser does not ask. */
export function useRestoreSession() {
  const dispatch = useAppDispatch()
  const [checkSession] = useLazyIsAuthQuery()
  useEffect(() => {
    if (!mayBeSignedIn()) return
    checkSession()
      .unwrap()
      .then(({ user }) => dispatch(sessionRestored(user)))
      // An expired session: the server has cleared the hint, the visitor is a guest.
      .catch(() => undefined)
  }, [checkSession, dispatch])
}

/** Logout: the server's message as a success toast, the user and cart cleared, back home (SPEC §4, §8). */
export function useLogout() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [logout, { isLoading }] = useLogoutMutation()
  const logOut = () =>
    logout()
      .unwrap()
      .then(({ message }) => {
        if (message) showToast('success', message)
        dispatch(loggedOut())
        navigate(paths.home)
      })
      // A failed logout is already shown by the app's error listener; the user stays logged in.
      .catch(() => undefined)
  return { logOut, isLoggingOut: isLoading }
}
