import { Form, Formik } from 'formik'
import { useState } from 'react'
import styled from 'styled-components'
import { Button, ButtonLink } from '../../../components/Button'
import { TextAreaField } from '../../../components/Field'
import { Page } from '../../../components/Page'
import { Spinner } from '../../../components/Spinner'
import { paths } from '../../../contract/routes'
import { REVIEW_WORDS_MAX, reviewMessages, reviewSchema } from '../../../contract/reviews'
import { formatCalendarDay } from '../../../contract/shopClock'
import { BookingCard } from '../BookingCard'
import { ChoiceGroup } from '../ChoiceGroup'
import { useGetReviewRequestQuery, useLeaveReviewMutation } from './reviewApi'

const Card = styled(BookingCard)`
  max-width: 40rem;
`

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
`

const STARS = [1, 2, 3, 4, 5].map((stars) => ({ value: String(stars), label: `${'★'.repeat(stars)}`, hint: stars === 1 ? '1 star' : `${stars} stars` }))


/** /booking?review=<token>: her stars and a few words about a visit, once. */
export function ReviewPage({ token }: { token: string }) {
  const { data, isLoading } = useGetReviewRequestQuery(token)
  const [leave] = useLeaveReviewMutation()
  const [thanked, setThanked] = useState(false)
  const request = data?.request
  return (
    <Page title="Review your visit">
      {isLoading && <Spinner label="Opening your review…" />}
      {!isLoading && !request && !thanked && <Note role="alert">{data?.message ?? 'Your review link could not be opened. Please try again.'}</Note>}
      {thanked && (
        <Card aria-labelledby="review-thanks">
          <h2 id="review-thanks">{reviewMessages.thanks}</h2>
          <Note>The salon reads every review. Once it is published, it shows on our About page.</Note>
          <ButtonLink to={paths.booking}>Book your next visit</ButtonLink>
        </Card>
      )}
      {request && !thanked && (
        <Card aria-labelledby="review-heading">
          <h2 id="review-heading">
            How was your {request.serviceName}, {request.firstName}?
          </h2>
          <Note>Your visit on {formatCalendarDay(request.date)}. Your first name and your words may be shown on our website.</Note>
          <Formik
            initialValues={{ rating: '', words: '' }}
            validationSchema={reviewSchema}
            onSubmit={async (values) => {
              await leave({ token, review: reviewSchema.cast(values) }).unwrap()
              setThanked(true)
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate>
                <ChoiceGroup name="rating" legend="Your rating" choices={STARS} compact />
                <TextAreaField name="words" label="A few words (optional)" rows={4} maxLength={REVIEW_WORDS_MAX} />
                <Button type="submit" disabled={isSubmitting}>
                  Send my review
                </Button>
              </Form>
            )}
          </Formik>
        </Card>
      )}
    </Page>
  )
}
