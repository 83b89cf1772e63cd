// Moved to repositories/shopTime.ts (issue 54): kept here only until the ledger/booking split lands, for
// repositories/orders, counter, dashboard and exports, which import it from here.
export { dayStart, SHOP_ZONE } from './repositories/shopTime'
