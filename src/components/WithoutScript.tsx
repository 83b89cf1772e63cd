import type { ReactNode } from 'react'
import { css } from 'styled-components'
import { brand } from '../content/brand'

/** Not drawn where the browser runs no script: a control that waits for the app would do nothing there. */
export const needsScript = css`
  @media (scripting: none) { display: none !important; }
`

/**
 * Words only a browser without scripts shows (React draws a noscript's content on the server alone), ending with
 * the shop's phone to call.
 */
export function WithoutScript({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <noscript>
      {children}
      <p>
        {text} <a href={brand.phoneHref}>{brand.phone}</a>
      </p>
    </noscript>
  )
}
