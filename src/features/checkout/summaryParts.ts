import styled, { css } from 'styled-components'

// The pieces the order summary's parts share: each sits under a rule, with a small capitals heading.

export const Section = styled.div`
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`

const headingStyle = css`
  display: block;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  line-height: 1.5;
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colors.muted};
`
export const Heading = styled.h3`
  ${headingStyle}
`
/** The heading of a part that is one control: its label. */
export const HeadingLabel = styled.label`
  ${headingStyle}
`

/** The phone field of an order to collect, which the order button takes her to when it will not do. */
export const PICKUP_PHONE_ID = 'pickup-phone'
