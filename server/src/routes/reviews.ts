import type { FastifyPluginAsync } from 'fastify'
import { pageQuerySchema, uuidParamsSchema } from '../../../src/contract/queries'
import { reviewMessages, reviewSchema, reviewTokenParamsSchema, reviewUpdateSchema, sellerReviewsQuerySchema } from '../../../src/contract/reviews'
import { changeReview, clientsWhoComeBack, leaveReview, publishedReviews, reviewLink, sellerReviews } from '../actions/returning'
import { parseBody, parseParams, parseQuery } from '../http/parse'

const reviewParams = uuidParamsSchema(reviewMessages.notFound)
const sellerQuery = pageQuerySchema.concat(sellerReviewsQuerySchema)

/** Everything under /api/reviews: the published reviews, a client's review link, and the owner's reviews and returning clients. */
export const reviewRoutes: FastifyPluginAsync = async (app) => {
  app.get('', async (request) => ({ success: true, ...(await publishedReviews(app, await parseQuery(pageQuerySchema, request.query))) }))

  app.get('/request/:token', async (request) => {
    const { token } = await parseParams(reviewTokenParamsSchema, request.params)
    return { success: true, request: await reviewLink(app, token) }
  })

  app.post('/request/:token', async (request, reply) => {
    const { token } = await parseParams(reviewTokenParamsSchema, request.params)
    await leaveReview(app, token, await parseBody(reviewSchema, request.body))
    return reply.status(201).send({ success: true, message: reviewMessages.thanks })
  })

  const manage = { preHandler: app.permit('reviews.manage') }

  app.get('/seller', manage, async (request) => {
    const { status, ...page } = await parseQuery(sellerQuery, request.query)
    return { success: true, ...(await sellerReviews(app, page, status)) }
  })

  app.patch('/seller/:id', manage, async (request) => {
    const { id } = await parseParams(reviewParams, request.params)
    await changeReview(app, id, await parseBody(reviewUpdateSchema, request.body))
    return { success: true, message: reviewMessages.saved }
  })

  /** The dashboard's lapsed clients and what the rebooking reminders brought back: client data, the desk's as the owner's. */
  app.get('/seller/returning-clients', { preHandler: app.permit('customers.view') }, async () => ({ success: true, ...(await clientsWhoComeBack(app)) }))
}
