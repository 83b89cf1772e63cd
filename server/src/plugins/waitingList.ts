import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** How often the waiting list looks for freed times that no request offered (a hold that lapsed on its own) and expires offers. */
const EVERY_MS = 60_000

export interface WaitingListOptions {
  /** The round is an action (actions/waitingList): app.ts hands it in, so this service imports nothing above it. */
  offerFreedTimes(shop: FastifyInstance): Promise<number>
}

declare module 'fastify' {
  interface FastifyInstance {
    waitingList: {
      /**
       * Offers the times freed since the last round to the waiting list, now: an action that frees a time calls it
       * after its commit. A failure is logged and left to the next round (the freed spans stay queued).
       */
      offerFreed(): Promise<void>
    }
  }
}

/** The waiting list's round, after every change that frees a time and every minute (claimed, so N instances run it once). */
export const waitingListPlugin = fp<WaitingListOptions>(
  async (app, { offerFreedTimes }) => {
    const offerFreed = async () => {
      try {
        const offered = await offerFreedTimes(app)
        app.metrics.jobRuns.inc({ job: 'waiting-list', outcome: 'done' })
        if (offered > 0) app.log.info({ offered }, 'offered freed times to the waiting list')
      } catch (error) {
        app.metrics.jobRuns.inc({ job: 'waiting-list', outcome: 'failed' })
        app.log.warn({ err: error }, 'could not offer freed times to the waiting list; trying again later')
      }
    }
    app.decorate('waitingList', { offerFreed })
    let timer: NodeJS.Timeout | undefined
    app.addHook('onReady', async () => {
      timer = setInterval(() => void offerFreed(), EVERY_MS).unref()
    })
    app.addHook('onClose', async () => clearInterval(timer))
  },
  { name: 'waitingList', dependencies: ['db', 'mail', 'metrics'] },
)
