import type { FastifyInstance } from 'fastify'
import type { Campaign } from '../../../src/contract/campaigns'
import { campaignWords as w } from '../../../src/contract/campaigns'
import { notFound } from '../http/refusal'
import { findCampaign, listCampaigns, type CampaignResultRow } from '../repositories/campaigns'
import type { PageRequest } from '../repositories/pages'

const toCampaign = ({ id, sendAt, sentAt, createdAt, ...row }: CampaignResultRow): Campaign => ({
  _id: id,
  ...row,
  sendAt: sendAt.toISOString(),
  sentAt: sentAt?.toISOString() ?? null,
  createdAt: createdAt.toISOString(),
})

/** A page of the owner's campaigns with their results, newest first. */
export async function campaignsPage(shop: FastifyInstance, page: PageRequest): Promise<{ campaigns: Campaign[]; nextCursor: string | null }> {
  const { campaigns, nextCursor } = await listCampaigns(shop.db, page)
  return { campaigns: campaigns.map(toCampaign), nextCursor }
}

/** One campaign's results. */
export async function campaignResults(shop: FastifyInstance, id: string): Promise<Campaign> {
  const found = await findCampaign(shop.db, id)
  if (!found) throw notFound(w.notFound)
  return toCampaign(found)
}
