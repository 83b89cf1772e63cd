import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { Modal } from '../../components/Modal'

// Doubled (&&): the dialog opens inside the card of the order it asks about, whose own headings and lists are styled.
const Body = styled.div`
  && h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding-right: ${({ theme }) => theme.space.xl};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.ink};
    text-transform: none;
    letter-spacing: normal;
    overflow-wrap: anywhere;
  }
  && p, && ul { margin: 0 0 ${({ theme }) => theme.space.lg}; color: ${({ theme }) => theme.colors.muted}; }
  && ul { padding-left: ${({ theme }) => theme.space.lg}; list-style: disc; }
  && li + li { margin-top: ${({ theme }) => theme.space.xs}; }
`

// On a phone the two choices are full-width rows; side by side from a small tablet up.
const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.sm} { display: flex; justify-content: flex-end; }
`

export const DangerButton = styled(Button)`
  && { border-color: ${({ theme }) => theme.colors.danger}; color: ${({ theme }) => theme.colors.danger}; background: transparent; }
  &&:hover:not(:disabled) { background: #fbe4e2; }
`

const ConfirmButton = styled(Button)`
  && { border-color: ${({ theme }) => theme.colors.danger}; background: ${({ theme }) => theme.colors.danger}; color: #fff; }
  &&:hover:not(:disabled) { background: #8c1d17; border-color: #8c1d17; }
`

interface Props {
  /** The question, as the dialog's heading and its accessible name. */
  title: string
  /** What will happen: a paragraph or a list. */
  children: ReactNode
  keepLabel: string
  confirmLabel: string
  busyLabel: string
  busy: boolean
  onConfirm(): void
  onClose(): void
}

/**
 * Asks before something that cannot be undone: the safe choice first (it takes the focus), the other in red.
 * A Modal: focus kept inside, Escape or a click outside keeps things as they are.
 */
export function ConfirmDialog({ title, children, keepLabel, confirmLabel, busyLabel, busy, onConfirm, onClose }: Props) {
  return (
    <Modal title={title} onClose={onClose}>
      <Body>
        <h2>{title}</h2>
        {children}
        <Actions>
          <Button type="button" $variant="outline" onClick={onClose}>
            {keepLabel}
          </Button>
          <ConfirmButton type="button" onClick={onConfirm} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </ConfirmButton>
        </Actions>
      </Body>
    </Modal>
  )
}
