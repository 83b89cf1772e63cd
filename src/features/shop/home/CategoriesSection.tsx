import { Link } from 'react-router-dom'
import { DECORATIVE } from '../../../contract/dataSaver'
import styled from 'styled-components'
import { Container } from '../../../components/Page'
import { categories } from '../../../content/categories'
import { paths } from '../../../contract/routes'
import { Band, SectionHeading } from '../SectionHeading'

// SPEC §9: 2 columns on small screens, up to 7 on extra-large.
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(5, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.xl} { grid-template-columns: repeat(7, minmax(0, 1fr)); }
`

const Tile = styled(Link)<{ $bg: string }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $bg }) => $bg};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  transition: transform 0.2s ease, box-shadow 0.2s ease;
  img { width: 100%; max-width: 140px; height: auto; transition: transform 0.2s ease; }
  &:hover { box-shadow: ${({ theme }) => theme.shadows.card}; }
  &:hover img { transform: scale(1.08); }
`

export function CategoriesSection() {
  return (
    <Band aria-labelledby="categories-heading">
      <Container>
        <SectionHeading id="categories-heading" eyebrow="Shop" title="Shop by Category" lead="Everything you need for hair, skin, nails and fragrance." />
        <Grid>
          {categories.map((category) => (
            <li key={category.path}>
              <Tile to={paths.category(category.path)} $bg={category.bgColor}>
                <img {...{ [DECORATIVE]: '' }} src={category.image} alt="" width={400} height={400} loading="lazy" decoding="async" />
                {category.text}
              </Tile>
            </li>
          ))}
        </Grid>
      </Container>
    </Band>
  )
}
