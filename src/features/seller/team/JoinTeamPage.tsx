import { Formik } from 'formik'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { Button } from '../../../components/Button'
import { TextField } from '../../../components/Field'
import { Page } from '../../../components/Page'
import { paths } from '../../../contract/routes'
import { INVITATION_TOKEN_PARAM, joinFormSchema, teamMessages } from '../../../contract/team'
import { showToast } from '../../../shared/toasts'
import { SettingsForm } from '../salon/salonForms'
import { useJoinTeamMutation } from '../sessionApi'

/** /join-team?invitation=…: the invited member chooses her password, then logs in at the seller area. */
export function JoinTeamPage() {
  const [params] = useSearchParams()
  const token = params.get(INVITATION_TOKEN_PARAM) ?? ''
  const [join] = useJoinTeamMutation()
  const navigate = useNavigate()
  return (
    <Page title="Join the team" description="Choose the password of your team login.">
      {token ? (
        <Formik
          initialValues={{ password: '', confirm: '' }}
          validationSchema={joinFormSchema}
          onSubmit={async ({ password }) => {
            const answer = await join({ token, password })
              .unwrap()
              .catch(() => undefined)
            if (!answer) return
            showToast('success', answer.message ?? teamMessages.joined)
            navigate(paths.seller)
          }}
        >
          {({ isSubmitting }) => (
            <SettingsForm noValidate>
              <p>Choose the password you will log in with, with the e-mail address the invitation came to.</p>
              <TextField name="password" label="Password" type="password" autoComplete="new-password" />
              <TextField name="confirm" label="Password again" type="password" autoComplete="new-password" />
              <Button type="submit" disabled={isSubmitting}>
                Set my password
              </Button>
            </SettingsForm>
          )}
        </Formik>
      ) : (
        <p role="alert">{teamMessages.invitationInvalid}</p>
      )}
    </Page>
  )
}
