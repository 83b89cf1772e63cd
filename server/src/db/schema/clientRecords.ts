import { sql } from 'drizzle-orm'
import { check, date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { CLIENT_NOTES_MAX } from '../../../../src/contract/deskClients'
import { staffAccounts } from './staff'

/**
 * What the desk keeps of a client, by her phone as phoneKey writes it (+234…): the one key bookings, orders and the
 * desk find her by. A client the desk never wrote about has no row.
 */
export const clientRecords = pgTable(
  'client_records',
  {
    phone: text('phone').primaryKey(),
    /** Allergies, preferences: the desk's words. */
    notes: text('notes').notNull().default(''),
    /** The day of her last patch test, in Lagos; null when none is known. */
    lastPatchTestOn: date('last_patch_test_on'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The team member who saved it last; null once her account is gone. */
    updatedBy: uuid('updated_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
  },
  (table) => [check('client_records_notes_check', sql`char_length(${table.notes}) <= ${sql.raw(String(CLIENT_NOTES_MAX))}`)],
)
