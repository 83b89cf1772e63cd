import { koboToNaira, shopDate, shopTime } from '../../../src/contract'
import type { DeskClient } from '../../../src/contract/deskClients'
import type { ClientRow } from '../repositories/clients'

const lagos = (moment: Date | null) => (moment ? `${shopDate(moment)} ${shopTime(moment)}` : null)

/** A client as the desk's search shows her: her visits' moments in Lagos time, what she spent in naira. */
export const toDeskClient = (row: ClientRow): DeskClient => ({
  phone: row.phone,
  name: row.name,
  email: row.email,
  account: row.account,
  visits: row.visits,
  noShows: row.noShows,
  lastVisit: lagos(row.lastVisit),
  nextVisit: lagos(row.nextVisit),
  spend: row.spendKobo === null ? null : koboToNaira(row.spendKobo),
  notes: row.notes,
  lastPatchTest: row.lastPatchTest,
})
