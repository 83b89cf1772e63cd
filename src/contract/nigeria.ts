// Nigerian addresses: the states a delivery goes to and the phone numbers a rider calls.

/** Nigeria as the address form writes it: the country the shop delivers in, and the form's default. */
export const NIGERIA = 'Nigeria'

/** The 36 states and the Federal Capital Territory, alphabetically. */
export const NIGERIAN_STATES = [
  'Abia', 'Adamawa', 'Akwa Ibom', 'Anambra', 'Bauchi', 'Bayelsa', 'Benue', 'Borno', 'Cross River', 'Delta',
  'Ebonyi', 'Edo', 'Ekiti', 'Enugu', 'Federal Capital Territory', 'Gombe', 'Imo', 'Jigawa', 'Kaduna', 'Kano',
  'Katsina', 'Kebbi', 'Kogi', 'Kwara', 'Lagos', 'Nasarawa', 'Niger', 'Ogun', 'Ondo', 'Osun', 'Oyo', 'Plateau',
  'Rivers', 'Sokoto', 'Taraba', 'Yobe', 'Zamfara',
] as const

export const isNigeria = (country: unknown): boolean => typeof country === 'string' && country.trim().toLowerCase() === NIGERIA.toLowerCase()

/** A Nigerian mobile number's ten digits after the 0 (or after +234): 70x, 80x, 81x, 90x, 91x… */
const NATIONAL = /^(?:\+?234(?:0)?|0)([789][01]\d{8})$/

/**
 * The usual ways of writing a Nigerian number (0803 123 4567, +234 803 123 4567, 234-803-123-4567,
 * +234 (0) 803…) in the one international form that is stored: +2348031234567. Null for anything else.
 */
export function internationalPhone(phone: string): string | null {
  const match = NATIONAL.exec(phone.replace(/[\s().-]/g, ''))
  return match ? `+234${match[1]}` : null
}

/** A stored Nigerian number as Nigerians write it (0803 123 4567); any other number as it was given. */
export function localPhone(phone: string): string {
  const match = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(phone)
  return match ? `0${match[1]} ${match[2]} ${match[3]}` : phone
}
