/** The sessionStorage mark of a payment this tab left the shop to make. */
const PAYMENT_STARTED = 'glow-payment-started'

/** Marks this tab as gone to pay: the provider sends it back to /order-success, which only then says so. */
export const markPaymentStarted = (): void => window.sessionStorage.setItem(PAYMENT_STARTED, '1')

export const paymentWasStarted = (): boolean => window.sessionStorage.getItem(PAYMENT_STARTED) === '1'

export const forgetPaymentStarted = (): void => window.sessionStorage.removeItem(PAYMENT_STARTED)
