import path from 'node:path'

/**
 * Runs `work` with NODE_ENV=production and puts the caller's value back after. Vite builds React's
 * development bundle when NODE_ENV says development, whatever the mode; the shop serves only the
 * production one.
 */
export async function withProductionNodeEnv<T>(work: () => Promise<T>): Promise<T> {
  const callers = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    return await work()
  } finally {
    if (callers === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = callers
  }
}

/** The app's server-side entry (src/entry-server.tsx), and where its build goes: inside the app's build, in a directory never served. */
const SERVER_ENTRY = 'src/entry-server.tsx'
export const serverBundleDir = (distDir: string): string => path.join(distDir, '.ssr')
export const serverBundleOf = (distDir: string): string => path.join(serverBundleDir(distDir), 'entry-server.js')

/** The production build of the app into `outDir`: the browser's, then the server's that draws its public pages. */
export async function buildShopApp(outDir: string): Promise<void> {
  const { build } = await import('vite')
  // A slow machine's build is no finding for whoever starts the shop: Rolldown's timing report stays out of her first screen.
  const quiet = { checks: { bundlerTimings: false } }
  await withProductionNodeEnv(async () => {
    await build({ mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true, rolldownOptions: quiet } })
    await build({ mode: 'production', logLevel: 'warn', build: { ssr: SERVER_ENTRY, outDir: serverBundleDir(outDir), emptyOutDir: true, copyPublicDir: false, rolldownOptions: quiet } })
  })
}
