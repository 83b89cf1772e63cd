import type { FastifyPluginAsync } from 'fastify'
import { commissionRuleSchema, earningsMessages, memberEarningsQuerySchema, payrollQuerySchema, type EarningsSpan } from '../../../src/contract/earnings'
import { addCommissionRule, closePayroll } from '../actions/earnings'
import { earningsMemberOf } from '../domain/permissions'
import { sendCsv } from '../http/csv'
import { parseBody, parseQuery } from '../http/parse'
import { notFound, Refusal } from '../http/refusal'
import { closedPayrolls, commissionRules, memberEarnings, payrollOf, payrollSheet } from '../queries/earnings'

/** Everything under /api/earnings: commission rules and payroll (the owner), a member's own figures (a stylist's, or the owner's of anyone). */
export const earningsRoutes: FastifyPluginAsync = async (app) => {
  const manage = { preHandler: app.permit('earnings.manage') }

  app.get('/rules', manage, async () => ({ success: true, ...(await commissionRules(app)) }))

  app.post('/rules', manage, async (request, reply) => {
    const made = await addCommissionRule(app, request.staff, await parseBody(commissionRuleSchema, request.body))
    return reply.status(201).send({ success: true, ...made })
  })

  app.get('/payroll', manage, async (request) => {
    const { from, to } = await parseQuery(payrollQuerySchema, request.query)
    return { success: true, payroll: await payrollOf(app, from, to), closedPeriods: await closedPayrolls(app) }
  })

  app.get('/payroll.csv', manage, async (request, reply) => {
    const { from, to } = await parseQuery(payrollQuerySchema, request.query)
    const { columns, rows } = await payrollSheet(app, from, to)
    return sendCsv(request, reply, `payroll-${from}-to-${to}.csv`, columns, rows)
  })

  app.post('/payroll/close', manage, async (request) => {
    const { from, to } = await parseBody(payrollQuerySchema, request.body)
    const { message } = await closePayroll(app, request.staff, from, to)
    return { success: true, message, payroll: await payrollOf(app, from, to) }
  })

  // A stylist's own figures; the owner names any member; the front desk none (permissions.ts decides).
  app.get('/member', { preHandler: app.permit() }, async (request) => {
    const { period, member } = await parseQuery(memberEarningsQuerySchema, request.query)
    const allowed = earningsMemberOf(request.staff, member?.toLowerCase())
    if (allowed instanceof Refusal) throw allowed
    const earnings = await memberEarnings(app, allowed, period as EarningsSpan)
    if (!earnings) throw notFound(earningsMessages.unknownMember)
    return { success: true, earnings }
  })
}
