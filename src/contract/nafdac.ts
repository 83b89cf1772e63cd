// A product's NAFDAC registration number: its words and its form, with no library (the product page reads the label).

// What the product page, the receipt and the packing slip print before the number: with the shop's words, so the
// product page's chunk does not bring this module (the seller's and the server's) with it.
export { NAFDAC_LABEL } from './messages'

/**
 * A NAFDAC registration number as labels print it: two characters for the product's class (a digit or a letter, then
 * a digit: 02, A7, B1), a hyphen, four to six digits, and sometimes a letter after them (04-1234L). Labels also say
 * "NAFDAC Reg. No." before it and put spaces round the hyphen; those are dropped.
 */
const NAFDAC_PATTERN = /^[0-9A-Z][0-9]-[0-9]{4,6}[A-Z]?$/

/** The number as stored (upper case, no label words or spaces), or null when empty; not checked. */
export function normalizeNafdac(value: string | null | undefined): string | null {
  const text = (value ?? '')
    .toUpperCase()
    .replace(/^\s*NAFDAC\s*(REG(ISTRATION)?\.?\s*(NO|NUMBER)\.?)?\s*:?\s*/, '')
    .replace(/\s+/g, '')
    .replace(/[–—]/g, '-')
  return text === '' ? null : text
}

export const isNafdacNumber = (value: string): boolean => NAFDAC_PATTERN.test(value)
