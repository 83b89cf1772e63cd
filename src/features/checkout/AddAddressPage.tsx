import { Form, Formik } from 'formik'
import { Navigate, useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { TextField } from '../../components/Field'
import { Page } from '../../components/Page'
import { Spinner } from '../../components/Spinner'
import { paths } from '../../contract/routes'
import { addressSchema } from '../../contract/schemas'
import type { AddressFields } from '../../contract/types'
import { showToast } from '../../shared/toasts'
import { selectSignedIn } from '../../shared/session'
import { useAppDispatch, useAppSelector } from '../../shared/hooks'
import { useAddAddressMutation, useGetAddressesQuery } from './checkoutApi'
import { addressChosen } from './checkoutSlice'

const Card = styled.div`
  max-width: 40rem;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space.xl}; }
`

const Pair = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} { grid-template-columns: 1fr 1fr; }
`

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.muted};
`

const empty: AddressFields = { firstName: '', lastName: '', email: '', street: '', city: '', state: '', zipcode: '', country: 'Nigeria', phone: '' }

export function AddAddressPage() {
  const navigate = useNavigate()
  const dispatch = useAppDispatch()
  // A guest, or a visitor whose session the server no longer knows, is sent back to the cart.
  const signedIn = useAppSelector(selectSignedIn)
  const session = useGetAddressesQuery(undefined, { skip: !signedIn })
  const [addAddress] = useAddAddressMutation()

  if (!signedIn || (session.error && 'status' in session.error && session.error.status === 401)) return <Navigate to={paths.cart} replace />

  return (
    <Page title="Add address" heading="Add Shipping Address">
      {session.isLoading ? (
        <Spinner />
      ) : (
        <Card>
          <Lead>Where should we deliver your order? All fields are required.</Lead>
          <Formik
            initialValues={empty}
            validationSchema={addressSchema}
            onSubmit={async (values) => {
              const result = await addAddress(addressSchema.cast(values) as AddressFields)
              if (result.data) {
                if (result.data.message) showToast('success', result.data.message)
                // Back at the cart, the new address is the one the order goes to.
                dispatch(addressChosen(result.data.address._id))
                navigate(paths.cart)
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate>
                <Pair>
                  <TextField name="firstName" label="First name" autoComplete="given-name" />
                  <TextField name="lastName" label="Last name" autoComplete="family-name" />
                </Pair>
                <TextField name="email" label="Email address" type="email" autoComplete="email" />
                <TextField name="street" label="Street" autoComplete="street-address" />
                <Pair>
                  <TextField name="city" label="City" autoComplete="address-level2" />
                  <TextField name="state" label="State" autoComplete="address-level1" />
                </Pair>
                <Pair>
                  <TextField name="zipcode" label="Zip code" autoComplete="postal-code" inputMode="numeric" />
                  <TextField name="country" label="Country" autoComplete="country-name" />
                </Pair>
                <TextField name="phone" label="Phone" type="tel" autoComplete="tel" />
                <Button type="submit" $block disabled={isSubmitting}>
                  Save address
                </Button>
              </Form>
            )}
          </Formik>
        </Card>
      )}
    </Page>
  )
}
