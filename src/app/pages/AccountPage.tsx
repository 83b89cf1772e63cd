import { Navigate } from 'react-router-dom'
import styled from 'styled-components'
import { EmailAddress } from '../../components/EmailAddress'
import { Page } from '../../components/Page'
import { aftercareMessages } from '../../contract/aftercareMessages'
import { paths } from '../../contract/routes'
import { ChangePasswordForm, DeleteAccount, DownloadMyData, EmailVerification } from '../../features/account/AccountParts'
import { MessagePreferences } from '../../features/account/MessagePreferences'
import { SavedAddresses } from '../../features/checkout/SavedAddresses'
import { GiftCardWallet } from '../../features/giftCards/GiftCardWallet'
import { useAppSelector } from '../../shared/hooks'
import { selectSignedIn, selectUser } from '../../shared/session'

const am = aftercareMessages.account

const Section = styled.section`
  max-width: 60rem;
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 { margin-top: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
`

/** /account: what the shop holds about the shopper, to correct, download or erase. */
export function AccountPage() {
  const signedIn = useAppSelector(selectSignedIn)
  const user = useAppSelector(selectUser)
  if (!signedIn) return <Navigate to={paths.login} state={{ returnTo: paths.account }} replace />
  return (
    <Page title={am.title}>
      <Section aria-labelledby="account-details">
        <h2 id="account-details">Your details</h2>
        <Details>
          <dt>Name</dt>
          <dd>{user?.name}</dd>
          <dt>Email</dt>
          <dd>
            <span>{user && <EmailAddress address={user.email} />}</span>
            {user && <EmailVerification verified={user.emailVerified} />}
          </dd>
        </Details>
      </Section>
      <Section aria-labelledby="account-addresses">
        <h2 id="account-addresses">Saved addresses</h2>
        <SavedAddresses />
      </Section>
      <Section aria-labelledby="account-gift-cards">
        <h2 id="account-gift-cards">Your gift cards</h2>
        <GiftCardWallet />
      </Section>
      <Section aria-labelledby="account-messages">
        <h2 id="account-messages">Messages on your phone</h2>
        <MessagePreferences />
      </Section>
      <Section aria-labelledby="account-password">
        <h2 id="account-password">{am.changePasswordTitle}</h2>
        <ChangePasswordForm />
      </Section>
      <Section aria-labelledby="account-data">
        <h2 id="account-data">{am.downloadTitle}</h2>
        <DownloadMyData />
      </Section>
      <Section aria-labelledby="account-delete">
        <h2 id="account-delete">{am.deleteTitle}</h2>
        <DeleteAccount />
      </Section>
    </Page>
  )
}
