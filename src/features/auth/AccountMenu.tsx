import { useId, useRef, useState, type MouseEvent } from 'react'
import { Link, NavLink } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { Icon } from '../../components/Icon'
import { paths } from '../../contract/routes'
import { useAppDispatch, useAppSelector } from '../../shared/hooks'
import { selectUser } from '../../shared/session'
import { loginDialogOpened } from './authSlice'
import { useLogout } from './session'
import { useHydrated } from '../../components/useHydrated'

const Wrapper = styled.div`
  position: relative;
`

const ProfileButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 2px solid ${({ theme }) => theme.colors.primarySoft};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 700;
  cursor: pointer;
`

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: 100%;
  z-index: 60;
  min-width: 180px;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  list-style: none;
  li:first-child { padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md}; color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.sm}; border-bottom: 1px solid ${({ theme }) => theme.colors.line}; }
  a, button {
    display: block;
    width: 100%;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.ink};
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover, button:hover, a:focus-visible, button:focus-visible { background: ${({ theme }) => theme.colors.primarySoft}; color: ${({ theme }) => theme.colors.primary}; }
`

const LoginButton = styled(Button)`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} { padding: 0 ${({ theme }) => theme.space.lg}; }
  /* Disabled only for the moment before the app runs (a tap then would be lost): not a state to show. */
  &:disabled { opacity: 1; cursor: default; }
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
  return <ProfileMenu name={user.name} />
}

function ProfileMenu({ name }: { name: string }) {
  const [open, setOpen] = useState(false)
  const { logOut } = useLogout()
  const menuId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const wrapper = useRef<HTMLDivElement>(null)
  const close = () => setOpen(false)
  // Hovering has already opened the menu for a mouse (and a tap on a phone): that click keeps it open.
  // Enter or Space (a click with no pointer, detail 0) toggles it.
  const toggle = (event: MouseEvent) => setOpen((isOpen) => !isOpen || event.detail !== 0)

  return (
    <Wrapper
      ref={wrapper}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={close}
      onBlur={(event) => !wrapper.current?.contains(event.relatedTarget as Node | null) && close()}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          close()
          button.current?.focus()
        }
      }}
    >
      <ProfileButton ref={button} type="button" aria-label={`Account menu for ${name}`} aria-expanded={open} aria-controls={menuId} onClick={toggle}>
        <Icon name="user" />
      </ProfileButton>
      {open && (
        <Menu id={menuId}>
          <li>Hi, {name}</li>
          <li>
            <Link to={paths.myOrders} onClick={close}>
              My Orders
            </Link>
          </li>
          <li>
            <Link to={paths.account} onClick={close}>
              My Account
            </Link>
          </li>
          <li>
            <button type="button" onClick={() => logOut()}>
              Logout
            </button>
          </li>
          <li>
            <button type="button" onClick={() => logOut(true)}>
              Log out of all devices
            </button>
          </li>
        </Menu>
      )}
    </Wrapper>
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
