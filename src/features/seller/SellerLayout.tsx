import type { ReactNode } from 'react'
import { Link, NavLink, Outlet } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { brand } from '../../content'
import { paths } from '../../contract/routes'
import { AddIcon, CalendarIcon, ChartIcon, HelpIcon, ListIcon, MailIcon, OrdersIcon, OutboxIcon, PeopleIcon, ScissorsIcon, TeamIcon, TruckIcon } from './icons'
import { useSellerLogout } from './sellerSession'

const links: { to: string; label: string; icon: ReactNode }[] = [
  { to: paths.sellerDashboard, label: 'Dashboard', icon: <ChartIcon /> },
  { to: paths.seller, label: 'Add Product', icon: <AddIcon /> },
  { to: paths.sellerProducts, label: 'Product List', icon: <ListIcon /> },
  { to: paths.sellerOrders, label: 'Orders', icon: <OrdersIcon /> },
  { to: paths.sellerDelivery, label: 'Delivery', icon: <TruckIcon /> },
  { to: paths.sellerCustomers, label: 'Customers', icon: <PeopleIcon /> },
  { to: paths.sellerBookings, label: 'Bookings', icon: <CalendarIcon /> },
  { to: paths.sellerServices, label: 'Services', icon: <ScissorsIcon /> },
  { to: paths.sellerTeam, label: 'Team', icon: <TeamIcon /> },
  { to: paths.sellerMessages, label: 'Messages', icon: <MailIcon /> },
  { to: paths.sellerHelpPages, label: 'Help Pages', icon: <HelpIcon /> },
  { to: paths.sellerOutbox, label: 'Outbox', icon: <OutboxIcon /> },
]

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
  p { margin: 0; white-space: nowrap; color: ${({ theme }) => theme.colors.muted}; }
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

  return (
    <>
      <Header>
        <Logo to={paths.home}>
          <img src="/art/logo.svg" alt={brand.name} width="32" height="32" />
          <span aria-hidden="true">{brand.name}</span>
        </Logo>
        <Greeting>
          <p>Hi! Admin</p>
          <Button type="button" $variant="outline" onClick={() => void logOut()} disabled={isLoggingOut}>
            Logout
          </Button>
        </Greeting>
      </Header>
      <Body>
        <Sidebar aria-label="Seller">
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <SideLink to={link.to} end={link.to === paths.seller} aria-label={link.label} title={link.label}>
                  {link.icon}
                  <span>{link.label}</span>
                </SideLink>
              </li>
            ))}
          </ul>
        </Sidebar>
        <Content>
          <Outlet />
        </Content>
      </Body>
    </>
  )
}
