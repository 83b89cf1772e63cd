import type { ReactNode } from 'react'
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { brand } from '../../content'
import { paths } from '../../contract/routes'
import { STAFF_ROLE_NAMES, type StaffSession } from '../../contract/team'
import { useAppSelector } from '../../shared/hooks'
import { ActivityIcon, AddIcon, BadgeIcon, CalendarIcon, ChartIcon, HelpIcon, KeyIcon, ListIcon, MailIcon, OrdersIcon, OutboxIcon, PeopleIcon, ScissorsIcon, TeamIcon } from './icons'
import { areaOf, SELLER_AREAS, type SellerArea } from './sellerAreas'
import { useSellerLogout } from './sellerSession'
import { selectStaff } from './sellerSlice'

const icons: Record<string, ReactNode> = {
  [paths.sellerDashboard]: <ChartIcon />,
  [paths.seller]: <AddIcon />,
  [paths.sellerProducts]: <ListIcon />,
  [paths.sellerOrders]: <OrdersIcon />,
  [paths.sellerCustomers]: <PeopleIcon />,
  [paths.sellerBookings]: <CalendarIcon />,
  [paths.sellerServices]: <ScissorsIcon />,
  [paths.sellerTeam]: <TeamIcon />,
  [paths.sellerMessages]: <MailIcon />,
  [paths.sellerHelpPages]: <HelpIcon />,
  [paths.sellerOutbox]: <OutboxIcon />,
  [paths.sellerAccounts]: <BadgeIcon />,
  [paths.sellerActivity]: <ActivityIcon />,
  [paths.sellerPassword]: <KeyIcon />,
}

/** Whether her role opens the area: a member asked to choose a new password opens only that page. */
const opens = (staff: StaffSession, area: SellerArea) => area.path === paths.sellerPassword || (!staff.mustChangePassword && (!area.permission || staff.permissions.includes(area.permission)))

/** The page asked for, or where her role should be instead: the first page it opens, or a word that this one is not hers. */
function SellerOutlet({ staff, menu }: { staff: StaffSession; menu: SellerArea[] }) {
  const { pathname } = useLocation()
  const area = areaOf(pathname)
  if (!area || opens(staff, area)) return <Outlet />
  if (staff.mustChangePassword || pathname.toLowerCase() === paths.seller) return <Navigate to={menu[0]!.path} replace />
  return (
    <p role="alert">
      Your role ({STAFF_ROLE_NAMES[staff.role]}) does not include this page. <Link to={menu[0]!.path}>Go to {menu[0]!.label}</Link>
    </p>
  )
}

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl}; }
`

const Logo = styled(Link)`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  text-decoration: none;
  span { display: none; }
  ${({ theme }) => theme.media.sm} { span { display: inline; } }
`

const Greeting = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  /* A long name gives way on a phone: the role goes, then the name ends in an ellipsis; Logout stays whole. */
  p { margin: 0; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: ${({ theme }) => theme.colors.muted}; }
  p span { display: none; }
  ${({ theme }) => theme.media.md} { p span { display: inline; } }
  button { flex: none; }
`

const Body = styled.div`
  display: flex;
  min-height: calc(100vh - 61px);
`

const Sidebar = styled.nav`
  flex: none;
  width: 64px;
  padding-top: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.line};
  ${({ theme }) => theme.media.md} { width: 240px; }
  ul { list-style: none; margin: 0; padding: 0; }
`

const SideLink = styled(NavLink)`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 48px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  border-right: 4px solid transparent;
  &:hover { background: ${({ theme }) => theme.colors.background}; }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    border-right-color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  span { display: none; }
  ${({ theme }) => theme.media.md} {
    justify-content: flex-start;
    padding-left: ${({ theme }) => theme.space.lg};
    span { display: inline; }
  }
`

const Content = styled.main`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xxl};
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space.xl}; }
`

/** The dashboard frame: header with greeting and logout, the sidebar (icons only on a phone), the page. */
export function SellerLayout() {
  const { logOut, isLoggingOut } = useSellerLogout()
  const staff = useAppSelector(selectStaff)
  if (!staff) return null
  const menu = SELLER_AREAS.filter((area) => area.listed && opens(staff, area))

  return (
    <>
      <Header>
        <Logo to={paths.home}>
          <img src="/art/logo.svg" alt={brand.name} width="32" height="32" />
          <span aria-hidden="true">{brand.name}</span>
        </Logo>
        <Greeting>
          {staff.role === 'owner' ? (
            <p>Hi! Admin</p>
          ) : (
            <p>
              Hi! {staff.name}
              <span> ({STAFF_ROLE_NAMES[staff.role]})</span>
            </p>
          )}
          <Button type="button" $variant="outline" onClick={() => void logOut()} disabled={isLoggingOut}>
            Logout
          </Button>
        </Greeting>
      </Header>
      <Body>
        <Sidebar aria-label="Seller">
          <ul>
            {menu.map((link) => (
              <li key={link.path}>
                <SideLink to={link.path} end={link.path === paths.seller} aria-label={link.label} title={link.label}>
                  {icons[link.path]}
                  <span>{link.label}</span>
                </SideLink>
              </li>
            ))}
          </ul>
        </Sidebar>
        <Content>
          <SellerOutlet staff={staff} menu={menu} />
        </Content>
      </Body>
    </>
  )
}
