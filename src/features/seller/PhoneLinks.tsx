import styled from 'styled-components'
import { localPhone, telHref, whatsAppHref } from '../../contract/nigeria'

const Links = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.md};
  a { display: inline-flex; align-items: center; min-height: 44px; font-weight: 600; }
`

/** The customer's phone as the owner taps it on hers: a call, and a WhatsApp chat (about `about`, the order, when given). */
export function PhoneLinks({ phone, about }: { phone: string; about?: string }) {
  if (!phone) return null
  const chat = whatsAppHref(phone, about)
  return (
    <Links>
      <a href={telHref(phone)}>{localPhone(phone)}</a>
      {chat && (
        <a href={chat} target="_blank" rel="noopener noreferrer">
          WhatsApp<span className="visually-hidden"> {localPhone(phone)}</span>
        </a>
      )}
    </Links>
  )
}
