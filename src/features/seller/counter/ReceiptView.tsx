import { useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { ValidationError } from 'yup'
import { Button } from '../../../components/Button'
import { FieldError, Input } from '../../../components/Control'
import { Spinner } from '../../../components/Spinner'
import { formatNaira, koboToNaira, nairaToKobo } from '../../../contract/money'
import { NAFDAC_LABEL } from '../../../contract/nafdac'
import { paths } from '../../../contract/routes'
import { SHOP_CONTACT, SHOP_NAME } from '../../../contract/shop'
import {
  counterMessages,
  PAYMENT_METHOD_NAMES,
  PAYMENT_METHODS,
  refundLineSchema,
  refundSplitKobo,
  SERVICE_LINE,
  signedNaira,
  voidSaleSchema,
  type CounterLineRefundState,
  type CounterSale,
} from '../../../contract/counter'
import { showToast } from '../../../shared/toasts'
import { ConfirmDialog } from '../ConfirmDialog'
import { PaperChoice, PaperSheet, PrintBar, PrintOnly, type Paper } from '../delivery/PackingSlip'
import { formatDateTime, formatDay } from '../format'
import { useGetCounterSaleQuery, useRefundCounterLineMutation, useVoidCounterSaleMutation } from './counterApi'

const Receipt = styled(PaperSheet)`
  font-variant-numeric: tabular-nums;
  header { text-align: center; border-bottom: 2px solid #111; padding-bottom: 2mm; margin-bottom: 3mm; }
  header p { margin: 0; }
  h2 { margin: 0; font-size: 1.5em; letter-spacing: 0.05em; }
  table { width: 100%; border-collapse: collapse; }
  th, td { padding: 1mm 0; border-bottom: 1px dashed #999; text-align: left; vertical-align: top; }
  th:last-child, td:last-child { text-align: right; padding-left: 2mm; white-space: nowrap; }
  tfoot th, tfoot td { border-bottom: 0; }
  .total th, .total td { font-weight: 700; font-size: 1.15em; border-top: 2px solid #111; }
  .void { margin: 2mm 0; padding: 2mm; border: 2px solid #111; text-align: center; font-weight: 700; }
  footer { margin-top: 3mm; text-align: center; }
`

const VoidForm = styled.form`
  @media print { display: none; }
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 28rem;
  margin-top: ${({ theme }) => theme.space.lg};
  label { font-weight: 600; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`

const Refunds = styled.section`
  @media print { display: none; }
  max-width: 40rem;
  margin-top: ${({ theme }) => theme.space.lg};
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; margin: 0 0 ${({ theme }) => theme.space.sm}; }
  ul { list-style: none; margin: 0; padding: 0; }
  li { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${({ theme }) => theme.space.sm}; padding: ${({ theme }) => theme.space.sm} 0; border-bottom: 1px solid ${({ theme }) => theme.colors.line}; }
  li span { font-variant-numeric: tabular-nums; }
`

const ReasonField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  label { font-weight: 600; font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.ink}; }
`

/** What is wrong with a void's or a refund's reason, by the rule the server checks, or null. */
function reasonProblem(reason: string, schema: { validateSyncAt(path: 'reason', value: { reason: string }): unknown } = voidSaleSchema): string | null {
  try {
    schema.validateSyncAt('reason', { reason })
    return null
  } catch (error) {
    if (error instanceof ValidationError) return error.errors[0] ?? counterMessages.voidReason
    throw error
  }
}

/** Naira added or taken away to the kobo (floats of naira never add up exactly). */
const nairaSum = (amounts: number[]) => koboToNaira(amounts.reduce((sum, amount) => sum + nairaToKobo(amount), 0))

/** A line's refund as the receipt prints it, under the line. */
const RefundedNote = ({ state }: { state: CounterLineRefundState }) =>
  state.refunded && (
    <div>
      <strong>{counterMessages.refundedLine(formatNaira(state.refunded.amount))}</strong>: {state.refunded.reason}
    </div>
  )

/** The receipt's rows: each amount in naira, a discount as a minus. */
function ReceiptTable({ sale }: { sale: CounterSale }) {
  const minus = (naira: number) => `−${formatNaira(naira)}`
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {sale.service && (
          <tr>
            <td>
              {sale.service.name}
              {sale.service.discount > 0 && <div>Discount ({sale.service.discountReason}): {minus(sale.service.discount)}</div>}
              <RefundedNote state={sale.service} />
            </td>
            <td>{formatNaira(sale.service.price - sale.service.discount)}</td>
          </tr>
        )}
        {sale.lines.map((line) => (
          <tr key={line.productId}>
            <td>
              {line.name}
              <div>
                {line.quantity} × {formatNaira(line.unitPrice)}
                {line.discount > 0 && ` · discount (${line.discountReason}) ${minus(line.discount)}`}
              </div>
              <RefundedNote state={line} />
              {line.nafdac && (
                <div>
                  {NAFDAC_LABEL} {line.nafdac}
                </div>
              )}
            </td>
            <td>{formatNaira(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {sale.billDiscount > 0 && (
          <tr>
            <th scope="row">Discount ({sale.billDiscountReason})</th>
            <td>{minus(sale.billDiscount)}</td>
          </tr>
        )}
        <tr>
          <th scope="row">{counterMessages.taxLine(sale.taxIncluded)}</th>
          <td>{formatNaira(sale.tax)}</td>
        </tr>
        {sale.rounding !== 0 && (
          <tr>
            <th scope="row">{counterMessages.rounding}</th>
            <td>{signedNaira(sale.rounding)}</td>
          </tr>
        )}
        <tr className="total">
          <th scope="row">Total</th>
          <td>{formatNaira(sale.total)}</td>
        </tr>
        {sale.deposit > 0 && (
          <tr>
            <th scope="row">Deposit paid ahead</th>
            <td>{minus(sale.deposit)}</td>
          </tr>
        )}
        {sale.payments.map((payment, index) => (
          // Two gift cards are two payments of one method.
          <tr key={`${payment.method}-${index}`}>
            <th scope="row">{PAYMENT_METHOD_NAMES[payment.method]}</th>
            <td>{formatNaira(payment.amount)}</td>
          </tr>
        ))}
        {sale.refunds.map((refund) => (
          <tr key={`refund-${refund.method}`}>
            <th scope="row">{counterMessages.refundedBy(PAYMENT_METHOD_NAMES[refund.method])}</th>
            <td>{minus(refund.amount)}</td>
          </tr>
        ))}
        {sale.tips.map((tip) => (
          <tr key={tip.member}>
            <th scope="row">
              Tip for {tip.name} ({PAYMENT_METHOD_NAMES[tip.method]})
            </th>
            <td>{formatNaira(tip.amount)}</td>
          </tr>
        ))}
        {sale.tendered !== null && (
          <tr>
            <th scope="row">Cash tendered</th>
            <td>{formatNaira(sale.tendered)}</td>
          </tr>
        )}
        {sale.change > 0 && (
          <tr>
            <th scope="row">Change</th>
            <td>{formatNaira(sale.change)}</td>
          </tr>
        )}
      </tfoot>
    </table>
  )
}

/** What voiding gives back, asked before it is done: what its lines' refunds did not give back already. */
function VoidDialog({ sale, busy, onConfirm, onClose }: { sale: CounterSale; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const cm = counterMessages
  const left = koboToNaira(nairaToKobo(sale.due) - nairaToKobo(nairaSum(sale.refunds.map((refund) => refund.amount))))
  return (
    <ConfirmDialog title={cm.voidTitle(sale.number)} keepLabel={cm.voidKeep} confirmLabel={cm.voidConfirm} busyLabel={cm.voiding} busy={busy} onConfirm={onConfirm} onClose={onClose}>
      <ul>
        {left > 0 && <li>{cm.voidGivesBack(formatNaira(left))}</li>}
        {sale.lines.some((line) => !line.refunded) && <li>{cm.voidRestocks}</li>}
        {sale.bookingId && <li>{cm.voidUnbills}</li>}
        <li>{cm.voidFinal}</li>
      </ul>
    </ConfirmDialog>
  )
}

/** A line of the bill a refund may give back: a product line's id or the service (SERVICE_LINE). */
interface RefundableLine {
  id: string
  name: string
  /** Units going back on the shelf (a product line), or null (the service). */
  units: number | null
  refundable: number
}

/** The lines of a closed bill that a refund may still give back. */
const refundableLines = (sale: CounterSale): RefundableLine[] => [
  ...(sale.service && sale.service.refundable > 0 ? [{ id: SERVICE_LINE, name: sale.service.name, units: null, refundable: sale.service.refundable }] : []),
  ...sale.lines.filter((line) => line.refundable > 0).map((line) => ({ id: line._id, name: line.name, units: line.quantity, refundable: line.refundable })),
]

/**
 * Refunding one line, asked first: what goes back and how (cash first, as the server splits it: refundSplitKobo over
 * what each method still holds of the bill), the units back on the shelf, and why (required).
 */
function RefundDialog({ sale, line, onClose }: { sale: CounterSale; line: RefundableLine; onClose: () => void }) {
  const cm = counterMessages
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [refundLine, { isLoading }] = useRefundCounterLineMutation()
  const held = Object.fromEntries(
    PAYMENT_METHODS.map((method) => [
      method,
      nairaToKobo(nairaSum(sale.payments.filter((payment) => payment.method === method).map((payment) => payment.amount))) -
        nairaToKobo(nairaSum(sale.refunds.filter((refund) => refund.method === method).map((refund) => refund.amount))),
    ]),
  )
  const parts = refundSplitKobo(held, nairaToKobo(line.refundable)).map((part) => ({ amount: formatNaira(koboToNaira(part.amountKobo)), method: PAYMENT_METHOD_NAMES[part.method] }))
  const confirm = async () => {
    const refused = reasonProblem(reason, refundLineSchema)
    setProblem(refused)
    if (refused) {
      document.getElementById('refund-reason')?.focus()
      return
    }
    const answer = await refundLine({ id: sale._id, line: line.id, reason })
    onClose()
    if ('data' in answer && answer.data) showToast('success', answer.data.message ?? cm.refunded(line.name, formatNaira(line.refundable)))
  }
  return (
    <ConfirmDialog title={cm.refundTitle(line.name)} keepLabel={cm.refundKeep} confirmLabel={cm.refundConfirm} busyLabel={cm.refunding} busy={isLoading} onConfirm={() => void confirm()} onClose={onClose}>
      <ul>
        <li>{cm.refundGivesBack(formatNaira(line.refundable), parts)}</li>
        {line.units !== null && <li>{cm.refundRestocks(line.units)}</li>}
        <li>{cm.refundFinal}</li>
      </ul>
      <ReasonField>
        <label htmlFor="refund-reason">{cm.refundReasonLabel}</label>
        <Input
          id="refund-reason"
          value={reason}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'refund-reason-problem' : undefined}
          onChange={(event) => (setReason(event.target.value), setProblem(null))}
        />
        {problem && (
          <FieldError id="refund-reason-problem" role="alert">
            {problem}
          </FieldError>
        )}
      </ReasonField>
    </ConfirmDialog>
  )
}

/** The lines a refund may still give back, each with its button; nothing for a voided bill or one given back whole. */
function RefundLines({ sale, onRefund }: { sale: CounterSale; onRefund: (line: RefundableLine) => void }) {
  const lines = refundableLines(sale)
  if (sale.status !== 'closed' || lines.length === 0) return null
  return (
    <Refunds aria-labelledby="refund-lines">
      <h2 id="refund-lines">{counterMessages.refundLinesTitle}</h2>
      <ul>
        {lines.map((line) => (
          <li key={line.id}>
            <span>
              {line.units !== null && `${line.units} × `}
              {line.name} · {counterMessages.refundToGiveBack(formatNaira(line.refundable))}
            </span>
            <Button type="button" $variant="outline" onClick={() => onRefund(line)}>
              {counterMessages.refundLine(line.name)}
            </Button>
          </li>
        ))}
      </ul>
    </Refunds>
  )
}

/** A sale's receipt, printable on an 80 mm roll or A4, and its void (a refund at the counter) with a reason, confirmed first. */
export function ReceiptView({ id }: { id: string }) {
  const [paper, setPaper] = useState<Paper>('receipt')
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [refunding, setRefunding] = useState<RefundableLine | null>(null)
  const { data: sale, isLoading, isError } = useGetCounterSaleQuery(id)
  const [voidSale, { isLoading: voiding }] = useVoidCounterSaleMutation()
  if (isLoading) return <Spinner label="Loading the receipt…" />
  if (isError || !sale) return <p>{counterMessages.saleNotFound}</p>
  const askToVoid = (event: FormEvent) => {
    event.preventDefault()
    const refused = reasonProblem(reason)
    setProblem(refused)
    if (!refused) setConfirming(true)
  }
  const confirmVoid = async () => {
    const answer = await voidSale({ id: sale._id, reason })
    setConfirming(false)
    if ('data' in answer && answer.data) showToast('success', answer.data.message ?? counterMessages.voided(sale.number))
  }
  return (
    <>
      <PrintOnly $paper={paper} />
      <PrintBar>
        <PaperChoice paper={paper} onChange={setPaper} />
        <Button type="button" onClick={() => window.print()}>
          Print receipt
        </Button>
        <Link to={paths.sellerCounter}>New bill</Link>
      </PrintBar>
      <Receipt className="print-area" $paper={paper} aria-label={`Receipt ${sale.number}`}>
        <header>
          <h2>{SHOP_NAME}</h2>
          <p>
            {SHOP_CONTACT.street}, {SHOP_CONTACT.city}
          </p>
          <p>Tel. {SHOP_CONTACT.phone}</p>
          <p>Receipt {sale.number}</p>
          <p>{formatDateTime(sale.createdAt)}</p>
          {sale.clientName && <p>{sale.clientName}</p>}
        </header>
        {sale.status === 'voided' && <p className="void">VOIDED{sale.voidReason ? `: ${sale.voidReason}` : ''}</p>}
        {sale.otherDay && <p>{counterMessages.billedOtherDay(formatDay(sale.otherDay.visitDate), sale.otherDay.by)}</p>}
        <ReceiptTable sale={sale} />
        <footer>
          <p>Served by {sale.staffName || SHOP_NAME}. Thank you!</p>
        </footer>
      </Receipt>
      <RefundLines sale={sale} onRefund={setRefunding} />
      {refunding && sale.status === 'closed' && <RefundDialog sale={sale} line={refunding} onClose={() => setRefunding(null)} />}
      {sale.status === 'closed' && (
        <VoidForm onSubmit={askToVoid} noValidate aria-label="Void this sale">
          <label htmlFor="void-reason">{counterMessages.voidReasonLabel}</label>
          <Input
            id="void-reason"
            value={reason}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'void-reason-problem' : undefined}
            onChange={(event) => (setReason(event.target.value), setProblem(null))}
          />
          {problem && (
            <FieldError id="void-reason-problem" role="alert">
              {problem}
            </FieldError>
          )}
          <Button type="submit" $variant="outline">
            Void sale
          </Button>
        </VoidForm>
      )}
      {confirming && sale.status === 'closed' && <VoidDialog sale={sale} busy={voiding} onConfirm={() => void confirmVoid()} onClose={() => setConfirming(false)} />}
    </>
  )
}
