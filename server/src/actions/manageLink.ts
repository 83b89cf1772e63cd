import type { FastifyInstance } from 'fastify'
import { mailBooking, type BookingMailEvent } from '../messages/booking'
import { addManageToken } from '../repositories/bookingManage'
import type { BookingStep } from '../repositories/bookings'
import { newToken } from '../tools/tokens'

// The client's manage link, which a new booking, a replayed booking request and a paid deposit each give her.

/** A manage link not yet stored: the token the client is shown once, and the step that stores it. */
export interface ManageLink {
  token: string
  /** Keeps only the token's hash, then queues the booking's `event` e-mails carrying the link, in the caller's transaction. */
  step: BookingStep
}

/**
 * A new manage link for a booking; with `event`, her e-mails of that event carry it. Only tokens' hashes are
 * kept, so whatever shows her a link again (a replayed request, a paid deposit's confirmation) makes a new one.
 */
export function newManageLink(app: FastifyInstance, event?: BookingMailEvent): ManageLink {
  const token = newToken()
  return {
    token,
    step: async (tx, bookingId) => {
      await addManageToken(tx, bookingId, token)
      if (event) await mailBooking(app, event, token)(tx, bookingId)
    },
  }
}
