import { createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit'
import { failedCallMessage, selfReportingEndpoints } from './apiErrors'
import type { AppDispatch, RootState } from './state'
import { showToast } from './toasts'

/** The one listener middleware: features add their listeners through `startAppListening`, src/app/store.ts registers them. */
export const listenerMiddleware = createListenerMiddleware()

export const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>()
export type AppStartListening = typeof startAppListening

/** A query answered 401 only says the visitor is a guest: no toast for that. */
function isGuestQuery(action: { meta: unknown; payload: unknown }): boolean {
  const { arg } = action.meta as { arg?: { type?: string } }
  return arg?.type === 'query' && (action.payload as { status?: unknown } | undefined)?.status === 401
}

const reportsItself = (action: { meta: unknown }): boolean =>
  selfReportingEndpoints.has((action.meta as { arg?: { endpointName?: string } }).arg?.endpointName ?? '')

/** Failed calls show the server's `message` as a toast (SPEC §8), once, here, not per component. */
export function addErrorToasts(startListening: AppStartListening) {
  startListening({
    predicate: (action) => isRejectedWithValue(action) && !isGuestQuery(action) && !reportsItself(action),
    effect: (action) => {
      showToast('error', failedCallMessage(action.payload))
    },
  })
}
