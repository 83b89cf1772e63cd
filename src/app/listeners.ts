import { createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit'
import { addCartListeners } from '../features/cart/cartListeners'
import { addCheckoutListeners } from '../features/checkout/checkoutListeners'
import { failedCallMessage, selfReportingEndpoints } from './apiErrors'
import type { AppDispatch, RootState } from './store'
import { showToast } from './toasts'

export const listenerMiddleware = createListenerMiddleware()

export const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>()
export type AppStartListening = typeof startAppListening

export { failedCallMessage }

/** A query answered 401 only says the visitor is a guest: no toast for that. */
function isGuestQuery(action: { meta: unknown; payload: unknown }): boolean {
  const { arg } = action.meta as { arg?: { type?: string } }
  return arg?.type === 'query' && (action.payload as { status?: unknown } | undefined)?.status === 401
}

const reportsItself = (action: { meta: unknown }): boolean =>
  selfReportingEndpoints.has((action.meta as { arg?: { endpointName?: string } }).arg?.endpointName ?? '')

startAppListening({
  predicate: (action) => isRejectedWithValue(action) && !isGuestQuery(action) && !reportsItself(action),
  effect: (action) => {
    showToast('error', failedCallMessage(action.payload))
  },
})

addCartListeners(startAppListening)
addCheckoutListeners(startAppListening)
