import fp from 'fastify-plugin'
import { notFound } from '../http/refusal'
import { sitemaps } from '../pages/sitemap'

const XML = 'application/xml; charset=utf-8'
/** Search engines come back now and then: an hour's copy is fresh enough, and a new product shows within it. */
const CACHED = 'public, max-age=3600'

/** robots.txt and the sitemap, with absolute addresses from PUBLIC_URL. */
export const seoPlugin = fp(
  async (app) => {
    const { publicUrl } = app.config
    const maps = sitemaps(app.db, publicUrl)
    const robots = ['User-agent: *', 'Disallow: /seller', 'Disallow: /api/', 'Allow: /', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n')
    const missing = (url: string) => notFound(`No such sitemap: ${url}`)

    app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', CACHED).send(robots))
    app.get('/sitemap.xml', async (_request, reply) => reply.type(XML).header('cache-control', CACHED).send(await maps.root()))
    app.get('/sitemap-pages.xml', async (request, reply) => {
      const found = await maps.pages()
      if (!found) throw missing(request.url)
      return reply.type(XML).header('cache-control', CACHED).send(found)
    })
    app.get<{ Params: { file: string } }>('/sitemap-products-:file.xml', async (request, reply) => {
      const { file } = request.params
      const found = /^[1-9]\d{0,5}$/.test(file) ? await maps.products(Number(file)) : undefined
      if (!found) throw missing(request.url)
      return reply.type(XML).header('cache-control', CACHED).send(found)
    })
  },
  { name: 'seo', dependencies: ['db'] },
)
