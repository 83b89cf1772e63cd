import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { ThemeProvider } from 'styled-components'
import { GlobalStyle } from './GlobalStyle'
import type { AppStore } from './store'
import { theme } from './theme'
import { Toasts } from '../shared/toasts'

/** Store, theme, global styles and the one toast container (top-right, 5000 ms). */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
        <Toasts />
      </ThemeProvider>
    </Provider>
  )
}
