import fp from 'fastify-plugin'
import type { Config } from '../config'
import type { Database, Db } from '../db/client'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    config: Config
  }
}

/** Routes reach the database and the configuration through these decorators, never by opening them. */
export const databasePlugin = fp<{ database: Database; config: Config }>(
  async (app, { database, config }) => {
    app.decorate('db', database.db)
    app.decorate('config', config)
  },
  { name: 'db', dependencies: [] },
)
