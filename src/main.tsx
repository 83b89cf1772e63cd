import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { persistStore } from 'redux-persist'
import { AppProviders } from './app/provider'
import { AppRoutes } from './app/router'
import { makeStore } from './app/store'

const store = makeStore()
persistStore(store)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
)
