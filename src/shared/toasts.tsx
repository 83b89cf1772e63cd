import { lazy, Suspense, useSyncExternalStore } from 'react'
import { onServer } from './env'

export type ToastKind = 'success' | 'error' | 'info' | 'warning'

// react-toastify and its styles load with the first toast, not with the home page's JavaScript.
const ToastHost = lazy(async () => ({ default: (await import('./ToastHost')).ToastHost }))

let wanted = false
const subscribers = new Set<() => void>()

function subscribe(onChange: () => void) {
  subscribers.add(onChange)
  return () => {
    subscribers.delete(onChange)
  }
}

/** Shows a toast (top-right, 5000 ms); the first one loads the toast library. A page drawn on the server shows none. */
export function showToast(kind: ToastKind, message: string): void {
  if (onServer) return
  if (!wanted) {
    wanted = true
    subscribers.forEach((onChange) => onChange())
  }
  // Toasts raised before the container mounts wait in react-toastify's queue. A library that could not load
  // (the line dropped) shows nothing, and the call's own part of the page says it failed.
  import('./ToastHost').then(({ raiseToast }) => raiseToast(kind, message), () => undefined)
}

/** Takes a form's error toasts away once it succeeds: no stale error beside its success. */
export function dismissToasts(kind: ToastKind, messages: readonly string[]): void {
  // No toast was ever shown: nothing to take away, and no library to load for it.
  if (wanted) import('./ToastHost').then((host) => host.dismissToasts(kind, messages), () => undefined)
}

/** The one toast container, mounted once a toast is wanted. */
export function Toasts() {
  const show = useSyncExternalStore(subscribe, () => wanted, () => wanted)
  return show ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null
}
