import { useEffect } from 'react'
import { loginDialogOpened } from '../../features/auth/authSlice'
import { useAppDispatch } from '../../shared/hooks'
import { CartRoute } from './CartRoute'

/** /login (where a guest adding an address is sent): the cart page with the auth dialog open over it. */
export function LoginRoute() {
  const dispatch = useAppDispatch()
  useEffect(() => {
    dispatch(loginDialogOpened())
  }, [dispatch])
  return <CartRoute />
}
