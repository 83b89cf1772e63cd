import styled, { keyframes } from 'styled-components'
import { DECORATIVE } from '../../../contract/dataSaver'
import { ButtonLink } from '../../../components/Button'
import { Icon } from '../../../components/Icon'
import { Container } from '../../../components/Page'
import { brand } from '../../../content/brand'
import { paths } from '../../../contract/routes'
import { Eyebrow } from '../Eyebrow'

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(142, 59, 98, 0.55); }
  70% { box-shadow: 0 0 0 16px rgba(142, 59, 98, 0); }
  100% { box-shadow: 0 0 0 0 rgba(142, 59, 98, 0); }
`

const Banner = styled.section`
  position: relative;
  overflow: hidden;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primarySoft} 0%, #fdf1e6 100%);
`

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  padding: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.xxl};
  ${({ theme }) => theme.media.md} { grid-template-columns: 1.1fr 0.9fr; padding: ${({ theme }) => theme.space.xxl} 0; }
`

const Copy = styled.div`
  h1 { font-size: ${({ theme }) => theme.fontSizes.hero}; margin-bottom: ${({ theme }) => theme.space.md}; }
  > p { max-width: 34rem; color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.lg}; margin: 0 0 ${({ theme }) => theme.space.lg}; }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.sm} { gap: ${({ theme }) => theme.space.md}; }
`

const PulsingLink = styled(ButtonLink)`
  animation: ${pulse} 2s ease-out infinite;
`

const Art = styled.div`
  position: relative;
  img { width: 100%; height: auto; }
`

// Large screens only; hidden by max-width so it stays in the page where media queries don't apply.
const CallPanel = styled.a`
  position: absolute;
  left: -1.5rem;
  bottom: 1.5rem;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  @media (max-width: 1023.98px) { display: none; }
  /* The words beside the icon: "Call to book" above the number. */
  > span + span { display: grid; }
  small { color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  strong { font-size: ${({ theme }) => theme.fontSizes.lg}; color: ${({ theme }) => theme.colors.primary}; }
`

const IconBubble = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
`

export function Hero() {
  return (
    <Banner aria-labelledby="hero-heading">
      <Container>
        <Layout>
          <Copy>
            <Eyebrow>Lagos beauty shop and salon</Eyebrow>
            <h1 id="hero-heading">Hands you can trust, Savings you will love.</h1>
            <p>Genuine skincare, hair, nail and fragrance essentials delivered within 24 hours, and expert salon care booked in a minute.</p>
            <Actions>
              <PulsingLink to={paths.booking}>
                <Icon name="calendar" size={20} /> Book Now
              </PulsingLink>
              <ButtonLink to={paths.products} $variant="outline">
                Shop now
              </ButtonLink>
              <ButtonLink to={paths.products} $variant="ghost">
                Explore Deals <Icon name="arrow" size={18} />
              </ButtonLink>
            </Actions>
          </Copy>
          <Art>
            <img {...{ [DECORATIVE]: '' }} src="/art/hero.svg" alt="" width={640} height={520} fetchPriority="high" />
            <CallPanel href={brand.phoneHref}>
              <IconBubble>
                <Icon name="phone" />
              </IconBubble>
              <span>
                <small>Call to book</small>
                <strong>{brand.phone}</strong>
              </span>
            </CallPanel>
          </Art>
        </Layout>
      </Container>
    </Banner>
  )
}
