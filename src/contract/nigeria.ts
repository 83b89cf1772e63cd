// Nigerian addresses: the states a delivery goes to and the phone numbers a rider calls.
import type { AddressFields } from './types'

/** Nigeria as the address form writes it: the country the shop delivers in, and the form's default. */
export const NIGERIA = 'Nigeria'

/** The 36 states and the Federal Capital Territory, alphabetically. */
export const NIGERIAN_STATES = [
  'Abia', 'Adamawa', 'Akwa Ibom', 'Anambra', 'Bauchi', 'Bayelsa', 'Benue', 'Borno', 'Cross River', 'Delta',
  'Ebonyi', 'Edo', 'Ekiti', 'Enugu', 'Federal Capital Territory', 'Gombe', 'Imo', 'Jigawa', 'Kaduna', 'Kano',
  'Katsina', 'Kebbi', 'Kogi', 'Kwara', 'Lagos', 'Nasarawa', 'Niger', 'Ogun', 'Ondo', 'Osun', 'Oyo', 'Plateau',
  'Rivers', 'Sokoto', 'Taraba', 'Yobe', 'Zamfara',
] as const

/**
 * Each state's capital and its postcode (NIPOST's head office there): the address form offers it when she picks the
 * state, as few Nigerians know their own and the zip code is required (SPEC §5).
 */
export const STATE_CAPITALS: Record<(typeof NIGERIAN_STATES)[number], { capital: string; postcode: string }> = {
  Abia: { capital: 'Umuahia', postcode: '440001' },
  Adamawa: { capital: 'Yola', postcode: '640001' },
  'Akwa Ibom': { capital: 'Uyo', postcode: '520001' },
  Anambra: { capital: 'Awka', postcode: '420001' },
  Bauchi: { capital: 'Bauchi', postcode: '740001' },
  Bayelsa: { capital: 'Yenagoa', postcode: '561001' },
  Benue: { capital: 'Makurdi', postcode: '970001' },
  Borno: { capital: 'Maiduguri', postcode: '600001' },
  'Cross River': { capital: 'Calabar', postcode: '540001' },
  Delta: { capital: 'Asaba', postcode: '320001' },
  Ebonyi: { capital: 'Abakaliki', postcode: '480001' },
  Edo: { capital: 'Benin City', postcode: '300001' },
  Ekiti: { capital: 'Ado-Ekiti', postcode: '360001' },
  Enugu: { capital: 'Enugu', postcode: '400001' },
  'Federal Capital Territory': { capital: 'Abuja', postcode: '900001' },
  Gombe: { capital: 'Gombe', postcode: '760001' },
  Imo: { capital: 'Owerri', postcode: '460001' },
  Jigawa: { capital: 'Dutse', postcode: '720001' },
  Kaduna: { capital: 'Kaduna', postcode: '800001' },
  Kano: { capital: 'Kano', postcode: '700001' },
  Katsina: { capital: 'Katsina', postcode: '820001' },
  Kebbi: { capital: 'Birnin Kebbi', postcode: '860001' },
  Kogi: { capital: 'Lokoja', postcode: '260001' },
  Kwara: { capital: 'Ilorin', postcode: '240001' },
  Lagos: { capital: 'Ikeja', postcode: '100001' },
  Nasarawa: { capital: 'Lafia', postcode: '962001' },
  Niger: { capital: 'Minna', postcode: '920001' },
  Ogun: { capital: 'Abeokuta', postcode: '110001' },
  Ondo: { capital: 'Akure', postcode: '340001' },
  Osun: { capital: 'Osogbo', postcode: '230001' },
  Oyo: { capital: 'Ibadan', postcode: '200001' },
  Plateau: { capital: 'Jos', postcode: '930001' },
  Rivers: { capital: 'Port Harcourt', postcode: '500001' },
  Sokoto: { capital: 'Sokoto', postcode: '840001' },
  Taraba: { capital: 'Jalingo', postcode: '660001' },
  Yobe: { capital: 'Damaturu', postcode: '620001' },
  Zamfara: { capital: 'Gusau', postcode: '860001' },
}

/** The capital of a Nigerian state as the list writes it; undefined for anything else. */
export const capitalOf = (state: string): { capital: string; postcode: string } | undefined =>
  Object.hasOwn(STATE_CAPITALS, state) ? STATE_CAPITALS[state as keyof typeof STATE_CAPITALS] : undefined

/** What the address form says under a zip code it filled in from the state. */
export const postcodeOffered = ({ capital }: { capital: string }): string => `Postcode of ${capital}, the state capital: keep it or change it.`

/** Where an address is: its town and state, the state once when the town bears its name (Kano, not "Kano, Kano"). */
export function addressPlace({ city, state }: Pick<AddressFields, 'city' | 'state'>): string {
  return city.trim().toLowerCase() === state.trim().toLowerCase() ? state : `${city}, ${state}`
}

/** An address on one line, as the cart and the messages name it: street (landmark), area, town and state, country. */
export function addressLine(address: Pick<AddressFields, 'street' | 'landmark' | 'area' | 'city' | 'state' | 'country'>): string {
  const street = address.landmark ? `${address.street} (${address.landmark})` : address.street
  return [street, address.area, addressPlace(address), address.country].filter(Boolean).join(', ')
}

export const isNigeria = (country: unknown): boolean => typeof country === 'string' && country.trim().toLowerCase() === NIGERIA.toLowerCase()

/**
 * A Nigerian mobile number's ten digits after the 0 (or after +234): 70x, 80x, 81x, 90x, 91x… Written so that
 * PostgreSQL reads it alike (the desk's search normalizes account phones with it in SQL).
 */
export const NIGERIAN_MOBILE = /^(?:\+?234(?:0)?|0)([789][01]\d{8})$/

/**
 * The usual ways of writing a Nigerian number (0803 123 4567, +234 803 123 4567, 234-803-123-4567,
 * +234 (0) 803…) in the one international form that is stored: +2348031234567. Null for anything else.
 */
export function internationalPhone(phone: string): string | null {
  const match = NIGERIAN_MOBILE.exec(phone.replace(/[\s().-]/g, ''))
  return match ? `+234${match[1]}` : null
}

/**
 * A client's phone in the one form she is found by (the bookings' `client_phone`): +2348031234567 for a Nigerian
 * mobile in any usual form, else its digits (and a leading +) as given; null when it has no digit.
 */
export function phoneKey(phone: string): string | null {
  const key = internationalPhone(phone) ?? phone.replace(/[^\d+]/g, '')
  return /\d/.test(key) ? key : null
}

/**
 * What a search typed at the desk says of a phone: the start of phoneKeys it matches (0803 12 → +23480312), or
 * null when it is not a number (a name) or too short to mean one (under 4 digits).
 */
export function phoneKeyPrefix(typed: string): string | null {
  // +234 (0) 803…: the 0 some write after the country code is not part of the number.
  const written = typed.replace(/[\s().-]/g, '').replace(/^(\+?234)0/, '$1')
  if (!/^\+?\d{4,15}$/.test(written)) return null
  const whole = internationalPhone(written)
  if (whole) return whole
  if (written.startsWith('+')) return written
  if (written.startsWith('234')) return `+${written}`
  // 0803…: the national form; 803…: the number without its 0.
  return `+234${written.startsWith('0') ? written.slice(1) : written}`
}

/** A stored Nigerian number as Nigerians write it (0803 123 4567); any other number as it was given. */
export function localPhone(phone: string): string {
  const match = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(phone)
  return match ? `0${match[1]} ${match[2]} ${match[3]}` : phone
}

/**
 * A number's international digits, as wa.me and a dialler take them (2348031234567): a Nigerian number in any
 * usual form, another only when written with its country code (+44 20 7946 0958). Null when that is unknown.
 */
function internationalDigits(phone: string): string | null {
  const nigerian = internationalPhone(phone)
  if (nigerian) return nigerian.slice(1)
  const written = phone.replace(/[\s().-]/g, '')
  return /^\+[1-9]\d{6,14}$/.test(written) ? written.slice(1) : null
}

/** A `tel:` link to the number: international when known, else the digits as written (a local call). */
export function telHref(phone: string): string {
  const digits = internationalDigits(phone)
  return `tel:${digits ? `+${digits}` : phone.replace(/[^\d+]/g, '')}`
}

/** A WhatsApp chat with the number (wa.me), `text` written in its message box; null when its country is unknown. */
export function whatsAppHref(phone: string, text?: string): string | null {
  const digits = internationalDigits(phone)
  if (!digits) return null
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`
}
