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

/** The production build of the app into `outDir`. */
export async function buildShopApp(outDir: string): Promise<void> {
  const { build } = await import('vite')
  await withProductionNodeEnv(() => build({ mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } }))
}
