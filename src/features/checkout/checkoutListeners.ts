import { isAnyOf } from '@reduxjs/toolkit'
import { api } from '../../shared/api'
import { loggedIn, loggedOut, sessionRestored } from '../../shared/events'
import type { AppStartListening } from '../../shared/listeners'

export function addCheckoutListeners(startListening: AppStartListening) {
  // Addresses and orders belong to whoever is logged in: a new session never sees the last one's.
  startListening({
    matcher: isAnyOf(loggedIn, sessionRestored, loggedOut),
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(api.util.invalidateTags(['Address', 'Order']))
    },
  })
}
