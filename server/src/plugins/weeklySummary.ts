import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { nextWeeklySummary } from '../../../src/contract/reports'

/** The summary itself is an action (actions/reports.ts): app.ts hands it in, so this service imports nothing above it. */
export interface WeeklySummaryOptions {
  sendWeeklySummary(shop: FastifyInstance, monday: string): Promise<boolean>
}

/**
 * The owner's weekly summary, on Monday at 08:00 Lagos time by the shop's clock (a test advances it there): every
 * instance wakes then and asks for it, and the action writes it once between them. Then the next Monday is set.
 */
export const weeklySummaryPlugin = fp<WeeklySummaryOptions>(
  async (app, { sendWeeklySummary }) => {
    let cancel: (() => void) | undefined
    let closing = false
    const schedule = () => {
      const { monday, at } = nextWeeklySummary(app.clock.now())
      cancel = app.clock.after(at.getTime() - app.clock.nowMs(), async () => {
        if (closing) return
        try {
          if (await sendWeeklySummary(app, monday)) app.log.info({ monday }, 'weekly summary written for the owner')
          app.metrics.jobRuns.inc({ job: 'weekly-summary', outcome: 'done' })
        } catch (error) {
          app.metrics.jobRuns.inc({ job: 'weekly-summary', outcome: 'failed' })
          app.log.warn({ err: error }, 'could not write the weekly summary')
        }
        if (!closing) schedule()
      })
    }
    app.addHook('onReady', async () => schedule())
    app.addHook('onClose', async () => {
      closing = true
      cancel?.()
    })
  },
  { name: 'weekly-summary', dependencies: ['db', 'mail', 'metrics'] },
)
