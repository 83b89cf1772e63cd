import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { ServerStyleSheet } from 'styled-components'
import type { DrawnPage, UndrawnPage } from './contract/pageData'
import { AppProviders } from './app/provider'
import { AppRoutes } from './app/router'
import { makeStore, stateAtAddress, type AppStore } from './app/store'
import { api } from './shared/api'

export { answerApiCallsWith } from './shared/api'

// The server's side of the app (built by `vite build --ssr`, loaded by server/src/plugins/web.ts): the public
// pages drawn as HTML with their styles and the API answers they were drawn from, for the browser to hydrate
// (src/main.tsx). Nothing of a visitor reaches it: no cookie, no saved cart. The same address gives the same page.

/** A page drawn at most this many times: its data, then data that depends on it (a product's related products). */
const MAX_DRAWS = 4

async function draw(store: AppStore, url: string): Promise<Omit<DrawnPage, 'data'>> {
  const sheet = new ServerStyleSheet()
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <StrictMode>
          <AppProviders store={store}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </StrictMode>,
      ),
      // Each part where it belongs: React would send a large one after the rest, for an inline script to move
      // into place, which the page's script policy forbids and a browser without scripts never runs.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    )
    return { html: await new Response(prelude).text(), styles: sheet.getStyleTags() }
  } finally {
    sheet.seal()
  }
}

/** The status of a call that failed on the server's side (5xx), or 0: a 404 or a 400 is part of the page. */
function serverFailure(query: ReturnType<AppStore['getState']>['api']['queries'][string]): number {
  const status = query?.status === 'rejected' ? (query.error as { status?: unknown } | undefined)?.status : undefined
  return typeof status === 'number' && status >= 500 ? status : 0
}

/**
 * Draws the page at `url` (path and query). Its queries start while it renders (src/shared/api.ts); once they
 * have answered it is drawn again with their data, until a draw asks for nothing new. The browser gets the
 * cache as it was when the last draw began: exactly what that HTML was drawn from.
 */
export async function drawPage(url: string): Promise<DrawnPage | UndrawnPage> {
  const store = makeStore(stateAtAddress(new URL(url, 'http://shop.invalid')))
  const asked = () => Object.keys(store.getState().api.queries).length
  let drawnFrom = store.getState().api
  let page = await draw(store, url)
  for (let draws = 1; draws < MAX_DRAWS && asked() > Object.keys(drawnFrom.queries).length; draws++) {
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()))
    drawnFrom = store.getState().api
    page = await draw(store, url)
  }
  // The answers and the tags they provide (what a later change invalidates); no request of a visitor's own.
  const { queries, provided } = drawnFrom
  const failedStatus = Math.max(0, ...Object.values(queries).map(serverFailure))
  if (failedStatus) return { failedStatus }
  // `<` written as \u003c: no answer can close the script element that carries it.
  return { ...page, data: JSON.stringify({ api: { queries, provided, mutations: {} } }).replace(/</g, '\\u003c') }
}
