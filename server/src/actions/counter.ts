import type { FastifyInstance } from 'fastify'
import { formatKobo, internationalPhone, MAX_KOBO, nairaToKobo, shopDate } from '../../../src/contract'
import { changeDueKobo, counterMessages, counterTotals, discountKobo, SERVICE_LINE, type CounterSaleRequest, type Discount } from '../../../src/contract/counter'
import { cashDrawerKobo } from '../../../src/contract/payments'
import type { Db } from '../db/client'
import { keyedRequest } from '../http/idempotency'
import { isUuid } from '../tools/ids'
import { enqueueReceipt } from '../messages/counter'
import { refusalOfOtherDayBill, type StaffActor } from '../domain/permissions'
import { refundPartsOf, toCounterSale } from '../mappers/counter'
import {
  completeVisit,
  counterTaxIncluded,
  findCounterSale,
  findRequestedSale,
  lockCounterSale,
  lockVisit,
  saveCounterTaxIncluded,
  storeCounterSale,
  storeLineRefund,
  voidCounterSale,
  type CounterLine,
} from '../repositories/counter'
import { supplyVisit, takeFromBatches } from './stock'
import { lockVisitSupplies } from '../repositories/batches'
import { productsOf } from '../repositories/orders'
import { recordActivity } from '../repositories/staff'
import { holdRequestKey } from '../repositories/requestKeys'
import { badRequest, conflict, notFound, Refusal } from '../http/refusal'
import { available } from './orders'
import { earningsOfBill, recordEarnings } from './earnings'
import { knownCodes, takeFromGiftCards } from './giftCards'

const cm = counterMessages

const reasonOf = (discount: Discount | null | undefined): string | null => (discount ? discount.reason : null)

/** The sale a counter's Idempotency-Key closed, once any request under it sent at the same moment is over (a double tap). */
async function saleClosedUnder(tx: Db, request: { key: string; hash: string }): Promise<string | undefined> {
  await holdRequestKey(tx, 'counter', request.key)
  const made = await findRequestedSale(tx, request.key)
  if (!made) return undefined
  if (made.requestHash !== request.hash) throw new Refusal('unprocessable', cm.keyReused)
  return made.id
}

/** Why the lines cannot be sold, naming the product, read again at their latest rows (still locked by the refused statement). */
async function refuseNamingProduct(tx: Db, lines: CounterLine[]): Promise<never> {
  const byId = new Map((await productsOf(tx, lines)).map((row) => [row.id, row]))
  for (const line of lines) {
    const product = available(line, byId.get(line.productId))
    if (product.offerPriceKobo !== line.unitKobo) throw conflict(cm.priceChanged(product.fullName))
  }
  throw conflict(cm.changedMeanwhile)
}

/**
 * Closes a bill at the counter, once: a walk-in's products, or a visit's service (marked completed, its deposit
 * deducted) with any products. Only today's visit (Lagos): another day's is refused (409) unless the owner says so
 * (`otherDay`, the front desk may not: 403), and the bill records that day and her. Priced here from the database;
 * the units leave the shelf in the sale's own statement under the rule online orders obey (never oversold, 409
 * naming the product). The payments must add up to what is due; a bill of ₦0 closes with none, and takes none.
 * A retry or a double tap under the same Idempotency-Key gets the first sale.
 */
export async function closeSale(shop: FastifyInstance, staff: StaffActor, asked: CounterSaleRequest, idempotencyKey: string | undefined) {
  if (asked.otherDay) {
    const refusal = refusalOfOtherDayBill(staff)
    if (refusal) throw refusal
  }
  const ids = asked.lines.map((line) => line.product.toLowerCase())
  for (const id of ids) if (!isUuid(id)) throw notFound(cm.unknownProduct)
  if (new Set(ids).size !== ids.length) throw badRequest(cm.sameProductTwice)
  const bookingId = asked.bookingId === null ? null : asked.bookingId.toLowerCase()
  if (bookingId !== null && !isUuid(bookingId)) throw notFound(cm.visitNotFound)
  if (ids.length === 0 && bookingId === null) throw badRequest(cm.emptyBill)
  if (asked.otherDay && bookingId === null) throw badRequest(cm.otherDayWithoutVisit)
  // The override is in the key's hash only when asked: a bill without it hashes as it did before the flag existed.
  const { otherDay, ...bill } = asked
  const codes = asked.payments.filter((payment) => payment.method === 'giftCard').map((payment) => payment.code ?? '')
  // Every card's code is known before anything is stored (wrong ones count against the desk's guesses).
  if (codes.length > 0) await knownCodes(shop, codes, [`staff:${staff.accountId}`])
  const request = keyedRequest(idempotencyKey, { ...bill, ...(otherDay && { otherDay }), lines: [...asked.lines].sort((a, b) => a.product.localeCompare(b.product)) })

  const outcome = await shop.db.transaction(async (tx) => {
    const replayed = request && (await saleClosedUnder(tx, request))
    if (replayed) return { id: replayed, replayed: true, tookStock: false }
    const visit = bookingId === null ? undefined : await lockVisit(tx, bookingId)
    if (bookingId !== null && !visit) throw notFound(cm.visitNotFound)
    if (visit && visit.status !== 'confirmed' && visit.status !== 'completed') throw conflict(cm.visitNotBillable)
    if (visit?.paid) throw conflict(cm.visitAlreadyPaid)
    // The counter bills the day's visits: another day's (ahead, or left unbilled) only by the owner's explicit override.
    const visitDay = visit ? shopDate(visit.startsAt) : null
    const otherDayVisit = visitDay !== null && visitDay !== shopDate(shop.clock.now()) ? visitDay : null
    if (otherDayVisit !== null && !otherDay) throw conflict(cm.visitNotToday)
    if (visit) await lockVisitSupplies(tx, visit.id, ids)

    const rows = new Map((await productsOf(tx, ids.map((productId) => ({ productId, quantity: 0 })))).map((row) => [row.id, row]))
    const lines: CounterLine[] = asked.lines.map((line, index) => {
      const product = available({ productId: ids[index]!, quantity: line.quantity }, rows.get(ids[index]!))
      return {
        productId: product.id,
        name: product.fullName,
        quantity: line.quantity,
        unitKobo: product.offerPriceKobo,
        discountKobo: discountKobo(line.discount, product.offerPriceKobo * line.quantity),
        discountReason: reasonOf(line.discount),
      }
    })
    const service = visit ? { priceKobo: visit.priceKobo, discount: asked.serviceDiscount, depositKobo: visit.depositPaidKobo } : null
    const totals = counterTotals(
      lines.map((line, index) => ({ unitKobo: line.unitKobo, quantity: line.quantity, discount: asked.lines[index]!.discount })),
      service,
      asked.billDiscount,
      await counterTaxIncluded(tx),
    )
    if (totals.totalKobo > MAX_KOBO) throw badRequest(cm.tooLarge)
    const earnings = await earningsOfBill(tx, staff, { visitId: visit?.id ?? null, lines: lines.map((line, index) => ({ ...line, soldBy: asked.lines[index]!.soldBy })), tips: asked.tips, totals })
    const payments = asked.payments.map((payment) => ({ method: payment.method, amountKobo: nairaToKobo(payment.amount) }))
    const cards = asked.payments.filter((payment) => payment.method === 'giftCard').map((payment) => ({ code: payment.code ?? '', amountKobo: nairaToKobo(payment.amount) }))
    const paidKobo = payments.reduce((sum, payment) => sum + payment.amountKobo, 0)
    // A bill of ₦0 (a free service or product, a deposit that covers it) closes with no payment row; any other needs one.
    if (totals.dueKobo === 0 && payments.length > 0) throw badRequest(cm.nothingDue)
    if (totals.dueKobo > 0 && payments.length === 0) throw badRequest(cm.paymentsRequired)
    if (paidKobo !== totals.dueKobo) throw badRequest(cm.paymentsMustAddUp(formatKobo(totals.dueKobo), formatKobo(paidKobo)))
    // Change comes from what was tendered for the bill's cash and any cash tip.
    const cashKobo = cashDrawerKobo([...payments, ...earnings.tips])
    const tenderedKobo = asked.tendered === null ? null : nairaToKobo(asked.tendered)
    if (tenderedKobo !== null && cashKobo === 0) throw badRequest(cm.tenderedWithoutCash)
    const changeKobo = changeDueKobo(cashKobo, tenderedKobo)
    if (changeKobo === null) throw badRequest(cm.tenderedTooLittle)

    const stored = await storeCounterSale(tx, {
      bookingId,
      clientName: visit?.clientName ?? asked.clientName,
      // As the desk finds clients (+2348031234567), so her card counts what she bought.
      clientPhone: visit ? visit.phone : asked.clientPhone ? internationalPhone(asked.clientPhone) : null,
      clientEmail: visit?.email ?? (asked.clientEmail || null),
      service: visit ? { name: visit.serviceName, priceKobo: visit.priceKobo, discountKobo: discountKobo(asked.serviceDiscount, visit.priceKobo), discountReason: reasonOf(asked.serviceDiscount) } : null,
      billDiscountReason: reasonOf(asked.billDiscount),
      lines,
      totals,
      // A gift card's row is written with its card's movement, below.
      payments: payments.filter((payment) => payment.method !== 'giftCard'),
      tenderedKobo,
      changeKobo,
      staffAccountId: staff.accountId,
      otherDayVisit,
      request,
    })
    if (!stored) return refuseNamingProduct(tx, lines)
    await recordEarnings(tx, stored.id, earnings, staff.accountId)
    // The cards' rows are locked and their balances read in the bill's transaction: a bill they cannot pay is not closed.
    await takeFromGiftCards(tx, cards, { for: { saleId: stored.id }, at: shop.clock.now(), staffAccountId: staff.accountId })
    if (stored.tookStock) await takeFromBatches(shop, tx, ids, { reason: 'sale', counterSaleId: stored.id, staffAccountId: staff.accountId })
    if (visit) {
      await completeVisit(tx, visit.id)
      await supplyVisit(shop, tx, visit.id)
    }
    const sale = toCounterSale((await findCounterSale(tx, stored.id))!)
    const ofOtherDay = otherDayVisit === null ? '' : ` (the visit of ${otherDayVisit}, billed on another day)`
    await recordActivity(tx, { accountId: staff.accountId, kind: 'order', subject: stored.id, summary: `Counter sale ${sale.number} closed: ${formatKobo(totals.totalKobo)}${ofOtherDay}` })
    const sent = await enqueueReceipt(tx, shop.mail.context, sale)
    return { id: stored.id, replayed: false, tookStock: stored.tookStock, sent }
  })
  if (outcome.tookStock) shop.catalogue.changed()
  if ('sent' in outcome && outcome.sent) shop.mail.wake()
  const sale = toCounterSale((await findCounterSale(shop.db, outcome.id))!)
  return { sale, replayed: outcome.replayed, message: cm.closed(sale.number) }
}

/** Voids a closed sale (a refund at the counter): exactly the units it took go back on the shelf; a visit it paid is unpaid again. */
export async function voidSale(shop: FastifyInstance, staff: StaffActor, saleId: string, reason: string) {
  const id = saleId.toLowerCase()
  const found = isUuid(id) ? await findCounterSale(shop.db, id) : undefined
  if (!found) throw notFound(cm.saleNotFound)
  const existing = toCounterSale(found)
  const { voided, restocked } = await shop.db.transaction(async (tx) => {
    // Locked first, so a line's refund at the same moment is over (or waits) and the void reads its rows.
    await lockCounterSale(tx, id)
    const result = await voidCounterSale(tx, id, reason)
    if (result.voided) await recordActivity(tx, { accountId: staff.accountId, kind: 'stock', subject: id, summary: `Counter sale ${existing.number} voided: ${reason}` })
    return result
  })
  if (!voided) throw conflict(cm.alreadyVoided)
  if (restocked) shop.catalogue.changed()
  return { message: cm.voided(existing.number), sale: toCounterSale((await findCounterSale(shop.db, id))!) }
}

/**
 * Refunds one line of a closed sale (a product line's id, or SERVICE_LINE), once: what it cost the client goes back
 * (lineRefundKobo, cash first: refundSplitKobo) as refund rows of the bill in the ledger, and a product's units go
 * back on the shelf as a void gives them. The sale is locked first, so a double tap, two members at once or a void
 * meanwhile refund it once: the second finds the first's rows (409). Never on a voided sale.
 */
export async function refundSaleLine(shop: FastifyInstance, staff: StaffActor, saleId: string, line: string, reason: string) {
  const id = saleId.toLowerCase()
  const asked = line.toLowerCase()
  if (asked !== SERVICE_LINE && !isUuid(asked)) throw notFound(cm.lineNotFound)
  const lineId = asked === SERVICE_LINE ? null : asked
  const { name, amountKobo, restocked } = await shop.db.transaction(async (tx) => {
    const status = await lockCounterSale(tx, id)
    if (!status) throw notFound(cm.saleNotFound)
    if (status === 'voided') throw conflict(cm.refundOfVoided)
    const record = (await findCounterSale(tx, id))!
    const refunded = lineId === null ? record.sale.serviceName : record.lines.find((candidate) => candidate.id === lineId)?.productName
    if (refunded === undefined || refunded === null) throw notFound(cm.lineNotFound)
    if (record.refunds.some((refund) => refund.lineId === lineId)) throw conflict(cm.lineAlreadyRefunded)
    const parts = refundPartsOf(record, lineId)
    if (parts.length === 0) throw conflict(cm.nothingToRefund)
    const back = parts.reduce((sum, part) => sum + part.amountKobo, 0)
    const stored = await storeLineRefund(tx, { saleId: id, lineId, parts, reason, staffAccountId: staff.accountId })
    const number = toCounterSale(record).number
    await recordActivity(tx, { accountId: staff.accountId, kind: lineId === null ? 'order' : 'stock', subject: id, summary: `Counter sale ${number}: ${refunded} refunded, ${formatKobo(back)}: ${reason}` })
    return { name: refunded, amountKobo: back, restocked: stored.restocked }
  })
  if (restocked) shop.catalogue.changed()
  return { message: cm.refunded(name, formatKobo(amountKobo)), sale: toCounterSale((await findCounterSale(shop.db, id))!) }
}

/** The owner's setting: whether the counter's prices include the tax. */
export const setCounterTaxIncluded = (shop: FastifyInstance, included: boolean): Promise<boolean> => saveCounterTaxIncluded(shop.db, included)
