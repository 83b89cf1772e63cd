import { localPhone } from '../../../contract/nigeria'

/** The number as wa.me and tel: want it: +2348031234567 → 2348031234567 (any other number: its digits). */
const digits = (phone: string) => phone.replace(/\D/g, '')

/** A customer's phone the owner taps on a phone: a call (tel:) and a WhatsApp chat (wa.me). */
export function PhoneLinks({ phone, about }: { phone: string; about?: string }) {
  if (!phone) return null
  const chat = `https://wa.me/${digits(phone)}${about ? `?text=${encodeURIComponent(about)}` : ''}`
  return (
    <>
      <a href={`tel:+${digits(phone)}`}>{localPhone(phone)}</a>
      {' · '}
      <a href={chat} target="_blank" rel="noopener noreferrer">
        WhatsApp<span className="visually-hidden"> {localPhone(phone)}</span>
      </a>
    </>
  )
}
