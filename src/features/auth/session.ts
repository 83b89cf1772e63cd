import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '../../contract/routes'
import { useAppDispatch } from '../../shared/hooks'
import { loggedOut, sessionMissing, sessionRestored } from '../../shared/events'
import { mayBeSignedIn } from '../../shared/session'
import { showToast } from '../../shared/toasts'
import { useLazyIsAuthQuery, useLogoutMutation } from './authApi'

/** At start-up: a visitor with a live session gets their user back; a guest's browser does not ask. */
export function useRestoreSession() {
  const dispatch = useAppDispatch()
  const [checkSession] = useLazyIsAuthQuery()
  useEffect(() => {
    if (!mayBeSignedIn()) return
    checkSession()
      .unwrap()
      .then(({ user }) => dispatch(sessionRestored(user)))
      // An expired session: the server has cleared the hint, the visitor is a guest. A network failure decides nothing.
      .catch((error: { status?: unknown }) => {
        if (error.status === 401) dispatch(sessionMissing())
      })
  }, [checkSession, dispatch])
}

/** Logout (here, or on every device): the server's message as a success toast, the user and cart cleared, back home (SPEC §4, §8). */
export function useLogout() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [logout, { isLoading }] = useLogoutMutation()
  /** `everywhere`: every session of the account ends, on every device. */
  const logOut = (everywhere = false) =>
    logout(everywhere)
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
