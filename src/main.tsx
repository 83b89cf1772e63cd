import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { persistStore } from 'redux-persist'
import { AppProviders } from './app/provider'
import { AppRoutes } from './app/router'
import { makeStore } from './app/store'

const store = makeStore()
persistStore(store)

// As a transition the first render yields to the browser every few milliseconds instead of holding the
// main thread for one long task: a phone can react to a tap while the shop is still being drawn.
const root = createRoot(document.getElementById('root')!)
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
)
