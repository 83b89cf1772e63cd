import type { FastifyInstance } from 'fastify'
import type { HelpPage, HelpSlug } from '../../../src/contract/help'
import { renderHelpBody } from '../help/markdown'
import { findHelpPage, type HelpPageRow } from '../repositories/helpPages'

/** A help page as the shop shows it: its body rendered and sanitized here. */
export const toHelpPage = (row: HelpPageRow): HelpPage => ({
  slug: row.slug as HelpSlug,
  title: row.title,
  body: row.body,
  ...renderHelpBody(row.body),
  updatedAt: row.updatedAt.toISOString(),
})

export async function helpPage(shop: FastifyInstance, slug: HelpSlug): Promise<HelpPage | undefined> {
  const row = await findHelpPage(shop.db, slug)
  return row && toHelpPage(row)
}
