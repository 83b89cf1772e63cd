import fp from 'fastify-plugin'
import type { FastifyError } from 'fastify'
import { ValidationError } from 'yup'
import { messages } from '../../../src/contract'
import { databaseFailure } from '../db/client'
import { MethodNotAllowed, Refusal, TooManyRequests, Unavailable, type RefusalKind } from '../http/refusal'

const GENERIC_FAILURE = 'Something went wrong on our side. Please try again.'

/** How soon a client may try again while the database is out of reach: about as long as a PostgreSQL restart takes. */
export const DATABASE_RETRY_SECONDS = 5

/** The one mapping from what the shop refused to the status a client gets. */
const STATUS: Record<RefusalKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  unsupportedMedia: 415,
  unprocessable: 422,
  methodNotAllowed: 405,
  tooMany: 429,
  gatewayFailed: 502,
  unavailable: 503,
}

/** Fastify's own client-error codes, said in the shop's words. */
const clientMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length is wrong.',
  FST_REQ_FILE_TOO_LARGE: 'An image is larger than 5 MB.',
  FST_FILES_LIMIT: 'At most 4 images can be uploaded.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart form data.',
}

/** One place decides what a client sees: `{ success: false, message }` and a real status. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((thrown: FastifyError | Refusal, request, reply) => {
      // The database refused the connection, stayed silent or timed out: not the request's fault, and soon over.
      const error = !(thrown instanceof Refusal) && databaseFailure(thrown) ? Object.assign(new Unavailable(messages.unavailable, DATABASE_RETRY_SECONDS), { cause: thrown }) : thrown
      if (error instanceof ValidationError) {
        return reply.status(400).send({ success: false, message: error.errors[0] })
      }
      if (error instanceof Refusal) {
        const status = STATUS[error.kind]
        if (error instanceof TooManyRequests || error instanceof Unavailable) reply.header('retry-after', String(Math.max(1, error.retryAfterSeconds)))
        if (error instanceof MethodNotAllowed) reply.header('allow', error.allow)
        // A refusal's message is written for the client, whatever its status.
        if (status >= 500) request.log.error({ err: error }, 'request failed')
        return reply.status(status).send({ success: false, message: error.message, ...error.details })
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed')
        // Anything but a refusal may hold internals.
        return reply.status(status).send({ success: false, message: GENERIC_FAILURE })
      }
      const message = (error.code && clientMessages[error.code]) || (error.validation ? `Invalid request: ${error.message}` : error.message)
      return reply.status(status).send({ success: false, message })
    })
  },
  { name: 'errors', dependencies: [] },
)
