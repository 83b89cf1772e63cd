import { useEffect, useRef, type ReactNode } from 'react'
import styled from 'styled-components'

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  background: rgba(42, 31, 36, 0.55);
`

const Panel = styled.div`
  position: relative;
  width: min(100%, 420px);
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  /* The panel takes focus from a click on its text, so Escape and Tab still reach it; it is no control to outline. */
  &:focus { outline: none; }
`

const Close = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  font-size: 1.5rem;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.primarySoft}; }
  /* Inside the button: the panel scrolls, so a ring outside it would be cut off at the card's edge. */
  &:focus-visible { outline-offset: -3px; }
`

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** A dialog that traps focus, closes on Escape or a click outside, and gives focus back when it closes. */
export function Modal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    // The first field, not the close button: the dialog is there to be filled in.
    const first = panel.current?.querySelector<HTMLElement>(`:is(${FOCUSABLE}):not([data-close])`)
    first?.focus()
    // The page behind stays where it is; the scrollbar's width is kept so nothing shifts sideways.
    const { overflow, paddingRight } = document.body.style
    document.body.style.paddingRight = `${window.innerWidth - document.documentElement.clientWidth}px`
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
      document.body.style.paddingRight = paddingRight
      // When the opener has gone (logging in replaces the Login button), the page's main content takes focus.
      ;(opener?.isConnected ? opener : document.querySelector<HTMLElement>('main[tabindex]'))?.focus()
    }
  }, [])

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
      return
    }
    if (event.key !== 'Tab' || !panel.current) return
    const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE))
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    // Focus on the panel itself (after a click on its text) goes round too.
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-label={title} tabIndex={-1} onKeyDown={onKeyDown}>
        <Close type="button" aria-label="Close" data-close onClick={onClose}>
          ×
        </Close>
        {children}
      </Panel>
    </Backdrop>
  )
}
