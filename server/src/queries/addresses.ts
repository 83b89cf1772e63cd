import type { FastifyInstance } from 'fastify'
import type { Address } from '../../../src/contract'
import { toAddress } from '../mappers/addresses'
import { listAddresses } from '../repositories/addresses'

/** The shopper's saved addresses, as the checkout lists them. */
export const addressesOf = async (shop: FastifyInstance, userId: string): Promise<Address[]> => (await listAddresses(shop.db, userId)).map(toAddress)
