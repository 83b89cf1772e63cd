import { Form, Formik } from 'formik'
import styled from 'styled-components'
import { Button, TextButton } from '../../components/Button'
import { TextField } from '../../components/Field'
import { giftCardEntrySchema, normalGiftCode, printedGiftCode } from '../../contract/giftCards'
import { formatNaira } from '../../contract/money'
import { useAppDispatch, useAppSelector } from '../../shared/hooks'
import { giftCardAdded, giftCardRemoved, selectGiftCards } from './checkoutSlice'
import { Heading } from './summaryParts'

const Cards = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  li { display: flex; justify-content: space-between; align-items: center; gap: ${({ theme }) => theme.space.sm}; }
`

const Fields = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
`

/** The gift cards paying part of the order: each added by its code and the amount to take; the server checks what is left on it. */
export function GiftCardsBox() {
  const dispatch = useAppDispatch()
  const cards = useAppSelector(selectGiftCards)
  return (
    <section aria-labelledby="gift-cards-heading">
      <Heading id="gift-cards-heading">Gift cards</Heading>
      {cards.length > 0 && (
        <Cards aria-label="Gift cards used">
          {cards.map((card) => (
            <li key={card.code}>
              <span>
                Card {printedGiftCode(normalGiftCode(card.code) ?? card.code).slice(-4)}: −{formatNaira(card.amount)}
              </span>
              <TextButton type="button" onClick={() => dispatch(giftCardRemoved(card.code))} aria-label={`Remove the gift card ending ${(normalGiftCode(card.code) ?? card.code).slice(-4)}`}>
                Remove
              </TextButton>
            </li>
          ))}
        </Cards>
      )}
      <Formik
        initialValues={{ code: '', amount: '' }}
        validationSchema={giftCardEntrySchema}
        onSubmit={(values, { resetForm }) => {
          dispatch(giftCardAdded({ code: values.code.trim(), amount: Number(values.amount) }))
          resetForm()
        }}
      >
        <Form noValidate aria-label="Pay with a gift card">
          <Fields>
            <TextField name="code" label="Gift card code" autoComplete="off" autoCapitalize="characters" spellCheck={false} />
            <TextField name="amount" label="Amount (₦)" inputMode="decimal" />
          </Fields>
          <Button type="submit" $variant="outline" $block>
            Use this card
          </Button>
        </Form>
      </Formik>
    </section>
  )
}
