// The browser's naira formats, apart from money.ts: the home page makes them ahead of the first price
// (src/main.tsx), and ships this module alone, not every money rule with it.

export const CURRENCY = 'NGN'

// Made on first use, not when the module loads: a browser's first number format loads its locale data, a
// long task that would otherwise sit in the evaluation of every script that imports this module.
let formats: { wholeNaira: Intl.NumberFormat; nairaAndKobo: Intl.NumberFormat } | undefined
export const nairaFormats = () =>
  (formats ??= {
    wholeNaira: new Intl.NumberFormat('en-NG', { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 }),
    nairaAndKobo: new Intl.NumberFormat('en-NG', { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2 }),
  })

/**
 * Makes the formats ahead of the first price: the app calls it in a moment of its own (src/main.tsx), so the
 * locale data does not load in the middle of drawing a list of products.
 */
export const prepareNairaFormats = (): void => void nairaFormats()
