import escapeHtml from 'escape-html'
import { formatKobo, transferAccountLine, type TransferAccount } from '../../../src/contract'
import { plainPage } from './plainPage'

/** A phone client's deposit page (the link the desk sent): pay by card through Paystack, or by transfer with her reference. */
export function depositLinkPage(deposit: { open: boolean; amountKobo: number; reference: string; serviceName: string; when: string; until: string; cardUrl: string | null; transfer: TransferAccount | null }): string {
  const { open, amountKobo, reference, serviceName, when, until, cardUrl, transfer } = deposit
  const body = !open
    ? `<p class="note">This deposit link has expired or was already paid. Please call us if you have questions.</p>`
    : `<p class="note">To keep ${escapeHtml(serviceName)} on ${escapeHtml(when)}, please pay by ${escapeHtml(until)} (Lagos time). It comes off your bill at the salon.</p>
  ${cardUrl ? `<a class="button pay" href="${escapeHtml(cardUrl)}">Pay ${formatKobo(amountKobo)} by card</a>` : ''}
  ${transfer ? `<p class="transfer">Or pay by bank transfer to <strong>${escapeHtml(transferAccountLine(transfer))}</strong> with <strong>${escapeHtml(reference)}</strong> as the reference.</p>` : ''}`
  return plainPage({
    title: 'Your deposit · Glow Beauty',
    style: `  h1 { font-size: 1.25rem; margin: 0 0 0.25rem; }
  .amount { font-size: 2.25rem; font-weight: 700; margin: 0.5rem 0; }
  .note, .transfer { color: #4a3f3b; line-height: 1.5; }
  .button { display: block; font-weight: 600; padding: 0.85rem 1rem; border-radius: 0.6rem; text-decoration: none; margin: 1rem 0; }
  .pay { background: #b0476b; color: #fff; }
  .button:focus-visible { outline: 3px solid #2d2320; outline-offset: 2px; }`,
    main: `
  <h1>Your deposit for booking ${escapeHtml(reference)}</h1>
  <p class="amount">${formatKobo(amountKobo)}</p>
  ${body}
`,
  })
}
