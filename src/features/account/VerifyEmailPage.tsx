import { useEffect, useRef } from 'react'
import { useParams } from 'react-router-dom'
import styled from 'styled-components'
import { ButtonLink } from '../../components/Button'
import { Page } from '../../components/Page'
import { Spinner } from '../../components/Spinner'
import { aftercareMessages } from '../../contract/aftercareMessages'
import { paths } from '../../contract/routes'
import { failedCallMessage } from '../../shared/apiErrors'
import { emailVerified } from '../../shared/events'
import { useAppDispatch } from '../../shared/hooks'
import { useVerifyEmailMutation } from './accountApi'

const am = aftercareMessages.account

const Card = styled.div`
  max-width: 36rem;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  p { margin: 0 0 ${({ theme }) => theme.space.md}; }
`

/** /verify-email/:token, the link e-mailed to a new account: opening it proves the e-mail, once. */
export function VerifyEmailPage() {
  const { token = '' } = useParams()
  const dispatch = useAppDispatch()
  const [verify, { data, error, isUninitialized, isLoading }] = useVerifyEmailMutation()
  // A link works once: React's development double effect must not spend it twice.
  const asked = useRef(false)
  useEffect(() => {
    if (asked.current) return
    asked.current = true
    verify(token)
      .unwrap()
      .then(({ email }) => dispatch(emailVerified(email)))
      .catch(() => undefined)
  }, [verify, token, dispatch])
  return (
    <Page title={am.verifyTitle}>
      <Card>
        {isUninitialized || isLoading ? (
          <Spinner label={am.verifying} />
        ) : (
          <>
            <p role={error ? 'alert' : 'status'}>{error ? failedCallMessage(error) : (data?.message ?? am.emailVerified)}</p>
            <ButtonLink to={paths.account}>Go to My Account</ButtonLink>
          </>
        )}
      </Card>
    </Page>
  )
}
