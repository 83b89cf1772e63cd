import type { FastifyPluginAsync } from 'fastify'
import { helpMessages, isHelpSlug, type HelpSlug } from '../../../src/contract/help'
import { helpPageSchema, helpPreviewSchema } from '../../../src/contract/helpSchemas'
import { saveHelp, writeMissingHelpPages } from '../actions/help'
import { renderHelpBody } from '../help/markdown'
import { parseBody } from '../http/parse'
import { helpPage } from '../queries/help'
import { notFound } from '../http/refusal'

const slugOf = (params: { slug: string }): HelpSlug => {
  if (!isHelpSlug(params.slug)) throw notFound(helpMessages.notFound)
  return params.slug
}

/** The shop's help pages: anyone reads them, the seller writes them. */
export const helpRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onReady', async () => {
    await writeMissingHelpPages(app)
  })

  app.get<{ Params: { slug: string } }>('/:slug', async (request) => {
    const page = await helpPage(app, slugOf(request.params))
    if (!page) throw notFound(helpMessages.notFound)
    return { success: true, page }
  })

  app.put<{ Params: { slug: string } }>('/:slug', { preHandler: app.permit('pages.edit') }, async (request) => {
    const slug = slugOf(request.params)
    const page = await parseBody(helpPageSchema, request.body)
    return { success: true, message: helpMessages.saved, page: await saveHelp(app, slug, page) }
  })

  // The editor's preview: the draft exactly as the page will show it, rendered and sanitized here.
  app.post('/preview', { preHandler: app.permit('pages.edit') }, async (request) => {
    const { body } = await parseBody(helpPreviewSchema, request.body)
    return { success: true, preview: renderHelpBody(body) }
  })
}
