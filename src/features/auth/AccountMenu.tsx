import { lazy, Suspense } from 'react'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { needsScript } from '../../components/WithoutScript'
import { useAppDispatch, useAppSelector } from '../../shared/hooks'
import { selectUser } from '../../shared/session'
import { loginDialogOpened } from './authSlice'
import { useHydrated } from '../../components/useHydrated'

const LoginButton = styled(Button)`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} { padding: 0 ${({ theme }) => theme.space.lg}; }
  /* Disabled only for the moment before the app runs (a tap then would be lost): not a state to show. */
  &:disabled { opacity: 1; cursor: default; }
  ${needsScript}
`

// The signed-in menu is needed only once the session check has said who is signed in: its own chunk.
const ProfileMenu = lazy(() => import('./ProfileMenu'))

/** Where the profile button will be while its chunk loads: the bar does not move when it comes. */
const ProfileButtonSpace = styled.span`
  display: inline-block;
  width: 44px;
  height: 44px;
`

/** The bar's account control: Login for guests; for a logged-in user a profile menu (hover or keyboard). */
export function AccountMenu() {
  const user = useAppSelector(selectUser)
  const dispatch = useAppDispatch()
  const hydrated = useHydrated()
  if (!user)
    return (
      <LoginButton disabled={!hydrated} onClick={() => dispatch(loginDialogOpened())}>
        Login
      </LoginButton>
    )
  return (
    <Suspense fallback={<ProfileButtonSpace />}>
      <ProfileMenu name={user.name} />
    </Suspense>
  )
}
