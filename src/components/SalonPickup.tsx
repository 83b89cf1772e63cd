import styled from 'styled-components'
import { deliveryMessages, type PickupPoint } from '../contract/delivery'

const Where = styled.p`
  margin: 0;
  small { color: ${({ theme }) => theme.colors.muted}; }
`

/** Where an order is collected and when the salon is open (the cart, My Orders, Track Order). */
export function SalonPickup({ point }: { point: Pick<PickupPoint, 'address' | 'hours'> }) {
  return (
    <Where>
      <strong>{point.address}</strong>
      <br />
      <small>{deliveryMessages.open(point.hours)}</small>
    </Where>
  )
}
