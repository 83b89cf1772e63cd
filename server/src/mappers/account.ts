import { koboToNaira, type OpenOrder } from '../../../src/contract'
import type { OpenOrderRow } from '../repositories/account'

/** An order the delete dialog warns of, its amount in naira. */
export const toOpenOrder = ({ id, amountKobo, ...order }: OpenOrderRow): OpenOrder => ({ _id: id, ...order, amount: koboToNaira(amountKobo) })
