import { Form, Formik } from 'formik'
import { useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { TextField } from '../../components/Field'
import { useDocumentTitle } from '../../components/Page'
import { Panel } from '../../components/Panel'
import { giftCardMessages, voidGiftCardSchema, type GiftCardView } from '../../contract/giftCards'
import { formatNaira } from '../../contract/money'
import { formatLongDate } from '../../contract/shopClock'
import { apiUrl } from '../../shared/env'
import { showToast } from '../../shared/toasts'
import { useGetGiftCardMonthsQuery, useGetSoldGiftCardsQuery, useVoidGiftCardMutation } from './giftCardsApi'

const Stack = styled.div`
  display: grid;
  /* The tables scroll within their panels on a phone instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
`

const Wide = styled.div`
  /* Positioned: a visually hidden header inside stays within the scroller instead of widening the page. */
  position: relative;
  overflow-x: auto;
`

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th, td { padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm}; border-bottom: 1px solid ${({ theme }) => theme.colors.line}; text-align: right; white-space: nowrap; }
  th:first-child, td:first-child { text-align: left; }
`

const STATES: Record<GiftCardView['state'], string> = { live: 'Live', used: 'Used up', expired: 'Expired', voided: 'Voided', unpaid: 'Unpaid' }

/** Voids one card with the owner's reason: what was left on it is taken off. */
function VoidCard({ card }: { card: GiftCardView }) {
  const [voidCard] = useVoidGiftCardMutation()
  return (
    <details>
      <summary>Void</summary>
      <Formik
        initialValues={{ reason: '' }}
        validationSchema={voidGiftCardSchema}
        onSubmit={async ({ reason }) => {
          const answer = await voidCard({ id: card._id, reason })
          if ('data' in answer && answer.data) showToast('success', answer.data.message ?? giftCardMessages.voidedDone(card.ending))
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={`Void the gift card ending ${card.ending}`}>
            <TextField name="reason" label="Reason" autoComplete="off" />
            <Button type="submit" $variant="outline" disabled={isSubmitting}>
              Void the card ({formatNaira(card.balance)} left)
            </Button>
          </Form>
        )}
      </Formik>
    </details>
  )
}

function CardsSold() {
  const [after, setAfter] = useState<string | undefined>(undefined)
  const { data } = useGetSoldGiftCardsQuery(after)
  if (!data) return null
  if (data.cards.length === 0) return <p>No gift card sold yet.</p>
  return (
    <>
      <Wide>
        <Table aria-label="Gift cards sold">
          <thead>
            <tr>
              <th scope="col">Card</th>
              <th scope="col">For</th>
              <th scope="col">Amount</th>
              <th scope="col">Left</th>
              <th scope="col">Valid until</th>
              <th scope="col">State</th>
              <th scope="col">
                <span className="visually-hidden">Void</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.cards.map((card) => (
              <tr key={card._id}>
                <td>…{card.ending}</td>
                <td>{card.recipientName}</td>
                <td>{formatNaira(card.amount)}</td>
                <td>{formatNaira(card.balance)}</td>
                <td>{formatLongDate(new Date(card.expiresAt))}</td>
                <td>{STATES[card.state]}</td>
                <td>{card.state === 'live' && <VoidCard card={card} />}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Wide>
      {data.nextCursor && (
        <Button type="button" $variant="outline" onClick={() => setAfter(data.nextCursor ?? undefined)}>
          Older cards
        </Button>
      )}
    </>
  )
}

/** /seller/gift-cards: what gift cards sold, what was spent, and what the shop still owes (its liability) by month; the cards, each voidable. */
export function SellerGiftCardsPage() {
  useDocumentTitle('Gift cards')
  const { data: months } = useGetGiftCardMonthsQuery()
  return (
    <Stack>
      <Panel aria-labelledby="gift-card-months">
        <h2 id="gift-card-months">Gift cards by month</h2>
        {months && (
          // It scrolls sideways on a phone: reachable by keyboard.
          <Wide tabIndex={0} role="region" aria-label="Months (scrolls sideways)">
            <Table aria-label="Gift cards by month">
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  <th scope="col">Sold</th>
                  <th scope="col">Redeemed</th>
                  <th scope="col">Expired or voided</th>
                  <th scope="col">Outstanding</th>
                </tr>
              </thead>
              <tbody>
                {[...months].reverse().map((month) => (
                  <tr key={month.month}>
                    <td>{month.month}</td>
                    <td>{formatNaira(month.sold)}</td>
                    <td>{formatNaira(month.redeemed)}</td>
                    <td>{formatNaira(month.expiredOrVoided)}</td>
                    <td>{formatNaira(month.outstanding)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Wide>
        )}
        <p>Outstanding: what the cards still owed at the month&apos;s end, in products and services (the shop&apos;s liability).</p>
        <Button as="a" href={`${apiUrl}/api/gift-cards/seller/gift-cards.csv`} download $variant="outline">
          Download CSV
        </Button>
      </Panel>
      <Panel aria-labelledby="gift-cards-sold">
        <h2 id="gift-cards-sold">Cards sold</h2>
        <CardsSold />
      </Panel>
    </Stack>
  )
}
