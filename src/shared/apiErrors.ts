// What a failed API call tells the shopper (SPEC §8), shared by the global error listener and background calls.

/** The server's `message` of a failed call, or a plain explanation when there is none. */
export function failedCallMessage(payload: unknown): string {
  if (typeof payload === 'object' && payload !== null) {
    const { data, error } = payload as { data?: { message?: unknown }; error?: unknown }
    if (data && typeof data.message === 'string') return data.message
    if (typeof error === 'string') return 'We could not reach the shop. Check your connection and try again.'
  }
  return 'Something went wrong. Please try again.'
}

/** Calls that report their failures themselves (the cart retries; the contact form has its own words; the product page says the product is not found; Track Order and the account page say what went wrong under their forms; a booking's manage link shows its own not-found page; the cart's quote says under its figures why it cannot deliver; the desk's New booking says in its dialog why it could not book; the join page says a link is no longer good), not through the global toast. */
export const selfReportingEndpoints: ReadonlySet<string> = new Set(['updateCart', 'sendContactMessage', 'getProduct', 'trackOrder', 'getManagedBooking', 'changePassword', 'deleteAccount', 'verifyEmail', 'getOrderQuote', 'takeDeskBooking', 'getInvitation'])
