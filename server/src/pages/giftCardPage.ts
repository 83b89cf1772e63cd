import escapeHtml from 'escape-html'
import { formatNaira, SHOP_NAME } from '../../../src/contract'
import type { GiftCardView } from '../../../src/contract/giftCards'
import { plainPage } from './plainPage'

/** The printable gift card (the link in its message): the card on screen, and alone on the page when printed. */
export function giftCardPage(shown: { card: GiftCardView; code: string; message: string; expires: string }): string {
  const { card, code, message, expires } = shown
  const left = card.state === 'live' ? `${formatNaira(card.balance)} left of ${formatNaira(card.amount)}` : card.state === 'used' ? 'Used up' : card.state === 'expired' ? 'Expired' : 'No longer valid'
  return plainPage({
    title: `Gift card · ${escapeHtml(SHOP_NAME)}`,
    style: `  .card { border: 2px solid #b0476b; border-radius: 1rem; padding: 1.5rem 1rem; background: linear-gradient(135deg, #fff 60%, #fbe7ee); }
  .shop { font-size: 0.8rem; letter-spacing: 0.12em; text-transform: uppercase; color: #8a3354; margin: 0; }
  h1 { font-size: 1.5rem; margin: 0.5rem 0; }
  .amount { font-size: 2.5rem; font-weight: 700; margin: 0.25rem 0; color: #2d2320; }
  .message { font-style: italic; margin: 1rem 0; overflow-wrap: anywhere; }
  .code { font-family: ui-monospace, 'SFMono-Regular', Menlo, monospace; font-size: 1.25rem; letter-spacing: 0.08em; margin: 1rem 0 0.25rem; }
  .small { font-size: 0.85rem; color: #5c4d48; margin: 0.25rem 0; }
  .hint { font-size: 0.85rem; color: #5c4d48; margin-top: 1.25rem; }
  @media print {
    @page { margin: 1.5cm; }
    body { background: #fff; min-height: 0; display: block; padding: 0; }
    main { box-shadow: none; max-width: 14cm; margin: 0 auto; padding: 0; }
    .card { background: #fff; border-style: dashed; }
    .hint { display: none; }
  }`,
    main: `
  <div class="card">
    <p class="shop">${escapeHtml(SHOP_NAME)}</p>
    <h1>A gift card for ${escapeHtml(card.recipientName)}</h1>
    <p class="amount">${formatNaira(card.amount)}</p>
    ${message ? `<p class="message">“${escapeHtml(message)}”</p>` : ''}
    <p class="code" aria-label="Gift card code">${escapeHtml(code)}</p>
    <p class="small">${escapeHtml(left)} · valid until ${escapeHtml(expires)}</p>
    <p class="small">Use it at checkout on our website or at the salon's counter, in part or all at once.</p>
  </div>
  <p class="hint">To print it, use your browser's Print (Ctrl+P, or Share → Print on a phone).</p>
`,
  })
}
