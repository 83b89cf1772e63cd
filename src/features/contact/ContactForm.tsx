import { useFormik } from 'formik'
import { useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { contactFormUrl } from '../../shared/env'
import { showToast } from '../../shared/toasts'
import { Button } from '../../components/Button'
import { Input, TextArea } from '../../components/Control'
import { messages } from '../../contract/messages'
import { contactSchema } from '../../contract/schemas'
import type { ContactFields } from '../../contract/types'

const FIELDS = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'subject', label: 'Subject' },
  { name: 'message', label: 'Message' },
] as const satisfies readonly { name: keyof ContactFields; label: string; autoComplete?: string; type?: string }[]

const empty: ContactFields = { name: '', email: '', subject: '', message: '' }

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};

  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

const Problems = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`

/** Posts form-encoded to the configured form endpoint: our own /api/contact, or an external form service. */
async function sendMessage(fields: ContactFields) {
  try {
    const response = await fetch(contactFormUrl, { method: 'POST', headers: { Accept: 'application/json' }, body: new URLSearchParams({ ...fields }) })
    if (!response.ok) {
      showToast('error', messages.contact.failed)
      return false
    }
    showToast('success', messages.contact.sent)
    return true
  } catch {
    showToast('error', messages.contact.networkError)
    return false
  }
}

/** The contact form of SPEC §5: every rule's message in one line under the form; a missing name is also toasted. */
export function ContactForm() {
  const [attempted, setAttempted] = useState(false)
  const formik = useFormik({
    initialValues: empty,
    validationSchema: contactSchema,
    // Quiet until the first attempt, then the line follows every keystroke.
    validateOnChange: attempted,
    validateOnBlur: attempted,
    onSubmit: async (values, { resetForm }) => {
      if (await sendMessage(contactSchema.cast(values))) {
        resetForm()
        setAttempted(false)
      }
    },
  })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setAttempted(true)
    const errors = await formik.validateForm()
    if (errors.name) showToast('error', errors.name)
    await formik.submitForm()
  }

  const problems = attempted ? FIELDS.map(({ name }) => formik.errors[name]).filter(Boolean) : []
  const problemsId = 'contact-problems'

  return (
    <form onSubmit={submit} noValidate aria-label="Contact form">
      {FIELDS.map(({ name, label, ...rest }) => {
        const invalid = problems.length > 0 && Boolean(formik.errors[name])
        const control = {
          id: `contact-${name}`,
          ...formik.getFieldProps(name),
          $invalid: invalid,
          'aria-invalid': invalid,
          'aria-describedby': invalid ? problemsId : undefined,
        }
        return (
          <Group key={name}>
            <label htmlFor={control.id}>{label}</label>
            {name === 'message' ? <TextArea {...control} /> : <Input {...control} {...rest} />}
          </Group>
        )
      })}
      <Button type="submit" disabled={formik.isSubmitting} aria-busy={formik.isSubmitting}>
        {formik.isSubmitting ? 'Sending…' : 'Send message'}
      </Button>
      {problems.length > 0 && (
        <Problems id={problemsId} role="alert">
          {problems.join(' ')}
        </Problems>
      )}
    </form>
  )
}
