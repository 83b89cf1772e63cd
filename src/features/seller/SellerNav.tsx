import { useEffect, useRef, useState, type ReactNode } from 'react'
import { NavLink, useLocation } from 'react-router-dom'
import styled, { createGlobalStyle } from 'styled-components'
import { paths } from '../../contract/routes'
import {
  ActivityIcon,
  AddIcon,
  BadgeIcon,
  CalendarIcon,
  ChartIcon,
  CoinsIcon,
  HelpIcon,
  KeyIcon,
  ListIcon,
  MailIcon,
  MoreIcon,
  OrdersIcon,
  OutboxIcon,
  PeopleIcon,
  PercentIcon,
  ReceiptIcon,
  ScissorsIcon,
  ShelvesIcon,
  TeamIcon,
  TruckIcon,
  WalletIcon,
} from './icons'
import { areaOf, phoneMenu, type SellerArea } from './sellerAreas'

// The seller area's navigation: a sidebar of named pages from a tablet up, a bar of named pages and More on a phone.
// Each is hidden where the other shows (max-width, so a test's browser without media queries sees the sidebar).

const icons: Record<string, ReactNode> = {
  [paths.sellerDashboard]: <ChartIcon />,
  [paths.seller]: <AddIcon />,
  [paths.sellerProducts]: <ListIcon />,
  [paths.sellerOrders]: <OrdersIcon />,
  [paths.sellerDelivery]: <TruckIcon />,
  [paths.sellerCounter]: <ReceiptIcon />,
  [paths.sellerGiftCards]: <BadgeIcon />,
  [paths.sellerCustomers]: <PeopleIcon />,
  [paths.sellerStock]: <ShelvesIcon />,
  [paths.sellerBookings]: <CalendarIcon />,
  [paths.sellerServices]: <ScissorsIcon />,
  [paths.sellerTeam]: <TeamIcon />,
  [paths.sellerMessages]: <MailIcon />,
  [paths.sellerHelpPages]: <HelpIcon />,
  [paths.sellerOutbox]: <OutboxIcon />,
  [paths.sellerAccounts]: <BadgeIcon />,
  [paths.sellerActivity]: <ActivityIcon />,
  [paths.sellerPayroll]: <WalletIcon />,
  [paths.sellerCommissions]: <PercentIcon />,
  [paths.sellerEarnings]: <CoinsIcon />,
  [paths.sellerPassword]: <KeyIcon />,
}

const phoneOnly = '@media (max-width: 767.98px)'

/** The height of the phone's bar: the page leaves this much room below its content. */
export const PHONE_BAR_HEIGHT = '64px'

const Sidebar = styled.nav`
  flex: none;
  width: 240px;
  padding-top: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.line};
  ul { list-style: none; margin: 0; padding: 0; }
  ${phoneOnly} { display: none; }
`

const SideLink = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 48px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  border-right: 4px solid transparent;
  &:hover { background: ${({ theme }) => theme.colors.background}; }
  &:focus-visible { outline-offset: -3px; }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    border-right-color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`

/** From a tablet up: every page of hers, named, in the menu's order. */
export function SellerSidebar({ menu }: { menu: SellerArea[] }) {
  return (
    <Sidebar aria-label="Seller">
      <ul>
        {menu.map((link) => (
          <li key={link.path}>
            <SideLink to={link.path} end={link.path === paths.seller}>
              {icons[link.path]}
              <span>{link.label}</span>
            </SideLink>
          </li>
        ))}
      </ul>
    </Sidebar>
  )
}

const Bar = styled.nav`
  display: none;
  ${phoneOnly} {
    display: block;
    position: fixed;
    z-index: 20;
    left: 0;
    right: 0;
    bottom: 0;
    padding-bottom: env(safe-area-inset-bottom);
    background: ${({ theme }) => theme.colors.surface};
    border-top: 1px solid ${({ theme }) => theme.colors.line};
    box-shadow: 0 -2px 10px rgba(42, 31, 36, 0.06);
  }
`

const Places = styled.ul<{ $places: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $places }) => $places}, minmax(0, 1fr));
  list-style: none;
  margin: 0;
  padding: 0;
`

/** A place in the bar: its icon over its name, the page she is on marked by colour and a line above it. */
const place = `
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  width: 100%;
  min-height: ${PHONE_BAR_HEIGHT};
  padding: 6px 2px;
  border: 0;
  border-top: 3px solid transparent;
  background: transparent;
  font: inherit;
  font-size: 0.75rem;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  &:focus-visible { outline-offset: -3px; }
`

const PlaceLink = styled(NavLink)`
  ${place}
  color: ${({ theme }) => theme.colors.ink};
  /* Colour and a line mark her page, not bold type: a name as long as Dashboard keeps to its place. */
  &[aria-current='page'] { color: ${({ theme }) => theme.colors.primary}; border-top-color: ${({ theme }) => theme.colors.primary}; }
`

const MoreButton = styled.button<{ $current: boolean }>`
  ${place}
  color: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.ink)};
  border-top-color: ${({ theme, $current }) => ($current ? theme.colors.primary : 'transparent')};
  &[aria-expanded='true'] { background: ${({ theme }) => theme.colors.primarySoft}; }
`

// Above the bar, as wide as the screen, scrolling when a small phone cannot show every page at once.
const MorePanel = styled.ul`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 100%;
  max-height: calc(100vh - 140px);
  overflow-y: auto;
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  box-shadow: 0 -8px 24px rgba(42, 31, 36, 0.15);
  &[hidden] { display: none; }
`

const MoreLink = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 48px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  &:focus-visible { outline-offset: -3px; }
  &[aria-current='page'] { color: ${({ theme }) => theme.colors.primary}; background: ${({ theme }) => theme.colors.primarySoft}; font-weight: 600; }
`

/** While the bar is drawn, toasts (at the bottom of a phone's screen) keep above it. */
const RoomForToasts = createGlobalStyle`
  ${phoneOnly} { :root { --toast-bottom: ${PHONE_BAR_HEIGHT}; } }
`

/** On a phone: the pages she uses most, named, in a bar at the bottom; her other pages behind More. */
export function SellerPhoneNav({ menu }: { menu: SellerArea[] }) {
  const { bar, more } = phoneMenu(menu)
  const { pathname } = useLocation()
  // Open on the page where More was pressed: choosing a page (or any other move) closes the list.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const setOpen = (shown: boolean) => setOpenOn(shown ? pathname : null)
  const nav = useRef<HTMLElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const onMorePage = more.includes(areaOf(pathname) as SellerArea)

  // A tap anywhere else closes it too, as a menu does.
  useEffect(() => {
    if (!open) return
    const away = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpenOn(null)
    }
    document.addEventListener('pointerdown', away)
    return () => document.removeEventListener('pointerdown', away)
  }, [open])

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    event.stopPropagation()
    setOpen(false)
    button.current?.focus()
  }

  return (
    <Bar ref={nav} aria-label="Seller" onKeyDown={onKeyDown}>
      <RoomForToasts />
      <Places $places={bar.length + (more.length > 0 ? 1 : 0)}>
        {bar.map((link) => (
          <li key={link.path}>
            <PlaceLink to={link.path} end={link.path === paths.seller}>
              {icons[link.path]}
              <span>{link.label}</span>
            </PlaceLink>
          </li>
        ))}
        {more.length > 0 && (
          <li>
            <MoreButton ref={button} type="button" aria-expanded={open} aria-controls="seller-more" $current={onMorePage} onClick={() => setOpen(!open)}>
              <MoreIcon />
              <span>More</span>
            </MoreButton>
          </li>
        )}
      </Places>
      {more.length > 0 && (
        <MorePanel id="seller-more" hidden={!open}>
          {more.map((link) => (
            <li key={link.path}>
              <MoreLink to={link.path} end={link.path === paths.seller}>
                {icons[link.path]}
                <span>{link.label}</span>
              </MoreLink>
            </li>
          ))}
        </MorePanel>
      )}
    </Bar>
  )
}
