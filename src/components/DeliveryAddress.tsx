import { localPhone } from '../contract/nigeria'
import type { Address } from '../contract/types'

/** An address as the rider reads it (the seller's orders, the shopper's saved addresses): name, street and city, state and country, phone, e-mail. */
export function DeliveryAddress({ address }: { address: Address }) {
  return (
    <address>
      <b>
        {address.firstName} {address.lastName}
      </b>
      <br />
      {address.street}, {address.city}
      <br />
      {address.state}, {address.zipcode}, {address.country}
      <br />
      {localPhone(address.phone)}
      <br />
      {address.email}
    </address>
  )
}
