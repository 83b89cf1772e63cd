import styled, { css } from 'styled-components'
import { Link } from 'react-router-dom'

type Variant = 'primary' | 'outline' | 'ghost'

const buttonStyle = css<{ $variant?: Variant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition: background 0.15s ease, color 0.15s ease, transform 0.15s ease;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: #fff;
          &:hover:not(:disabled) { background: ${theme.colors.primaryDark}; border-color: ${theme.colors.primaryDark}; }
        `
      : $variant === 'outline'
        ? css`
            background: transparent;
            color: ${theme.colors.primary};
            &:hover:not(:disabled) { background: ${theme.colors.primarySoft}; }
          `
        : css`
            background: transparent;
            border-color: transparent;
            color: ${theme.colors.primary};
            &:hover:not(:disabled) { background: ${theme.colors.primarySoft}; }
          `}
  &:disabled { opacity: 0.55; cursor: not-allowed; }
`

/** A product card's own action (Add, Choose): a small soft pill that fills with the brand colour on hover. */
export const cardActionStyle = css`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1.5px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  &:hover { background: ${({ theme }) => theme.colors.primary}; color: #fff; }
`

export const Button = styled.button<{ $variant?: Variant; $block?: boolean }>`
  ${buttonStyle}
`

export const ButtonLink = styled(Link)<{ $variant?: Variant; $block?: boolean }>`
  ${buttonStyle}
`

/** A link to another site that looks like a button (it opens in a new tab). */
export const ButtonAnchor = styled.a<{ $variant?: Variant; $block?: boolean }>`
  ${buttonStyle}
`

/** A button that reads as a link (Change, Remove): underlined text, a 44 px touch target. */
export const TextButton = styled.button<{ $danger?: boolean }>`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  background: none;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.primary)};
  font-weight: 600;
  text-decoration: underline;
  text-align: left;
  cursor: pointer;
`
