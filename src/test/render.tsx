import type { ReactElement } from 'react'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom'
import { AppProviders } from '../app/provider'
import { routes as appRoutes } from '../app/router'
import { makeStore } from '../app/store'
import { PERMISSIONS } from '../contract/team'
import type { RootState } from '../shared/state'

interface Options {
  preloadedState?: Partial<RootState>
  /** Where the app starts, as a user would type it. */
  route?: string
  routes?: RouteObject[]
}

/** The app's real store, as main.tsx makes it. */
export { makeStore }

/** Renders with a real store, theme and router; returns the store to look into. */
export function renderWithProviders(ui: ReactElement | null, { preloadedState, route = '/', routes }: Options = {}) {
  const store = makeStore(preloadedState)
  const router = createMemoryRouter(routes ?? (ui ? [{ path: '*', element: ui }] : appRoutes), { initialEntries: [route] })
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { store, router, ...result }
}

/** The whole app at a route. */
export const renderApp = (route: string, preloadedState?: Partial<RootState>) => renderWithProviders(null, { route, preloadedState })

/** The store as after the owner's login: a page of the seller's area shows everything her role may use (all). */
export const ownerSignedIn = (): Partial<RootState> => ({
  seller: {
    isSeller: true,
    known: true,
    staff: { _id: 'owner', name: 'Owner', email: 'owner@glowbeauty.ng', role: 'owner', permissions: [...PERMISSIONS], staffId: null, mustChangePassword: false },
  },
})

/** The store's requests still waiting for the server's answer. */
export function pendingRequests(store: ReturnType<typeof makeStore>) {
  const { queries, mutations } = store.getState().api
  return [...Object.values(queries), ...Object.values(mutations)].filter((request) => request?.status === 'pending')
}

/**
 * The page has taken in every answer it asked for: no request of the store's is pending, and React has drawn what
 * they changed (the store tells React at the next animation frame, RTK's auto-batching). A test that asks the
 * server itself does so only then, so no answer of the page's lands outside act meanwhile.
 */
export async function settled(store: ReturnType<typeof makeStore>): Promise<void> {
  await waitFor(() => expect(pendingRequests(store)).toEqual([]))
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))
}

/** The toast on screen with these words, if any: one dismissed loses its alert role at once (jsdom never ends its exit animation). */
export function shownToast(words: string): HTMLElement | undefined {
  const toasts = screen.queryByRole('region', { name: /^Notifications/ })
  return toasts ? within(toasts).queryAllByRole('alert').find((toast) => toast.textContent === words) : undefined
}
