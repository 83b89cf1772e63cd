import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Eyebrow } from './Eyebrow'

const Header = styled.div<{ $align: 'center' | 'start' }>`
  max-width: 640px;
  margin: 0 ${({ $align }) => ($align === 'center' ? 'auto' : '0')} ${({ theme }) => theme.space.xl};
  text-align: ${({ $align }) => $align};
  h2 { font-size: clamp(1.6rem, 3.5vw, 2.25rem); margin-bottom: ${({ theme }) => theme.space.sm}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`

/** A section's eyebrow, heading and lead line. */
export function SectionHeading({ id, eyebrow, title, lead, align = 'center' }: { id?: string; eyebrow?: string; title: string; lead?: ReactNode; align?: 'center' | 'start' }) {
  return (
    <Header $align={align}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <h2 id={id}>{title}</h2>
      {lead && <p>{lead}</p>}
    </Header>
  )
}

/** A home-page band: vertical rhythm and an optional tinted background. */
export const Band = styled.section<{ $tint?: boolean }>`
  padding: ${({ theme }) => theme.space.xxl} 0;
  background: ${({ theme, $tint }) => ($tint ? theme.colors.primarySoft : 'transparent')};
`

/** Four cards a row on large screens, two on tablets, one on phones. */
export const FourUpGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`
