import { toast, ToastContainer } from 'react-toastify'
import { createGlobalStyle } from 'styled-components'
import { TOAST_AUTO_CLOSE_MS, TOAST_GUTTER_PX, TOAST_MAX_WIDTH_PX } from '../contract/limits'
import type { ToastKind } from './toasts'

/** Narrower than a large screen the toasts keep to the bottom, off the page's heading. */
const LARGE_SCREEN_PX = 1024

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
  @media (max-width: ${LARGE_SCREEN_PX - 0.02}px) {
    .Toastify__toast-container.Toastify__toast-container--top-right { top: auto; bottom: var(--toast-bottom, 0px); }
  }
  body:has([aria-modal='true']) .Toastify__toast-container.Toastify__toast-container--top-right { top: auto; bottom: var(--toast-bottom, 0px); }
  /* At the other end when they would cover the page's main button or the control she is at (placeToasts). */
  html[data-toasts='top'] .Toastify__toast-container.Toastify__toast-container--top-right { top: calc(var(--toast-top, 0px) + ${TOAST_GUTTER_PX}px); bottom: auto; }
  html[data-toasts='bottom'] .Toastify__toast-container.Toastify__toast-container--top-right { top: auto; bottom: var(--toast-bottom, 0px); }
  .Toastify__toast-container .Toastify__toast {
    width: 100%;
    margin-bottom: ${TOAST_GUTTER_PX}px;
    border-radius: 6px;
  }
`

const toastIdOf = (kind: ToastKind, message: string) => `${kind}:${message}`

/** How much of the screen's end the toasts take where they sit: two of them. */
const TOAST_BAND_PX = 160

/** The controls no toast may cover: the page's main button (`data-main-action`) and the control she is at. */
function controlsToKeepClear(): DOMRect[] {
  const controls = [document.querySelector('[data-main-action]'), document.activeElement]
  return controls.filter((control): control is HTMLElement => control instanceof HTMLElement && control !== document.body).map((control) => control.getBoundingClientRect())
}

/**
 * Puts the toasts at the screen's other end when where they sit (the top on a large screen, the bottom below it)
 * would cover the main button or the focused control and the other end would not: "Only 4 left" over Place Order.
 * In a dialog they keep to the bottom, off its close button.
 */
function placeToasts(toastTop: number): void {
  const root = document.documentElement
  delete root.dataset.toasts
  if (document.querySelector('[aria-modal="true"]')) return
  const width = Math.min(TOAST_MAX_WIDTH_PX, innerWidth - 2 * TOAST_GUTTER_PX)
  const left = innerWidth - TOAST_GUTTER_PX - width
  const bottom = innerHeight - (parseFloat(getComputedStyle(root).getPropertyValue('--toast-bottom')) || 0)
  const bands = { top: [toastTop, toastTop + TOAST_BAND_PX], bottom: [bottom - TOAST_BAND_PX, bottom] } as const
  const covers = (band: readonly [number, number]) => controlsToKeepClear().some((rect) => rect.right > left && rect.bottom > band[0] && rect.top < band[1])
  const usual = innerWidth < LARGE_SCREEN_PX ? 'bottom' : 'top'
  const other = usual === 'top' ? 'bottom' : 'top'
  if (covers(bands[usual]) && !covers(bands[other])) root.dataset.toasts = other
}

/** Raises a toast; the same message again restarts the one on screen instead of stacking a copy over the page. */
export function raiseToast(kind: ToastKind, message: string): void {
  const header = document.querySelector('header')
  const toastTop = Math.max(0, header?.getBoundingClientRect().bottom ?? 0)
  document.documentElement.style.setProperty('--toast-top', `${toastTop}px`)
  placeToasts(toastTop + TOAST_GUTTER_PX)
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
