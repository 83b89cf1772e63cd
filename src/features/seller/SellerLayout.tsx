import { Link, Navigate, Outlet, useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { brand } from '../../content'
import { paths } from '../../contract/routes'
import { STAFF_ROLE_NAMES, type StaffSession } from '../../contract/team'
import { useAppSelector } from '../../shared/hooks'
import { areaOf, SELLER_AREAS, type SellerArea } from './sellerAreas'
import { PHONE_BAR_HEIGHT, SellerPhoneNav, SellerSidebar } from './SellerNav'
import { useSellerLogout } from './sellerSession'
import { selectStaff } from './sellerSlice'

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

const Content = styled.main`
  flex: 1;
  min-width: 0;
  /* On a phone the bar of pages is fixed at the bottom: the page ends above it. */
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md} calc(${({ theme }) => theme.space.xxl} + ${PHONE_BAR_HEIGHT});
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space.xl}; }
`

/** The dashboard frame: header with greeting and logout, her pages (a sidebar, or a bar at a phone's bottom), the page. */
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
        <SellerSidebar menu={menu} />
        <Content>
          <SellerOutlet staff={staff} menu={menu} />
        </Content>
      </Body>
      <SellerPhoneNav menu={menu} />
    </>
  )
}
