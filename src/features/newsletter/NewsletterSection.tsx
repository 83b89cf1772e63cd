import { useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { Input } from '../../components/Control'
import { Container } from '../../components/Page'
import { messages } from '../../contract/messages'
import { useSubscribeMutation } from './newsletterApi'

const Band = styled.section`
  padding: ${({ theme }) => theme.space.xxl} 0;
  background: ${({ theme }) => theme.colors.primarySoft};
  text-align: center;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    ${({ theme }) => theme.media.md} { font-size: ${({ theme }) => theme.fontSizes.xxl}; }
  }
  p { margin: 0 auto ${({ theme }) => theme.space.lg}; max-width: 36rem; color: ${({ theme }) => theme.colors.muted}; }
`

const Form = styled.form`
  max-width: 34rem;
  margin: 0 auto;
  text-align: left;

  label { display: block; font-weight: 600; font-size: ${({ theme }) => theme.fontSizes.sm}; margin-bottom: ${({ theme }) => theme.space.xs}; }
`

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.sm} { flex-direction: row; }
`

const Feedback = styled.p<{ $error?: boolean }>`
  && { margin: ${({ theme }) => theme.space.sm} 0 0; text-align: left; }
  && { color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.success)}; }
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/** SPEC home section 8 'Never Miss a Deal!': one required e-mail, stored once by the shop. */
export function NewsletterSection() {
  const [subscribe, { isLoading }] = useSubscribeMutation()
  const [email, setEmail] = useState('')
  const [problem, setProblem] = useState('')
  const [thanks, setThanks] = useState('')

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement
    const address = email.trim()
    setThanks('')
    // The browser's own e-mail check, with the shop's messages instead of its bubbles.
    const rule = !address ? messages.newsletter.emailRequired : input.validity.typeMismatch ? messages.newsletter.emailInvalid : ''
    setProblem(rule)
    if (rule) return
    const result = await subscribe({ email: address })
    // A refusal is toasted by the app's listener.
    if (result.data) {
      setThanks(result.data.message ?? messages.newsletter.subscribed)
      setEmail('')
    }
  }

  return (
    <Band aria-labelledby="newsletter-heading">
      <Container>
        <h2 id="newsletter-heading">Never Miss a Deal!</h2>
        <p>Subscribe to get the latest offers, new arrivals and exclusive discounts, straight to your inbox.</p>
        <Form onSubmit={submit} noValidate>
          <label htmlFor="newsletter-email">Email address</label>
          <Row>
            <Input
              id="newsletter-email"
              name="email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              $invalid={Boolean(problem)}
              aria-invalid={Boolean(problem)}
              aria-describedby={problem ? 'newsletter-problem' : undefined}
            />
            <Button type="submit" disabled={isLoading}>
              Subscribe
            </Button>
          </Row>
          {problem && (
            <Feedback id="newsletter-problem" role="alert" $error>
              {problem}
            </Feedback>
          )}
          <div role="status">{thanks && <Feedback>{thanks}</Feedback>}</div>
        </Form>
      </Container>
    </Band>
  )
}
