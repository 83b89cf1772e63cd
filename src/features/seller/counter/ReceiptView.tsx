import { useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { Input } from '../../../components/Control'
import { Spinner } from '../../../components/Spinner'
import { formatNaira } from '../../../contract/money'
import { paths } from '../../../contract/routes'
import { SHOP_NAME } from '../../../contract/shop'
import { counterMessages, PAYMENT_METHOD_NAMES, signedNaira, type CounterSale } from '../../../contract/counter'
import { showToast } from '../../../shared/toasts'
import { PaperChoice, PaperSheet, PrintBar, PrintOnly, type Paper } from '../delivery/PackingSlip'
import { formatDateTime, formatDay } from '../format'
import { useGetCounterSaleQuery, useVoidCounterSaleMutation } from './counterApi'

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
        {sale.payments.map((payment) => (
          <tr key={payment.method}>
            <th scope="row">{PAYMENT_METHOD_NAMES[payment.method]}</th>
            <td>{formatNaira(payment.amount)}</td>
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

/** A sale's receipt, printable on an 80 mm roll or A4, and its void (a refund at the counter) with a reason. */
export function ReceiptView({ id }: { id: string }) {
  const [paper, setPaper] = useState<Paper>('receipt')
  const [reason, setReason] = useState('')
  const { data: sale, isLoading, isError } = useGetCounterSaleQuery(id)
  const [voidSale, { isLoading: voiding }] = useVoidCounterSaleMutation()
  if (isLoading) return <Spinner label="Loading the receipt…" />
  if (isError || !sale) return <p>{counterMessages.saleNotFound}</p>
  const submitVoid = async (event: FormEvent) => {
    event.preventDefault()
    const answer = await voidSale({ id: sale._id, reason })
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
      {sale.status === 'closed' && (
        <VoidForm onSubmit={submitVoid} aria-label="Void this sale">
          <label htmlFor="void-reason">Reason for voiding (the products go back in stock)</label>
          <Input id="void-reason" value={reason} onChange={(event) => setReason(event.target.value)} />
          <Button type="submit" $variant="outline" disabled={voiding}>
            Void sale
          </Button>
        </VoidForm>
      )}
    </>
  )
}
