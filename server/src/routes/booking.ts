import type { FastifyPluginAsync } from 'fastify'
import { ANY_EMPLOYEE, bookingAvailabilitySchema, BOOKING_SLOTS, bookingSchema, employeesFor, messages } from '../../../src/contract'
import { HttpError, parseBody } from '../errors'
import { readPage } from '../pages'
import { bookedSlots, insertBooking, listBookings } from '../repositories/bookings'

export const bookingRoutes: FastifyPluginAsync = async (app) => {
  app.post('/', async (request, reply) => {
    const { preferredEmployee, ...booking } = await parseBody(bookingSchema, request.body)
    // A family books a few appointments; a script that fills the calendar from one address is stopped.
    await app.limits.bookings.check(request.ip)
    const candidates = preferredEmployee === ANY_EMPLOYEE ? employeesFor(booking.category).map((member) => member.id) : [preferredEmployee]
    // Each insert is decided by the unique slot index; 'any' moves on to the next member of the team.
    for (const employeeId of candidates) {
      const saved = await insertBooking(app.db, booking, employeeId)
      if (!saved) continue
      await app.limits.bookings.spend(request.ip)
      return reply.status(201).send({ success: true, message: messages.booking.received, booking: saved })
    }
    throw new HttpError(409, messages.booking.slotTaken)
  })

  app.get('/availability', async (request) => {
    const { category, date } = await parseBody(bookingAvailabilitySchema, request.query)
    const takenByEmployee = await bookedSlots(
      app.db,
      date,
      employeesFor(category).map((member) => member.id),
    )
    const booked = Object.values(takenByEmployee)
    const taken = BOOKING_SLOTS.filter((slot) => booked.every((slots) => slots.includes(slot)))
    return { success: true, taken, takenByEmployee }
  })

  app.get('/seller', { preHandler: app.requireSeller }, async (request) => ({ success: true, ...(await listBookings(app.db, readPage(request.query))) }))
}
