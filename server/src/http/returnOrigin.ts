import type { AddressInfo } from 'node:net'
import os from 'node:os'
import type { FastifyInstance, FastifyRequest } from 'fastify'

const WILDCARDS = new Set(['0.0.0.0', '::'])
const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1'])

const hostOf = (address: string) => (address.includes(':') ? `[${address}]` : address)

/**
 * The addresses the shop answers at on this machine, as `host:port`: the one it listens on, or every interface's
 * (what the server prints at start-up) when it listens on all of them, and `localhost` when loopback is among them.
 */
export function ownHosts(listenHost: string, port: number): Set<string> {
  const addresses = WILDCARDS.has(listenHost)
    ? ['localhost', ...Object.values(os.networkInterfaces()).flatMap((entries) => (entries ?? []).map((entry) => entry.address))]
    : [listenHost, ...(LOOPBACK.has(listenHost) ? ['localhost', '127.0.0.1'] : [])]
  // A browser leaves the port out of Host when it is the scheme's own.
  return new Set(addresses.flatMap((address) => [`${hostOf(address)}:${port}`, ...(port === 80 ? [hostOf(address)] : [])]))
}

/**
 * The origin a browser sent away by this request (to pay) comes back to. PUBLIC_URL when it is set. Without it,
 * the address the shopper used when it is one of the shop's own (her session cookie lives there: coming back to
 * another address she would find herself logged out); any other Host header, made up or not, gets PUBLIC_URL's
 * default, so no request can send a shopper elsewhere.
 */
export function returnOrigin(app: FastifyInstance, request: FastifyRequest): string {
  if (app.config.publicUrlSet) return app.config.publicUrl
  const listening = app.server.listening ? (app.server.address() as AddressInfo).port : app.config.port
  return ownHosts(app.config.host, listening).has(request.host.toLowerCase()) ? `${request.protocol}://${request.host}` : app.config.publicUrl
}
