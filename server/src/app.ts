import type { FastifyPluginAsync, FastifyReply, FastifyServerOptions } from 'fastify'
import fastifyCompress from '@fastify/compress'
import fastifyCookie from '@fastify/cookie'
import fastifyFormbody from '@fastify/formbody'
import fastifyHelmet from '@fastify/helmet'
import fastifyRateLimit from '@fastify/rate-limit'
import { Redis } from 'ioredis'
import type { Config } from './config'
import type { Database } from './db/client'
import { authPlugin } from './plugins/auth'
import { cataloguePlugin } from './plugins/catalogue'
import { databasePlugin } from './plugins/database'
import { HttpError, refuseBrokenText } from './errors'
import { errorsPlugin } from './plugins/errors'
import { webPlugin } from './plugins/web'
import { apiRoutes } from './routes'

export interface AppOptions {
  config: Config
  database: Database
}

const routerRefusals: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, 'This address is not valid.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'This address is too long.'],
}

/** What only the Fastify constructor takes: server.ts and the tests build the shop with the same. */
export function serverOptions(config: Config): FastifyServerOptions {
  return {
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: config.nodeEnv === 'production',
    // The router refuses a malformed or over-long address before any plugin runs: say so in the shop's shape.
    frameworkErrors: (error, _request, reply) => {
      const [status, message] = routerRefusals[error.code] ?? [400, 'This request is not valid.']
      void (reply as FastifyReply).status(status).header('x-content-type-options', 'nosniff').send({ success: false, message })
    },
  }
}

/** The whole shop as one Fastify plugin: server.ts starts it, tests inject into it. */
export const app: FastifyPluginAsync<AppOptions> = async (fastify, { config, database }) => {
  await fastify.register(databasePlugin, { database, config })
  await fastify.register(errorsPlugin)
  await fastify.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // styled-components injects its rules at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.nodeEnv === 'production' ? [] : null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  })
  await fastify.register(fastifyCompress, { threshold: 1024 })
  await fastify.register(fastifyCookie)
  await fastify.register(authPlugin)
  await fastify.register(cataloguePlugin)
  await fastify.register(fastifyFormbody, { bodyLimit: 64 * 1024 })
  // Counters live in Redis when several instances share the load, else in this process. While Redis
  // cannot be reached, commands fail at once and the limits are skipped: shoppers can still log in.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined
  if (redis) {
    redis.on('error', (error: Error) => fastify.log.warn({ err: error }, 'Redis for rate limits unavailable; limits are skipped'))
    fastify.addHook('onClose', async () => redis.disconnect())
  }
  await fastify.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'glow-rate-limit-', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => new HttpError(context.statusCode, 'Too many attempts. Please wait a minute and try again.'),
  })
  // Every route, whether or not it validates with parseBody: no NUL or broken Unicode reaches a query.
  fastify.addHook('preValidation', async (request) => {
    refuseBrokenText(request.params)
    refuseBrokenText(request.query)
    refuseBrokenText(request.body)
  })
  await fastify.register(apiRoutes, { prefix: '/api' })
  await fastify.register(webPlugin)
}
