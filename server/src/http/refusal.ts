/**
 * What the shop says when it will not do what it was asked: a kind (the errors plugin alone turns it into an
 * HTTP status), the contract's message for the client, and any facts the answer carries beside it (a refused
 * booking's free times). Actions and routes throw it; repositories never do.
 */
export type RefusalKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'unsupportedMedia'
  | 'unprocessable'
  | 'tooMany'
  | 'methodNotAllowed'
  | 'gatewayFailed'
  | 'unavailable'

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message)
  }
}

/** A refusal that tells the client when to come back (Retry-After). */
export class TooManyRequests extends Refusal {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('tooMany', message)
  }
}

/** A refusal of the request's method: the route takes only `allow` (the Allow header says so). */
export class MethodNotAllowed extends Refusal {
  constructor(readonly allow: string) {
    super('methodNotAllowed', `Send this request with ${allow}.`)
  }
}

/** The database is out of reach for a moment: 503, and when to try again (Retry-After). */
export class Unavailable extends Refusal {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('unavailable', message)
  }
}

export const badRequest = (message: string) => new Refusal('invalid', message)
export const unauthenticated = (message: string) => new Refusal('unauthenticated', message)
export const forbidden = (message: string) => new Refusal('forbidden', message)
export const notFound = (message: string) => new Refusal('notFound', message)
export const conflict = (message: string, details?: Record<string, unknown>) => new Refusal('conflict', message, details)
