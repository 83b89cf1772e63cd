import type { ReactNode } from 'react'
import { localPhone } from '../contract/nigeria'
import type { Address } from '../contract/types'

/**
 * An address as the rider reads it (the seller's orders, the shopper's saved addresses): name, street and city,
 * the landmark and area when given, state and country, phone (or `phone`, the seller's links to call it), e-mail.
 */
export function DeliveryAddress({ address, phone }: { address: Address; phone?: ReactNode }) {
  return (
    <address>
      <b>
        {address.firstName} {address.lastName}
      </b>
      <br />
      {address.street}, {address.city}
      <br />
      {address.landmark && (
        <>
          Landmark: {address.landmark}
          <br />
        </>
      )}
      {address.area && (
        <>
          Area: {address.area}
          <br />
        </>
      )}
      {address.state}, {address.zipcode}, {address.country}
      <br />
      {phone ?? localPhone(address.phone)}
      <br />
      {address.email}
    </address>
  )
}
