// Money is integer kobo in all arithmetic (100 kobo = 1 naira); the API shows naira numbers.
import { nairaFormats } from './nairaFormats'

export { CURRENCY } from './nairaFormats'

export const TAX_PERCENT = 2

/** The largest amount the shop's kobo columns hold (₦21,474,836.47): no order, deposit or payment is more. */
export const MAX_KOBO = 2_147_483_647

/** A whole number of kobo the shop can store: what a payment provider reports is checked against it before any query. */
export const isStorableKobo = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_KOBO

export const nairaToKobo = (naira: number): number => Math.round(naira * 100)
export const koboToNaira = (kobo: number): number => kobo / 100

/** 2 % tax, rounded down to the kobo: the cart amount is rounded down to 2 decimals. */
export const taxKobo = (subtotalKobo: number): number => Math.floor((subtotalKobo * TAX_PERCENT) / 100)

/**
 * What a client pays at the salon's counter: the nearest whole naira (50 kobo and up round up). No one hands over or
 * gives change in kobo; the bill and the receipt show the difference as a line of its own, so the books stay exact.
 */
export const roundToNaira = (kobo: number): number => Math.round(kobo / 100) * 100

/** A booking's deposit: the owner's percentage of its price, rounded to the nearest kobo. */
export const depositKobo = (priceKobo: number, percent: number): number => Math.round((priceKobo * percent) / 100)

export interface PricedLine {
  unitKobo: number
  quantity: number
}

export interface CartTotals {
  subtotalKobo: number
  /** What a discount code took off the products, before their tax. */
  discountKobo: number
  taxKobo: number
  shippingKobo: number
  totalKobo: number
}

/**
 * The one price rule: the cart page shows it and the server charges it. The tax is on the products alone, after a
 * code's discount (SPEC: 2 % of the cart amount); the delivery fee is added untaxed.
 */
export function cartTotals(lines: readonly PricedLine[], shippingKobo = 0, discountKobo = 0): CartTotals {
  const subtotalKobo = lines.reduce((sum, line) => sum + line.unitKobo * line.quantity, 0)
  const tax = taxKobo(subtotalKobo - discountKobo)
  return { subtotalKobo, discountKobo, taxKobo: tax, shippingKobo, totalKobo: subtotalKobo - discountKobo + tax + shippingKobo }
}

/** ₦12,500 for whole naira, ₦101.98 otherwise. */
export const formatKobo = (kobo: number): string => {
  const { wholeNaira, nairaAndKobo } = nairaFormats()
  return (kobo % 100 === 0 ? wholeNaira : nairaAndKobo).format(kobo / 100)
}
export const formatNaira = (naira: number): string => formatKobo(nairaToKobo(naira))
