import { Navigate } from 'react-router-dom'
import styled from 'styled-components'
import { Page } from '../../components/Page'
import { paths } from '../../contract/routes'
import { SavedAddresses } from '../../features/checkout/SavedAddresses'
import { useAppSelector } from '../../shared/hooks'
import { selectSignedIn } from '../../shared/session'

const Section = styled.section`
  max-width: 60rem;
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 { margin-top: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`

/** /account: what the shop holds about the shopper, to correct, download or erase. */
export function AccountPage() {
  const signedIn = useAppSelector(selectSignedIn)
  if (!signedIn) return <Navigate to={paths.login} state={{ returnTo: paths.account }} replace />
  return (
    <Page title="My Account">
      <Section aria-labelledby="account-addresses">
        <h2 id="account-addresses">Saved addresses</h2>
        <SavedAddresses />
      </Section>
    </Page>
  )
}
