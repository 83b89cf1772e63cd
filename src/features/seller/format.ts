import { formatCalendarDate, formatMediumDateTime } from '../../contract/shopClock'

// Lagos time wherever the seller is: the order filters and the dashboard count Lagos days.

/** 12 Mar 2026, 14:05 in the shop's (Lagos) time. */
export const formatDateTime = (iso: string) => formatMediumDateTime(new Date(iso))
/** A calendar date (YYYY-MM-DD) as 12 Mar 2026, whatever the time zone. */
export const formatDay = formatCalendarDate

/**
 * A reply link to a customer's address. The address is encoded as one part (RFC 6068), so one stored before
 * addresses were checked strictly (`client@example.ng?bcc=…&body=…`) cannot add recipients or text.
 */
export const mailtoHref = (email: string, subject?: string) =>
  `mailto:${encodeURIComponent(email).replace('%40', '@')}${subject === undefined ? '' : `?subject=${encodeURIComponent(subject)}`}`
