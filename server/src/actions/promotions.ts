import type { FastifyInstance } from 'fastify'
import { nairaToKobo } from '../../../src/contract'
import {
  codeStateAt,
  discountKobo,
  isDiscounted,
  promotionMessages,
  shopMomentOf,
  type DiscountableLine,
  type SaleChannel,
} from '../../../src/contract/promotions'
import type { NewCode } from '../../../src/contract/promotionSchemas'
import type { Db } from '../db/client'
import { conflict, notFound } from '../http/refusal'
import { findCode, hasOrdered, insertCode, lockCode, recordCodeUse, setCodePaused, targetName, usesOfCode, type CodeRow } from '../repositories/promotions'
import { isUuid } from '../tools/ids'

const pc = promotionMessages.code
const pa = promotionMessages.admin

/** A code that prices this sale: its row and what it takes off. */
export interface AppliedCode {
  id: string
  code: string
  discountKobo: number
}

/** Who uses the code, where and on what: `userId` null for a guest's quote (her own limits are checked when she orders). */
export interface CodeAsking {
  userId: string | null
  channel: SaleChannel
  lines: readonly (DiscountableLine & { name: string })[]
  now: Date
  /** The sale being made, already stored: not an earlier order of hers. */
  orderId?: string
}

/**
 * Whether the code prices this sale and what it takes off; a refusal says why not in the shopper's words. With
 * `lock` (takeCodeUse) the code's row is locked before its uses are counted, so the limits hold under any number of
 * parallel orders; without it (pricing, the cart's quote) nothing is held.
 */
export async function applyCode(db: Db, typed: string, asking: CodeAsking, lock: boolean): Promise<AppliedCode> {
  const row = await (lock ? lockCode : findCode)(db, typed)
  if (!row) throw notFound(pc.unknown(typed))
  const { now, channel, userId, lines } = asking
  if (row.channel !== 'both' && row.channel !== channel) throw conflict(row.channel === 'counter' ? pc.counterOnly : pc.onlineOnly)
  const state = codeStateAt(row, now)
  if (state === 'ended') throw conflict(pc.ended(row.endsAt!))
  if (state === 'paused') throw conflict(pc.paused)
  if (state === 'scheduled') throw conflict(pc.notYet(row.startsAt))
  if (row.appliesTo === 'service') throw conflict(pc.serviceOnly)
  const discount = discountKobo(row, lines)
  if (!lines.some((line) => isDiscounted(row, line))) throw conflict(await notInCart(db, row))
  const subtotal = lines.reduce((sum, line) => sum + line.unitKobo * line.quantity, 0)
  if (subtotal < row.minSpendKobo) throw conflict(pc.minSpend(row.minSpendKobo))
  if (row.firstOrderOnly && userId !== null && (await hasOrdered(db, userId, asking.orderId))) throw conflict(pc.firstOrderOnly)
  const uses = await usesOfCode(db, row.id, userId)
  if (row.maxUses !== null && uses.total >= row.maxUses) throw conflict(pc.usedUp)
  if (row.perCustomer !== null && uses.mine >= row.perCustomer) throw conflict(row.perCustomer === 1 ? pc.usedAlready : pc.usedTimes(uses.mine))
  return { id: row.id, code: row.code, discountKobo: discount }
}

/**
 * The stored order's use of the code, taken last in its transaction: the code's row locked, its limits counted again
 * (a refusal rolls the whole order back), the use stored; the lock is held only from here to the commit.
 */
export async function takeCodeUse(db: Db, typed: string, asking: CodeAsking & { userId: string; orderId: string }): Promise<void> {
  const { id } = await applyCode(db, typed, asking, true)
  await recordCodeUse(db, { codeId: id, orderId: asking.orderId, userId: asking.userId })
}

/** Why a code for one product or category takes nothing off this cart. */
async function notInCart(db: Db, row: CodeRow): Promise<string> {
  if (row.appliesTo === 'category') return pc.categoryOnly(row.target!)
  return pc.productOnly((await targetName(db, 'product', row.target!)) ?? 'another product')
}

/** The owner makes a code: what it is for must be in the shop, its code not taken. */
export async function createCode(shop: FastifyInstance, asked: NewCode) {
  const target = asked.appliesTo === 'order' ? null : asked.target!
  if (target !== null) {
    const known = (asked.appliesTo !== 'product' || isUuid(target)) && (await targetName(shop.db, asked.appliesTo, asked.appliesTo === 'product' ? target.toLowerCase() : target))
    if (!known) throw notFound(pa.unknownTarget)
  }
  const row = await insertCode(shop.db, {
    code: asked.code,
    kind: asked.kind,
    value: asked.kind === 'percent' ? asked.value : nairaToKobo(asked.value),
    appliesTo: asked.appliesTo,
    target: asked.appliesTo === 'product' ? target!.toLowerCase() : target,
    minSpendKobo: nairaToKobo(asked.minSpend ?? 0),
    startsAt: shopMomentOf(asked.from)!,
    endsAt: asked.until ? shopMomentOf(asked.until)! : null,
    maxUses: asked.maxUses ?? null,
    perCustomer: asked.perCustomer ?? null,
    firstOrderOnly: asked.firstOrderOnly ?? false,
    channel: asked.channel,
  })
  if (!row) throw conflict(pa.codeTaken(asked.code))
  return { message: pa.created(row.code), id: row.id }
}

/** The owner pauses a code, or lets it run again. */
export async function pauseCode(shop: FastifyInstance, id: string, paused: boolean) {
  if (!isUuid(id)) throw notFound(pa.notFound)
  const row = await setCodePaused(shop.db, id.toLowerCase(), paused ? shop.clock.now() : null)
  if (!row) throw notFound(pa.notFound)
  return { message: paused ? pa.paused(row.code) : pa.resumed(row.code) }
}
