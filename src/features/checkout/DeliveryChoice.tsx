import styled from 'styled-components'
import { Input } from '../../components/Control'
import { deliveryMessages } from '../../contract/delivery'
import { useAppDispatch, useAppSelector } from '../../shared/hooks'
import { AddressChoice } from './AddressChoice'
import { useGetPickupPointQuery } from './checkoutApi'
import { deliveryMethodChosen, pickupPhoneTyped, selectDeliveryMethod, selectPickupPhone } from './checkoutSlice'
import { Heading, HeadingLabel } from './summaryParts'

const Methods = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;
  legend { padding: 0; }
  label { display: flex; align-items: center; gap: ${({ theme }) => theme.space.sm}; min-height: 44px; cursor: pointer; }
  input { width: 20px; height: 20px; accent-color: ${({ theme }) => theme.colors.primary}; }
`

const Salon = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  p { margin: 0; }
  small { color: ${({ theme }) => theme.colors.muted}; }
`

/** Delivery to one of her addresses (priced by its zone), or collection at the salon when the shop offers it. */
export function DeliveryChoice() {
  const dispatch = useAppDispatch()
  const { data: pickup } = useGetPickupPointQuery()
  const method = useAppSelector(selectDeliveryMethod)
  const phone = useAppSelector(selectPickupPhone)

  return (
    <>
      {pickup?.enabled && (
        <Methods>
          <legend>
            <Heading as="span">Delivery</Heading>
          </legend>
          <label>
            <input type="radio" name="delivery-method" checked={method === 'delivery'} onChange={() => dispatch(deliveryMethodChosen('delivery'))} />
            {deliveryMessages.toAddress}
          </label>
          <label>
            <input type="radio" name="delivery-method" checked={method === 'pickup'} onChange={() => dispatch(deliveryMethodChosen('pickup'))} />
            {deliveryMessages.pickup} (free)
          </label>
        </Methods>
      )}
      {method === 'pickup' && pickup ? (
        <Salon>
          <p>
            <strong>{pickup.address}</strong>
            <br />
            <small>Open {pickup.hours}</small>
          </p>
          <HeadingLabel htmlFor="pickup-phone">Phone to call when it is ready</HeadingLabel>
          <Input id="pickup-phone" type="tel" autoComplete="tel" inputMode="tel" placeholder="0803 123 4567" value={phone} onChange={(event) => dispatch(pickupPhoneTyped(event.target.value))} />
        </Salon>
      ) : (
        <AddressChoice />
      )}
    </>
  )
}
