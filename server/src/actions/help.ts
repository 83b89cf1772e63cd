import type { FastifyInstance } from 'fastify'
import { HELP_SLUGS, type HelpPage, type HelpSlug } from '../../../src/contract/help'
import { defaultHelpPages } from '../help/defaultPages'
import { toHelpPage } from '../queries/help'
import { addMissingHelpPages, saveHelpPage } from '../repositories/helpPages'

/** A new shop opens with its help pages written; the owner's own words are never replaced. */
export async function writeMissingHelpPages(shop: FastifyInstance): Promise<void> {
  await addMissingHelpPages(shop.db, HELP_SLUGS.map((slug) => ({ slug, ...defaultHelpPages[slug] })))
}

/** The owner's title and body for the page, as it will show them. */
export async function saveHelp(shop: FastifyInstance, slug: HelpSlug, page: { title: string; body: string }): Promise<HelpPage> {
  return toHelpPage(await saveHelpPage(shop.db, slug, page))
}
