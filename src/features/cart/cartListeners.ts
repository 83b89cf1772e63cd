import { isAnyOf } from '@reduxjs/toolkit'
import { cartToasts } from '../../contract/cartToasts'
import type { CartItems } from '../../contract/types'
import { failedCallMessage } from '../../shared/apiErrors'
import { loggedIn, loggedOut, sessionRestored } from '../../shared/events'
import type { AppStartListening } from '../../shared/listeners'
import { showToast } from '../../shared/toasts'
import { cartApi } from './cartApi'
import { cartSaved, itemAdded, itemRemoved, quantitySet, sameCart } from './cartSlice'

/** Changes closer together than this are sent as one. */
export const CART_SYNC_DELAY_MS = 400
/** Waits between failed pushes: 1 s, 2 s, 4 s … at most 30 s, until one succeeds or the cart changes again. */
export const retryDelayMs = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000)

/** Resolves when the browser has a connection again. */
const backOnline = () => new Promise<void>((resolve) => addEventListener('online', () => resolve(), { once: true }))

/** Network trouble, throttling and server errors pass; a refusal (400, 401, 403 …) will not. */
function isRetryable(status: unknown): boolean {
  return typeof status !== 'number' || status >= 500 || status === 408 || status === 429
}

export function addCartListeners(startListening: AppStartListening) {
  startListening({
    matcher: isAnyOf(itemAdded, itemRemoved, quantitySet),
    effect: (action, api) => {
      const before = api.getOriginalState().cart.items
      const after = api.getState().cart.items
      if (itemAdded.match(action) && before[action.payload] === after[action.payload]) showToast('info', cartToasts.limit)
      else if (itemAdded.match(action)) showToast('success', cartToasts.added)
      else if (quantitySet.match(action)) showToast('success', cartToasts.updated)
      else showToast('success', cartToasts.removed)
    },
  })

  // A logged-in shopper's cart is saved on every change: debounced, the last change wins, retried until it lands.
  startListening({
    predicate: (action, current, previous) =>
      loggedOut.match(action) ||
      (current.session.user !== null && (current.cart.items !== previous.cart.items || isAnyOf(loggedIn, sessionRestored)(action))),
    effect: async (action, api) => {
      api.cancelActiveListeners()
      if (loggedOut.match(action)) return
      if (isAnyOf(loggedIn, sessionRestored)(action) && sameCart(api.getState().cart.items, action.payload.cartItems)) return
      await api.delay(CART_SYNC_DELAY_MS)
      for (let attempt = 0; ; attempt += 1) {
        const { session, cart } = api.getState()
        if (!session.user) return
        const items: CartItems = cart.items
        const result = await api.dispatch(cartApi.endpoints.updateCart.initiate(items))
        if (!result.error) {
          api.dispatch(cartSaved(items))
          return
        }
        const status = 'status' in result.error ? result.error.status : undefined
        if (!isRetryable(status)) {
          // A 401 means the session is over: the cart stays on this device and is sent at the next login.
          if (status !== 401) showToast('error', failedCallMessage(result.error))
          return
        }
        // A change made without signal is sent as soon as it is back.
        await api.pause(Promise.race([api.delay(retryDelayMs(attempt)), backOnline()]))
      }
    },
  })
}
