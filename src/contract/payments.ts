// The ledger's vocabulary: every sale (an online order, cash on delivery, a counter bill) and every deposit is paid
// by payment rows of one table, and a refund is a row of its own. The methods are data: views, messages, CSVs and
// the dashboard read what a method may do from here instead of branching on its name. A new method is a new entry.

export interface PaymentMethodTerms {
  /** How the shop names it to a client and on a receipt. */
  name: string
  /** Taken online, through the payment provider (its reference names the payment there). */
  online: boolean
  /** Taken at the salon's counter, by a member of the team. */
  counter: boolean
  /** Given back through the payment provider (a refund request); otherwise by hand, off the books. */
  refundThroughProvider: boolean
  /** Names the money by a reference of its own (the provider's, a card's code): a row of it carries one. */
  needsReference: boolean
  /** Counts in the cash drawer at the end of the day. */
  cashDrawer: boolean
  /**
   * Given back by hand when one line of a counter bill is refunded (refundSplitKobo). A gift card's money goes back to
   * the card, which only a void of the whole bill does (it writes the card's movement).
   */
  lineRefund: boolean
}

export const PAYMENT_METHOD_TERMS = {
  online: { name: 'Paid online', online: true, counter: false, refundThroughProvider: true, needsReference: true, cashDrawer: false, lineRefund: false },
  cash: { name: 'Cash', online: false, counter: true, refundThroughProvider: false, needsReference: false, cashDrawer: true, lineRefund: true },
  transfer: { name: 'Transfer', online: false, counter: true, refundThroughProvider: false, needsReference: false, cashDrawer: false, lineRefund: true },
  card: { name: 'Card (terminal)', online: false, counter: true, refundThroughProvider: false, needsReference: false, cashDrawer: false, lineRefund: true },
  // Taken from a gift card's balance (its own ledger, giftCards.ts): given back to the card when the sale is cancelled.
  giftCard: { name: 'Gift card', online: false, counter: true, refundThroughProvider: false, needsReference: true, cashDrawer: false, lineRefund: false },
} as const satisfies Record<string, PaymentMethodTerms>

export type LedgerMethod = keyof typeof PAYMENT_METHOD_TERMS
export const LEDGER_METHODS = Object.keys(PAYMENT_METHOD_TERMS) as LedgerMethod[]

/**
 * A payment row is money in; a refund row is money given back (its amount positive too); a tip row is money in for a
 * member, beside a counter bill: in the cash drawer when cash, never in the takings (every takings figure reads 'payment');
 * a fee row is a booking's late-cancellation or no-show fee charged to her kept card, never taken off her bill.
 */
export const PAYMENT_KINDS = ['payment', 'refund', 'tip', 'fee'] as const
export type PaymentKind = (typeof PAYMENT_KINDS)[number]

/**
 * Where a row stands: started (the provider's page was opened, nothing heard yet), pending (the provider has it under
 * way: a bank transfer, USSD), succeeded (the money moved), failed (refused, abandoned, or its order or hold ended first).
 */
export const PAYMENT_STATES = ['started', 'pending', 'succeeded', 'failed'] as const
export type PaymentRowState = (typeof PAYMENT_STATES)[number]

/** What of these payments goes into the cash drawer: what change is given from. */
export const cashDrawerKobo = (payments: { method: LedgerMethod; amountKobo: number }[]): number =>
  payments.filter((payment) => PAYMENT_METHOD_TERMS[payment.method].cashDrawer).reduce((sum, payment) => sum + payment.amountKobo, 0)
