import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { PAYMENT_SESSION_MINUTES } from '../payments/gateway'
import { shopDate } from '../../../src/contract'
import { lapseExpiredBatches } from '../repositories/batches'
import { lapseExpiredHolds } from '../repositories/bookings'
import { cancelUnpaidOnlineOrders } from '../repositories/orders'
import { expireGiftCards } from '../repositories/giftCards'

/** How often the shop looks for online orders whose payment never came. */
const EVERY_MS = 10 * 60_000

/** How often it looks for booking holds whose deposit never came (the wizard and the inserts already ignore them), and for batches past their date. */
const HOLDS_EVERY_MS = 60_000

/**
 * A shopper who leaves the payment page leaves an order awaiting payment: once the payment session
 * is over it is cancelled and its units go back on the shelf, at start and every ten minutes. Several
 * instances may run it at once: each locks the orders it cancels and skips those another holds. The same
 * rounds ask for the refunds of cancelled paid orders that were never requested (refunds.ts), send the rebooking
 * reminders that fell due and ask for the reviews of visits completed two hours before (returning.ts).
 */
export interface ExpiryOptions {
  /** The refunds' sweep is an action (actions/refunds): app.ts hands it in, so this service imports nothing above it. */
  sweepUnrequestedRefunds(shop: FastifyInstance, now: Date): Promise<number>
  /** The clients who come back (actions/returning): rebooking reminders due and reviews to ask, each sent once across instances. */
  sendRebookReminders(shop: FastifyInstance, now: Date): Promise<number>
  askForReviews(shop: FastifyInstance, now: Date): Promise<number>
}

export const expiryPlugin = fp<ExpiryOptions>(
  async (app, { sweepUnrequestedRefunds, sendRebookReminders, askForReviews }) => {
    /** One round of a job: counted in /metrics by how it ended; a failure is logged and tried again at the next round. */
    const run = async (job: string, work: () => Promise<void>, failure: string) => {
      try {
        await work()
        app.metrics.jobRuns.inc({ job, outcome: 'done' })
      } catch (error) {
        app.metrics.jobRuns.inc({ job, outcome: 'failed' })
        app.log.warn({ err: error }, failure)
      }
    }

    const cancelExpiredOrders = async () => {
      await run(
        'cancel-unpaid-orders',
        async () => {
          const { cancelled, restocked } = await cancelUnpaidOnlineOrders(app.db, new Date(app.clock.nowMs() - PAYMENT_SESSION_MINUTES * 60_000))
          if (restocked) app.catalogue.changed()
          if (cancelled > 0) app.log.info({ cancelled }, 'cancelled online orders left unpaid')
        },
        'could not cancel unpaid online orders; trying again later',
      )
      await run(
        'sweep-refunds',
        async () => {
          const asked = await sweepUnrequestedRefunds(app, app.clock.now())
          if (asked > 0) app.log.info({ asked }, 'asked for refunds never requested')
        },
        'could not sweep unrequested refunds; trying again later',
      )
      await run(
        'rebook-reminders',
        async () => {
          const sent = await sendRebookReminders(app, app.clock.now())
          if (sent > 0) app.log.info({ sent }, 'sent rebooking reminders')
        },
        'could not send rebooking reminders; trying again later',
      )
      await run(
        'review-requests',
        async () => {
          const asked = await askForReviews(app, app.clock.now())
          if (asked > 0) app.log.info({ asked }, 'asked clients for reviews')
        },
        'could not ask for reviews; trying again later',
      )
    }

    /** A card booking whose deposit never came lapses, so the calendar shows its time free; gift cards past their end expire. */
    const lapseHolds = async () => {
      await run(
        'lapse-holds',
        async () => {
          const lapsed = await lapseExpiredHolds(app.db, app.clock.now())
          if (lapsed > 0) app.log.info({ lapsed }, 'released booking holds whose deposit never came')
        },
        'could not release lapsed booking holds; trying again later',
      )
      // A gift card past its end keeps nothing: what was left on it is its 'expired' movement.
      await run(
        'expire-gift-cards',
        async () => {
          const expired = await expireGiftCards(app.db, app.clock.now())
          if (expired > 0) app.log.info({ expired }, 'gift cards expired')
        },
        'could not expire gift cards; trying again later',
      )
    }

    /** Batches past their date (Lagos) leave their products' counts: the shop shows a product whose units all expired out of stock. */
    const lapseBatches = async () => {
      try {
        const products = await lapseExpiredBatches(app.db, shopDate(app.clock.now()))
        if (products > 0) {
          app.catalogue.changed()
          app.log.info({ products }, 'took expired batches out of stock')
        }
      } catch (error) {
        app.log.warn({ err: error }, 'could not take expired batches out of stock; trying again later')
      }
    }

    let timer: NodeJS.Timeout | undefined
    let holdsTimer: NodeJS.Timeout | undefined
    app.addHook('onReady', async () => {
      await cancelExpiredOrders()
      await lapseHolds()
      await lapseBatches()
      timer = setInterval(() => void cancelExpiredOrders(), EVERY_MS).unref()
      holdsTimer = setInterval(() => void lapseHolds().then(lapseBatches), HOLDS_EVERY_MS).unref()
    })
    app.addHook('onClose', async () => {
      clearInterval(timer)
      clearInterval(holdsTimer)
    })
  },
  { name: 'expiry', dependencies: ['db', 'catalogue', 'payments', 'mail', 'metrics'] },
)
