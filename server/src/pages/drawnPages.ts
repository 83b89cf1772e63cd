import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import type { AppRenderer, DrawnPage, UndrawnPage } from '../../../src/contract/pageData'
import { PAGE_DATA_ID } from '../../../src/contract/pageData'
import { serverBundleOf } from './build'

// The public pages drawn by the app's own server bundle (src/entry-server.tsx, built by server/src/pages/build.ts).
// Its API calls are answered by this server's routes in-process (Fastify's inject): the very answers the browser
// would get, without a socket, and without a visitor's cookie: the page is the same for everyone.

export type DrawPage = (url: string) => Promise<DrawnPage | UndrawnPage>

/** The build's page drawer, or undefined when the build has no server bundle (pages are then drawn in the browser). */
export async function loadPageDrawer(app: FastifyInstance, distDir: string): Promise<DrawPage | undefined> {
  const bundle = serverBundleOf(distDir)
  if (!existsSync(bundle)) return undefined
  const renderer = (await import(pathToFileURL(bundle).href)) as AppRenderer
  renderer.answerApiCallsWith(async (input, init) => {
    const request = new Request(input, init)
    const { pathname, search } = new URL(request.url)
    const answer = await app.inject({ method: 'GET', url: pathname + search, headers: { accept: 'application/json' } })
    const type = answer.headers['content-type']
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    })
  })
  return renderer.drawPage
}

/** The page's HTML: the drawn app in its root element with the data it was drawn from, its styles in the head. */
export function withDrawnPage(template: string, page: DrawnPage): string {
  // Functions, not strings: the markup may hold `$&`, which a replacement string would expand.
  return template
    .replace('</head>', () => `${page.styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div><script type="application/json" id="${PAGE_DATA_ID}">${page.data}</script>`)
}
