import { lazy, Suspense } from 'react'
import { NavLink } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { paths } from '../../contract/routes'
import { useAppDispatch, useAppSelector } from '../../shared/hooks'
import { selectUser } from '../../shared/session'
import { loginDialogOpened } from './authSlice'
import { useLogout } from './session'
import { useHydrated } from '../../components/useHydrated'

const LoginButton = styled(Button)`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} { padding: 0 ${({ theme }) => theme.space.lg}; }
  /* Disabled only for the moment before the app runs (a tap then would be lost): not a state to show. */
  &:disabled { opacity: 1; cursor: default; }
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

const MobileEntry = styled.li`
  a, button {
    display: block;
    width: 100%;
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
    border: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
    background: none;
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 500;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a[aria-current='page'] { color: ${({ theme }) => theme.colors.primary}; font-weight: 700; }
`

/** The account entries of the mobile menu: Login, or My Orders (which links to My Account) and Logout. */
export function MobileAccountLinks() {
  const user = useAppSelector(selectUser)
  const dispatch = useAppDispatch()
  const { logOut } = useLogout()
  if (!user)
    return (
      <MobileEntry>
        <button type="button" onClick={() => dispatch(loginDialogOpened())}>
          Login
        </button>
      </MobileEntry>
    )
  return (
    <>
      <MobileEntry>
        <NavLink to={paths.myOrders}>My Orders</NavLink>
      </MobileEntry>
      <MobileEntry>
        <button type="button" onClick={() => logOut()}>
          Logout
        </button>
      </MobileEntry>

    </>
  )
}
