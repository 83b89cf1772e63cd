/**
 * The shopper's data saver: the footer's switch writes this cookie ('on' or 'off'); without it the browser's
 * `Save-Data: on` decides. Saving data: product pictures at their smallest width, no decorative pictures or
 * moving marquee, and nothing fetched ahead (no service worker, no page hints).
 */
export const DATA_SAVER_COOKIE = 'save-data'
/** What the server writes on the page's <html> when it is on (index.html's styles key on it). */
export const DATA_SAVER_ATTRIBUTE = 'data-save-data'
/** A picture that only decorates: left out when saving data. */
export const DECORATIVE = 'data-decorative'

/** A product picture's `srcset` cut to its smallest width (its first candidate), as a shopper saving data gets it. */
export const smallestSrcSet = (srcSet: string): string => srcSet.split(', ')[0]!

/** The switch's choice in a Cookie header or document.cookie, if she made one. */
export function dataSaverChoice(cookies: string): boolean | undefined {
  const value = new RegExp(`(?:^|;\\s*)${DATA_SAVER_COOKIE}=(on|off)`).exec(cookies)?.[1]
  return value === undefined ? undefined : value === 'on'
}
