import styled from 'styled-components'

/** A page's card: a section on the surface colour, with its heading at the top. */
export const Panel = styled.section`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space.xl}; }

  h2 { margin-top: 0; font-size: ${({ theme }) => theme.fontSizes.xl}; }
`
