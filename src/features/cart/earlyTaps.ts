import { useEffect } from 'react'
import { EARLY_COUNT, EARLY_TAKEN, EARLY_TAP_EVENT, EARLY_TAPS_KEY, type EarlyTap } from '../../contract/earlyTaps'
import { useAppDispatch, useAppSelector } from '../../shared/hooks'
import { mayBeSignedIn } from '../../shared/session'
import { itemAdded, itemRemoved } from './cartSlice'

/** The taps the first script took (src/boot.ts), removed from its queue and its marks from the page: each is replayed once. */
function takeEarlyTaps(): EarlyTap[] {
  const taps = JSON.parse(sessionStorage.getItem(EARLY_TAPS_KEY) ?? '[]') as EarlyTap[]
  sessionStorage.removeItem(EARLY_TAPS_KEY)
  for (const marked of document.querySelectorAll(`[${EARLY_TAKEN}],[${EARLY_COUNT}]`)) {
    marked.removeAttribute(EARLY_TAKEN)
    marked.removeAttribute(EARLY_COUNT)
  }
  return taps
}

/**
 * Replays the taps taken before the app ran, and those the first script still takes on controls not yet
 * brought to life. Only once the saved cart is loaded and, for a shopper who may be signed in, her account's
 * cart has come: the taps join them instead of being overwritten by them.
 */
export function useEarlyTaps() {
  const dispatch = useAppDispatch()
  const ready = useAppSelector((state) => state.cart._persist?.rehydrated && (state.session.known || !mayBeSignedIn()))

  useEffect(() => {
    if (!ready) return
    const replay = () => {
      for (const [change, productId] of takeEarlyTaps()) dispatch(change < 0 ? itemRemoved(productId) : itemAdded(productId))
    }
    replay()
    addEventListener(EARLY_TAP_EVENT, replay)
    return () => removeEventListener(EARLY_TAP_EVENT, replay)
  }, [ready, dispatch])
}
