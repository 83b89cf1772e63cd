import styled from 'styled-components'
import { whatsAppLink } from '../content/brand'
import { SHOP_NAME } from '../contract/shop'
import { ButtonAnchor } from './Button'

/** On one line on a phone's card too. */
const Anchor = styled(ButtonAnchor)`
  padding: 0 ${({ theme }) => theme.space.md};
  white-space: nowrap;
`

/**
 * "Send to the shop on WhatsApp": opens a chat with the shop, `about` (an order number, a booking reference)
 * written in the message for the shopper to send. `describedBy` names what it is about when a page lists several.
 */
export function WhatsAppLink({ about, describedBy }: { about: string; describedBy?: string }) {
  return (
    <Anchor href={whatsAppLink(`Hello ${SHOP_NAME}, ${about}.`)} target="_blank" rel="noopener noreferrer" $variant="outline" aria-describedby={describedBy}>
      Send to the shop on WhatsApp
    </Anchor>
  )
}
