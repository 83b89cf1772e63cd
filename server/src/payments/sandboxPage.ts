import { formatKobo } from '../../../src/contract'
import { plainPage } from '../pages/plainPage'
import { PAYMENT_PATHS } from './gateway'

/** The sandbox's stand-in for Paystack's payment page: plain forms, no script, fits the shop's CSP. */
export function sandboxCheckoutPage(payment: { reference: string; amountKobo: number; isPaid: boolean; what: 'order' | 'booking deposit' | 'gift card'; returnTo: string }): string {
  const { reference, amountKobo, isPaid, what, returnTo } = payment
  const actions = isPaid
    ? `<p class="note">This ${what} is already paid.</p>
      <a class="button pay" href="${returnTo}?reference=${reference}">Continue</a>`
    : `<form method="post" action="${PAYMENT_PATHS.sandbox}">
        <input type="hidden" name="reference" value="${reference}">
        <button class="button pay" type="submit" name="outcome" value="pay">Pay ${formatKobo(amountKobo)}</button>
        <button class="button cancel" type="submit" name="outcome" value="transfer">Bank transfer (confirmed a moment later)</button>
        <button class="button cancel" type="submit" name="outcome" value="cancel">Cancel</button>
      </form>`
  return plainPage({
    title: 'Test payment · Glow Beauty',
    style: `  .badge { display: inline-block; font-size: 0.75rem; letter-spacing: 0.08em; text-transform: uppercase;
    background: #fff1d6; color: #7a4a00; padding: 0.25rem 0.75rem; border-radius: 999px; }
  h1 { font-size: 1.25rem; margin: 1rem 0 0.25rem; }
  .amount { font-size: 2.25rem; font-weight: 700; margin: 0.5rem 0 0.25rem; }
  .reference { font-size: 0.8rem; color: #6b5d58; word-break: break-all; margin: 0 0 1.5rem; }
  .note { color: #6b5d58; }
  form { display: grid; gap: 0.75rem; }
  .button { display: block; width: 100%; font: inherit; font-weight: 600; padding: 0.85rem 1rem;
    border-radius: 0.6rem; border: 2px solid #b0476b; cursor: pointer; text-decoration: none; }
  .pay { background: #b0476b; color: #fff; }
  .cancel { background: #fff; color: #b0476b; }
  .button:hover { filter: brightness(0.95); }
  .button:focus-visible { outline: 3px solid #2d2320; outline-offset: 2px; }`,
    main: `
  <span class="badge">Test mode: no money moves</span>
  <h1>Glow Beauty ${what}</h1>
  <p class="amount">${formatKobo(amountKobo)}</p>
  <p class="reference">Reference ${reference}</p>
  ${actions}
`,
  })
}
