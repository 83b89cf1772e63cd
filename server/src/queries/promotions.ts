import type { FastifyInstance } from 'fastify'
import { CODE_STATE_NAMES, discountText, type DiscountCode } from '../../../src/contract/promotions'
import { formatKobo, nairaToKobo } from '../../../src/contract'
import type { Column } from '../http/csv'
import { toDiscountCode } from '../mappers/promotions'
import type { PageRequest } from '../repositories/pages'
import { listCodes } from '../repositories/promotions'
import type { Sheet } from './exports'

/** A page of the codes, newest first, as the Promotions page lists them. */
export async function codesPage(shop: FastifyInstance, page: PageRequest): Promise<{ codes: DiscountCode[]; nextCursor: string | null }> {
  const { codes, nextCursor } = await listCodes(shop.db, page)
  const now = shop.clock.now()
  return { codes: codes.map((code) => toDiscountCode(code, now)), nextCursor }
}

const naira = (amount: number) => amount.toFixed(2)

const codeColumns: Column<DiscountCode>[] = [
  { header: 'Code', cell: (code) => code.code },
  { header: 'Discount', cell: (code) => discountText({ kind: code.kind, value: code.kind === 'percent' ? code.value : nairaToKobo(code.value) }) },
  { header: 'For', cell: (code) => code.targetName ?? 'The whole order' },
  { header: 'Minimum spend', cell: (code) => (code.minSpend > 0 ? formatKobo(nairaToKobo(code.minSpend)) : '') },
  { header: 'From (Lagos time)', cell: (code) => code.from.replace('T', ' ') },
  { header: 'Until (Lagos time)', cell: (code) => code.until?.replace('T', ' ') ?? '' },
  { header: 'Where', cell: (code) => code.channel },
  { header: 'State', cell: (code) => CODE_STATE_NAMES[code.state] },
  { header: 'Uses', cell: (code) => String(code.uses) },
  { header: 'Use limit', cell: (code) => (code.maxUses === null ? '' : String(code.maxUses)) },
  { header: 'Per customer', cell: (code) => (code.perCustomer === null ? '' : String(code.perCustomer)) },
  { header: 'Discount given (NGN)', cell: (code) => naira(code.discountGiven) },
  { header: 'Revenue (NGN)', cell: (code) => naira(code.revenue) },
]

const SHEET_BATCH = 200

/** Every code, newest first, a page at a time as the file is sent. */
async function* everyCode(shop: FastifyInstance): AsyncGenerator<DiscountCode> {
  let after: string | undefined
  for (;;) {
    const { codes, nextCursor } = await codesPage(shop, { limit: SHEET_BATCH, after })
    yield* codes
    if (nextCursor === null) return
    after = nextCursor
  }
}

/** The codes' spreadsheet. */
export const codesSheet = (shop: FastifyInstance): Sheet<DiscountCode> => ({ columns: codeColumns, rows: everyCode(shop) })
