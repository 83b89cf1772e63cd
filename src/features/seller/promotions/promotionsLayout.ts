import styled from 'styled-components'

// The Promotions page's boxes, shared by its discount codes and its campaigns.

export const Panel = styled.section`
  max-width: 1100px;
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 { margin: 0 0 ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`

export const Grid = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`

export const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 1100px;
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`
