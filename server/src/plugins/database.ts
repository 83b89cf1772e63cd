import fp from 'fastify-plugin'
import type { Clock } from '../clock'
import type { Config } from '../config'
import type { Database, Db } from '../db/client'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    config: Config
    /** The shop's one clock: every "now" the server reads (see clock/index.ts). */
    clock: Clock
  }
}

/** Routes reach the database, the configuration and the clock through these decorators, never by opening them. */
export const databasePlugin = fp<{ database: Database; config: Config; clock: Clock }>(
  async (app, { database, config, clock }) => {
    app.decorate('db', database.db)
    app.decorate('config', config)
    app.decorate('clock', clock)
  },
  { name: 'db', dependencies: [] },
)
