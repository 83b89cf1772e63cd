import { Navigate, useNavigate, useParams } from 'react-router-dom'
import { ButtonLink } from '../../components/Button'
import { Page } from '../../components/Page'
import { Spinner } from '../../components/Spinner'
import { messages } from '../../contract/messages'
import { paths } from '../../contract/routes'
import { useAppSelector } from '../../shared/hooks'
import { selectSignedIn } from '../../shared/session'
import { showToast } from '../../shared/toasts'
import { AddressForm, Card, Lead, addressFormValues } from './AddressForm'
import { useEditAddressMutation, useGetAddressesQuery } from './checkoutApi'

/** One saved address, corrected: orders already placed keep the address they were placed with. */
export function EditAddressPage() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const signedIn = useAppSelector(selectSignedIn)
  const { data: addresses, error, isLoading } = useGetAddressesQuery(undefined, { skip: !signedIn })
  const [editAddress] = useEditAddressMutation()
  const address = addresses?.find((candidate) => candidate._id === id)

  if (!signedIn || (error && 'status' in error && error.status === 401)) return <Navigate to={paths.home} replace />

  return (
    <Page title="Edit address">
      {isLoading ? (
        <Spinner />
      ) : address ? (
        <Card>
          <Lead>Orders you have already placed keep the address they were placed with.</Lead>
          <AddressForm
            initialValues={addressFormValues(address)}
            submitLabel="Save address"
            onSave={async (fields) => {
              const result = await editAddress({ id, address: fields })
              if (result.data) {
                if (result.data.message) showToast('success', result.data.message)
                navigate(paths.account)
              }
            }}
          />
        </Card>
      ) : (
        <>
          <p>{messages.address.notFound}</p>
          <ButtonLink to={paths.account}>Back to your account</ButtonLink>
        </>
      )}
    </Page>
  )
}
