import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
import { forbidden } from '../http/refusal'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Cross-site request forgery: a browser sends our cookies with a form or fetch that another site
 * (or another port of this host) makes. Browsers say where a request comes from (Sec-Fetch-Site,
 * or Origin in older ones), so every write that a browser sends from elsewhere is refused. A client
 * that is no browser (Paystack's webhook, curl) sends neither and carries no visitor's cookies.
 */
export const sameOriginPlugin = fp(
  async (app) => {
    const publicOrigin = new URL(app.config.publicUrl).origin

    const fromElsewhere = (request: FastifyRequest): boolean => {
      const { origin } = request.headers
      // The shop's own pages, also when they are served apart from the API (VITE_API_URL).
      if (origin === publicOrigin) return false
      const site = request.headers['sec-fetch-site']
      if (typeof site === 'string') return site !== 'same-origin' && site !== 'none'
      return origin !== undefined && origin !== `${request.protocol}://${request.host}`
    }

    app.addHook('onRequest', async (request) => {
      if (!READS.has(request.method) && fromElsewhere(request)) throw forbidden('This request came from another site and was refused.')
    })
  },
  { name: 'same-origin', dependencies: ['db', 'errors'] },
)
