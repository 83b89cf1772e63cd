import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { CREDIT_KINDS } from '../../../../src/contract/earnings'
import { counterSales } from './counter'
import { products } from './products'
import { salonCategories, salonStaff } from './salon'
import { staffAccounts } from './staff'

/**
 * A member's commission rule from a Lagos day on. Never edited: a change is a new row, so a past period is reckoned
 * with the rule it had (the rule in force on a sale's day is the latest from a day on or before it).
 */
export const commissionRules = pgTable(
  'commission_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: text('staff_id')
      .notNull()
      .references(() => salonStaff.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    /** Percents in basis points (30 % = 3000). */
    servicesBp: integer('services_bp').notNull(),
    productsBp: integer('products_bp').notNull(),
    /** A category's own percent of services: [{ category, bp }]. */
    categoriesBp: jsonb('categories_bp').$type<{ category: string; bp: number }[]>().notNull().default([]),
    createdBy: uuid('created_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('commission_rules_staff_idx').on(table.staffId, table.startsOn),
    check('commission_rules_bp_check', sql`${table.servicesBp} between 0 and 10000 and ${table.productsBp} between 0 and 10000`),
  ],
)

/**
 * Who earned a counter bill: one row per service line (the member who did it) and per product line (the member who
 * sold it), with the value credited after the bill's discounts, tax apart. Written with the bill, never changed:
 * its void or a refund of it is read from the bill and the ledger.
 */
export const saleCredits = pgTable(
  'sale_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => counterSales.id, { onDelete: 'cascade' }),
    staffId: text('staff_id')
      .notNull()
      .references(() => salonStaff.id),
    kind: text('kind', { enum: CREDIT_KINDS }).notNull(),
    /** A service's category (a rule may give it its own percent). */
    categoryId: text('category_id').references(() => salonCategories.id, { onDelete: 'set null' }),
    productId: uuid('product_id').references(() => products.id),
    valueKobo: integer('value_kobo').notNull(),
  },
  (table) => [
    index('sale_credits_sale_idx').on(table.saleId),
    index('sale_credits_staff_idx').on(table.staffId),
    check('sale_credits_value_check', sql`${table.valueKobo} >= 0`),
  ],
)

/**
 * A payroll period the owner closed: its figures as they were paid, kept here and shown from here ever after.
 * Two closed periods never overlap (payroll_periods_no_overlap, written by hand in the migration).
 */
export const payrollPeriods = pgTable(
  'payroll_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /** Each member's figures in kobo, as the payroll showed them when it closed. */
    figures: jsonb('figures').notNull(),
    closedBy: uuid('closed_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payroll_periods_ends_idx').on(table.endsOn), check('payroll_periods_order_check', sql`${table.startsOn} <= ${table.endsOn}`)],
)
