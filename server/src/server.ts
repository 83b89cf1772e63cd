import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import closeWithGrace from 'close-with-grace'
import { ConfigError, DEMO_SELLER_PASSWORD, loadConfig, type Config } from './config'
import { checkDataDir, DataDirError } from './tools/dataDir'
import { CONNECT_TIMEOUT_MS, DatabaseInUseError, databaseFailure, openDatabase, STATEMENT_TIMEOUT_MS, type Database } from './db/client'
import { seedDemoCatalogue } from './db/seed'
import { app, serverOptions } from './app'

/** The shop's database; `maintenance` (a backup or restore) lets one statement run as long as it takes. */
export async function openShopDatabase(config: Config, { maintenance = false } = {}): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl, ...(!maintenance && { statementTimeoutMs: STATEMENT_TIMEOUT_MS }) })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') })
}

export async function startServer(config: Config): Promise<FastifyInstance> {
  // DATA_DIR holds the embedded database, and uploads unless they go to a bucket.
  if (!config.databaseUrl || !config.s3) checkDataDir(config.dataDir)
  const database = await openShopDatabase(config)
  await seedDemoCatalogue(database.db)
  const server = Fastify(serverOptions(config))
  await server.register(app, { config, database })
  server.addHook('onClose', () => database.close())
  try {
    await server.listen({ port: config.port, host: config.host })
  } catch (error) {
    // The port is taken, say: the database closes as on any stop before the shop says why.
    await server.close()
    throw error
  }
  return server
}

export function readConfig(): Config {
  try {
    return loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Cannot start the shop: ${error.message}`)
      process.exit(1)
    }
    throw error
  }
}

/** The database as start-up names it: where it is, never its password. */
const databaseAt = (url: string) => {
  const { hostname, port, pathname } = new URL(url)
  return `${hostname}:${port || 5432}${pathname}`
}

/** Why the shop could not start, in one line, for what a person can fix (undefined: a fault of the shop itself). */
function whyNotStarted(error: unknown, config: Config): string | undefined {
  if (error instanceof DataDirError || error instanceof DatabaseInUseError) return error.message
  // Another program (often the shop itself, started before) listens on the port.
  if ((error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE') return `port ${config.port} (PORT) is in use by another program: is the shop running already? Stop it, or set PORT to a free port.`
  if (!config.databaseUrl) return undefined
  const failure = databaseFailure(error)
  // PostgreSQL answered, but no: a wrong password, a database that does not exist.
  const { code, severity, message } = error as { code?: unknown; severity?: unknown; message?: string }
  if (!failure && typeof code === 'string' && typeof severity === 'string') return `the database at ${databaseAt(config.databaseUrl)} (DATABASE_URL) answered: ${message}`
  if (!failure) return undefined
  const said = { refused: 'refused the connection', silent: `did not answer within ${CONNECT_TIMEOUT_MS / 1000} s`, unavailable: `could not be reached (${(error as Error).message})` }
  return `the database at ${databaseAt(config.databaseUrl)} (DATABASE_URL) ${said[failure]}: is PostgreSQL running there?`
}

export async function main(): Promise<void> {
  const config = readConfig()
  let server: FastifyInstance
  try {
    server = await startServer(config)
  } catch (error) {
    const reason = whyNotStarted(error, config)
    if (!reason) throw error
    console.error(`Cannot start the shop: ${reason}`)
    process.exit(1)
  }
  // A promise that failed with nothing to handle it is one request's fault, not the process's: it is logged and the
  // shop goes on serving. An uncaught exception may have left anything half done: the shop closes (requests in
  // flight finish) and exits non-zero, for the process manager to start it again.
  process.on('unhandledRejection', (reason) => server.log.error({ err: reason }, 'a failure nothing handled; the shop goes on'))
  closeWithGrace({ delay: 10_000, skip: ['unhandledRejection'] }, async ({ err }) => {
    if (err) server.log.error({ err }, 'shutting down after an error')
    await server.close()
  })
  const seller = config.sellerPassword === DEMO_SELLER_PASSWORD ? ` (demo seller login: ${config.sellerEmail} / ${config.sellerPassword})` : ''
  console.log(`Glow Beauty is open at http://localhost:${config.port}${seller}`)
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('server', 'src', 'server.ts'))
if (invokedDirectly) void main()
