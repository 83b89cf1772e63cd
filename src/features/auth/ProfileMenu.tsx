import { useId, useRef, useState, type MouseEvent } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Icon } from '../../components/Icon'
import { paths } from '../../contract/routes'
import { useLogout } from './session'

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

/** The signed-in account menu of the bar (src/features/auth/AccountMenu.tsx): hover or keyboard. */
export default function ProfileMenu({ name }: { name: string }) {
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
