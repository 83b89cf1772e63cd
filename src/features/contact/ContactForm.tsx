import { useFormik } from 'formik'
import { useEffect, type FormEvent } from 'react'
import styled from 'styled-components'
import { useAppDispatch, useAppSelector } from '../../shared/hooks'
import { dismissToasts, showToast } from '../../shared/toasts'
import { Button } from '../../components/Button'
import { Input, TextArea } from '../../components/Control'
import { messages } from '../../contract/messages'
import { contactSchema } from '../../contract/schemas'
import type { ContactFields } from '../../contract/types'
import { useSendContactMessageMutation } from './contactApi'
import { draftChanged, emptyMessage, selectAttempted, selectDraft, sendAttempted } from './contactSlice'
import { HydratedControls } from '../../components/HydratedControls'

const FIELDS = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'subject', label: 'Subject' },
  { name: 'message', label: 'Message' },
] as const satisfies readonly { name: keyof ContactFields; label: string; autoComplete?: string; type?: string }[]

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

/** The contact form of SPEC §5: every rule's message in one line under the form; a missing name is also toasted. */
export function ContactForm() {
  const dispatch = useAppDispatch()
  const draft = useAppSelector(selectDraft)
  const attempted = useAppSelector(selectAttempted)
  const [sendMessage] = useSendContactMessageMutation()
  const formik = useFormik({
    initialValues: draft,
    validationSchema: contactSchema,
    // Quiet until the first attempt, then the line follows every keystroke.
    validateOnChange: attempted,
    validateOnBlur: attempted,
    onSubmit: async (values, { resetForm }) => {
      const result = await sendMessage(contactSchema.cast(values))
      if (result.error) {
        const networkFailed = 'status' in result.error && result.error.status === 'FETCH_ERROR'
        showToast('error', networkFailed ? messages.contact.networkError : messages.contact.failed)
        return
      }
      dismissToasts('error', [messages.contact.name, messages.contact.networkError, messages.contact.failed])
      showToast('success', messages.contact.sent)
      resetForm({ values: emptyMessage })
    },
  })

  // What she types is kept in the slice: it waits for her while she looks at another page.
  useEffect(() => {
    dispatch(draftChanged(formik.values))
  }, [dispatch, formik.values])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    dispatch(sendAttempted())
    const errors = await formik.validateForm()
    if (errors.name) showToast('error', errors.name)
    await formik.submitForm()
  }

  const problems = attempted ? FIELDS.map(({ name }) => formik.errors[name]).filter(Boolean) : []
  const problemsId = 'contact-problems'

  return (
    <form onSubmit={submit} noValidate aria-label="Contact form">
      <HydratedControls>
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
      </HydratedControls>
    </form>
  )
}
