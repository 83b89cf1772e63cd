import { createHash, timingSafeEqual } from 'node:crypto'
import fp from 'fastify-plugin'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { Database } from '../db/client'
import { outboxBacklog } from '../repositories/outbox'

/**
 * What the shop counts for Prometheus (prom-client), one registry per app: requests by route and status with their
 * latency, PostgreSQL's pool, the outbox's backlog by channel, messages by outcome, orders and bookings made, and the
 * background jobs' runs. `GET /metrics` answers in Prometheus' text format to whoever brings METRICS_TOKEN as a
 * bearer token; without METRICS_TOKEN it answers only on this machine (127.0.0.1, ::1) outside production, and
 * nowhere in production.
 */
export interface Metrics {
  /** An order placed (online or cash), by how it is paid. */
  ordersMade: Counter<'payment'>
  /** A booking made, by where it was made (wizard, desk, walk-in). */
  bookingsMade: Counter<'source'>
  /** A message handed to its provider or kept, by channel and what came of it. */
  messages: Counter<'channel' | 'outcome'>
  /** A background job's round, by job and how it ended. */
  jobRuns: Counter<'job' | 'outcome'>
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics
  }
}

/** Latency buckets in seconds: a cached page at the low end, a slow line's checkout at the top. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

const digest = (token: string) => createHash('sha256').update(token).digest()
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

export const metricsPlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    const register = new Registry()
    collectDefaultMetrics({ register })
    const requests = new Histogram({
      name: 'glow_http_request_duration_seconds',
      help: 'HTTP requests by method, route and status, with their time to answer',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [register],
    })
    const { pool } = database
    if (pool) {
      const gauge = (name: string, help: string, read: () => number) =>
        new Gauge({ name, help, registers: [register], collect() { this.set(read()) } })
      gauge('glow_db_pool_connections', 'PostgreSQL connections open in the pool', pool.open)
      gauge('glow_db_pool_in_use', 'PostgreSQL connections running a query or transaction', pool.inUse)
      gauge('glow_db_pool_waiting', 'Queries waiting for a PostgreSQL connection', pool.waiting)
    }
    new Gauge({
      name: 'glow_outbox_backlog',
      help: 'Messages waiting to be sent (queued, retrying or being sent), by channel',
      labelNames: ['channel'] as const,
      registers: [register],
      async collect() {
        this.reset()
        for (const { channel, waiting } of await outboxBacklog(app.db)) this.set({ channel }, waiting)
      },
    })
    app.decorate('metrics', {
      ordersMade: new Counter({ name: 'glow_orders_made_total', help: 'Orders placed, by payment', labelNames: ['payment'] as const, registers: [register] }),
      bookingsMade: new Counter({ name: 'glow_bookings_made_total', help: 'Salon bookings made, by where', labelNames: ['source'] as const, registers: [register] }),
      messages: new Counter({ name: 'glow_messages_total', help: 'Messages handled by the outbox worker, by channel and outcome', labelNames: ['channel', 'outcome'] as const, registers: [register] }),
      jobRuns: new Counter({ name: 'glow_job_runs_total', help: 'Background job rounds, by job and outcome', labelNames: ['job', 'outcome'] as const, registers: [register] }),
    } satisfies Metrics)

    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern, never its address: a token in a path stays out of the labels, and they stay few.
      const route = request.routeOptions.url ?? 'unmatched'
      requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000)
    })

    const { metricsToken, nodeEnv } = app.config
    const expected = metricsToken ? digest(metricsToken) : undefined
    app.get('/metrics', async (request, reply) => {
      if (expected) {
        const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
        if (!given || !timingSafeEqual(digest(given), expected)) {
          return reply.status(401).header('www-authenticate', 'Bearer').send({ success: false, message: 'The metrics need their token.' })
        }
      } else if (nodeEnv === 'production' || !LOOPBACK.has(request.socket.remoteAddress ?? '')) {
        return reply.status(404).send({ success: false, message: 'Not found.' })
      }
      return reply.header('content-type', register.contentType).header('cache-control', 'no-store').send(await register.metrics())
    })
  },
  { name: 'metrics', dependencies: ['db'] },
)
