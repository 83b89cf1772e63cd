import styled from 'styled-components'
import { NavLink } from 'react-router-dom'
import { paths } from '../../contract/routes'
import { useAppDispatch, useAppSelector } from '../../shared/hooks'
import { selectUser } from '../../shared/session'
import { loginDialogOpened } from './authSlice'
import { useLogout } from './session'

// Shown only inside the phone's menu, which loads on its first tap: a chunk of its own (src/app/ShopLayout).

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
