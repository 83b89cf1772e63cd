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
  account: {
    title: 'My Account',
    changePasswordTitle: 'Change password',
    currentPasswordRequired: 'Enter your current password',
    currentPasswordWrong: 'Your current password is not right. Please try again.',
    samePassword: 'Choose a new password different from your current one',
    passwordChanged: 'Password changed. You have been logged out on your other devices.',
    downloadTitle: 'Download my data',
    downloadIntro: 'A JSON file of what the shop holds about you: your account, addresses, orders and salon bookings made with your e-mail.',
    deleteTitle: 'Delete my account',
    deleteIntro:
      'Your account, its saved addresses and its sessions are erased, and you are logged out everywhere. Orders you placed stay in the shop’s books, as the law requires, with your name, e-mail, phone and street removed.',
    deleteConfirm: 'Type your password to delete your account for good. This cannot be undone.',
    openOrdersWarning: 'These orders of yours are not delivered yet:',
    openOrdersFate:
      'Deleting your account cancels those not yet shipped: their items go back on the shelf and a paid order is refunded to your card or account. An order already on its way is still delivered: its name, street and phone are kept until it is, then removed.',
    deleted: 'Your account has been deleted.',
    sellerCannotDelete: 'The shop’s own account cannot be deleted here.',
    /** Who an order of a deleted account belongs to, in the seller's lists and exports. */
    erasedCustomer: 'Deleted account',
    emailVerifiedState: 'Verified',
    emailUnverifiedState:
      'Not verified yet. Open the link we e-mailed you: until then, salon bookings and the newsletter subscription made with this e-mail are not shown in your account, its data or its deletion.',
    sendVerificationAgain: 'Send the link again',
    verificationSent: 'We have sent you a new link. Please check your e-mail.',
    alreadyVerified: 'Your e-mail address is already verified.',
    verificationTooMany: 'Several links have been sent already. Please check your e-mail (and its spam folder) or try again in an hour.',
    verifyTitle: 'Verify your e-mail',
    verifying: 'Verifying your e-mail address…',
    emailVerified: 'Your e-mail address is verified. Thank you!',
    verificationLinkInvalid: 'This link has expired or has already been used. You can send a new one from My Account.',
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
