import fp from 'fastify-plugin'
import fastifyRateLimit from '@fastify/rate-limit'
import type { FastifyContextConfig } from 'fastify'
import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { aftercareMessages, PASSWORD_RESETS_PER_HOUR, passwordMessages, PHONE_CODES_PER_HOUR, phoneMessageWords, TRACK_ORDER_LOOKUPS_PER_MINUTE } from '../../../src/contract'
import { GIFT_CODE_TRIES_PER_HOUR, giftCardMessages } from '../../../src/contract/giftCards'
import { TooManyRequests } from '../http/refusal'

/** Failed logins are counted over this window, per account and per client address. */
const LOGIN_WINDOW_MINUTES = 15

/**
 * Something a client may do a number of times in a window. A request takes its unit before the work it limits,
 * in one atomic step of the counter, so parallel requests cannot all pass a check made before any was counted;
 * one that turns out not to count (a right password, a refused order) gives it back.
 */
export interface CountedLimit {
  /** Takes one unit of each key's allowance; 429 with Retry-After, and nothing taken, when any key has none left. */
  take(...keys: string[]): Promise<void>
  /** Gives back the unit `take` took, for a request that does not count. */
  giveBack(...keys: string[]): Promise<void>
  /** Forgets a key's count. */
  reset(key: string): Promise<void>
}

export interface Limits {
  /** Route config for login and register: a ceiling per address that only a flood reaches. */
  readonly authFlood: FastifyContextConfig
  /** Route config for Track Order: look-ups per address, so order numbers cannot be guessed against an e-mail. */
  readonly trackOrder: FastifyContextConfig
  /** Failed logins (every attempt takes one, a right password gives it back), keyed `account:<e-mail>` and `address:<ip>` (their allowances differ). */
  readonly failedLogins: CountedLimit
  /** Orders placed, keyed by shopper. */
  readonly orders: CountedLimit
  /** Bookings made, keyed by client address. */
  readonly bookings: CountedLimit
  /** Password reset links asked for, keyed `account:<e-mail>` and `address:<ip>`. */
  readonly passwordResets: CountedLimit
  /** Codes sent to prove a number in My Account, keyed `account:<id>` and `phone:<+234…>`. */
  readonly phoneCodes: CountedLimit
  /** Gift card codes looked up (a right one gives its unit back), keyed `address:<ip>`, `account:<id>` or `staff:<id>`. */
  readonly giftCardCodes: CountedLimit
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits
  }
}

/**
 * Rate limits, in this process or in Redis when REDIS_URL is set (several instances then share them).
 * Plain request ceilings come from @fastify/rate-limit; what must count only what was done (failed
 * logins, placed orders, made bookings) from rate-limiter-flexible. While Redis cannot be reached,
 * request ceilings are skipped and the counts are kept in this process, so shoppers are never locked out.
 */
export const limitsPlugin = fp(
  async (app) => {
    const { config } = app
    const redis = config.redisUrl ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined
    if (redis) {
      redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis for rate limits unavailable; counting in this process'))
      app.addHook('onClose', async () => redis.disconnect())
    }

    await app.register(fastifyRateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'glow-rate-limit-', skipOnError: true } : {}),
      errorResponseBuilder: (_request, { ttl }) => new TooManyRequests('Too many requests. Please wait a minute and try again.', Math.ceil(ttl / 1000)),
    })

    const counter = (keyPrefix: string, points: number, seconds: number): RateLimiterAbstract => {
      const options = { keyPrefix, points, duration: seconds }
      return redis
        ? new RateLimiterRedis({ ...options, keyPrefix: `glow-${keyPrefix}`, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: new RateLimiterMemory(options) })
        : new RateLimiterMemory(options)
    }

    /** A limit whose allowance may depend on the key's kind (`kind:value`). */
    const countedLimit = (name: string, seconds: number, allowance: (key: string) => number, message: string): CountedLimit => {
      const counters = new Map<number, RateLimiterAbstract>()
      const counterFor = (key: string) => {
        const points = allowance(key)
        if (!counters.has(points)) counters.set(points, counter(`${name}-${points}`, points, seconds))
        return { points, limit: counters.get(points)! }
      }
      // A counter that cannot be reached (Redis down and no insurance) counts nothing: shoppers are never locked out.
      const giveBack = (...keys: string[]) => Promise.all(keys.map((key) => counterFor(key).limit.reward(key, 1).catch(() => undefined))).then(() => undefined)
      return {
        async take(...keys) {
          const taken = await Promise.allSettled(keys.map((key) => counterFor(key).limit.consume(key, 1)))
          // A refused consume has counted its unit too: every key the counters reached gets it back.
          const counted = keys.filter((_, index) => {
            const outcome = taken[index]!
            return outcome.status === 'fulfilled' || outcome.reason instanceof RateLimiterRes
          })
          const waits = taken.map((outcome) => (outcome.status === 'rejected' && outcome.reason instanceof RateLimiterRes ? outcome.reason.msBeforeNext : 0))
          const wait = Math.max(...waits)
          if (wait <= 0) return
          await giveBack(...counted)
          throw new TooManyRequests(message, Math.ceil(wait / 1000))
        },
        giveBack,
        async reset(key) {
          await counterFor(key).limit.delete(key).catch(() => undefined)
        },
      }
    }

    app.decorate('limits', {
      authFlood: { rateLimit: { max: config.authRequestsPerMinute, timeWindow: '1 minute' } },
      trackOrder: {
        rateLimit: {
          max: TRACK_ORDER_LOOKUPS_PER_MINUTE,
          timeWindow: '1 minute',
          errorResponseBuilder: (_request, { ttl }) => new TooManyRequests(aftercareMessages.track.tooMany, Math.ceil(ttl / 1000)),
        },
      },
      failedLogins: countedLimit(
        'failed-logins',
        LOGIN_WINDOW_MINUTES * 60,
        (key) => (key.startsWith('address:') ? config.loginFailuresPerAddress : config.loginFailuresPerAccount),
        `Too many failed attempts. Please wait ${LOGIN_WINDOW_MINUTES} minutes and try again.`,
      ),
      orders: countedLimit('orders', 60, () => config.ordersPerMinute, 'You have placed several orders in the last minute. Please wait a minute before placing another.'),
      bookings: countedLimit('bookings', 60 * 60, () => config.bookingsPerHour, 'Several bookings have been made from your network in the last hour. Please call us to book more.'),
      passwordResets: countedLimit('password-resets', 60 * 60, () => PASSWORD_RESETS_PER_HOUR, passwordMessages.tooMany),
      phoneCodes: countedLimit('phone-codes', 60 * 60, () => PHONE_CODES_PER_HOUR, phoneMessageWords.codeTooMany),
      giftCardCodes: countedLimit('gift-card-codes', 60 * 60, () => GIFT_CODE_TRIES_PER_HOUR, giftCardMessages.tooManyTries),
    } satisfies Limits)
  },
  { name: 'limits', dependencies: ['db', 'errors'] },
)
