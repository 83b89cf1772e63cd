import styled from 'styled-components'
import { Icon } from '../../../components/Icon'
import { Container } from '../../../components/Page'
import { sellingPoints } from '../../../content/homeSections'
import { Band, FourUpGrid, SectionHeading } from '../SectionHeading'

const Point = styled.li`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h3 { font-family: ${({ theme }) => theme.fonts.body}; font-size: ${({ theme }) => theme.fontSizes.lg}; margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`

const Badge = styled.span`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`

export function WhyUs() {
  return (
    <Band aria-labelledby="why-heading">
      <Container>
        <SectionHeading id="why-heading" eyebrow="Our promise" title="Why We Are The Best?" />
        <FourUpGrid>
          {sellingPoints.map((point) => (
            <Point key={point.title}>
              <Badge>
                <Icon name={point.icon} size={28} />
              </Badge>
              <h3>{point.title}</h3>
              <p>{point.description}</p>
            </Point>
          ))}
        </FourUpGrid>
      </Container>
    </Band>
  )
}
