import styled from 'styled-components'
import { ButtonLink } from '../../components/Button'
import { ResponsiveImage } from '../../components/ResponsiveImage'
import { Container, usePageHead } from '../../components/Page'
import { aboutHead } from '../../contract/pageHeads'
import { brand } from '../../content/brand'
import { paths } from '../../contract/routes'
import { SalonReviews, useGetSalonQuery, useGetSalonReviewsQuery } from '../../shared/salonApi'
import { Eyebrow } from './Eyebrow'
import { Band, SectionHeading } from './SectionHeading'

const Intro = styled.div`
  padding: ${({ theme }) => theme.space.xxl} 0 ${({ theme }) => theme.space.xl};
  text-align: center;
  h1 { font-size: clamp(2rem, 5vw, 3rem); }
`

const Lead = styled.p`
  max-width: 42rem;
  margin: 0 auto;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

const Profile = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  img { width: 100%; max-width: 320px; height: auto; margin: 0 auto; border-radius: ${({ theme }) => theme.radii.md}; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.xl}; margin-bottom: ${({ theme }) => theme.space.xs}; }
  p { color: ${({ theme }) => theme.colors.muted}; }
  ${({ theme }) => theme.media.md} { grid-template-columns: 320px 1fr; padding: ${({ theme }) => theme.space.xl}; }
`

const Team = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); gap: ${({ theme }) => theme.space.lg}; }
`

const Member = styled.li`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-align: center;
  /* A photo of any shape fills the square the artwork does. */
  img { width: 100%; height: auto; aspect-ratio: 1; object-fit: cover; }
  h3 { font-family: ${({ theme }) => theme.fonts.body}; font-size: ${({ theme }) => theme.fontSizes.md}; margin: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs}; }
  p { margin: 0 ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs}; color: ${({ theme }) => theme.colors.primary}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  /* What the member can be booked for, under the role. */
  p + p { margin-bottom: ${({ theme }) => theme.space.md}; color: ${({ theme }) => theme.colors.muted}; }
`

const Cta = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.xl};
`

/** How wide a member's photo is drawn: two, then four a row; an upload's stored widths cover it. */
const PHOTO_SIZES = '(min-width: 1280px) 290px, (min-width: 1024px) 23vw, 46vw'

/** /about: the CEO's profile and the salon team. */
export function AboutPage() {
  usePageHead(aboutHead)
  const { data } = useGetSalonQuery()
  const { data: reviews } = useGetSalonReviewsQuery()
  const categoryName = (id: string) => data?.categories.find((category) => category.id === id)?.name.toLowerCase()
  return (
    <>
      <Container>
        <Intro>
          <Eyebrow>About us</Eyebrow>
          <h1>About {brand.name}</h1>
          <Lead>{brand.blurb}</Lead>
        </Intro>
        <Profile aria-labelledby="ceo-name">
          <img src={brand.ceo.image} alt={`Portrait of ${brand.ceo.name}`} width={300} height={300} />
          <div>
            <Eyebrow>{brand.ceo.role}</Eyebrow>
            <h2 id="ceo-name">{brand.ceo.name}</h2>
            {brand.ceo.bio.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Profile>
      </Container>
      <Band aria-labelledby="team-heading">
        <Container>
          <SectionHeading id="team-heading" eyebrow="Our team" title="Meet the Team" lead="The specialists who will look after you at the salon." />
          <Team>
            {data?.team.map((member) => (
              <Member key={member.id}>
                {member.image && <ResponsiveImage src={member.image} sizes={PHOTO_SIZES} alt="" width={300} height={300} loading="lazy" decoding="async" />}
                <h3>{member.name}</h3>
                <p>{member.role}</p>
                {member.categories.length > 0 && <p>Book for {member.categories.map(categoryName).join(' or ')}</p>}
              </Member>
            ))}
          </Team>
          <Cta>
            <ButtonLink to={paths.booking}>Book an appointment</ButtonLink>
          </Cta>
        </Container>
      </Band>
      {reviews && reviews.reviews.length > 0 && (
        <Band aria-labelledby="reviews-heading">
          <Container>
            <SectionHeading id="reviews-heading" eyebrow="Reviews" title="What our clients say" lead="Written by clients after their visit to the salon." />
            <SalonReviews {...reviews} />
          </Container>
        </Band>
      )}
    </>
  )
}
