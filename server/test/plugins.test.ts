import Fastify, { type FastifyPluginAsync } from 'fastify'
import { systemClock } from '../src/clock'
import { loadConfig } from '../src/config'
import type { Database } from '../src/db/client'
import { authPlugin } from '../src/plugins/auth'
import { cataloguePlugin } from '../src/plugins/catalogue'
import { databasePlugin } from '../src/plugins/database'
import { expiryPlugin } from '../src/plugins/expiry'
import { limitsPlugin } from '../src/plugins/limits'
import { paymentsPlugin } from '../src/plugins/payments'
import { sameOriginPlugin } from '../src/plugins/sameOrigin'
import { webPlugin } from '../src/plugins/web'

// Each service names what it needs: Fastify refuses to start one registered before its dependencies.

it.each([
  ['auth', 'db', authPlugin, false],
  ['auth', '@fastify/cookie', authPlugin, true],
  ['catalogue', 'db', cataloguePlugin, false],
  ['limits', 'errors', limitsPlugin, true],
  ['same-origin', 'errors', sameOriginPlugin, true],
  ['expiry', 'db', expiryPlugin, false],
  ['payments', 'db', paymentsPlugin, false],
  ['web', 'catalogue', webPlugin, true],
] as [string, string, FastifyPluginAsync, boolean][])('%s refuses to start without %s', async (name, missing, plugin, withDatabase) => {
  const app = Fastify()
  if (withDatabase) app.register(databasePlugin, { database: { db: {} } as Database, config: loadConfig({}), clock: systemClock })
  app.register(plugin)
  await expect(app.ready()).rejects.toMatchObject({
    code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED',
    message: `The dependency '${missing}' of plugin '${name}' is not registered`,
  })
})
