import type { Address } from '../../../src/contract'
import type { AddressRow } from '../repositories/addresses'

/** A saved address as the API shows it (SPEC §3), and as an order keeps its copy. */
export const toAddress = (row: AddressRow): Address => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  street: row.street,
  city: row.city,
  state: row.state,
  zipcode: row.zipcode,
  country: row.country,
  phone: row.phone,
  landmark: row.landmark,
  area: row.area,
})
