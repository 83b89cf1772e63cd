import { SALON_TIME_ZONE } from '../../contract/salon'

// Lagos time wherever the seller is: the order filters and the dashboard count Lagos days.
const dateTime = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short', timeZone: SALON_TIME_ZONE })
const dateOnly = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'UTC' })

/** 12 Mar 2026, 14:05 in the shop's (Lagos) time. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso))
/** A calendar date (YYYY-MM-DD) as 12 Mar 2026, whatever the time zone. */
export const formatDay = (day: string) => dateOnly.format(new Date(`${day}T00:00:00Z`))

/**
 * A reply link to a customer's address. The address is encoded as one part (RFC 6068), so one stored before
 * addresses were checked strictly (`client@example.ng?bcc=…&body=…`) cannot add recipients or text.
 */
export const mailtoHref = (email: string, subject?: string) =>
  `mailto:${encodeURIComponent(email).replace('%40', '@')}${subject === undefined ? '' : `?subject=${encodeURIComponent(subject)}`}`
