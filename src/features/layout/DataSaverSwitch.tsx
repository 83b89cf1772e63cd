import styled from 'styled-components'
import { chooseDataSaver, savingData } from '../../components/dataSaver'
import { useHydrated } from '../../components/useHydrated'

const Switch = styled.button`
  display: block;
  margin: ${({ theme }) => theme.space.md} auto 0;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid rgba(255, 255, 255, 0.4);
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &[aria-pressed='true'] { background: #fff; color: ${({ theme }) => theme.colors.ink}; }
`

/**
 * The footer's data saver switch: smallest pictures, no decorative ones, nothing fetched ahead. The server draws
 * pages for it (server/src/pages/dataSaver.ts), so the page is drawn again; switching it on also ends the service worker,
 * which would fetch the next version of the shop ahead.
 */
export function DataSaverSwitch() {
  // Only the app can switch it (a cookie): shown once it runs.
  if (!useHydrated()) return null
  const on = savingData()
  return (
    <Switch
      type="button"
      aria-pressed={on}
      onClick={async () => {
        chooseDataSaver(!on)
        if (!on) await Promise.all((await navigator.serviceWorker?.getRegistrations() ?? []).map((registration) => registration.unregister()))
        location.reload()
      }}
    >
      Data saver <span aria-hidden="true">· {on ? 'on' : 'off'}</span>
    </Switch>
  )
}
