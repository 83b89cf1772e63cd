import styled from 'styled-components'
import type { PublicReview } from '../contract/reviews'

// The salon's published reviews as the About and booking pages draw them. Re-exported by salonApi.ts, so they travel in
// its chunk, which both pages load already: the home page's table of chunks names no file of their own.

const Gold = styled.span`
  color: ${({ theme }) => theme.colors.accent};
  letter-spacing: 1px;
`

/** Its stars out of five, full and empty, read as one figure. */
export const Rating = ({ stars }: { stars: number }) => (
  <Gold role="img" aria-label={`Rated ${stars} out of 5`}>
    {'★'.repeat(stars)}
    {'☆'.repeat(5 - stars)}
  </Gold>
)

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  strong { font-size: ${({ theme }) => theme.fontSizes.xl}; }
`

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`

const Review = styled.li`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  blockquote { margin: ${({ theme }) => theme.space.sm} 0; overflow-wrap: anywhere; }
  footer { color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`

const Reply = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding-left: ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.colors.primarySoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`

/** The salon's published reviews: their average and count, then each with its stars, words, who and the salon's reply. */
export function SalonReviews({ count, average, reviews }: { count: number; average: number; reviews: PublicReview[] }) {
  return (
    <>
      <Summary>
        <strong>{average.toFixed(1)}</strong> <Rating stars={Math.round(average)} /> <span>from {count} reviews</span>
      </Summary>
      <List>
        {reviews.map((review) => (
          <Review key={review._id}>
            <Rating stars={review.rating} />
            {review.words && <blockquote>{review.words}</blockquote>}
            <footer>
              {review.firstName}, {review.serviceName}
            </footer>
            {review.reply && <Reply>The salon replied: {review.reply}</Reply>}
          </Review>
        ))}
      </List>
    </>
  )
}
