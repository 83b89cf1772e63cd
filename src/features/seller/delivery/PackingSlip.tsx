import { useState } from 'react'
import styled, { createGlobalStyle } from 'styled-components'
import { Button } from '../../../components/Button'
import { Spinner } from '../../../components/Spinner'
import { deliveryMessages, shippingText } from '../../../contract/delivery'
import { formatNaira } from '../../../contract/money'
import { NAFDAC_LABEL } from '../../../contract/nafdac'
import { orderNumber } from '../../../contract/orders'
import { SHOP_NAME } from '../../../contract/shop'
import type { Order } from '../../../contract/types'
import { formatDateTime } from '../format'
import { useGetSellerOrderQuery } from '../orders/ordersApi'
import { useGetDeliverySettingsQuery } from './deliveryApi'
import { PhoneLinks } from '../PhoneLinks'

export const PAPERS = { a4: 'A4', receipt: '80 mm receipt' } as const
export type Paper = keyof typeof PAPERS

/** What prints: only `.print-area`, on the paper chosen; the page's frame and controls stay on screen. */
export const PrintOnly = createGlobalStyle<{ $paper: Paper }>`
  @media print {
    @page { size: ${({ $paper }) => ($paper === 'a4' ? 'A4' : '80mm auto')}; margin: ${({ $paper }) => ($paper === 'a4' ? '12mm' : '3mm')}; }
    body * { visibility: hidden; }
    .print-area, .print-area * { visibility: visible; }
    .print-area { position: absolute; left: 0; top: 0; width: 100%; margin: 0; box-shadow: none !important; border: 0 !important; }
    .print-area a { color: inherit; text-decoration: none; }
  }
`

export const PrintBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  fieldset { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.md}; margin: 0; padding: 0; border: 0; }
  legend { float: left; margin-right: ${({ theme }) => theme.space.sm}; padding: 0; font-weight: 600; line-height: 44px; }
  label { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space.xs}; min-height: 44px; }
  input { width: 18px; height: 18px; accent-color: ${({ theme }) => theme.colors.primary}; }
`

/** The paper the owner prints on: an office printer's A4, or a dispatch counter's 80 mm receipt roll. */
export function PaperChoice({ paper, onChange }: { paper: Paper; onChange: (paper: Paper) => void }) {
  return (
    <fieldset>
      <legend>Paper</legend>
      {(Object.keys(PAPERS) as Paper[]).map((choice) => (
        <label key={choice}>
          <input type="radio" name="paper" checked={paper === choice} onChange={() => onChange(choice)} />
          {PAPERS[choice]}
        </label>
      ))}
    </fieldset>
  )
}

/** A printed page (a slip, a receipt) as wide as its paper: an 80 mm roll or A4. */
export const PaperSheet = styled.article<{ $paper: Paper }>`
  max-width: ${({ $paper }) => ($paper === 'a4' ? '180mm' : '74mm')};
  padding: ${({ $paper }) => ($paper === 'a4' ? '10mm' : '3mm')};
  background: #fff;
  color: #111;
  border: 1px solid ${({ theme }) => theme.colors.line};
  font-size: ${({ $paper }) => ($paper === 'a4' ? '11pt' : '9pt')};
  line-height: 1.4;
  overflow-wrap: anywhere;
`

const Slip = styled(PaperSheet)`
  header { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 2mm; border-bottom: 2px solid #111; padding-bottom: 2mm; margin-bottom: 3mm; }
  header p { margin: 0; }
  h2 { margin: 0; font-size: 1.6em; letter-spacing: 0.05em; }
  h3 { margin: 3mm 0 1mm; font-size: 0.85em; text-transform: uppercase; letter-spacing: 0.06em; }
  address { font-style: normal; }
  table { width: 100%; border-collapse: collapse; }
  th, td { padding: 1mm 0; border-bottom: 1px solid #bbb; text-align: left; vertical-align: top; }
  th:last-child, td:last-child { text-align: right; padding-left: 2mm; }
  .cash { margin-top: 4mm; padding: 2mm; border: 2px solid #111; font-size: 1.25em; font-weight: 700; }
`

/** "Cash to collect: ₦12,740" for an unpaid cash order; otherwise that nothing is to be collected. */
const cashLine = (order: Order) =>
  order.paymentType === 'COD' && !order.isPaid ? `Cash to collect: ${formatNaira(order.amount)}` : 'Paid: collect nothing'

/** The slip that goes in the parcel and in the rider's hand: who, where (landmark first), what, and the cash to collect. */
export function PackingSlipView({ id }: { id: string }) {
  const [paper, setPaper] = useState<Paper>('a4')
  const { data: order, isLoading, isError } = useGetSellerOrderQuery(id)
  const { data: settings } = useGetDeliverySettingsQuery()
  if (isLoading) return <Spinner label="Loading the order…" />
  if (isError || !order) return <p>This order does not exist.</p>
  const number = orderNumber(order._id)
  const a = order.address
  const pickup = order.delivery.method === 'pickup'
  return (
    <>
      <PrintOnly $paper={paper} />
      <PrintBar>
        <PaperChoice paper={paper} onChange={setPaper} />
        <Button type="button" onClick={() => window.print()}>
          Print packing slip
        </Button>
      </PrintBar>
      <Slip className="print-area" $paper={paper} aria-label={`Packing slip of order ${number}`}>
        <header>
          <div>
            <p>{SHOP_NAME} · Packing slip</p>
            <h2>{number}</h2>
          </div>
          <p>Placed {formatDateTime(order.createdAt)}</p>
        </header>
        <h3>Customer</h3>
        <p>
          <b>{order.customer?.name ?? `${a.firstName} ${a.lastName}`}</b>
          <br />
          <PhoneLinks phone={a.phone} about={`Your ${SHOP_NAME} order ${number}`} />
        </p>
        <h3>{pickup ? deliveryMessages.pickup : 'Deliver to'}</h3>
        {pickup ? (
          <p>{settings ? `${settings.pickup.address} (${settings.pickup.hours})` : deliveryMessages.pickup}</p>
        ) : (
          <address>
            {a.firstName} {a.lastName}
            <br />
            {a.street}
            {a.landmark && (
              <>
                <br />
                <b>Landmark: {a.landmark}</b>
              </>
            )}
            <br />
            {[a.area, a.city, a.state].filter(Boolean).join(', ')}
          </address>
        )}
        <p>{pickup ? deliveryMessages.pickupFree : `${order.delivery.zone ?? ''} · ${shippingText(order.shipping, order.delivery)}`}</p>
        <h3>Items</h3>
        <table>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Qty</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map(({ product, quantity }) => (
              <tr key={product._id}>
                <td>
                  {product.name}
                  {product.nafdac && (
                    <div>
                      {NAFDAC_LABEL} {product.nafdac}
                    </div>
                  )}
                </td>
                <td>{quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="cash">{cashLine(order)}</p>
      </Slip>
    </>
  )
}
