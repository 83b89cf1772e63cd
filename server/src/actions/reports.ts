import type { FastifyInstance } from 'fastify'
import { summaryWeekOf } from '../../../src/contract/reports'
import { enqueueWeeklySummary } from '../messages/report'
import { reportOf } from '../queries/reports'
import { takeWeeklySummaryTurn } from '../repositories/reports'

/**
 * The owner's summary of the week before `monday` (a Lagos day), put in the outbox once: every instance runs this at
 * Monday 08:00 (plugins/weeklySummary.ts); one at a time takes its turn, and the message's key (the Monday and the
 * owner's address) makes a second one nothing. True when this call wrote it.
 */
export async function sendWeeklySummary(shop: FastifyInstance, monday: string): Promise<boolean> {
  const week = summaryWeekOf(monday)
  const written = await shop.db.transaction(async (tx) => {
    if (!(await takeWeeklySummaryTurn(tx))) return false
    return enqueueWeeklySummary(tx, shop.mail.context, monday, await reportOf(tx, week.from, week.to))
  })
  if (written) shop.mail.wake()
  return written
}
