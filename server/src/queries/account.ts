import type { FastifyInstance } from 'fastify'
import { OPEN_ORDERS_LISTED, type User } from '../../../src/contract'
import { decoyHash, verifyPassword } from '../tools/passwords'
import { accountExport, openOrdersOf } from '../repositories/account'
import { toOpenOrder } from '../mappers/account'
import { toUser } from '../mappers/users'
import { findUser, findUserByEmail } from '../repositories/users'

// What the shopper reads of her own account: who she is, her login, her data, what deleting it would leave.

/** The shopper's account, if it still exists. */
export async function accountOf(shop: FastifyInstance, userId: string): Promise<User | undefined> {
  const row = await findUser(shop.db, userId)
  return row && toUser(row)
}

/** The account this e-mail and password open; as slow when no account has the e-mail, so timing tells nothing. */
export async function accountOfLogin(shop: FastifyInstance, email: string, password: string): Promise<User | undefined> {
  const row = await findUserByEmail(shop.db, email)
  const matches = await verifyPassword(password, row?.passwordHash ?? (await decoyHash))
  return row && matches ? toUser(row) : undefined
}

/** Her data to download, as JSON text piece by piece (repositories/account accountExport). */
export const accountData = (shop: FastifyInstance, userId: string): AsyncGenerator<string> => accountExport(shop.db, userId, shop.clock.now())

/** What the delete dialog warns of: her orders not yet delivered or cancelled, and whether there are more than it lists. */
export async function openOrders(shop: FastifyInstance, userId: string) {
  const orders = await openOrdersOf(shop.db, userId, OPEN_ORDERS_LISTED + 1)
  return { orders: orders.slice(0, OPEN_ORDERS_LISTED).map(toOpenOrder), more: orders.length > OPEN_ORDERS_LISTED }
}
