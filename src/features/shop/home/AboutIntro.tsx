import styled from 'styled-components'
import { ButtonLink } from '../../../components/Button'
import { Container } from '../../../components/Page'
import { brand } from '../../../content/brand'
import { paths } from '../../../contract/routes'
import { Eyebrow } from '../Eyebrow'
import { Band } from '../SectionHeading'

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  ${({ theme }) => theme.media.md} { grid-template-columns: 1.4fr 1fr; }
`

const Copy = styled.div`
  h2 { font-size: clamp(1.6rem, 3.5vw, 2.25rem); }
  p { color: ${({ theme }) => theme.colors.muted}; }
`

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.lg} 0;
  padding: 0;
  list-style: none;
  strong { display: block; font-family: ${({ theme }) => theme.fonts.heading}; font-size: ${({ theme }) => theme.fontSizes.xl}; color: ${({ theme }) => theme.colors.primary}; }
  span { color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`

const BookCard = styled.aside`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  text-align: center;
  h3 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
  p { opacity: 0.9; margin: 0 0 ${({ theme }) => theme.space.lg}; }
  a { background: #fff; border-color: #fff; color: ${({ theme }) => theme.colors.primary}; }
  a:hover { background: ${({ theme }) => theme.colors.primarySoft}; }
`

export function AboutIntro() {
  return (
    <Band aria-labelledby="about-intro">
      <Container>
        <Layout>
          <Copy>
            <Eyebrow>About us</Eyebrow>
            <h2 id="about-intro">Beauty care that feels personal</h2>
            <p>{brand.blurb}</p>
            <Facts>
              <li>
                <strong>2016</strong>
                <span>Caring for Lagos since</span>
              </li>
              <li>
                <strong>24 h</strong>
                <span>Delivery promise</span>
              </li>
              <li>
                <strong>4</strong>
                <span>Salon specialists</span>
              </li>
            </Facts>
            <ButtonLink to={paths.about} $variant="outline">
              {/* SPEC's words on screen; the hidden rest says where the link goes (WCAG 2.4.4, and search engines read it). */}
              Read More<span className="visually-hidden"> about Glow Beauty</span>
            </ButtonLink>
          </Copy>
          <BookCard aria-labelledby="about-book">
            <h3 id="about-book">Treat yourself today</h3>
            <p>Hair, nails, massage, facials and make-up at our Lekki salon. {brand.openingHours}.</p>
            <ButtonLink to={paths.booking}>Book Now</ButtonLink>
          </BookCard>
        </Layout>
      </Container>
    </Band>
  )
}
