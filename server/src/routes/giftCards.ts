import type { FastifyPluginAsync } from 'fastify'
import * as yup from 'yup'
import { formatNaira } from '../../../src/contract'
import { addGiftCardSchema, buyGiftCardSchema, giftCardMessages, giftCardTermsSchema, voidGiftCardSchema, type GiftCardMonth } from '../../../src/contract/giftCards'
import { pageQuerySchema, uuidParamsSchema } from '../../../src/contract/queries'
import {
  addToWallet,
  buyGiftCard,
  giftCardMonthsSheet,
  giftCardsSold,
  giftCardSummary,
  giftCardTerms,
  giftCardWallet,
  printableCard,
  returnFromGiftCardPayment,
  setGiftCardTerms,
  voidCard,
} from '../actions/giftCards'
import { sendCsv, type Column } from '../http/csv'
import { parseBody, parseParams, parseQuery } from '../http/parse'
import { returnOrigin } from '../http/returnOrigin'
import { giftCardPage } from '../pages/giftCardPage'

const cardParams = uuidParamsSchema(giftCardMessages.cardNotFound)
const summaryQuerySchema = yup.object({ months: yup.number().typeError('months must be from 1 to 36.').integer('months must be from 1 to 36.').min(1, 'months must be from 1 to 36.').max(36, 'months must be from 1 to 36.').default(12) })

const MONTH_COLUMNS: readonly Column<GiftCardMonth>[] = [
  { header: 'Month', cell: (row) => row.month },
  { header: 'Sold', cell: (row) => formatNaira(row.sold) },
  { header: 'Redeemed', cell: (row) => formatNaira(row.redeemed) },
  { header: 'Expired or voided', cell: (row) => formatNaira(row.expiredOrVoided) },
  { header: 'Outstanding at month end', cell: (row) => formatNaira(row.outstanding) },
]

/** Everything under /api/gift-cards: the terms, buying one, her wallet, the printable card, and the owner's figures. */
export const giftCardRoutes: FastifyPluginAsync = async (app) => {
  app.get('/terms', async () => ({ success: true, terms: await giftCardTerms(app) }))

  app.post('/', { preHandler: app.requireUser }, async (request, reply) => {
    const asked = await parseBody(buyGiftCardSchema, request.body)
    const { authorizationUrl, reference } = await buyGiftCard(app, request.userId!, asked, returnOrigin(app, request))
    return reply.status(201).send({ success: true, authorization_url: authorizationUrl, reference, message: giftCardMessages.bought })
  })

  /** Where the buyer's browser comes back after paying for a card (or not). */
  app.get<{ Querystring: { reference?: unknown } }>('/paystack/verify', async (request, reply) =>
    reply.header('cache-control', 'no-store').redirect(await returnFromGiftCardPayment(app, request.query.reference, request.log), 302),
  )

  app.get('/wallet', { preHandler: app.requireUser }, async (request) => ({ success: true, cards: await giftCardWallet(app, request.userId!) }))

  app.post('/wallet', { preHandler: app.requireUser }, async (request) => {
    const { code } = await parseBody(addGiftCardSchema, request.body)
    return { success: true, ...(await addToWallet(app, request.userId!, code, request.ip)) }
  })

  /** The printable card: its code is the link's token (so logs write it hidden); looking codes up is counted per address. */
  app.get<{ Params: { token: string } }>('/card/:token', async (request, reply) => {
    const shown = await printableCard(app, request.params.token, request.ip)
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').send(giftCardPage(shown))
  })

  const manage = { preHandler: app.permit('giftCards.manage') }

  app.get('/seller/summary', manage, async (request) => {
    const { months } = await parseQuery(summaryQuerySchema, request.query)
    return { success: true, months: await giftCardSummary(app, months) }
  })

  app.get('/seller/cards', manage, async (request) => ({ success: true, ...(await giftCardsSold(app, await parseQuery(pageQuerySchema, request.query))) }))

  app.get('/seller/gift-cards.csv', manage, async (request, reply) => {
    const months = await giftCardMonthsSheet(app)
    return sendCsv(request, reply, 'gift-cards.csv', MONTH_COLUMNS, (async function* rows() {
      yield* months
    })())
  })

  app.post('/seller/:id/void', manage, async (request) => {
    const { id } = await parseParams(cardParams, request.params)
    const { reason } = await parseBody(voidGiftCardSchema, request.body)
    return { success: true, ...(await voidCard(app, request.staff, id, reason)) }
  })

  app.put('/seller/terms', manage, async (request) => {
    const terms = await parseBody(giftCardTermsSchema, request.body)
    return { success: true, message: giftCardMessages.termsSaved, terms: await setGiftCardTerms(app, terms) }
  })
}

