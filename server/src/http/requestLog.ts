// What the request log writes of a request: its address with every link's token replaced. Whoever reads the log
// (an operator, a log service) would otherwise hold the links to clients' bookings, password resets and invitations.
import type { FastifyRequest, onRouteHookHandler } from 'fastify'
import { pages, SECRET_PARAMS } from '../../../src/contract'
import { OFFER_TOKEN_PARAM } from '../../../src/contract/waitingList'
import { REVIEW_TOKEN_PARAM } from '../../../src/contract/reviews'

/** What a log line writes in place of a secret. */
export const REDACTED = '[redacted]'

// The waiting list's offer and a review link's tokens ride on the booking page's address; their names stay out of the route table the home page ships.
const secretNames = new Set([...SECRET_PARAMS, OFFER_TOKEN_PARAM, REVIEW_TOKEN_PARAM].map((name) => name.toLowerCase()))

/** Whether the address's query carries a link's token (`/booking?review=…`): such a page is the browser's to draw (plugins/web.ts). */
export function carriesLinkToken(url: string): boolean {
  const query = url.indexOf('?')
  if (query < 0) return false
  for (const name of new URLSearchParams(url.slice(query + 1)).keys()) if (secretNames.has(name.toLowerCase())) return true
  return false
}

/** The name of a route's parameter segment (`:token`, `:id(^\d+)`), undefined for a fixed one. */
const paramOf = (segment: string) => (segment.startsWith(':') ? /^:(\w+)/.exec(segment)?.[1] : undefined)
const isSecretParam = (segment: string) => secretNames.has(paramOf(segment)?.toLowerCase() ?? '')

/**
 * Every address with a secret in its path, as its segments: the pages' (src/contract/routes.ts), and the API's, as
 * Fastify registers them (noteRoute). The same for every instance of the shop, so one list serves them all.
 */
const secretRoutes = new Map<string, string[]>()
const note = (pattern: string) => {
  const segments = pattern.split('/')
  if (segments.some(isSecretParam)) secretRoutes.set(pattern, segments)
}
for (const page of Object.values(pages)) note(page.path)

/** Fastify's onRoute hook: an API route with a token in its path joins the list. */
export const noteRoute: onRouteHookHandler = (route) => note(route.url)

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/**
 * The path with the segment of every secret parameter replaced. A route matches from its start, in any case and with
 * anything after the token, so a token sent to an address no route answers (a wrong method, a typo after it) is
 * still hidden.
 */
function pathWithoutSecrets(path: string): string {
  const parts = path.split('/')
  for (const route of secretRoutes.values()) {
    for (const [index, segment] of route.entries()) {
      const part = parts[index]
      if (part === undefined) break
      if (paramOf(segment) === undefined) {
        if (decoded(part).toLowerCase() !== segment.toLowerCase()) break
      } else if (part === '') break
      else if (isSecretParam(segment)) parts[index] = REDACTED
    }
  }
  return parts.join('/')
}

/** The query with the value of every secret parameter replaced, on any address. */
const queryWithoutSecrets = (query: string) =>
  query
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0]!
      return secretNames.has(decoded(name.replace(/\+/g, ' ')).toLowerCase()) ? `${name}=${REDACTED}` : pair
    })
    .join('&')

/** An address as the log writes it: its shape kept, every token replaced (`/booking/manage/[redacted]`). */
export function withoutSecrets(url: string): string {
  // A request may name the host too (absolute form): only what follows it is matched.
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? ''
  const rest = url.slice(origin.length)
  const queryAt = rest.indexOf('?')
  if (queryAt === -1) return origin + pathWithoutSecrets(rest)
  return `${origin}${pathWithoutSecrets(rest.slice(0, queryAt))}?${queryWithoutSecrets(rest.slice(queryAt + 1))}`
}

/** Fastify's own `req` serializer (the same fields), with the address written without its secrets. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutSecrets(String(request.url ?? '')),
    version: request.headers?.['accept-version'] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}
