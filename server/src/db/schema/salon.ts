import { sql } from 'drizzle-orm'
import type { PhoneChannel } from '../../../../src/contract/phoneMessages'
import { PATCH_TEST_DAYS_MAX, REBOOK_WEEKS_MAX } from '../../../../src/contract/salonAdmin'
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core'

// The salon as the owner edits it: booking categories, the menu of services, the team, their weekly hours
// and their time off. Ids of categories, services and staff are short slugs ('hair', 'facial', 'tolu').

export const salonCategories = pgTable('salon_categories', {
  id: text('id').primaryKey(),
  /** The category in the salon's words ('Hair & make-up'). */
  name: text('name').notNull(),
  /** 'Any' in the words of the category's trade ('Any available stylist'). */
  anyLabel: text('any_label').notNull(),
  position: integer('position').notNull().default(0),
})

export const salonServices = pgTable(
  'salon_services',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => salonCategories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    durationMinutes: integer('duration_minutes').notNull(),
    /**
     * A processing gap inside the service (colour developing): from this many minutes after its start, for
     * processingMinutes, its member is free to serve another client. 0 and 0: none.
     */
    processingAfterMinutes: integer('processing_after_minutes').notNull().default(0),
    processingMinutes: integer('processing_minutes').notNull().default(0),
    /** Clean-up after the service: its member stays busy this long once the client has gone. */
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    priceKobo: integer('price_kobo').notNull(),
    /** Offered in the booking wizard. */
    active: boolean('active').notNull().default(true),
    /** One of the service cards on the home page. */
    onHomePage: boolean('on_home_page').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** The client needs a patch test within this many days before her appointment; null: no patch test. */
    patchTestDays: integer('patch_test_days'),
    /** Usually rebooked after this many weeks: the client's rebooking reminder (unless her own visits say otherwise); null: none. */
    rebookWeeks: integer('rebook_weeks'),
  },
  (table) => [
    check('salon_services_duration_check', sql`${table.durationMinutes} between 5 and 720`),
    check('salon_services_price_check', sql`${table.priceKobo} >= 0`),
    check(
      'salon_services_processing_check',
      sql`(${table.processingMinutes} = 0 and ${table.processingAfterMinutes} = 0) or (${table.processingMinutes} > 0 and ${table.processingAfterMinutes} > 0 and ${table.processingAfterMinutes} + ${table.processingMinutes} < ${table.durationMinutes})`,
    ),
    check('salon_services_buffer_check', sql`${table.bufferMinutes} between 0 and 120`),
    check('salon_services_rebook_weeks_check', sql`${table.rebookWeeks} between 1 and ${sql.raw(String(REBOOK_WEEKS_MAX))}`),
    check('salon_services_patch_test_days_check', sql`${table.patchTestDays} between 1 and ${sql.raw(String(PATCH_TEST_DAYS_MAX))}`),
  ],
)

export const salonStaff = pgTable('salon_staff', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  image: text('image').notNull().default(''),
  position: integer('position').notNull().default(0),
})

/** The booking categories each member of the team takes. */
export const salonStaffCategories = pgTable(
  'salon_staff_categories',
  {
    staffId: text('staff_id')
      .notNull()
      .references(() => salonStaff.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => salonCategories.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.categoryId] })],
)

/** One working span per weekday (0 Sunday … 6 Saturday), in minutes after the salon's midnight. */
export const salonStaffHours = pgTable(
  'salon_staff_hours',
  {
    staffId: text('staff_id')
      .notNull()
      .references(() => salonStaff.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.staffId, table.weekday] }),
    check('salon_staff_hours_weekday_check', sql`${table.weekday} between 0 and 6`),
    check('salon_staff_hours_span_check', sql`0 <= ${table.startMinute} and ${table.startMinute} < ${table.endMinute} and ${table.endMinute} <= 1440`),
  ],
)

/** A day off or a few hours off for one member of the team. */
export const salonTimeOff = pgTable(
  'salon_time_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: text('staff_id')
      .notNull()
      .references(() => salonStaff.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
  },
  (table) => [index('salon_time_off_staff_idx').on(table.staffId, table.endsAt), check('salon_time_off_span_check', sql`${table.startsAt} < ${table.endsAt}`)],
)

/** The salon's settings: one row (id true). */
export const salonSettings = pgTable(
  'salon_settings',
  {
    id: boolean('id').primaryKey().default(true),
    /** The share of a service's price a card booking pays ahead, in percent (0: no deposit). */
    depositPercent: integer('deposit_percent').notNull().default(30),
    /** How many hours before the start a client may still cancel or reschedule from her manage link. */
    clientChangeCutoffHours: integer('client_change_cutoff_hours').notNull().default(12),
    /** The channel the wizard and My Account offer first. */
    defaultPhoneChannel: text('default_phone_channel').$type<PhoneChannel>().notNull().default('whatsapp'),
    /** The owner's phone (+234…) for her new-order and new-booking alerts, and its channel; null: e-mail only. */
    ownerPhone: text('owner_phone'),
    ownerPhoneChannel: text('owner_phone_channel').$type<PhoneChannel>().notNull().default('whatsapp'),
    /** The account transfers are paid into: all three or none. */
    transferBank: text('transfer_bank'),
    transferAccountNumber: text('transfer_account_number'),
    transferAccountName: text('transfer_account_name'),
    /** The counter's prices include the 2 % tax (nothing added at the counter), or it is added as in the cart. */
    counterTaxIncluded: boolean('counter_tax_included').notNull().default(false),
    /** The owner's note to a client booking a patch-test service, in the wizard; null: the shop's default words. */
    patchTestNote: text('patch_test_note'),
  },
  (table) => [
    check('salon_settings_single_row', sql`${table.id}`),
    check('salon_settings_deposit_check', sql`${table.depositPercent} between 0 and 100`),
    check('salon_settings_cutoff_check', sql`${table.clientChangeCutoffHours} between 0 and 720`),
  ],
)
