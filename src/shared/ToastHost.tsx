import { toast, ToastContainer } from 'react-toastify'
import { createGlobalStyle } from 'styled-components'
import { TOAST_AUTO_CLOSE_MS, TOAST_GUTTER_PX, TOAST_MAX_WIDTH_PX } from '../contract/limits'
import type { ToastKind } from './toasts'

// SPEC §9: top-right, at most 350 px wide, 8 px from the edges and from each other. Below the sticky
// header (react-toastify would cover it, and on a phone stretch over it edge to edge) and beneath its
// menus, but above an open dialog, whose refusals are toasts too. Where the page's heading or a dialog's
// close button would be under it (narrower than a large screen, or any dialog open) it keeps to the bottom,
// above a bar fixed there (--toast-bottom: the seller area's bar of pages on a phone).
const ToastPlacement = createGlobalStyle`
  .Toastify__toast-container.Toastify__toast-container--top-right {
    top: calc(var(--toast-top, 0px) + ${TOAST_GUTTER_PX}px);
    right: ${TOAST_GUTTER_PX}px;
    left: auto;
    width: min(${TOAST_MAX_WIDTH_PX}px, calc(100vw - ${2 * TOAST_GUTTER_PX}px));
    padding: 0;
    transform: none;
    z-index: 45;
  }
  body:has([aria-modal='true']) .Toastify__toast-container.Toastify__toast-container--top-right { z-index: 110; }
  /* At the bottom, each toast's own margin keeps it 8 px from the edge. */
  @media (max-width: 1023.98px) {
    .Toastify__toast-container.Toastify__toast-container--top-right { top: auto; bottom: var(--toast-bottom, 0px); }
  }
  body:has([aria-modal='true']) .Toastify__toast-container.Toastify__toast-container--top-right { top: auto; bottom: var(--toast-bottom, 0px); }
  .Toastify__toast-container .Toastify__toast {
    width: 100%;
    margin-bottom: ${TOAST_GUTTER_PX}px;
    border-radius: 6px;
  }
`

const toastIdOf = (kind: ToastKind, message: string) => `${kind}:${message}`

/** Raises a toast; the same message again restarts the one on screen instead of stacking a copy over the page. */
export function raiseToast(kind: ToastKind, message: string): void {
  const header = document.querySelector('header')
  document.documentElement.style.setProperty('--toast-top', `${Math.max(0, header?.getBoundingClientRect().bottom ?? 0)}px`)
  const toastId = toastIdOf(kind, message)
  if (toast.isActive(toastId)) toast.update(toastId, {})
  else toast[kind](message, { toastId })
}

/** Takes these toasts off the screen, when shown. */
export function dismissToasts(kind: ToastKind, messages: readonly string[]): void {
  for (const message of messages) toast.dismiss(toastIdOf(kind, message))
}

// react-toastify 11 injects its own styles with the container.
export function ToastHost() {
  return (
    <>
      <ToastPlacement />
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} limit={20} newestOnTop />
    </>
  )
}
