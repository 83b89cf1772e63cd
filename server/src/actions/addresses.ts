import type { FastifyInstance } from 'fastify'
import { MAX_ADDRESSES, aftercareMessages, type AddressFields } from '../../../src/contract'
import { isUuid } from '../tools/ids'
import { deleteAddress, insertAddressUpTo, updateAddress, type AddressRow } from '../repositories/addresses'
import { conflict, notFound } from '../http/refusal'

// The shopper's saved delivery addresses, each hers alone: another's id is as unknown as a made-up one.

const noSuchAddress = () => notFound(aftercareMessages.address.notFound)

/** A new address; the list the checkout shows stays short: a shopper keeps a handful of addresses, a script no more. */
export async function addAddress(shop: FastifyInstance, userId: string, fields: AddressFields): Promise<AddressRow> {
  const address = await insertAddressUpTo(shop.db, userId, fields, MAX_ADDRESSES)
  if (!address) throw conflict(`You can keep at most ${MAX_ADDRESSES} addresses.`)
  return address
}

export async function editAddress(shop: FastifyInstance, userId: string, id: string, fields: AddressFields): Promise<AddressRow> {
  const address = isUuid(id) ? await updateAddress(shop.db, userId, id, fields) : undefined
  if (!address) throw noSuchAddress()
  return address
}

export async function removeAddress(shop: FastifyInstance, userId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await deleteAddress(shop.db, userId, id))) throw noSuchAddress()
}
