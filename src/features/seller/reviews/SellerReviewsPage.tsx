import { Form, Formik } from 'formik'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { TextAreaField } from '../../../components/Field'
import { LoadMore } from '../../../components/LoadMore'
import { Spinner } from '../../../components/Spinner'
import { paths } from '../../../contract/routes'
import { REVIEW_STATUS_NAMES, REVIEW_STATUSES, REVIEW_WORDS_MAX, REVIEWS_SHOWN_FROM, reviewMessages, type ReviewStatus, type SellerReview } from '../../../contract/reviews'
import { Rating } from '../../../shared/salonApi'
import { showToast } from '../../../shared/toasts'
import { formatDateTime } from '../format'
import { SellerBox } from '../SellerBox'
import { SellerHeading } from '../SellerHeading'
import { ViewTabs } from '../ViewTabs'
import { useChangeReviewMutation, useGetSellerReviewsQuery } from './reviewsApi'

const Note = styled.p`
  max-width: 48rem;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.muted};
`

const Review = styled(SellerBox)`
  max-width: 48rem;
  blockquote { margin: ${({ theme }) => theme.space.sm} 0; overflow-wrap: anywhere; }
  p { margin: 0 0 ${({ theme }) => theme.space.sm}; overflow-wrap: anywhere; }
  small { color: ${({ theme }) => theme.colors.muted}; }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`

const Status = styled.span<{ $status: ReviewStatus }>`
  font-weight: 600;
  color: ${({ theme, $status }) => ($status === 'published' ? theme.colors.success : $status === 'hidden' ? theme.colors.muted : theme.colors.primaryDark)};
`

/** A review the owner reads: publish or hide it, and reply (her reply shows under it once published). */
function ReviewCard({ review }: { review: SellerReview }) {
  const [change] = useChangeReviewMutation()
  const [replying, setReplying] = useState(false)
  const set = async (status: ReviewStatus) => {
    await change({ id: review._id, status }).unwrap()
    showToast('success', status === 'published' ? 'Review published' : 'Review hidden')
  }
  return (
    <Review aria-labelledby={`review-${review._id}`}>
      <h2 id={`review-${review._id}`}>
        {review.fullName}, {review.serviceName}
      </h2>
      <p>
        <Rating stars={review.rating} /> · <Status $status={review.status}>{REVIEW_STATUS_NAMES[review.status]}</Status> · <small>{formatDateTime(review.answeredAt)}</small>
        {review.phone && <small> · {review.phone}</small>}
      </p>
      {review.words ? <blockquote>{review.words}</blockquote> : <p><small>Stars only, no words.</small></p>}
      {review.reply && !replying && <p>Your reply: {review.reply}</p>}
      {replying ? (
        <Formik
          initialValues={{ reply: review.reply ?? '' }}
          onSubmit={async ({ reply }) => {
            await change({ id: review._id, reply }).unwrap()
            showToast('success', reviewMessages.saved)
            setReplying(false)
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <TextAreaField name="reply" label={`Your reply to ${review.firstName}`} hint="Shown under her review once it is published. Leave empty to take your reply away." rows={3} maxLength={REVIEW_WORDS_MAX} />
              <Actions>
                <Button type="submit" disabled={isSubmitting}>
                  Save reply
                </Button>
                <Button type="button" $variant="ghost" onClick={() => setReplying(false)}>
                  Cancel
                </Button>
              </Actions>
            </Form>
          )}
        </Formik>
      ) : (
        <Actions>
          {review.status !== 'published' && (
            <Button type="button" onClick={() => void set('published')} aria-label={`Publish ${review.fullName}'s review`}>
              Publish
            </Button>
          )}
          {review.status !== 'hidden' && (
            <Button type="button" $variant="outline" onClick={() => void set('hidden')} aria-label={`Hide ${review.fullName}'s review`}>
              Hide
            </Button>
          )}
          <Button type="button" $variant="ghost" onClick={() => setReplying(true)} aria-label={`Reply to ${review.fullName}`}>
            {review.reply ? 'Edit reply' : 'Reply'}
          </Button>
        </Actions>
      )}
    </Review>
  )
}

/** One page of the list; the last page offers the next. */
function ReviewPage({ status, after, last, onMore }: { status?: ReviewStatus; after?: string; last: boolean; onMore: (next: string) => void }) {
  const { data, isLoading, isFetching } = useGetSellerReviewsQuery({ status, after })
  if (isLoading) return <Spinner label="Loading reviews…" />
  if (!data) return <p role="alert">The reviews could not be loaded.</p>
  if (!after && data.reviews.length === 0) return <p>No reviews here yet.</p>
  return (
    <>
      {data.reviews.map((review) => (
        <ReviewCard key={review._id} review={review} />
      ))}
      {last && <LoadMore hasMore={data.nextCursor !== null} loading={isFetching} load={() => data.nextCursor && onMore(data.nextCursor)} label="Older reviews" />}
    </>
  )
}

const isStatus = (value: string | null): value is ReviewStatus => REVIEW_STATUSES.includes(value as ReviewStatus)

/** /seller/reviews: the reviews clients wrote after their visits, newest first, by status. */
export function SellerReviewsPage() {
  const [params] = useSearchParams()
  const asked = params.get('status')
  const status = isStatus(asked) ? asked : undefined
  const [after, setAfter] = useState<(string | undefined)[]>([undefined])
  return (
    <>
      <SellerHeading title="Reviews" />
      <Note>
        Two hours after a completed visit the client is asked for 1 to 5 stars and a few words. The About and booking pages show the published reviews, with their average, once {REVIEWS_SHOWN_FROM} are published.
      </Note>
      <ViewTabs aria-label="Reviews">
        <ul>
          {[undefined, ...REVIEW_STATUSES].map((name) => (
            <li key={name ?? 'all'}>
              <Link to={name ? `${paths.sellerReviews}?status=${name}` : paths.sellerReviews} aria-current={status === name ? 'page' : undefined} onClick={() => setAfter([undefined])}>
                {name ? REVIEW_STATUS_NAMES[name] : 'All'}
              </Link>
            </li>
          ))}
        </ul>
      </ViewTabs>
      {after.map((cursor, index) => (
        <ReviewPage key={`${status ?? 'all'}-${cursor ?? 'first'}`} status={status} after={cursor} last={index === after.length - 1} onMore={(next) => setAfter((pages) => [...pages, next])} />
      ))}
    </>
  )
}
