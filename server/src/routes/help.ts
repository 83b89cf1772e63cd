import type { FastifyPluginAsync } from 'fastify'
import { HELP_SLUGS, helpMessages, isHelpSlug, type HelpPage, type HelpSlug } from '../../../src/contract/help'
import { helpPageSchema, helpPreviewSchema } from '../../../src/contract/helpSchemas'
import { parseBody } from '../parse'
import { notFound } from '../refusal'
import { defaultHelpPages } from '../help/defaultPages'
import { renderHelpBody } from '../help/markdown'
import { addMissingHelpPages, findHelpPage, saveHelpPage, type HelpPageRow } from '../repositories/helpPages'

const toHelpPage = (row: HelpPageRow): HelpPage => ({
  slug: row.slug as HelpSlug,
  title: row.title,
  body: row.body,
  ...renderHelpBody(row.body),
  updatedAt: row.updatedAt.toISOString(),
})

const slugOf = (params: { slug: string }): HelpSlug => {
  if (!isHelpSlug(params.slug)) throw notFound(helpMessages.notFound)
  return params.slug
}

/** The shop's help pages: anyone reads them, the seller writes them. */
export const helpRoutes: FastifyPluginAsync = async (app) => {
  // A new shop opens with its help pages written; the owner's own words are never replaced.
  app.addHook('onReady', async () => {
    await addMissingHelpPages(app.db, HELP_SLUGS.map((slug) => ({ slug, ...defaultHelpPages[slug] })))
  })

  app.get<{ Params: { slug: string } }>('/:slug', async (request) => {
    const row = await findHelpPage(app.db, slugOf(request.params))
    if (!row) throw notFound(helpMessages.notFound)
    return { success: true, page: toHelpPage(row) }
  })

  app.put<{ Params: { slug: string } }>('/:slug', { preHandler: app.permit('pages.edit') }, async (request) => {
    const slug = slugOf(request.params)
    const page = await parseBody(helpPageSchema, request.body)
    return { success: true, message: helpMessages.saved, page: toHelpPage(await saveHelpPage(app.db, slug, page)) }
  })

  // The editor's preview: the draft exactly as the page will show it, rendered and sanitized here.
  app.post('/preview', { preHandler: app.permit('pages.edit') }, async (request) => {
    const { body } = await parseBody(helpPreviewSchema, request.body)
    return { success: true, preview: renderHelpBody(body) }
  })
}
