import { useField } from 'formik'
import styled from 'styled-components'
import { FieldError } from '../../components/Control'

export interface Choice {
  value: string
  label: string
  hint?: string
  disabled?: boolean
}

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  min-width: 0;
`

const Legend = styled.legend`
  padding: 0;
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-bottom: ${({ theme }) => theme.space.xs};
`

const Options = styled.div<{ $compact: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: ${({ $compact }) => ($compact ? 'repeat(auto-fill, minmax(5.5rem, 1fr))' : 'repeat(auto-fit, minmax(12rem, 1fr))')};
  margin-bottom: ${({ theme }) => theme.space.xs};
`

const Option = styled.label`
  position: relative;
  display: block;

  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  input:disabled { cursor: not-allowed; }

  span {
    display: flex;
    flex-direction: column;
    justify-content: center;
    min-height: 44px;
    height: 100%;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1.5px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    text-align: center;
    font-weight: 600;
    transition: border-color 0.15s ease, background 0.15s ease;
  }
  small {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
  input:checked + span {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  input:focus-visible + span { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  input:disabled + span {
    color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.background};
    text-decoration: line-through;
  }
`

interface ChoiceGroupProps {
  name: string
  legend: string
  choices: Choice[]
  /** Short choices (times) sit in a tight grid. */
  compact?: boolean
  /** A rule only this step knows, checked with the schema's. */
  validate?: (value: string) => string | undefined
}

/** A set of radio buttons drawn as cards: legend, choices and the field's error in one place. */
export function ChoiceGroup({ name, legend, choices, compact = false, validate }: ChoiceGroupProps) {
  const [field, meta] = useField<string>({ name, validate })
  const errorId = `field-${name}-error`
  const invalid = Boolean(meta.touched && meta.error)
  return (
    <Fieldset aria-describedby={invalid ? errorId : undefined}>
      <Legend>{legend}</Legend>
      <Options $compact={compact}>
        {choices.map((choice) => (
          <Option key={choice.value}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={field.value === choice.value}
              disabled={choice.disabled}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
            <span>
              {choice.label}
              {choice.hint && <small>{choice.hint}</small>}
            </span>
          </Option>
        ))}
      </Options>
      {invalid && (
        <FieldError id={errorId} role="alert">
          {meta.error}
        </FieldError>
      )}
    </Fieldset>
  )
}
