// What the shop says after checkout (Nigerian addresses, cancellations, refunds, tracking): apart from
// messages.ts so these texts stay out of the home page's JavaScript, in the lazy pages that show them.

export const aftercareMessages = {
  address: {
    nigerianPhone: 'Enter a Nigerian phone number, like 0803 123 4567 or +234 803 123 4567',
    nigerianState: 'Please choose one of Nigeria’s 36 states or the FCT',
    saved: 'Address saved',
    deleted: 'Address deleted',
    notFound: 'Address not found',
  },
  orders: {
    notFound: 'Order not found',
    cancelled: 'Order cancelled',
    cancelledWithRefund: 'Order cancelled. Your payment is being refunded to your card or account.',
    tooLateToCancel: 'This order has been shipped and can no longer be cancelled.',
    alreadyCancelled: 'This order is already cancelled.',
  },
  track: {
    referenceRequired: 'Enter your order number',
    referenceInvalid: 'An order number is the 8 letters and digits in your confirmation e-mail, like 3F9A0C1B',
    emailRequired: 'Enter the e-mail address you placed the order with',
    emailInvalid: 'Enter a valid email',
    /** The same answer whether the number or the e-mail was wrong: nobody learns whether an e-mail has orders. */
    notFound: 'We found no order with that number and e-mail address. Check both and try again.',
    tooMany: 'You have looked up several orders in the last minute. Please wait a minute and try again.',
  },
} as const
