import styled from 'styled-components'
import { DECORATIVE } from '../../../contract/dataSaver'
import { ButtonAnchor, ButtonLink } from '../../../components/Button'
import { ResponsiveImage } from '../../../components/ResponsiveImage'
import { Container } from '../../../components/Page'
import { paths } from '../../../contract/routes'
import { brand } from '../../../content/brand'
import { useGetSalonQuery } from '../../../shared/salonApi'
import { Band, FourUpGrid, SectionHeading } from '../SectionHeading'

const Card = styled.li`
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
  img { width: 100%; height: auto; aspect-ratio: 3 / 2; object-fit: cover; }
  div { display: flex; flex: 1; flex-direction: column; gap: ${({ theme }) => theme.space.sm}; padding: ${({ theme }) => theme.space.lg}; }
  h3 { font-size: ${({ theme }) => theme.fontSizes.lg}; margin: 0; }
  p { flex: 1; margin: 0; color: ${({ theme }) => theme.colors.muted}; }
  a { align-self: flex-start; }
`

/** How wide a card draws its photo: one, two, then four a row (FourUpGrid); an upload's stored widths cover it. */
const PHOTO_SIZES = '(min-width: 1280px) 290px, (min-width: 1024px) 23vw, (min-width: 480px) 46vw, 92vw'

export function ServicesSection() {
  const { data } = useGetSalonQuery()
  return (
    <Band $tint aria-labelledby="services-heading">
      <Container>
        <SectionHeading id="services-heading" eyebrow="Salon" title="Explore Our Beauty Services" lead="Relax in expert hands. Choose a service and book the time that suits you." />
        <FourUpGrid>
          {data?.services
            .filter((service) => service.onHomePage)
            .map((service) => (
            <Card key={service.id}>
              {service.image && <ResponsiveImage {...{ [DECORATIVE]: '' }} src={service.image} sizes={PHOTO_SIZES} alt="" width={600} height={400} loading="lazy" decoding="async" />}
              <div>
                <h3 id={`service-${service.id}`}>{service.name}</h3>
                <p>{service.description}</p>
                {service.active ? (
                  <ButtonLink to={paths.bookService(service.id)} aria-describedby={`service-${service.id}`}>
                    Book Now
                  </ButtonLink>
                ) : (
                  // Shown, not booked online: the wizard could not offer it.
                  <ButtonAnchor href={brand.phoneHref} aria-describedby={`service-${service.id}`}>
                    Call to book {brand.phone}
                  </ButtonAnchor>
                )}
              </div>
            </Card>
          ))}
        </FourUpGrid>
      </Container>
    </Band>
  )
}
