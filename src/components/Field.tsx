import { useField } from 'formik'
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'
import styled from 'styled-components'
import { FieldError, Input, Select, TextArea } from './Control'

export { FieldError, Input, Select, TextArea }

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.sm};
`

/**
 * One line is kept for each field's error, so an error that appears when a field loses focus moves nothing:
 * a press on the button below, which caused that blur, still lands on the button and submits.
 */
const ErrorSlot = styled.div`
  min-height: calc(${({ theme }) => theme.fontSizes.sm} * 1.5);
`

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Hint = styled.small`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/** A note under the control: a line of room below it, so it reads with its field and not with the next one's label. */
const Note = styled(Hint)`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.sm};
`

interface FieldProps {
  name: string
  label: string
}

/** A line under a field's label saying what to write, read with the field. */
interface HintProps {
  hint?: string
}

/** A line under the control about what is in it (a value filled in for her), in its error's place while it has none. */
interface NoteProps {
  note?: string
}

/** Label, control, hint, note and error in one place: the label is tied to the control, the hint and the error (or the note) describe it. */
function useFieldParts(name: string, hint?: string, note?: string, ownId?: string) {
  const [field, meta] = useField(name)
  const invalid = Boolean(meta.touched && meta.error)
  const id = ownId ?? `field-${name}`
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const noteId = `${id}-note`
  const describedBy = [hint && hintId, invalid ? errorId : note && noteId].filter(Boolean).join(' ') || undefined
  return { field, invalid, id, errorId, hintId, noteId, describedBy, error: invalid ? meta.error : undefined }
}

interface ShellProps {
  id: string
  label: string
  hint?: string
  hintId?: string
  note?: string
  noteId?: string
  errorId: string
  error?: string
  children: ReactNode
}

function Shell({ id, label, hint, hintId, note, noteId, errorId, error, children }: ShellProps) {
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {children}
      <ErrorSlot>
        {error ? (
          <FieldError id={errorId} role="alert">
            {error}
          </FieldError>
        ) : (
          note && <Note id={noteId}>{note}</Note>
        )}
      </ErrorSlot>
    </Wrapper>
  )
}

/** `id`: its own, where another form on the page has a field of the same name (field-<name> otherwise). */
export function TextField({ name, label, hint, note, id: ownId, ...rest }: FieldProps & HintProps & NoteProps & InputHTMLAttributes<HTMLInputElement>) {
  const { field, invalid, id, errorId, hintId, noteId, describedBy, error } = useFieldParts(name, hint, note, ownId)
  return (
    <Shell id={id} label={label} hint={hint} hintId={hintId} note={note} noteId={noteId} errorId={errorId} error={error}>
      <Input id={id} {...field} {...rest} $invalid={invalid} aria-invalid={invalid} aria-describedby={describedBy} />
    </Shell>
  )
}

export function TextAreaField({ name, label, hint, ...rest }: FieldProps & HintProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { field, invalid, id, errorId, hintId, describedBy, error } = useFieldParts(name, hint)
  return (
    <Shell id={id} label={label} hint={hint} hintId={hintId} errorId={errorId} error={error}>
      <TextArea id={id} {...field} {...rest} $invalid={invalid} aria-invalid={invalid} aria-describedby={describedBy} />
    </Shell>
  )
}

/** A labelled select whose value the caller holds (a part of a form's value, not a whole field of it). */
export function LabelledSelect({ id, label, children, ...rest }: { id: string; label: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Shell id={id} label={label} errorId={`${id}-error`}>
      <Select id={id} {...rest}>
        {children}
      </Select>
    </Shell>
  )
}

/** A select field; `id` when another form on the page has a field of the same name. */
export function SelectField({ name, label, children, id: ownId, ...rest }: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const { field, invalid, id, errorId, error } = useFieldParts(name, undefined, undefined, ownId)
  return (
    <Shell id={id} label={label} errorId={errorId} error={error}>
      <Select id={id} {...field} {...rest} $invalid={invalid} aria-invalid={invalid} aria-describedby={invalid ? errorId : undefined}>
        {children}
      </Select>
    </Shell>
  )
}

const CheckLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  input { flex: none; width: 20px; height: 20px; margin: 2px 0 0; accent-color: ${({ theme }) => theme.colors.primary}; }
`

/** A checkbox with its words as its label, and its error below. */
export function CheckboxField({ name, label }: FieldProps) {
  const [field, meta] = useField({ name, type: 'checkbox' })
  const invalid = Boolean(meta.touched && meta.error)
  const errorId = `field-${name}-error`
  return (
    <Wrapper>
      <CheckLabel>
        <input type="checkbox" {...field} aria-invalid={invalid} aria-describedby={invalid ? errorId : undefined} />
        <span>{label}</span>
      </CheckLabel>
      <ErrorSlot>
        {invalid && (
          <FieldError id={errorId} role="alert">
            {meta.error}
          </FieldError>
        )}
      </ErrorSlot>
    </Wrapper>
  )
}
