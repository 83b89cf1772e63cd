import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** How often the shop looks for campaigns due, carts left behind and products back in stock. */
const EVERY_MS = 60_000

/** A round's work: how many messages it queued. */
export type CampaignJob = (shop: FastifyInstance) => Promise<number>

/**
 * The rounds that write to clients on the shop's initiative: campaigns due (held outside 08:00–20:00 Lagos), the one
 * reminder of a cart left behind, "it is back". Every instance runs them; each campaign, cart and alert is claimed by
 * one (its row locked and stamped in the transaction that queues its messages). The work is actions: app.ts hands it in,
 * so this service imports nothing above it.
 */
export interface CampaignJobsOptions {
  jobs: Record<string, CampaignJob>
}

export const campaignJobsPlugin = fp<CampaignJobsOptions>(
  async (app, { jobs }) => {
    const round = async () => {
      for (const [job, work] of Object.entries(jobs)) {
        try {
          const queued = await work(app)
          app.metrics.jobRuns.inc({ job, outcome: 'done' })
          if (queued > 0) app.log.info({ job, queued }, 'queued messages to clients')
        } catch (error) {
          app.metrics.jobRuns.inc({ job, outcome: 'failed' })
          app.log.warn({ err: error, job }, 'a round of messages to clients failed; trying again later')
        }
      }
    }
    let timer: NodeJS.Timeout | undefined
    app.addHook('onReady', async () => {
      timer = setInterval(() => void round(), EVERY_MS).unref()
    })
    app.addHook('onClose', async () => clearInterval(timer))
  },
  { name: 'campaign-jobs', dependencies: ['db', 'mail', 'metrics'] },
)
