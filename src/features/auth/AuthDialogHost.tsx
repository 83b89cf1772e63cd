import { lazy, Suspense } from 'react'
import { useAppSelector } from '../../shared/hooks'
import { selectShowUserLogin } from './authSlice'

// Formik and yup load only when a visitor opens the dialog: the home page's first bundle stays small.
const AuthDialog = lazy(() => import('./AuthDialog'))

export function AuthDialogHost() {
  const open = useAppSelector(selectShowUserLogin)
  return open ? (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  ) : null
}
