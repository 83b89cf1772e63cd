import { useId } from 'react'
import styled from 'styled-components'
import { Input, Select } from '../../../components/Field'
import { PAYMENT_METHOD_NAMES, PAYMENT_METHODS, type CounterPaymentMethod } from '../../../contract/counter'
import { useGetSalonQuery } from '../../../shared/salonApi'

// Who earns from the bill (see the README's Commissions and payroll): who sold each product, and a tip beside the bill.

/** A tip as the bill holds it while it is open: for a member, naira as typed, and how it is paid. */
export interface TipDraft {
  member: string
  amount: string
  method: CounterPaymentMethod
}

export const NO_TIP: TipDraft = { member: '', amount: '', method: 'cash' }

const Small = styled.div`
  display: grid;
  gap: 2px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`

/** Who sold a product line: a member of the salon team, or (empty) whoever rings the bill up. */
export function SoldBy({ product, value, onChange }: { product: string; value: string; onChange: (member: string) => void }) {
  const { data: salon } = useGetSalonQuery()
  const id = useId()
  return (
    <Small>
      <label htmlFor={id}>Sold by</label>
      <Select id={id} aria-label={`Who sold ${product}`} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Whoever rings it up</option>
        {salon?.team.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </Select>
    </Small>
  )
}

const TipGrid = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  border: 0;
  legend { font-weight: 600; padding: 0; margin-bottom: ${({ theme }) => theme.space.xs}; }
  small { grid-column: 1 / -1; color: ${({ theme }) => theme.colors.muted}; }
`

/** A tip beside the bill, to a member: not discounted, not part of its total, paid her way. */
export function TipFields({ tip, onChange }: { tip: TipDraft; onChange: (tip: TipDraft) => void }) {
  const { data: salon } = useGetSalonQuery()
  const id = useId()
  return (
    <TipGrid>
      <legend>Tip (optional)</legend>
      <Small>
        <label htmlFor={`${id}-member`}>Tip for</label>
        <Select id={`${id}-member`} value={tip.member} onChange={(event) => onChange({ ...tip, member: event.target.value })}>
          <option value="">No tip</option>
          {salon?.team.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </Select>
      </Small>
      <Small>
        <label htmlFor={`${id}-amount`}>Tip (₦)</label>
        <Input id={`${id}-amount`} inputMode="decimal" value={tip.amount} onChange={(event) => onChange({ ...tip, amount: event.target.value })} />
      </Small>
      <Small>
        <label htmlFor={`${id}-method`}>Tip paid by</label>
        <Select id={`${id}-method`} value={tip.method} onChange={(event) => onChange({ ...tip, method: event.target.value as CounterPaymentMethod })}>
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {PAYMENT_METHOD_NAMES[method]}
            </option>
          ))}
        </Select>
      </Small>
      <small>Hers, beside the bill: not in its total or the day’s takings (a cash tip is in the drawer).</small>
    </TipGrid>
  )
}
