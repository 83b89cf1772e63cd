import { useMemo, useReducer, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { Button, TextButton } from '../../../components/Button'
import { Input } from '../../../components/Control'
import { MAX_CART_QUANTITY } from '../../../contract/limits'
import { formatKobo, formatNaira, nairaToKobo } from '../../../contract/money'
import { paths } from '../../../contract/routes'
import { internationalPhone } from '../../../contract/nigeria'
import { shopDate } from '../../../contract/shopClock'
import { cashDrawerKobo, PAYMENT_METHOD_TERMS } from '../../../contract/payments'
import {
  changeDueKobo,
  counterMessages,
  counterTotals,
  PAYMENT_METHOD_NAMES,
  PAYMENT_METHODS,
  signedNaira,
  type CounterPaymentMethod,
  type CounterProduct,
  type CounterVisit,
  type Discount,
} from '../../../contract/counter'
import { newRequestKey } from '../../../shared/requestKey'
import { showToast } from '../../../shared/toasts'
import { useCloseCounterSaleMutation, useGetCounterSettingsQuery, useGetCounterVisitsQuery, useLazySearchCounterProductsQuery, useSearchCounterProductsQuery } from './counterApi'
import { DiscountFields } from './DiscountFields'
import { NO_TIP, SoldBy, TipFields, type TipDraft } from './BillEarnings'
import { SellerBox } from '../SellerBox'
import { useTypedSearch } from '../typedSearch'

const cm = counterMessages

interface Line {
  product: CounterProduct
  quantity: number
  discount: Discount | null
  /** The salon member who sold it; empty: whoever rings the bill up. */
  soldBy: string
}

interface Bill {
  visit: CounterVisit | null
  serviceDiscount: Discount | null
  lines: Line[]
  billDiscount: Discount | null
}

type BillEvent =
  | { type: 'visitBilled'; visit: CounterVisit | null }
  | { type: 'productAdded'; product: CounterProduct }
  | { type: 'quantitySet'; id: string; quantity: number }
  | { type: 'lineRemoved'; id: string }
  | { type: 'lineDiscounted'; id: string; discount: Discount | null }
  | { type: 'lineSoldBy'; id: string; member: string }
  | { type: 'serviceDiscounted'; discount: Discount | null }
  | { type: 'billDiscounted'; discount: Discount | null }

const EMPTY: Bill = { visit: null, serviceDiscount: null, lines: [], billDiscount: null }

const clampQuantity = (quantity: number) => Math.max(1, Math.min(MAX_CART_QUANTITY, Math.round(quantity) || 1))

function billReducer(bill: Bill, event: BillEvent): Bill {
  switch (event.type) {
    case 'visitBilled':
      return { ...bill, visit: event.visit, serviceDiscount: null }
    case 'productAdded': {
      const line = bill.lines.find((candidate) => candidate.product._id === event.product._id)
      if (line) return billReducer(bill, { type: 'quantitySet', id: event.product._id, quantity: line.quantity + 1 })
      return { ...bill, lines: [...bill.lines, { product: event.product, quantity: 1, discount: null, soldBy: '' }] }
    }
    case 'quantitySet':
      return { ...bill, lines: bill.lines.map((line) => (line.product._id === event.id ? { ...line, quantity: clampQuantity(event.quantity) } : line)) }
    case 'lineRemoved':
      return { ...bill, lines: bill.lines.filter((line) => line.product._id !== event.id) }
    case 'lineDiscounted':
      return { ...bill, lines: bill.lines.map((line) => (line.product._id === event.id ? { ...line, discount: event.discount } : line)) }
    case 'lineSoldBy':
      return { ...bill, lines: bill.lines.map((line) => (line.product._id === event.id ? { ...line, soldBy: event.member } : line)) }
    case 'serviceDiscounted':
      return { ...bill, serviceDiscount: event.discount }
    case 'billDiscounted':
      return { ...bill, billDiscount: event.discount }
  }
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); align-items: start; }
`

const Box = styled(SellerBox)`
  label { font-weight: 600; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`

const Rows = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  li { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${({ theme }) => theme.space.sm}; padding: ${({ theme }) => theme.space.sm} 0; border-bottom: 1px solid ${({ theme }) => theme.colors.line}; }
  li:last-child { border-bottom: 0; }
  small { color: ${({ theme }) => theme.colors.muted}; display: block; }
`

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  input { width: 4rem; text-align: center; }
  button { min-width: 44px; }
`

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  font-variant-numeric: tabular-nums;
  dd { margin: 0; text-align: right; }
  .due { font-size: ${({ theme }) => theme.fontSizes.lg}; font-weight: 700; }
`

const PayGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  align-items: end;
  label { display: grid; gap: 2px; }
`

const SearchForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`

/** The product Enter picks from a search's answer: the one whose SKU the text is (a scan), else the only one found. */
const pickFor = (found: readonly CounterProduct[], wanted: string): CounterProduct | undefined =>
  found.find((product) => product.sku?.toLowerCase() === wanted) ?? (found.length === 1 ? found[0] : undefined)

/** What the search field asks: a name, or a SKU a scanner types and ends with Enter. */
function ProductSearch({ onAdd }: { onAdd: (product: CounterProduct) => void }) {
  const { text, setText, asked, setAsked } = useTypedSearch()
  const { data: found = [], isFetching } = useSearchCounterProductsQuery(asked, { skip: asked === '' })
  const [searchNow] = useLazySearchCounterProductsQuery()
  const add = (product: CounterProduct) => {
    onAdd(product)
    setText('')
    setAsked('')
  }
  // A scanner types the SKU and presses Enter faster than the search waits: Enter asks at once, and its answer picks.
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const wanted = text.trim()
    if (wanted === '') return
    setAsked(wanted)
    const answer = await searchNow(wanted, true)
    const product = answer.data && pickFor(answer.data, wanted.toLowerCase())
    if (product) add(product)
  }
  return (
    <Box aria-labelledby="counter-products">
      <h2 id="counter-products">Products</h2>
      <SearchForm role="search" onSubmit={(event) => void submit(event)}>
        <label htmlFor="counter-search">{cm.search}</label>
        <Input id="counter-search" type="search" autoComplete="off" value={text} onChange={(event) => setText(event.target.value)} />
      </SearchForm>
      {asked !== '' && !isFetching && found.length === 0 && <p>{cm.noMatch}</p>}
      {asked !== '' && found.length > 0 && (
        <Rows aria-label="Products found">
          {found.map((product) => (
            <li key={product._id}>
              <span>
                {product.name}
                <small>
                  {formatNaira(product.price)}
                  {product.sku ? ` · SKU ${product.sku}` : ''}
                  {product.stockCount !== null ? ` · ${product.stockCount} on the shelf` : ''}
                </small>
              </span>
              <Button type="button" $variant="outline" onClick={() => add(product)} aria-label={`Add ${product.name}`}>
                Add
              </Button>
            </li>
          ))}
        </Rows>
      )}
    </Box>
  )
}

/** The day's visits not paid yet: one becomes the bill's service. */
function Visits({ chosen, onChoose }: { chosen: CounterVisit | null; onChoose: (visit: CounterVisit | null) => void }) {
  const { data: visits = [], isLoading } = useGetCounterVisitsQuery(shopDate())
  const open = visits.filter((visit) => !visit.paid)
  return (
    <Box aria-labelledby="counter-visits">
      <h2 id="counter-visits">Today’s visits</h2>
      {isLoading ? null : open.length === 0 ? (
        <p>No visit to bill today: a walk-in pays for products alone.</p>
      ) : (
        <Rows>
          {open.map((visit) => (
            <li key={visit._id}>
              <span>
                {visit.startTime} · {visit.clientName}
                <small>
                  {visit.serviceName} with {visit.employeeName} · {formatNaira(visit.price)}
                  {visit.deposit > 0 ? ` · deposit ${formatNaira(visit.deposit)} paid` : ''}
                </small>
              </span>
              {chosen?._id === visit._id ? (
                <Button type="button" $variant="ghost" onClick={() => onChoose(null)}>
                  Take off the bill
                </Button>
              ) : (
                <Button type="button" $variant="outline" onClick={() => onChoose(visit)} aria-label={`Bill ${visit.clientName}’s ${visit.serviceName}`}>
                  Bill this visit
                </Button>
              )}
            </li>
          ))}
        </Rows>
      )}
    </Box>
  )
}

type Amounts = Record<CounterPaymentMethod, string>
const NO_AMOUNTS = Object.fromEntries(PAYMENT_METHODS.map((method) => [method, ''])) as Amounts
const koboOf = (text: string) => nairaToKobo(Number(text.replace(/[,\s₦]/g, '')) || 0)

/** A bill at the counter: a visit and products, discounts, the payments (split as the client likes), then its receipt. */
export function BillView() {
  const navigate = useNavigate()
  const [bill, dispatch] = useReducer(billReducer, EMPTY)
  const [amounts, setAmounts] = useState<Amounts>(NO_AMOUNTS)
  // A method that names its money by a reference of its own (a gift card's code) asks for it beside its amount.
  const [references, setReferences] = useState<Amounts>(NO_AMOUNTS)
  const [tendered, setTendered] = useState('')
  const [tip, setTip] = useState<TipDraft>(NO_TIP)
  const [client, setClient] = useState({ name: '', phone: '', email: '' })
  const key = useRef(newRequestKey())
  const { data: settings } = useGetCounterSettingsQuery()
  const [closeSale, { isLoading: closing }] = useCloseCounterSaleMutation()

  const totals = useMemo(
    () =>
      counterTotals(
        bill.lines.map((line) => ({ unitKobo: nairaToKobo(line.product.price), quantity: line.quantity, discount: line.discount })),
        bill.visit ? { priceKobo: nairaToKobo(bill.visit.price), discount: bill.serviceDiscount, depositKobo: nairaToKobo(bill.visit.deposit) } : null,
        bill.billDiscount,
        settings?.taxIncluded ?? false,
      ),
    [bill, settings],
  )
  const paidKobo = PAYMENT_METHODS.reduce((sum, method) => sum + koboOf(amounts[method]), 0)
  const leftKobo = totals.dueKobo - paidKobo
  const tips = tip.member && koboOf(tip.amount) > 0 ? [{ member: tip.member, amount: koboOf(tip.amount) / 100, method: tip.method }] : []
  // Change is given from what was tendered for the bill's cash and a cash tip together.
  const cashKobo = cashDrawerKobo([...PAYMENT_METHODS.map((method) => ({ method, amountKobo: koboOf(amounts[method]) })), ...tips.map((one) => ({ method: one.method, amountKobo: nairaToKobo(one.amount) }))])
  const change = tendered === '' ? 0 : changeDueKobo(cashKobo, koboOf(tendered))
  const empty = bill.lines.length === 0 && bill.visit === null

  const payRest = (method: CounterPaymentMethod) => setAmounts((now) => ({ ...now, [method]: String((koboOf(now[method]) + Math.max(0, leftKobo)) / 100) }))

  const close = async (event: FormEvent) => {
    event.preventDefault()
    if (empty) return showToast('error', cm.emptyBill)
    if (totals.dueKobo === 0 && paidKobo > 0) return showToast('error', cm.nothingDue)
    if (leftKobo !== 0) return showToast('error', cm.paymentsMustAddUp(formatKobo(totals.dueKobo), formatKobo(paidKobo)))
    if (client.phone.trim() && !internationalPhone(client.phone.trim())) return showToast('error', cm.clientPhone)
    const payments = PAYMENT_METHODS.filter((method) => koboOf(amounts[method]) > 0).map((method) => ({
      method,
      amount: koboOf(amounts[method]) / 100,
      ...(PAYMENT_METHOD_TERMS[method].needsReference && { code: references[method].trim() }),
    }))
    const answer = await closeSale({
      key: key.current,
      bill: {
        bookingId: bill.visit?._id ?? null,
        // The list holds today's visits alone: the owner's override for another day's is the API's, not this screen's.
        otherDay: false,
        lines: bill.lines.map((line) => ({ product: line.product._id, quantity: line.quantity, discount: line.discount, soldBy: line.soldBy || null })),
        serviceDiscount: bill.serviceDiscount,
        billDiscount: bill.billDiscount,
        payments,
        tips,
        tendered: tendered === '' ? null : koboOf(tendered) / 100,
        clientName: client.name,
        clientPhone: client.phone,
        clientEmail: client.email,
      },
    })
    if ('error' in answer) return
    showToast('success', answer.data.message ?? cm.closed(answer.data.sale.number))
    navigate(`${paths.sellerCounter}?receipt=${answer.data.sale._id}`)
  }

  return (
    <Layout>
      <div>
        <ProductSearch onAdd={(product) => dispatch({ type: 'productAdded', product })} />
        <Visits chosen={bill.visit} onChoose={(visit) => dispatch({ type: 'visitBilled', visit })} />
      </div>
      <form onSubmit={close} aria-label="Bill">
        <Box aria-labelledby="counter-bill">
          <h2 id="counter-bill">Bill</h2>
          {empty && <p>{cm.emptyBill}</p>}
          <Rows aria-label="Bill lines">
            {bill.visit && (
              <li>
                <span>
                  {bill.visit.serviceName} · {bill.visit.clientName}
                  <small>{formatNaira(bill.visit.price)}</small>
                </span>
                <DiscountFields legend={`Discount on ${bill.visit.serviceName}`} discount={bill.serviceDiscount} onChange={(discount) => dispatch({ type: 'serviceDiscounted', discount })} />
              </li>
            )}
            {bill.lines.map((line) => (
              <li key={line.product._id}>
                <span>
                  {line.product.name}
                  <small>{formatNaira(line.product.price)} each</small>
                </span>
                <Stepper>
                  <Button type="button" $variant="outline" aria-label={`One fewer ${line.product.name}`} onClick={() => dispatch({ type: 'quantitySet', id: line.product._id, quantity: line.quantity - 1 })}>
                    −
                  </Button>
                  <Input
                    aria-label={`Quantity of ${line.product.name}`}
                    inputMode="numeric"
                    value={line.quantity}
                    onChange={(event) => dispatch({ type: 'quantitySet', id: line.product._id, quantity: Number(event.target.value) })}
                  />
                  <Button type="button" $variant="outline" aria-label={`One more ${line.product.name}`} onClick={() => dispatch({ type: 'quantitySet', id: line.product._id, quantity: line.quantity + 1 })}>
                    +
                  </Button>
                  <TextButton type="button" $danger onClick={() => dispatch({ type: 'lineRemoved', id: line.product._id })} aria-label={`Remove ${line.product.name}`}>
                    Remove
                  </TextButton>
                </Stepper>
                <DiscountFields legend={`Discount on ${line.product.name}`} discount={line.discount} onChange={(discount) => dispatch({ type: 'lineDiscounted', id: line.product._id, discount })} />
                <SoldBy product={line.product.name} value={line.soldBy} onChange={(member) => dispatch({ type: 'lineSoldBy', id: line.product._id, member })} />
              </li>
            ))}
          </Rows>
          <DiscountFields legend="Discount on the bill" discount={bill.billDiscount} onChange={(discount) => dispatch({ type: 'billDiscounted', discount })} />
        </Box>
        <Box aria-labelledby="counter-total">
          <h2 id="counter-total">Total</h2>
          <Totals>
            {totals.discountKobo > 0 && (
              <>
                <dt>Discounts</dt>
                <dd>−{formatKobo(totals.discountKobo)}</dd>
              </>
            )}
            <dt>{cm.taxLine(totals.taxIncluded)}</dt>
            <dd>{formatKobo(totals.taxKobo)}</dd>
            {totals.roundingKobo !== 0 && (
              <>
                <dt>{cm.rounding}</dt>
                <dd>{signedNaira(totals.roundingKobo / 100)}</dd>
              </>
            )}
            <dt>Total</dt>
            <dd>{formatKobo(totals.totalKobo)}</dd>
            {totals.depositKobo > 0 && (
              <>
                <dt>Deposit paid</dt>
                <dd>−{formatKobo(totals.depositKobo)}</dd>
              </>
            )}
            <dt className="due">Due</dt>
            <dd className="due" data-testid="counter-due">
              {formatKobo(totals.dueKobo)}
            </dd>
          </Totals>
        </Box>
        <Box aria-labelledby="counter-payment">
          <h2 id="counter-payment">Payment</h2>
          <PayGrid>
            {PAYMENT_METHODS.map((method) => (
              <PayRow
                key={method}
                method={method}
                value={amounts[method]}
                onChange={(value) => setAmounts((now) => ({ ...now, [method]: value }))}
                onRest={() => payRest(method)}
                reference={PAYMENT_METHOD_TERMS[method].needsReference ? { value: references[method], onChange: (value) => setReferences((now) => ({ ...now, [method]: value })) } : undefined}
              />
            ))}
            <label htmlFor="counter-tendered">
              Cash tendered
              <Input id="counter-tendered" inputMode="decimal" value={tendered} onChange={(event) => setTendered(event.target.value)} />
            </label>
            <span aria-live="polite">{change === null ? cm.tenderedTooLittle : `Change ${formatKobo(change)}`}</span>
          </PayGrid>
          <TipFields tip={tip} onChange={setTip} />
          <p aria-live="polite">
            {empty
              ? cm.emptyBill
              : totals.dueKobo === 0 && paidKobo === 0
                ? cm.nothingToPay
                : leftKobo === 0
                  ? 'Paid in full.'
                  : leftKobo > 0
                    ? `Left to pay: ${formatKobo(leftKobo)}`
                    : `Paid ${formatKobo(-leftKobo)} too much`}
          </p>
          {!bill.visit && (
            <>
              <label htmlFor="counter-client-name">Client’s name (optional)</label>
              <Input id="counter-client-name" autoComplete="off" value={client.name} onChange={(event) => setClient({ ...client, name: event.target.value })} />
              <label htmlFor="counter-client-phone">Her phone, for the receipt (optional)</label>
              <Input id="counter-client-phone" type="tel" autoComplete="off" value={client.phone} onChange={(event) => setClient({ ...client, phone: event.target.value })} />
              <label htmlFor="counter-client-email">Her e-mail, for the receipt (optional)</label>
              <Input id="counter-client-email" type="email" autoComplete="off" value={client.email} onChange={(event) => setClient({ ...client, email: event.target.value })} />
            </>
          )}
          <Button type="submit" $block disabled={closing} style={{ marginTop: 16 }}>
            {closing ? 'Closing…' : `Close bill · ${formatKobo(totals.dueKobo)}`}
          </Button>
        </Box>
      </form>
    </Layout>
  )
}

interface PayRowProps {
  method: CounterPaymentMethod
  value: string
  onChange: (value: string) => void
  onRest: () => void
  /** Its code, for a method that names its money by one (a gift card). */
  reference?: { value: string; onChange: (value: string) => void }
}

function PayRow({ method, value, onChange, onRest, reference }: PayRowProps) {
  const id = `counter-pay-${method}`
  return (
    <>
      {reference && (
        <>
          <label htmlFor={`${id}-code`}>
            {PAYMENT_METHOD_NAMES[method]} code
            <Input id={`${id}-code`} autoComplete="off" autoCapitalize="characters" spellCheck={false} value={reference.value} onChange={(event) => reference.onChange(event.target.value)} />
          </label>
          <span />
        </>
      )}
      <label htmlFor={id}>
        {PAYMENT_METHOD_NAMES[method]} (₦)
        <Input id={id} inputMode="decimal" value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
      <Button type="button" $variant="outline" onClick={onRest} aria-label={`The rest by ${PAYMENT_METHOD_NAMES[method].toLowerCase()}`}>
        Rest
      </Button>
    </>
  )
}
