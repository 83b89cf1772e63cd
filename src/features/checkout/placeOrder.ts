import { useNavigate } from 'react-router-dom'
import { pickupPhoneProblem } from '../../contract/delivery'
import { messages } from '../../contract/messages'
import { paths } from '../../contract/routes'
import type { OrderRequest } from '../../contract/types'
import { orderPlaced } from '../../shared/events'
import { useAppDispatch } from '../../shared/hooks'
import { selectSignedIn } from '../../shared/session'
import type { AppDispatch, RootState } from '../../shared/state'
import { showToast } from '../../shared/toasts'
import { checkoutApi } from './checkoutApi'
import { cashOrderKeyed, pickupPhoneChecked, selectDeliveryRequest, selectDiscountCode, selectGiftCards, selectPaymentType, selectPendingOrder, selectPlacing } from './checkoutSlice'
import { PICKUP_PHONE_ID } from './summaryParts'
import type { OrderPlacedState } from './OrderThanks'
import { useLogInToCheckOut } from './guestCheckout'
import { markPaymentStarted } from './paymentMark'

const { placeCashOrder, startOnlinePayment } = checkoutApi.endpoints

/**
 * Orders these items to the delivery address (or for collection at the salon): cash on delivery now, or online by sending the browser to the
 * payment page. Answers the id of the cash order placed, or 'leaving', 'guest' when she must log in first, 'pickupPhone'
 * when the phone to collect with will not do, or nothing when no order was made.
 */
export const placeOrder =
  (items: OrderRequest['items']) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<{ placed: string } | 'leaving' | 'guest' | 'pickupPhone' | undefined> => {
    const state = getState()
    // A second click that came before the button was disabled.
    if (selectPlacing(state)) return
    // A guest has no address to select: she is asked to log in, not to select one.
    if (!selectSignedIn(state)) return 'guest'
    const delivery = selectDeliveryRequest(state)
    // The phone to collect with is said wrong beside its field, which the button then takes her to.
    if (delivery.delivery === 'pickup' && pickupPhoneProblem(delivery.phone ?? '')) {
      dispatch(pickupPhoneChecked())
      return 'pickupPhone'
    }
    if (delivery.delivery !== 'pickup' && !delivery.address) {
      showToast('error', messages.checkout.selectAddress)
      return
    }
    const code = selectDiscountCode(state)
    const giftCards = selectGiftCards(state)
    const order: OrderRequest = { items, ...delivery, ...(code && { code }), ...(giftCards.length > 0 && { giftCards }) }

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
    return { placed: data.orderId }
  }

/** Focuses the field and shows it mid-screen: scrolled only into view, it would sit under the sticky header. */
function takeToField(id: string): void {
  const field = document.getElementById(id)
  field?.focus({ preventScroll: true })
  field?.scrollIntoView({ block: 'center' })
}

/** The order button's action: a cash order placed goes on to My Orders, which thanks her for it; a guest logs in first. */
export function usePlaceOrder() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const logInToCheckOut = useLogInToCheckOut()
  return async (items: OrderRequest['items']) => {
    const outcome = await dispatch(placeOrder(items))
    if (outcome === 'guest') logInToCheckOut()
    if (outcome === 'pickupPhone') takeToField(PICKUP_PHONE_ID)
    if (typeof outcome !== 'object') return
    // The pressed button goes with the cart: focus stays in the page, on its main content, not on the body.
    document.querySelector<HTMLElement>('main[tabindex]')?.focus()
    navigate(paths.myOrders, { state: { placed: outcome.placed } satisfies OrderPlacedState })
  }
}
