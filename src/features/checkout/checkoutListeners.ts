import { isAnyOf } from '@reduxjs/toolkit'
import { api } from '../../app/api'
import { loggedIn, loggedOut, sessionRestored } from '../../app/events'
import type { AppStartListening } from '../../app/listeners'

export function addCheckoutListeners(startListening: AppStartListening) {
  // Addresses and orders belong to whoever is logged in: a new session never sees the last one's.
  startListening({
    matcher: isAnyOf(loggedIn, sessionRestored, loggedOut),
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(api.util.invalidateTags(['Address', 'Order']))
    },
  })
}
