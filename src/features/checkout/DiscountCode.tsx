import { useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { FieldError, Input } from '../../components/Control'
import { normalizeCode, promotionMessages } from '../../contract/promotions'
import type { OrderRequest } from '../../contract/types'
import { failedCallMessage } from '../../shared/apiErrors'
import { useAppDispatch, useAppSelector } from '../../shared/hooks'
import { useLazyGetOrderQuoteQuery } from './checkoutApi'
import { codeApplied, codeRemoved, selectDeliveryRequest, selectDiscountCode } from './checkoutSlice'
import { HeadingLabel } from './summaryParts'

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  input { flex: 1; min-width: 0; text-transform: uppercase; }
`

const Applied = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`

const Refusal = styled(FieldError)`
  margin-top: ${({ theme }) => theme.space.xs};
`

const CODE_ID = 'discount-code'

/**
 * The cart's discount code: typed in any case, with spaces, and asked of the server on these very items before it is
 * kept (one code per order); its refusal is said under the field in the server's words.
 */
export function DiscountCode({ items }: { items: OrderRequest['items'] }) {
  const dispatch = useAppDispatch()
  const applied = useAppSelector(selectDiscountCode)
  const delivery = useAppSelector(selectDeliveryRequest)
  const [typed, setTyped] = useState('')
  const [refusal, setRefusal] = useState<string | null>(null)
  const [ask, { isFetching }] = useLazyGetOrderQuoteQuery()

  async function apply(event: FormEvent) {
    event.preventDefault()
    const code = normalizeCode(typed)
    if (code === '') {
      setRefusal(promotionMessages.code.invalid)
      return
    }
    const { error } = await ask({ items, ...delivery, code })
    if (error) {
      setRefusal(failedCallMessage(error))
      return
    }
    setRefusal(null)
    setTyped('')
    dispatch(codeApplied(code))
  }

  if (applied) {
    return (
      <Applied>
        <span>
          Code <strong>{applied}</strong> applied
        </span>
        <Button type="button" $variant="outline" onClick={() => dispatch(codeRemoved())} aria-label={`Remove code ${applied}`}>
          Remove
        </Button>
      </Applied>
    )
  }
  return (
    <form onSubmit={apply} noValidate>
      <HeadingLabel htmlFor={CODE_ID}>Discount code</HeadingLabel>
      <Row>
        <Input
          id={CODE_ID}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          $invalid={refusal !== null}
          aria-invalid={refusal !== null}
          aria-describedby={refusal ? `${CODE_ID}-refusal` : undefined}
        />
        <Button type="submit" $variant="outline" disabled={isFetching}>
          Apply
        </Button>
      </Row>
      {refusal && (
        <Refusal id={`${CODE_ID}-refusal`} role="alert">
          {refusal}
        </Refusal>
      )}
    </form>
  )
}
