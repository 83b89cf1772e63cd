import styled from 'styled-components'

/** The views of one seller page as a row of pill links (the current one `aria-current="page"`); never printed. */
export const ViewTabs = styled.nav`
  @media print { display: none; }
  ul { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.sm}; margin: 0 0 ${({ theme }) => theme.space.lg}; padding: 0; list-style: none; }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1.5px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 600;
    text-decoration: none;
  }
  a[aria-current='page'] { border-color: ${({ theme }) => theme.colors.primary}; background: ${({ theme }) => theme.colors.primary}; color: #fff; }
`
