import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import closeWithGrace from 'close-with-grace'
import { ConfigError, DEMO_SELLER_PASSWORD, loadConfig, type Config } from './config'
import { openDatabase, type Database } from './db/client'
import { seedDemoCatalogue } from './db/seed'
import { app, serverOptions } from './app'

export async function openShopDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') })
}

export async function startServer(config: Config): Promise<FastifyInstance> {
  const database = await openShopDatabase(config)
  await seedDemoCatalogue(database.db)
  const server = Fastify(serverOptions(config))
  await server.register(app, { config, database })
  server.addHook('onClose', () => database.close())
  await server.listen({ port: config.port, host: config.host })
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

export async function main(): Promise<void> {
  const config = readConfig()
  const server = await startServer(config)
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) server.log.error({ err }, 'shutting down after an error')
    await server.close()
  })
  const seller = config.sellerPassword === DEMO_SELLER_PASSWORD ? ` (demo seller login: ${config.sellerEmail} / ${config.sellerPassword})` : ''
  console.log(`Glow Beauty is open at http://localhost:${config.port}${seller}`)
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('server', 'src', 'server.ts'))
if (invokedDirectly) void main()
