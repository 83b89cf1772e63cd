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

/** The one toast container, mounted once a toast is wanted. */
export function Toasts() {
  const show = useSyncExternalStore(subscribe, () => wanted, () => wanted)
  return show ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null
}
