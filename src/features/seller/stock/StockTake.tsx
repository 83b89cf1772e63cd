import { useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { FieldError, Input, LabelledSelect } from '../../../components/Field'
import { Panel } from '../../../components/Panel'
import { Spinner } from '../../../components/Spinner'
import { categories } from '../../../content/categories'
import { formatNaira } from '../../../contract/money'
import { COUNT_REASON_NAMES, COUNT_REASONS, countMessages, type CountReason, type CountSheetLine, type StockTakeLine } from '../../../contract/stock'
import { showToast } from '../../../shared/toasts'
import { useGetCountSheetQuery, useSaveStockTakeMutation } from './stockApi'

const Sheet = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  > li { padding: ${({ theme }) => theme.space.sm} 0; border-bottom: 1px solid ${({ theme }) => theme.colors.line}; }
  h3 { margin: 0 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.fontSizes.md}; }
  small { color: ${({ theme }) => theme.colors.muted}; }
`

// Counted, then why, one under the other on a phone; side by side from a tablet up.
const Inputs = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
  ${({ theme }) => theme.media.md} { grid-template-columns: minmax(6rem, 1fr) 2fr; align-items: start; }
  label { display: block; font-size: ${({ theme }) => theme.fontSizes.sm}; font-weight: 600; }
`

const Narrow = styled(Panel)`
  max-width: 48rem;
`

const Results = styled.ul`
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding-left: ${({ theme }) => theme.space.lg};
`

interface Counted {
  counted: string
  reason: CountReason | ''
}

/** What a count sheet's line says: nothing typed, a number, and why it differs when it does. */
const problemOf = (line: CountSheetLine, counted: Counted | undefined): string | undefined => {
  if (!counted || counted.counted.trim() === '') return undefined
  const value = Number(counted.counted)
  if (!Number.isInteger(value) || value < 0) return countMessages.counted
  return value !== line.expected && counted.reason === '' ? countMessages.reason : undefined
}

/** A category's count sheet: each product's count as the shop has it, what the shelf holds, and why they differ. */
function CountSheet({ category }: { category: string }) {
  const { data, isLoading } = useGetCountSheetQuery({ category })
  const [save, { isLoading: saving }] = useSaveStockTakeMutation()
  const [counts, setCounts] = useState<Record<string, Counted>>({})
  const [tried, setTried] = useState(false)
  const [changed, setChanged] = useState<StockTakeLine[] | null>(null)
  if (isLoading || !data) return <Spinner label="Loading the count sheet" />
  if (data.lines.length === 0) return <p>No product of this category is counted yet.</p>
  const set = (id: string, part: Partial<Counted>) => setCounts((all) => ({ ...all, [id]: { counted: '', reason: '', ...all[id], ...part } }))
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    const typed = data.lines.filter((line) => (counts[line.productId]?.counted ?? '').trim() !== '')
    if (typed.length === 0) return showToast('error', countMessages.lines)
    if (typed.some((line) => problemOf(line, counts[line.productId]))) return
    const answer = await save({
      counts: typed.map((line) => {
        const { counted, reason } = counts[line.productId]!
        return { productId: line.productId, counted: Number(counted), ...(reason && { reason }) }
      }),
    })
    if ('data' in answer && answer.data) {
      showToast('success', answer.data.message ?? countMessages.saved(answer.data.changed.length))
      setChanged(answer.data.changed)
      setCounts({})
      setTried(false)
    }
  }
  return (
    <form noValidate aria-label="Count sheet" onSubmit={(event) => void submit(event)}>
      <Sheet>
        {data.lines.map((line) => {
          const counted = counts[line.productId]
          const problem = tried ? problemOf(line, counted) : undefined
          const id = `count-${line.productId}`
          const differs = counted !== undefined && counted.counted.trim() !== '' && Number(counted.counted) !== line.expected
          return (
            <li key={line.productId}>
              <h3>{line.name}</h3>
              <small>
                The shop counts {line.expected}
                {line.sku ? ` · SKU ${line.sku}` : ''}
              </small>
              <Inputs>
                <div>
                  <label htmlFor={id}>Counted</label>
                  <Input
                    id={id}
                    type="number"
                    inputMode="numeric"
                    min="0"
                    step="1"
                    value={counted?.counted ?? ''}
                    onChange={(event) => set(line.productId, { counted: event.target.value })}
                    aria-invalid={Boolean(problem)}
                    aria-describedby={problem ? `${id}-error` : undefined}
                    $invalid={Boolean(problem)}
                  />
                </div>
                {differs ? (
                  <LabelledSelect id={`${id}-reason`} label={`Why ${line.name} differs`} value={counted.reason} onChange={(event) => set(line.productId, { reason: event.target.value as CountReason })}>
                    <option value="">Choose why</option>
                    {COUNT_REASONS.map((reason) => (
                      <option key={reason} value={reason}>
                        {COUNT_REASON_NAMES[reason]}
                      </option>
                    ))}
                  </LabelledSelect>
                ) : null}
              </Inputs>
              {problem && (
                <FieldError id={`${id}-error`} role="alert">
                  {problem}
                </FieldError>
              )}
            </li>
          )
        })}
      </Sheet>
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving…' : 'Save the count'}
      </Button>
      {changed && changed.length > 0 && (
        <Results aria-label="Corrected">
          {changed.map((line) => (
            <li key={line.productId}>
              {line.name}: {line.expected} → {line.counted} ({line.variance > 0 ? `+${line.variance}` : line.variance}, {line.reason ? COUNT_REASON_NAMES[line.reason] : ''})
              {line.varianceCost !== undefined && ` · ${formatNaira(line.varianceCost)}`}
            </li>
          ))}
        </Results>
      )}
    </form>
  )
}

/** The stock take: a category chosen, its count sheet. */
export function StockTake() {
  const [category, setCategory] = useState('')
  return (
    <Narrow aria-label="Stock take">
      <LabelledSelect id="stock-take-category" label="Category to count" value={category} onChange={(event) => setCategory(event.target.value)}>
        <option value="">Choose a category</option>
        {categories.map((one) => (
          <option key={one.path} value={one.path}>
            {one.text}
          </option>
        ))}
      </LabelledSelect>
      {category && <CountSheet key={category} category={category} />}
    </Narrow>
  )
}
