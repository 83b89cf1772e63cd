import { Field, Form } from 'formik'
import styled, { css } from 'styled-components'

/** A labelled checkbox of the owner's salon forms. */
export function Check({ name, label, value }: { name: string; label: string; value?: string }) {
  return (
    <CheckLabel>
      <Field type="checkbox" name={name} value={value} />
      {label}
    </CheckLabel>
  )
}

const CheckLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  input { width: 20px; height: 20px; accent-color: ${({ theme }) => theme.colors.primary}; }
`

export const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr)); }
`

/** A white card of the seller's salon pages: a heading, muted lines, a button at its start. */
const card = css`
  display: grid;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  button { justify-self: start; }
`

export const ItemCard = styled.li`
  ${card}
  gap: ${({ theme }) => theme.space.xs};
`

/** A card's heading with its photo beside it, when it has one. */
export const ItemHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  img { flex: none; width: 48px; height: 48px; border-radius: ${({ theme }) => theme.radii.sm}; object-fit: cover; background: ${({ theme }) => theme.colors.background}; }
  h2 { min-width: 0; overflow-wrap: anywhere; }
`

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0;
`

/** A small settings form below a page's cards: a heading, a line of why, a field and its Save. */
export const SettingsForm = styled(Form)`
  ${card}
  gap: ${({ theme }) => theme.space.sm};
  max-width: 36rem;
`
