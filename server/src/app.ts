import { randomUUID } from 'node:crypto'
import { STATUS_CODES } from 'node:http'
import type { FastifyPluginAsync, FastifyReply, FastifyServerOptions } from 'fastify'
import { inlineScriptSources } from './pages/inlineScripts'
import fastifyCompress from '@fastify/compress'
import fastifyCookie from '@fastify/cookie'
import fastifyHelmet from '@fastify/helmet'
import { systemClock, type Clock } from './clock'
import type { Config } from './config'
import type { Database } from './db/client'
import { sweepUnrequestedRefunds } from './actions/refunds'
import { offerFreedTimes } from './actions/waitingList'
import { sendWeeklySummary } from './actions/reports'
import { askForReviews, sendRebookReminders } from './actions/returning'
import { authPlugin } from './plugins/auth'
import { cataloguePlugin } from './plugins/catalogue'
import { databasePlugin } from './plugins/database'
import { deliveryPlugin } from './plugins/delivery'
import { refuseBrokenText } from './http/parse'
import { errorsPlugin } from './plugins/errors'
import { expiryPlugin } from './plugins/expiry'
import { campaignJobsPlugin } from './plugins/campaignJobs'
import { remindLeftCarts, sendDueCampaigns, tellBackInStock } from './actions/campaigns'
import { waitingListPlugin } from './plugins/waitingList'
import { weeklySummaryPlugin } from './plugins/weeklySummary'
import { imagesPlugin } from './plugins/images'
import { limitsPlugin } from './plugins/limits'
import { metricsPlugin } from './plugins/metrics'
import { messagesPlugin } from './messages/worker'
import { paymentsPlugin } from './plugins/payments'
import { sameOriginPlugin } from './plugins/sameOrigin'
import { seoPlugin } from './plugins/seo'
import { webPlugin } from './plugins/web'
import { apiRoutes } from './routes'
import { noteRoute, requestSerializer } from './http/requestLog'

export interface AppOptions {
  config: Config
  database: Database
  /** Where the shop reads the time: the machine's unless a test gives its own. */
  clock?: Clock
}

const routerRefusals: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, 'This address is not valid.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'This address is too long.'],
}

/** Node refuses a request it cannot parse before Fastify sees it: answer in the shop's shape all the same. */
function refuseUnreadableRequest(error: Error & { code?: string }, socket: import('node:stream').Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400
  const body = JSON.stringify({ success: false, message: status === 431 ? 'The request headers are too large.' : 'This request is not valid.' })
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}

/** Believes the nearest `count` proxies in X-Forwarded-For, as a hop count in Fastify does. */
const hops = (count: number) => (_address: string, hop: number) => hop < count

/** A request id the load balancer may pass (nginx's $request_id): one word of letters, digits, dot, dash, underscore. */
const PASSED_REQUEST_ID = /^[\w.-]{1,128}$/

/** What only the Fastify constructor takes: server.ts and the tests build the shop with the same. */
export function serverOptions(config: Config): FastifyServerOptions {
  return {
    // Each log line of a request carries its id: the one nginx passes in X-Request-Id (so its access log and ours
    // meet), else a new one; the answer says it back.
    genReqId: (request) => {
      const passed = request.headers['x-request-id']
      return typeof passed === 'string' && PASSED_REQUEST_ID.test(passed) ? passed : randomUUID()
    },
    // A request line writes its address without the token of a link (a manage, reset or invitation link…).
    logger: { level: config.logLevel, serializers: { req: requestSerializer } },
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names: anyone can write the header.
    trustProxy: typeof config.trustProxy === 'number' ? hops(config.trustProxy) : config.trustProxy,
    clientErrorHandler: refuseUnreadableRequest,
    // The router refuses a malformed or over-long address before any plugin runs: say so in the shop's shape.
    frameworkErrors: (error, _request, reply) => {
      const [status, message] = routerRefusals[error.code] ?? [400, 'This request is not valid.']
      void (reply as FastifyReply).status(status).header('x-content-type-options', 'nosniff').send({ success: false, message })
    },
  }
}

/** The whole shop as one Fastify plugin: server.ts starts it, tests inject into it. */
export const app: FastifyPluginAsync<AppOptions> = async (fastify, { config, database, clock = systemClock }) => {
  // The log learns which API routes carry a token in their path from the routes themselves.
  fastify.addHook('onRoute', noteRoute)
  // Bodies are JSON (and, on the few routes that say so, forms or uploads): a text body is a 415 as any other type,
  // not read as a string and refused as "not a JSON object".
  fastify.removeContentTypeParser('text/plain')
  fastify.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  await fastify.register(databasePlugin, { database, config, clock })
  await fastify.register(errorsPlugin)
  await fastify.register(metricsPlugin, { database })
  await fastify.register(imagesPlugin)
  await fastify.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The page's first script is written into it: allowed by its hash alone.
        scriptSrc: ["'self'", ...inlineScriptSources(config.distDir)],
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
  await fastify.register(limitsPlugin)
  await fastify.register(paymentsPlugin)
  await fastify.register(deliveryPlugin)
  await fastify.register(messagesPlugin)
  await fastify.register(sameOriginPlugin)
  // Every route, whether or not it validates with parseBody: no NUL or broken Unicode reaches a query.
  fastify.addHook('preValidation', async (request) => {
    refuseBrokenText(request.params)
    refuseBrokenText(request.query)
    refuseBrokenText(request.body)
  })
  await fastify.register(expiryPlugin, { sweepUnrequestedRefunds, sendRebookReminders, askForReviews })
  await fastify.register(campaignJobsPlugin, { jobs: { 'send-campaigns': sendDueCampaigns, 'remind-left-carts': remindLeftCarts, 'tell-back-in-stock': tellBackInStock } })
  await fastify.register(waitingListPlugin, { offerFreedTimes })
  await fastify.register(weeklySummaryPlugin, { sendWeeklySummary })
  await fastify.register(apiRoutes, { prefix: '/api' })
  await fastify.register(seoPlugin)
  await fastify.register(webPlugin)
}
