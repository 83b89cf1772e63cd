import { useId, useState } from 'react'
import styled from 'styled-components'
import { Input, Select } from '../../../components/Control'
import { DISCOUNT_KINDS, type Discount, type DiscountKind } from '../../../contract/counter'

const Disclosure = styled.details`
  width: 100%;
  summary { min-height: 44px; display: flex; align-items: center; cursor: pointer; font-size: ${({ theme }) => theme.fontSizes.sm}; font-weight: 600; color: ${({ theme }) => theme.colors.primary}; }
`

const Fields = styled.fieldset`
  display: grid;
  grid-template-columns: 6rem 6rem 1fr;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  border: 0;
  legend { font-size: ${({ theme }) => theme.fontSizes.sm}; font-weight: 600; padding: 0; margin-bottom: ${({ theme }) => theme.space.xs}; }
  label { display: grid; gap: 2px; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`

const KIND_NAMES: Record<DiscountKind, string> = { naira: '₦', percent: '%' }

/** A discount in naira or percent with its reason; an empty amount is no discount. */
export function DiscountFields({ legend, discount, onChange }: { legend: string; discount: Discount | null; onChange: (discount: Discount | null) => void }) {
  const id = useId()
  // The kind chosen is kept while there is no discount yet: % chosen before the amount is typed stays %.
  const [chosenKind, setChosenKind] = useState<DiscountKind>(discount?.kind ?? 'naira')
  const kind = discount?.kind ?? chosenKind
  const change = (next: Partial<Discount>) => {
    const merged = { kind, value: discount?.value ?? 0, reason: discount?.reason ?? '', ...next }
    setChosenKind(merged.kind)
    onChange(merged.value === 0 && merged.reason === '' ? null : merged)
  }
  return (
    <Disclosure>
      <summary>{discount ? `${legend}: ${discount.kind === 'percent' ? `${discount.value} %` : `₦${discount.value}`}` : legend}</summary>
      <Fields>
        <legend className="visually-hidden">{legend}</legend>
        <label htmlFor={`${id}-kind`}>
          In
          <Select id={`${id}-kind`} value={kind} onChange={(event) => change({ kind: event.target.value as DiscountKind })}>
            {DISCOUNT_KINDS.map((option) => (
              <option key={option} value={option}>
                {KIND_NAMES[option]}
              </option>
            ))}
          </Select>
        </label>
        <label htmlFor={`${id}-value`}>
          Amount
          <Input id={`${id}-value`} inputMode="decimal" value={discount?.value || ''} onChange={(event) => change({ value: Number(event.target.value) || 0 })} />
        </label>
        <label htmlFor={`${id}-reason`}>
          Reason
          <Input id={`${id}-reason`} value={discount?.reason ?? ''} onChange={(event) => change({ reason: event.target.value })} />
        </label>
      </Fields>
    </Disclosure>
  )
}
