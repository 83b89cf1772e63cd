import { Formik } from 'formik'
import { useSearchParams } from 'react-router-dom'
import { Button } from '../../../components/Button'
import { TextField } from '../../../components/Field'
import { Page } from '../../../components/Page'
import { Spinner } from '../../../components/Spinner'
import { SHOP_NAME } from '../../../contract/shop'
import { INVITATION_TOKEN_PARAM, joinFormSchema, STAFF_ROLE_NAMES, teamMessages } from '../../../contract/team'
import { SettingsForm } from '../salon/salonForms'
import { useJoinTeam } from '../sellerSession'
import { useGetInvitationQuery } from '../sessionApi'

/** /join-team?invitation=…: whom the link invites, where and as what; she chooses her password and is signed in. */
export function JoinTeamPage() {
  const [params] = useSearchParams()
  const token = params.get(INVITATION_TOKEN_PARAM) ?? ''
  const { data, isError } = useGetInvitationQuery(token, { skip: !token })
  const join = useJoinTeam()
  const invitation = data?.invitation
  return (
    <Page title="Join the team" description="Choose the password of your team login.">
      {!token || isError ? (
        <p role="alert">{teamMessages.invitationInvalid}</p>
      ) : !invitation ? (
        <Spinner label="Opening your invitation" />
      ) : (
        <Formik initialValues={{ password: '', confirm: '' }} validationSchema={joinFormSchema} onSubmit={({ password }) => join({ token, password })}>
          {({ isSubmitting }) => (
            <SettingsForm noValidate>
              <p>{teamMessages.invitationFor(invitation.name, SHOP_NAME, STAFF_ROLE_NAMES[invitation.role])}</p>
              <p>
                You log in with <strong>{invitation.email}</strong> and the password you choose here.
              </p>
              <TextField name="password" label="Password" type="password" autoComplete="new-password" />
              <TextField name="confirm" label="Password again" type="password" autoComplete="new-password" />
              <Button type="submit" disabled={isSubmitting}>
                Set my password
              </Button>
            </SettingsForm>
          )}
        </Formik>
      )}
    </Page>
  )
}
