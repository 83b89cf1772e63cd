import { createListenerMiddleware, isFulfilled, isRejectedWithValue } from '@reduxjs/toolkit'
import { failedCallMessage, selfReportingEndpoints } from './apiErrors'
import type { AppDispatch, RootState } from './state'
import { dismissToasts, showToast } from './toasts'

/** The one listener middleware: features add their listeners through `startAppListening`, src/app/store.ts registers them. */
export const listenerMiddleware = createListenerMiddleware()

export const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>()
export type AppStartListening = typeof startAppListening

/** A query answered 401 only says the visitor is a guest: no toast for that. */
function isGuestQuery(action: { meta: unknown; payload: unknown }): boolean {
  const { arg } = action.meta as { arg?: { type?: string } }
  return arg?.type === 'query' && (action.payload as { status?: unknown } | undefined)?.status === 401
}

const endpointOf = (action: { type: string; meta?: unknown }): string => (action.meta as { arg?: { endpointName?: string } } | undefined)?.arg?.endpointName ?? ''

const reportsItself = (action: { type: string; meta: unknown }): boolean => selfReportingEndpoints.has(endpointOf(action))

/** The error toasts each endpoint's failures raised, still to take away when their cause is fixed. */
const failureToasts = new Map<string, Set<string>>()

/** Takes away the toasts of these endpoints' failures: what they refused is fixed (the cart an order was refused for changed). */
export function dismissFailedCalls(endpoints: readonly string[]): void {
  for (const endpoint of endpoints) {
    const messages = failureToasts.get(endpoint)
    if (!messages) continue
    failureToasts.delete(endpoint)
    dismissToasts('error', [...messages])
  }
}

/**
 * Failed calls show the server's `message` as a toast (SPEC §8), once, here, not per component; the same call
 * succeeding later takes it away ("Please give the reason" does not stay beside "Sale voided").
 */
export function addErrorToasts(startListening: AppStartListening) {
  startListening({
    predicate: (action) => isRejectedWithValue(action) && !isGuestQuery(action) && !reportsItself(action),
    effect: (action) => {
      const message = failedCallMessage(action.payload)
      showToast('error', message)
      const endpoint = endpointOf(action)
      if (endpoint) failureToasts.set(endpoint, (failureToasts.get(endpoint) ?? new Set()).add(message))
    },
  })
  startListening({
    predicate: (action) => isFulfilled(action) && failureToasts.has(endpointOf(action)),
    effect: (action) => dismissFailedCalls([endpointOf(action)]),
  })
}
