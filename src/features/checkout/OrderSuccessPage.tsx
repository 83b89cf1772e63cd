import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { ButtonLink } from '../../components/Button'
import { WhatsAppLink } from '../../components/WhatsAppLink'
import { messages } from '../../contract/messages'
import { paths } from '../../contract/routes'
import { api } from '../../shared/api'
import { orderPlaced } from '../../shared/events'
import { orderPromise } from '../../contract/delivery'
import { orderNumber } from '../../contract/orders'
import { useAppDispatch, useAppSelector } from '../../shared/hooks'
import { selectSignedIn } from '../../shared/session'
import { useGetMyOrdersInfiniteQuery, useGetPaymentStateQuery } from './checkoutApi'
import { OrderFailurePage } from './OrderFailurePage'
import { OrderOutcome } from './OrderOutcome'
import { OrderThanks } from './OrderThanks'
import { forgetPaymentStarted, paymentWasStarted } from './paymentMark'

const PAYMENT_POLL_MS = 3000

/**
 * /order-success; with `?reference=` (a payment the provider still had pending on return: a bank transfer, USSD)
 * it says the order awaits its payment and looks again every few seconds until the payment arrives or fails.
 */
export function OrderSuccessPage() {
  const search = new URLSearchParams(useLocation().search)
  const reference = search.get('reference')
  // The order's number (paths.orderPlaced), to quote to the shop: shown only when it is one.
  const number = search.get('order')?.match(/^[0-9A-F]{8}$/)?.[0]
  const { data: payment, isError } = useGetPaymentStateQuery(reference ?? '', { skip: !reference, pollingInterval: PAYMENT_POLL_MS })
  if (!reference || payment === 'paid') return <OrderPlaced number={number} />
  if (payment === 'failed' || isError) return <OrderFailurePage />
  return (
    <OrderOutcome title="Awaiting payment">
      <p role="status">
        Your order is placed and waits for your bank to confirm the payment: a transfer or USSD payment can take a few minutes. This page updates by
        itself as soon as it arrives.
      </p>
      <ButtonLink to={paths.myOrders} $variant="outline">
        Go to My Orders
      </ButtonLink>
    </OrderOutcome>
  )
}

/** What the shop promised of the order when it was placed: its days, or collection at the salon. */
function usePromise(number: string | undefined): string | undefined {
  const signedIn = useAppSelector(selectSignedIn)
  const list = useGetMyOrdersInfiniteQuery(undefined, { skip: !number || !signedIn })
  const order = list.data?.pages[0]?.orders.find((candidate) => orderNumber(candidate._id) === number)
  return order && orderPromise(order)
}

function OrderPlaced({ number }: { number: string | undefined }) {
  const dispatch = useAppDispatch()
  const promise = usePromise(number)
  // Only the tab that went to pay is told its order was placed; the address opened any other way claims nothing.
  const [paid] = useState(paymentWasStarted)
  useEffect(() => {
    if (!paid) return
    forgetPaymentStarted()
    // The payment went through: the cart has become an order.
    dispatch(orderPlaced())
    dispatch(api.util.invalidateTags(['Order']))
  }, [dispatch, paid])

  if (!paid)
    return (
      <OrderOutcome title="No new order to show">
        <p>Your orders, and whether each one is paid, are listed in My Orders.</p>
        <ButtonLink to={paths.myOrders}>Go to My Orders</ButtonLink>
      </OrderOutcome>
    )

  return (
    <OrderOutcome good title={messages.orders.placed}>
      <OrderThanks number={number} promise={promise} />
      <ButtonLink to={paths.myOrders}>Go to My Orders</ButtonLink>
      {number && <WhatsAppLink about={`my order number is ${number}`} />}
    </OrderOutcome>
  )
}
