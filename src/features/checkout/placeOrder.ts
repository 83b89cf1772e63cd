import { useNavigate } from 'react-router-dom'
import { deliveryMessages } from '../../contract/delivery'
import { messages } from '../../contract/messages'
import { internationalPhone } from '../../contract/nigeria'
import { paths } from '../../contract/routes'
import type { OrderRequest } from '../../contract/types'
import { orderPlaced } from '../../shared/events'
import { useAppDispatch } from '../../shared/hooks'
import { selectSignedIn } from '../../shared/session'
import type { AppDispatch, RootState } from '../../shared/state'
import { showToast } from '../../shared/toasts'
import { checkoutApi } from './checkoutApi'
import { cashOrderKeyed, selectDeliveryRequest, selectPaymentType, selectPendingOrder, selectPlacing } from './checkoutSlice'
import { useLogInToCheckOut } from './guestCheckout'
import { markPaymentStarted } from './paymentMark'

const { placeCashOrder, startOnlinePayment } = checkoutApi.endpoints

/**
 * Orders these items to the delivery address (or for collection at the salon): cash on delivery now, or online by sending the browser to the
 * payment page. Answers 'placed' or 'leaving', 'guest' when she must log in first, or nothing when no order was made.
 */
export const placeOrder =
  (items: OrderRequest['items']) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<'placed' | 'leaving' | 'guest' | undefined> => {
    const state = getState()
    // A second click that came before the button was disabled.
    if (selectPlacing(state)) return
    // A guest has no address to select: she is asked to log in, not to select one.
    if (!selectSignedIn(state)) return 'guest'
    const delivery = selectDeliveryRequest(state)
    if (delivery.delivery === 'pickup' ? !internationalPhone(delivery.phone ?? '') : !delivery.address) {
      showToast('error', delivery.delivery === 'pickup' ? deliveryMessages.pickupPhoneInvalid : messages.checkout.selectAddress)
      return
    }
    const order: OrderRequest = { items, ...delivery }

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

/** The order button's action: a cash order placed goes on to My Orders; a guest logs in first. */
export function usePlaceOrder() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const logInToCheckOut = useLogInToCheckOut()
  return async (items: OrderRequest['items']) => {
    const outcome = await dispatch(placeOrder(items))
    if (outcome === 'guest') logInToCheckOut()
    if (outcome !== 'placed') return
    // The pressed button goes with the cart: focus stays in the page, on its main content, not on the body.
    document.querySelector<HTMLElement>('main[tabindex]')?.focus()
    navigate(paths.myOrders)
  }
}
