import { localPhone } from '../../contract/nigeria'
import type { Address } from '../../contract/types'

/** Where an order goes, as the seller reads it to the rider: name, street and city, state and country, phone, e-mail. */
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
