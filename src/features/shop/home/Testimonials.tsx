import styled, { css, keyframes } from 'styled-components'
import { DATA_SAVER_ATTRIBUTE, DECORATIVE } from '../../../contract/dataSaver'
import { Container } from '../../../components/Page'
import { Stars } from '../../../components/Stars'
import { testimonials, type Testimonial } from '../../../content/homeSections'
import { Band, SectionHeading } from '../SectionHeading'

const MARQUEE_LOOP_S = 20

const slide = keyframes`to { transform: translateX(-50%); }`

const Viewport = styled.div`
  overflow: hidden;
  mask-image: linear-gradient(90deg, transparent, #000 6%, #000 94%, transparent);
`

/** The reviews standing still, one copy, wrapped: for reduced motion and for a shopper saving data. */
const still = css`
  animation: none;
  width: auto;
  flex-wrap: wrap;
  justify-content: center;
  > [aria-hidden='true'] { display: none; }
`

// Two copies side by side slide left by one copy's width, so the loop has no seam.
const Track = styled.div`
  display: flex;
  width: max-content;
  animation: ${slide} ${MARQUEE_LOOP_S}s linear infinite;
  ${Viewport}:hover &, ${Viewport}:focus-within & { animation-play-state: paused; }
  @media (prefers-reduced-motion: reduce) { ${still} }
  [${DATA_SAVER_ATTRIBUTE}] & { ${still} }
`

const List = styled.ul`
  display: flex;
  flex-wrap: inherit;
  justify-content: inherit;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.sm} 0;
  list-style: none;
`

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: 300px;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  blockquote { flex: 1; margin: 0; font-style: italic; }
`

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  img { width: 48px; height: 48px; border-radius: 50%; }
  p { margin: 0; line-height: 1.3; }
  span { color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`

function Reviews({ copy }: { copy: boolean }) {
  return (
    <List aria-hidden={copy || undefined}>
      {testimonials.map((review: Testimonial) => (
        <Card key={review.name}>
          <Stars rating={review.rating} />
          <blockquote>“{review.quote}”</blockquote>
          <Person>
            <img {...{ [DECORATIVE]: '' }} src={review.image} alt="" width={48} height={48} loading="lazy" decoding="async" />
            <p>
              <strong>{review.name}</strong>
              <br />
              <span>{review.title}</span>
            </p>
          </Person>
        </Card>
      ))}
    </List>
  )
}

export function Testimonials() {
  return (
    <Band $tint aria-labelledby="testimonials-heading">
      <Container>
        <SectionHeading id="testimonials-heading" eyebrow="Testimonials" title="What Our Clients Say" />
      </Container>
      <Viewport role="region" tabIndex={0} aria-label="Client reviews, scrolling; hover or focus to pause">
        <Track>
          <Reviews copy={false} />
          <Reviews copy />
        </Track>
      </Viewport>
    </Band>
  )
}
