// Moved to repositories/pages.ts (issue 54): kept here only until the ledger/booking split lands, for
// repositories/orders, bookings and dashboard and routes/order, which import it from here.
export { newestFirst, olderThan, type PageRequest } from './repositories/pages'
