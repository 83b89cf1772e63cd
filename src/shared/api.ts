import { createAction } from '@reduxjs/toolkit'
import { buildCreateApi, coreModule, fetchBaseQuery, reactHooksModule } from '@reduxjs/toolkit/query/react'
import { apiUrl, onServer } from './env'

/** The address the server renders the app's calls at: `Request` needs an absolute one; only its path reaches the routes. */
const SERVER_ORIGIN = 'http://shop.internal'

/** How the app's calls are answered: the browser's fetch, or on the server the shop's own routes in-process (src/entry-server.tsx). */
let fetchApi: typeof fetch = (input, init) => fetch(input, init)

/** The server answers the calls of the pages it renders itself (set once, before the first render). */
export function answerApiCallsWith(answer: typeof fetch) {
  fetchApi = answer
}

/** The API cache the server filled while rendering the page, put into the browser's store before it hydrates the page. */
export const pageDataArrived = createAction<unknown>('api/pageDataArrived')

// On the server a query starts while its component renders (no effects run there), so the render that
// follows finds its answer in the cache; the browser starts queries in effects, as usual.
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: onServer }))

/** The single API slice: every call of SPEC §7 is injected into it by its feature. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: `${onServer ? SERVER_ORIGIN : apiUrl}/api`, credentials: 'include', fetchFn: (input, init) => fetchApi(input, init) }),
  tagTypes: ['Product', 'User', 'Address', 'Order', 'Booking', 'Message', 'HelpPage', 'Salon', 'StaffAccount', 'Activity', 'CounterSale', 'CounterSettings', 'ClientRecord'],
  endpoints: () => ({}),
  // A page the service worker kept (src/sw.ts, which keeps no API answer) carries the answers of the day it was
  // drawn: asked again when they are older than a minute, and whenever the signal comes back.
  refetchOnMountOrArgChange: 60,
  refetchOnReconnect: true,
  extractRehydrationInfo: (action, { reducerPath }) =>
    pageDataArrived.match(action) ? (action.payload as Record<string, never>)[reducerPath] : undefined,
})
