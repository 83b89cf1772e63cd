import type { FastifyInstance } from 'fastify'
import type { Address } from '../../../src/contract'
import { listAddresses } from '../repositories/addresses'

/** The shopper's saved addresses, as the checkout lists them. */
export const addressesOf = (shop: FastifyInstance, userId: string): Promise<Address[]> => listAddresses(shop.db, userId)
