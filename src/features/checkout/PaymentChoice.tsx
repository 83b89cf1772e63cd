import { Select } from '../../components/Control'
import { cashPaymentLabel } from '../../contract/delivery'
import type { PaymentType } from '../../contract/types'
import { useAppDispatch, useAppSelector } from '../../shared/hooks'
import { useGetPaymentMethodsQuery } from './checkoutApi'
import { paymentTypeChosen, selectDeliveryMethod, selectOnlineOffered, selectPaymentType } from './checkoutSlice'
import { HeadingLabel } from './summaryParts'

/** Cash on delivery (at the salon for an order she collects), or online payment while the shop offers it. */
export function PaymentChoice() {
  const dispatch = useAppDispatch()
  useGetPaymentMethodsQuery()
  const onlineOffered = useAppSelector(selectOnlineOffered)
  const paymentType = useAppSelector(selectPaymentType)
  const method = useAppSelector(selectDeliveryMethod)
  return (
    <>
      <HeadingLabel htmlFor="payment-method">Payment Method</HeadingLabel>
      <Select id="payment-method" value={paymentType} onChange={(event) => dispatch(paymentTypeChosen(event.target.value as PaymentType))}>
        <option value="COD">{cashPaymentLabel(method)}</option>
        {onlineOffered && <option value="Online">Online Payment</option>}
      </Select>
    </>
  )
}
