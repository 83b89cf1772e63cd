import styled from 'styled-components'

/**
 * The small capitals above a heading. On its own (not in SectionHeading.tsx) because the hero ships with the home
 * page: a module the first bundle imports comes whole, and the sections' headings load with the sections.
 */
export const Eyebrow = styled.p`
  && {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 700;
    letter-spacing: 0.12em;
    text-transform: uppercase;
  }
`
