import type { FastifyPluginAsync } from 'fastify'
import { calendarRoutes } from './calendar'
import { deskRoutes } from './desk'
import { manageRoutes } from './manage'
import { salonRoutes } from './salon'
import { waitingListRoutes } from './waitingList'
import { wizardRoutes } from './wizard'

/** Everything under /api/booking, one module per audience: the client's wizard and deposit, her manage link, the owner's salon, the desk, the calendar, the waiting list. */
export const bookingRoutes: FastifyPluginAsync = async (app) => {
  await app.register(wizardRoutes)
  await app.register(manageRoutes, { prefix: '/manage' })
  await app.register(salonRoutes)
  await app.register(deskRoutes)
  await app.register(calendarRoutes)
  await app.register(waitingListRoutes)
}
