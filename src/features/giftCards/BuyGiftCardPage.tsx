import { Form, Formik } from 'formik'
import { Link, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { SelectField, TextAreaField, TextField } from '../../components/Field'
import { Page } from '../../components/Page'
import { buyGiftCardSchema, type GiftCardTerms } from '../../contract/giftCards'
import { formatNaira } from '../../contract/money'
import { paths } from '../../contract/routes'
import { useAppSelector } from '../../shared/hooks'
import { selectSignedIn } from '../../shared/session'
import { useBuyGiftCardMutation, useGetGiftCardTermsQuery } from './giftCardsApi'

const Narrow = styled.div`
  max-width: 34rem;
`

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.md} { grid-template-columns: 1fr 1fr; }
`

const Outcome = styled.p<{ $good: boolean }>`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $good }) => ($good ? theme.colors.primarySoft : '#fdecea')};
  font-weight: 600;
`

const OUTCOMES: Record<string, { good: boolean; words: string }> = {
  paid: { good: true, words: 'Thank you! The gift card is paid: it reaches her at the time you chose, with its code. Your receipt is on its way by e-mail.' },
  pending: { good: true, words: 'Your payment is on its way: the gift card is sent once it arrives.' },
  failed: { good: false, words: 'The payment did not go through, so no gift card was sent. You can try again.' },
}

/** The amount field: the owner's amounts, and any other from her minimum. */
const OTHER = 'other'

function BuyForm({ terms }: { terms: GiftCardTerms }) {
  const [buy] = useBuyGiftCardMutation()
  return (
    <Formik
      initialValues={{ choice: String(terms.amounts[0] ?? OTHER), other: '', recipientName: '', recipientPhone: '', recipientEmail: '', message: '', deliverOn: '', deliverAt: '08:00' }}
      onSubmit={async ({ choice, other, deliverAt, ...values }) => {
        const amount = Number(choice === OTHER ? other : choice)
        const answer = await buy({ ...values, amount, deliverAt: values.deliverOn ? deliverAt : '' })
        // The provider's page is on another origin: the browser leaves the shop for it.
        if ('data' in answer && answer.data) window.location.assign(answer.data.authorization_url)
      }}
      validate={async ({ choice, other, deliverAt, ...values }) => {
        try {
          await buyGiftCardSchema.validate({ ...values, amount: choice === OTHER ? other : Number(choice), deliverAt: values.deliverOn ? deliverAt : '' }, { abortEarly: false })
          return {}
        } catch (error) {
          const { inner } = error as { inner: { path?: string; message: string }[] }
          return Object.fromEntries(inner.map((problem) => [problem.path === 'amount' ? 'other' : (problem.path ?? 'recipientPhone'), problem.message]))
        }
      }}
    >
      {({ values, isSubmitting }) => (
        <Form noValidate aria-label="Buy a gift card">
          <SelectField name="choice" label="Amount">
            {terms.amounts.map((amount) => (
              <option key={amount} value={String(amount)}>
                {formatNaira(amount)}
              </option>
            ))}
            {terms.minimumAnyAmount !== null && <option value={OTHER}>Another amount</option>}
          </SelectField>
          {values.choice === OTHER && <TextField name="other" label={`Amount (₦${terms.minimumAnyAmount?.toLocaleString('en-NG')} or more)`} inputMode="numeric" />}
          <TextField name="recipientName" label="Her name" autoComplete="off" />
          <Pair>
            <TextField name="recipientPhone" label="Her phone (optional)" type="tel" autoComplete="off" />
            <TextField name="recipientEmail" label="Her e-mail (optional)" type="email" autoComplete="off" />
          </Pair>
          <TextAreaField name="message" label="Your message (optional)" rows={3} />
          <Pair>
            <TextField name="deliverOn" label="Deliver on (empty: now)" type="date" />
            <TextField name="deliverAt" label="At (Lagos time)" type="time" />
          </Pair>
          <p>
            It reaches her by e-mail and/or SMS with its code and a link to a card she can print. Valid for {terms.validityMonths} months from delivery, at checkout and at the
            salon&apos;s counter.
          </p>
          <Button type="submit" $block disabled={isSubmitting}>
            {isSubmitting ? 'Opening payment…' : 'Pay for the gift card'}
          </Button>
        </Form>
      )}
    </Formik>
  )
}

/** /gift-cards: a gift card bought for someone, paid online; where the buyer comes back after paying. */
export function BuyGiftCardPage() {
  const signedIn = useAppSelector(selectSignedIn)
  const { data: terms } = useGetGiftCardTermsQuery()
  const [search] = useSearchParams()
  const outcome = OUTCOMES[search.get('payment') ?? '']
  return (
    <Page title="Gift cards" description="Give a Glow Beauty gift card: spent on products online or on a visit to the salon.">
      <Narrow>
        {outcome && (
          <Outcome role="status" $good={outcome.good}>
            {outcome.words}
          </Outcome>
        )}
        <p>A gift card for a friend, a mother, a bride&apos;s friends: spent on our products online or on a visit to the salon, in part or all at once.</p>
        {!signedIn ? (
          <p>
            <Link to={paths.login} state={{ returnTo: paths.giftCards }}>
              Log in
            </Link>{' '}
            to buy a gift card.
          </p>
        ) : (
          terms && <BuyForm terms={terms} />
        )}
      </Narrow>
    </Page>
  )
}
