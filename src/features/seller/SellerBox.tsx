import styled from 'styled-components'

/** A part of a seller page (the bill's products, a member's figures): a bordered box with its h2 at the top. */
export const SellerBox = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`
