import { lazy, Suspense, useSyncExternalStore } from 'react'

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

/** Shows a toast (top-right, 5000 ms); the first one loads the toast library. */
export function showToast(kind: ToastKind, message: string): void {
  if (!wanted) {
    wanted = true
    subscribers.forEach((onChange) => onChange())
  }
  // Toasts raised before the container mounts wait in react-toastify's queue.
  void import('./ToastHost').then(({ raiseToast }) => raiseToast(kind, message))
}

/** Takes a form's error toasts away once it succeeds: no stale error beside its success. */
export function dismissToasts(kind: ToastKind, messages: readonly string[]): void {
  // No toast was ever shown: nothing to take away, and no library to load for it.
  if (wanted) void import('./ToastHost').then((host) => host.dismissToasts(kind, messages))
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
