import { useCallback, useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { messages } from '../../contract/messages'
import { paths } from '../../contract/routes'
import { useAppDispatch, useAppSelector } from '../../shared/hooks'
import { showToast } from '../../shared/toasts'
import { teamMessages, type StaffSession } from '../../contract/team'
import { useJoinTeamMutation, useLazyGetSellerStatusQuery, useSellerLoginMutation, useSellerLogoutMutation } from './sessionApi'
import { mayBeSeller, rememberSeller } from './sellerHint'
import { selectIsSeller, selectSellerKnown, sellerSessionEnded, sellerSessionStarted } from './sellerSlice'

// The seller's session flows: each turns the server's answer into one event of the seller slice.

/** What the server just showed of the seller's session: the slice's event, and this browser's hint for its next visit. */
function useSessionShown() {
  const dispatch = useAppDispatch()
  return useCallback(
    (staff: StaffSession | null | undefined) => {
      rememberSeller(Boolean(staff))
      dispatch(staff ? sellerSessionStarted(staff) : sellerSessionEnded())
    },
    [dispatch],
  )
}

/**
 * The dashboard's gate. The server is asked once, and only by a browser that logged in as the seller before:
 * a guest's console shows no 401.
 */
export function useSellerSession(): { isSeller: boolean; checking: boolean } {
  const isSeller = useAppSelector(selectIsSeller)
  const shouldAsk = !useAppSelector(selectSellerKnown) && mayBeSeller()
  const [check, { isError }] = useLazyGetSellerStatusQuery()
  const shown = useSessionShown()
  useEffect(() => {
    if (!shouldAsk) return
    // Only an answer speaks for the session: a call cut off (a navigation, a dropped network) decides nothing.
    check()
      .unwrap()
      .then(({ staff }) => shown(staff), () => undefined)
  }, [shouldAsk, check, shown])
  return { isSeller, checking: shouldAsk && !isError }
}

/**
 * The join page's submit: her password set, she is signed in and the seller area opens with what her role may use;
 * a refusal is toasted by the app's failed-call listener.
 */
export function useJoinTeam() {
  const [join] = useJoinTeamMutation()
  const [check] = useLazyGetSellerStatusQuery()
  const shown = useSessionShown()
  const navigate = useNavigate()
  return async (fields: { token: string; password: string }) => {
    const answer = await join(fields).unwrap().catch(() => undefined)
    if (!answer) return
    showToast('success', answer.message ?? teamMessages.joined)
    const status = await check().unwrap().catch(() => undefined)
    shown(status?.staff)
    navigate(paths.seller)
  }
}

/**
 * The login form's submit: success opens the seller area (SPEC §4) with what her role may use, as the session
 * answer says; a refusal is toasted by the app's failed-call listener.
 */
export function useSellerLogin() {
  const [login] = useSellerLoginMutation()
  const [check] = useLazyGetSellerStatusQuery()
  const shown = useSessionShown()
  const navigate = useNavigate()
  return async (credentials: { email: string; password: string }) => {
    const answer = await login(credentials).unwrap().catch(() => undefined)
    if (!answer) return
    const status = await check().unwrap().catch(() => undefined)
    shown(status?.staff)
    navigate(paths.seller)
  }
}

/** Logout: the server's message as a success toast, then the home page (SPEC §4, §8). */
export function useSellerLogout() {
  const [logout, { isLoading }] = useSellerLogoutMutation()
  const shown = useSessionShown()
  const navigate = useNavigate()
  const logOut = async () => {
    const answer = await logout().unwrap().catch(() => undefined)
    if (!answer) return
    showToast('success', answer.message ?? messages.auth.loggedOut)
    shown(null)
    navigate(paths.home)
  }
  return { logOut, isLoggingOut: isLoading }
}
