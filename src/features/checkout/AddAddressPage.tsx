import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import { Page } from '../../components/Page'
import { Spinner } from '../../components/Spinner'
import { paths } from '../../contract/routes'
import type { AddressFields, User } from '../../contract/types'
import { showToast } from '../../shared/toasts'
import { selectSignedIn, selectUser } from '../../shared/session'
import { useAppDispatch, useAppSelector } from '../../shared/hooks'
import { AddressForm, Card, Lead, emptyAddress } from './AddressForm'
import { useAddAddressMutation, useGetAddressesQuery } from './checkoutApi'
import { addressChosen } from './checkoutSlice'

/** A new address starts from her account: her name (the first word her first name) and e-mail, hers to change. */
function addressOf(user: User): AddressFields {
  const [firstName = '', ...lastName] = user.name.trim().split(/\s+/)
  return { ...emptyAddress, firstName, lastName: lastName.join(' '), email: user.email }
}

export function AddAddressPage() {
  const navigate = useNavigate()
  // Added from the account page, the shopper goes back there; from the cart, back to the cart.
  const fromAccount = (useLocation().state as { returnTo?: unknown } | null)?.returnTo === paths.account
  const dispatch = useAppDispatch()
  // A guest, or a visitor whose session the server no longer knows, is sent back to the cart.
  const signedIn = useAppSelector(selectSignedIn)
  const user = useAppSelector(selectUser)
  const session = useGetAddressesQuery(undefined, { skip: !signedIn })
  const [addAddress] = useAddAddressMutation()

  if (!signedIn || (session.error && 'status' in session.error && session.error.status === 401)) return <Navigate to={paths.cart} replace />

  return (
    <Page title="Add address" heading="Add Shipping Address">
      {session.isLoading || !user ? (
        <Spinner />
      ) : (
        <Card>
          <Lead>Where should we deliver your order? All fields are required.</Lead>
          <AddressForm
            initialValues={addressOf(user)}
            submitLabel="Save address"
            onSave={async (address) => {
              const result = await addAddress(address)
              if (result.data) {
                if (result.data.message) showToast('success', result.data.message)
                // Back at the cart, the new address is the one the order goes to.
                dispatch(addressChosen(result.data.address._id))
                navigate(fromAccount ? paths.account : paths.cart)
              }
            }}
          />
        </Card>
      )}
    </Page>
  )
}
