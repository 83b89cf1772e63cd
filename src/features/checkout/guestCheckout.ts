import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { messages } from '../../contract/messages'
import { paths } from '../../contract/routes'
import { useAppDispatch, useAppSelector } from '../../shared/hooks'
import { selectSignedIn } from '../../shared/session'
import { dismissToasts, showToast } from '../../shared/toasts'
import { useGetAddressesQuery } from './checkoutApi'
import { checkoutResumed, guestCheckoutStarted, selectResumeAfterLogin } from './checkoutSlice'

/** A guest who places her order or adds an address logs in or signs up first, in the dialog over the cart she comes back to (SPEC §5). */
export function useLogInToCheckOut() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  return () => {
    showToast('error', messages.checkout.loginRequired)
    dispatch(guestCheckoutStarted())
    navigate(paths.login, { state: { returnTo: paths.cart } })
  }
}

/** Back on the cart once she has logged in: with no address yet she goes straight on to add one, which comes back chosen. */
export function useResumeCheckout() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const signedIn = useAppSelector(selectSignedIn)
  const resume = useAppSelector(selectResumeAfterLogin)
  const { data: addresses, isFetching } = useGetAddressesQuery(undefined, { skip: !signedIn || !resume })
  useEffect(() => {
    if (!resume || !addresses || isFetching) return
    // She has logged in: the toast that asked her to is stale.
    dismissToasts('error', [messages.checkout.loginRequired])
    dispatch(checkoutResumed())
    if (addresses.length === 0) navigate(paths.addAddress)
  }, [resume, addresses, isFetching, dispatch, navigate])
}
