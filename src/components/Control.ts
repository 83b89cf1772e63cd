import styled, { css } from 'styled-components'

// Form controls without the form library: Field.tsx wraps them for Formik, light pages use them bare.

const control = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1.5px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.line)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  &:focus { border-color: ${({ theme }) => theme.colors.primary}; }
`

export const Input = styled.input<{ $invalid?: boolean }>`
  ${control}
`
export const Select = styled.select<{ $invalid?: boolean }>`
  ${control}
`
export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${control}
  min-height: 120px;
  resize: vertical;
`

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
