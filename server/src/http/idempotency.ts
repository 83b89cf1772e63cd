import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { badRequest } from './refusal'
import { returnOrigin } from './returnOrigin'

/** The Idempotency-Key header (IETF httpapi draft): optional, 1 to 100 letters, digits, - or _. */
const IDEMPOTENCY_KEY = /^[\w-]{1,100}$/

/** A request's Idempotency-Key, or undefined when the client sent none. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key']
  if (key === undefined) return undefined
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) throw badRequest('Idempotency-Key must be 1 to 100 letters, digits, - or _.')
  return key
}

/**
 * The key with a hash of what its request asked for (`asked`), or undefined without a key. A retry with the key
 * gets what its first request made; the same key asking for something else is refused.
 */
export function keyedRequest(key: string | undefined, asked: unknown): { key: string; hash: string } | undefined {
  return key === undefined ? undefined : { key, hash: createHash('sha256').update(JSON.stringify(asked)).digest('base64url') }
}

/** How a request's write is made once: its Idempotency-Key over what it asked (`asked`), its log, and the origin a payment returns to. */
export const madeOnce = (app: FastifyInstance, request: FastifyRequest, asked: object) => ({
  requested: keyedRequest(idempotencyKeyOf(request), asked),
  log: request.log,
  origin: returnOrigin(app, request),
})
