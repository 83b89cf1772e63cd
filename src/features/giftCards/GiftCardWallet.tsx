import { Form, Formik } from 'formik'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { TextField } from '../../components/Field'
import { addGiftCardSchema, giftCardMessages, type GiftCardView } from '../../contract/giftCards'
import { formatNaira } from '../../contract/money'
import { formatLongDate } from '../../contract/shopClock'
import { showToast } from '../../shared/toasts'
import { useAddToWalletMutation, useGetWalletQuery } from './giftCardsApi'

const Cards = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`

const Card = styled.li<{ $spent: boolean }>`
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme, $spent }) => ($spent ? theme.colors.line : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.md};
  p { margin: 0; }
  .balance { font-size: ${({ theme }) => theme.fontSizes.lg}; font-weight: 700; }
  .small { color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`

const Narrow = styled.div`
  max-width: 26rem;
`

const STATE_WORDS: Record<GiftCardView['state'], string> = { live: '', used: 'Used up', expired: 'Expired', voided: 'No longer valid', unpaid: 'Not paid yet' }

/** My Account's wallet: her gift cards with what is left and until when, and a box to add one she was given. */
export function GiftCardWallet() {
  const { data: cards } = useGetWalletQuery()
  const [add] = useAddToWalletMutation()
  return (
    <>
      {cards && cards.length === 0 && <p>No gift cards yet. Add one you were given with its code.</p>}
      {cards && cards.length > 0 && (
        <Cards aria-label="Your gift cards">
          {cards.map((card) => (
            <Card key={card._id} $spent={card.state !== 'live'} aria-label={`Gift card ending ${card.ending}`}>
              <p className="balance">{formatNaira(card.balance)} left</p>
              <p>
                of {formatNaira(card.amount)} · ending {card.ending}
              </p>
              <p className="small">{card.state === 'live' ? `Valid until ${formatLongDate(new Date(card.expiresAt))}` : STATE_WORDS[card.state]}</p>
            </Card>
          ))}
        </Cards>
      )}
      <Narrow>
        <Formik
          initialValues={{ code: '' }}
          validationSchema={addGiftCardSchema}
          onSubmit={async (values, { resetForm }) => {
            const answer = await add({ code: values.code.trim() })
            if ('error' in answer) return
            resetForm()
            showToast('success', answer.data.message ?? giftCardMessages.added)
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Add a gift card">
              <TextField name="code" id="wallet-gift-card-code" label="Gift card code" autoComplete="off" autoCapitalize="characters" spellCheck={false} placeholder="XXXX-XXXX-XXXX-XXXX" />
              <Button type="submit" disabled={isSubmitting}>
                Add to my wallet
              </Button>
            </Form>
          )}
        </Formik>
      </Narrow>
    </>
  )
}
