import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { PAGE_DATA_ID } from './contract/pageData'
import { prepareNairaFormats } from './contract/nairaFormats'
import { AppProviders } from './app/provider'
import { AppRoutes } from './app/router'
import { makeStore, persistCart, stateAtAddress } from './app/store'
import { registerServiceWorker } from './app/registerServiceWorker'
import { pageDataArrived } from './shared/api'

/** Lets the browser paint or answer a tap between the steps of starting the app: each its own short task. */
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve))

async function start() {
  const store = makeStore(stateAtAddress(new URL(location.href)))
  await yieldToBrowser()
  // The saved cart is read from storage (the first read is slow on a phone); it shows after hydration anyway.
  persistCart(store)
  await yieldToBrowser()

  const app = (
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  )

  const container = document.getElementById('root')!
  // A public page comes drawn by the server with the API answers it was drawn from (src/entry-server.tsx): the
  // store takes them, and React hydrates what is there instead of drawing it again. Other pages are drawn here.
  // Either way as a transition: the work yields to the browser every few milliseconds instead of holding the main
  // thread for one long task, so a phone can react to a tap while the shop is still being brought to life.
  const pageData = document.getElementById(PAGE_DATA_ID)
  if (pageData) {
    store.dispatch(pageDataArrived(JSON.parse(pageData.textContent!)))
    startTransition(() => {
      hydrateRoot(container, app)
    })
  } else {
    startTransition(() => createRoot(container).render(app))
  }
  // The first price a list of products draws would load the browser's number formats (tens of milliseconds
  // on a phone): done now, in a task of its own, while the page's data is on its way.
  setTimeout(prepareNairaFormats)
  registerServiceWorker()
}

void start()
