import type { ReactNode } from 'react'
import styled from 'styled-components'
import { useHydrated } from './useHydrated'

const Controls = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`

/**
 * A form's controls, disabled until the page has hydrated. On a page the server drew, what a visitor chose or
 * typed before the app ran would be unknown to it (lost, or sent as empty): nothing can be chosen until then,
 * which on a phone is the second or so the entry script takes to arrive.
 */
export function HydratedControls({ children }: { children: ReactNode }) {
  return <Controls disabled={!useHydrated()}>{children}</Controls>
}
