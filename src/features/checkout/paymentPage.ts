/** The payment provider's page lives on another origin: the browser leaves the shop for it. */
export const paymentPage = {
  open: (url: string): void => window.location.assign(url),
}
