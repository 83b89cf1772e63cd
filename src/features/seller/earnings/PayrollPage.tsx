import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { Input } from '../../../components/Field'
import { Spinner } from '../../../components/Spinner'
import { earningsMessages, spanDays } from '../../../contract/earnings'
import { formatNaira } from '../../../contract/money'
import { formatCalendarDate, isCalendarDate, shopDate } from '../../../contract/shopClock'
import { apiUrl } from '../../../shared/env'
import { showToast } from '../../../shared/toasts'
import { ConfirmDialog } from '../ConfirmDialog'
import { PrintBar, PrintOnly } from '../delivery/PackingSlip'
import { SellerHeading } from '../SellerHeading'
import { useClosePayrollMutation, useGetPayrollQuery } from './earningsApi'

const em = earningsMessages

const Pick = styled.label`
  display: grid;
  gap: 2px;
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  input { min-width: 10rem; }
`

// A phone shows each member as a row that scrolls sideways inside its box; print shows the table on A4 alone.
const Sheet = styled.section`
  .scroll { overflow-x: auto; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; margin: 0 0 ${({ theme }) => theme.space.sm}; }
  table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; background: ${({ theme }) => theme.colors.surface}; }
  th, td { padding: ${({ theme }) => theme.space.sm}; border-bottom: 1px solid ${({ theme }) => theme.colors.line}; text-align: right; white-space: nowrap; }
  th:first-child, td:first-child { text-align: left; position: sticky; left: 0; background: ${({ theme }) => theme.colors.surface}; }
  thead th { font-size: ${({ theme }) => theme.fontSizes.sm}; }
  tfoot td, tfoot th { font-weight: 700; border-bottom: 0; }
  .closed { margin: 0 0 ${({ theme }) => theme.space.sm}; font-weight: 600; }
  @media print {
    .scroll { overflow: visible; }
    table { font-size: 10pt; }
    th, td { padding: 1.5mm 2mm; border-bottom: 1px solid #999; }
  }
`

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b * 100, 0)) / 100

/** /seller/payroll: what each member earned over any Lagos days (this month by default), printable, as a CSV, and closed once paid. */
export function PayrollPage() {
  const [params, setParams] = useSearchParams()
  const month = spanDays('month', shopDate())
  const from = isCalendarDate(params.get('from') ?? '') ? params.get('from')! : month.from
  const to = isCalendarDate(params.get('to') ?? '') ? params.get('to')! : month.to
  const { data, isLoading, isError } = useGetPayrollQuery({ from, to }, { skip: from > to })
  const [close, { isLoading: closing }] = useClosePayrollMutation()
  const [asking, setAsking] = useState(false)
  const setDay = (name: 'from' | 'to', value: string) => {
    const next = new URLSearchParams(params)
    next.set(name, value)
    setParams(next)
  }
  const confirmClose = async () => {
    const answer = await close({ from, to })
    setAsking(false)
    if ('data' in answer && answer.data) showToast('success', answer.data.message ?? em.periodClosed(from, to))
  }
  const payroll = data?.payroll
  return (
    <>
      <SellerHeading title={em.payrollTitle} />
      <PrintOnly $paper="a4" />
      <PrintBar>
        <Pick>
          First day
          <Input type="date" value={from} onChange={(event) => setDay('from', event.target.value)} />
        </Pick>
        <Pick>
          Last day
          <Input type="date" value={to} onChange={(event) => setDay('to', event.target.value)} />
        </Pick>
        <Button type="button" onClick={() => window.print()}>
          Print payroll
        </Button>
        <Button as="a" href={`${apiUrl}/api/earnings/payroll.csv?${new URLSearchParams({ from, to })}`} download $variant="outline">
          Download CSV
        </Button>
        {payroll && !payroll.closed && (
          <Button type="button" $variant="outline" onClick={() => setAsking(true)}>
            Close period
          </Button>
        )}
      </PrintBar>
      {from > to ? (
        <p role="alert">{em.periodOrder}</p>
      ) : isLoading ? (
        <Spinner label="Loading the payroll…" />
      ) : isError || !payroll ? (
        <p>The payroll could not be loaded.</p>
      ) : (
        <Sheet className="print-area" aria-labelledby="payroll-period">
          <h2 id="payroll-period">
            Payroll · {formatCalendarDate(payroll.from)} to {formatCalendarDate(payroll.to)}
          </h2>
          <p className="closed">{payroll.closed ? `Closed on ${formatCalendarDate(payroll.closed.at.slice(0, 10))}: these figures are as paid.` : 'Open: the figures change as bills close, and a refund lands in the period it happens in.'}</p>
          <div className="scroll" tabIndex={0} role="region" aria-label="Each member’s figures (scrolls sideways on a phone)">
          <table>
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Services</th>
                <th scope="col">Their value</th>
                <th scope="col">Products sold</th>
                <th scope="col">Refunds</th>
                <th scope="col">Commission</th>
                <th scope="col">Tips</th>
                <th scope="col">To pay</th>
              </tr>
            </thead>
            <tbody>
              {payroll.members.map((row) => (
                <tr key={row.member}>
                  <th scope="row">{row.name}</th>
                  <td>{row.services}</td>
                  <td>{formatNaira(row.servicesValue)}</td>
                  <td>{formatNaira(row.productsValue)}</td>
                  <td>{row.refunds > 0 ? `−${formatNaira(row.refunds)}` : formatNaira(0)}</td>
                  <td>{formatNaira(row.commission)}</td>
                  <td>{formatNaira(row.tips)}</td>
                  <td>{formatNaira(row.total)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td>{payroll.members.reduce((all, row) => all + row.services, 0)}</td>
                <td>{formatNaira(sum(payroll.members.map((row) => row.servicesValue)))}</td>
                <td>{formatNaira(sum(payroll.members.map((row) => row.productsValue)))}</td>
                <td>{formatNaira(sum(payroll.members.map((row) => row.refunds)))}</td>
                <td>{formatNaira(sum(payroll.members.map((row) => row.commission)))}</td>
                <td>{formatNaira(sum(payroll.members.map((row) => row.tips)))}</td>
                <td>{formatNaira(sum(payroll.members.map((row) => row.total)))}</td>
              </tr>
            </tfoot>
          </table>
          </div>
        </Sheet>
      )}
      {asking && (
        <ConfirmDialog
          title={`Close the payroll of ${formatCalendarDate(from)} to ${formatCalendarDate(to)}?`}
          keepLabel="Keep it open"
          confirmLabel="Close period"
          busyLabel="Closing…"
          busy={closing}
          onConfirm={() => void confirmClose()}
          onClose={() => setAsking(false)}
        >
          <p>Its figures are kept as they are now and shown from then on; a refund that comes later lands in the period it happens in.</p>
        </ConfirmDialog>
      )}
    </>
  )
}
