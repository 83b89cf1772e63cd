import { useNavigate } from 'react-router-dom'
import { messages } from '../../contract/messages'
import { paths } from '../../contract/routes'
import type { OrderRequest } from '../../contract/types'
import { orderPlaced } from '../../shared/events'
import { useAppDispatch } from '../../shared/hooks'
import type { AppDispatch, RootState } from '../../shared/state'
import { showToast } from '../../shared/toasts'
import { checkoutApi } from './checkoutApi'
import { cashOrderKeyed, selectDeliveryAddress, selectPaymentType, selectPendingOrder, selectPlacing } from './checkoutSlice'
import { markPaymentStarted } from './paymentMark'

const { placeCashOrder, startOnlinePayment } = checkoutApi.endpoints

/**
 * Orders these items to the delivery address: cash on delivery now, or online by sending the browser to the
 * payment page. Answers 'placed' or 'leaving', or nothing when no order was made.
 */
export const placeOrder =
  (items: OrderRequest['items']) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<'placed' | 'leaving' | undefined> => {
    const state = getState()
    // A second click that came before the button was disabled.
    if (selectPlacing(state)) return
    const address = selectDeliveryAddress(state)
    if (!address) {
      showToast('error', messages.checkout.selectAddress)
      return
    }
    const order: OrderRequest = { items, address: address._id }

    if (selectPaymentType(state) === 'Online') {
      const { data } = await dispatch(startOnlinePayment.initiate(order, { track: false }))
      if (!data) return
      markPaymentStarted()
      // The provider's page is on another origin: the browser leaves the shop for it.
      window.location.assign(data.authorization_url)
      return 'leaving'
    }

    dispatch(cashOrderKeyed(order))
    const { key } = selectPendingOrder(getState())!
    const { data } = await dispatch(placeCashOrder.initiate({ order, key }, { track: false }))
    if (!data) return
    dispatch(orderPlaced())
    showToast('success', data.message ?? messages.orders.placed)
    return 'placed'
  }

/** The order button's action: a cash order placed goes on to My Orders. */
export function usePlaceOrder() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  return async (items: OrderRequest['items']) => {
    if ((await dispatch(placeOrder(items))) !== 'placed') return
    // The pressed button goes with the cart: focus stays in the page, on its main content, not on the body.
    document.querySelector<HTMLElement>('main[tabindex]')?.focus()
    navigate(paths.myOrders)
  }
}
