import styled from 'styled-components'
import { FieldError, Input } from '../../components/Control'
import { SalonPickup } from '../../components/SalonPickup'
import { deliveryMessages, pickupPhoneProblem } from '../../contract/delivery'
import { useAppDispatch, useAppSelector } from '../../shared/hooks'
import { AddressChoice } from './AddressChoice'
import { useGetPickupPointQuery } from './checkoutApi'
import { deliveryMethodChosen, pickupPhoneTyped, selectDeliveryMethod, selectPickupPhone, selectPickupPhoneChecked } from './checkoutSlice'
import { Heading, HeadingLabel, PICKUP_PHONE_ID } from './summaryParts'

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
`

/** Delivery to one of her addresses (priced by its zone), or collection at the salon when the shop offers it. */
export function DeliveryChoice() {
  const dispatch = useAppDispatch()
  const { data: pickup } = useGetPickupPointQuery()
  const method = useAppSelector(selectDeliveryMethod)
  const phone = useAppSelector(selectPickupPhone)
  const problem = useAppSelector(selectPickupPhoneChecked) ? pickupPhoneProblem(phone) : undefined
  const errorId = `${PICKUP_PHONE_ID}-error`

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
          <SalonPickup point={pickup} />
          <HeadingLabel htmlFor={PICKUP_PHONE_ID}>Phone to call when it is ready</HeadingLabel>
          <Input
            id={PICKUP_PHONE_ID}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="0803 123 4567"
            value={phone}
            $invalid={Boolean(problem)}
            aria-invalid={Boolean(problem)}
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => dispatch(pickupPhoneTyped(event.target.value))}
          />
          {problem && (
            <FieldError id={errorId} role="alert">
              {problem}
            </FieldError>
          )}
        </Salon>
      ) : (
        <AddressChoice />
      )}
    </>
  )
}
