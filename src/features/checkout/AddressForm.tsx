import { Form, Formik, useFormikContext } from 'formik'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { SelectField, TextField } from '../../components/Field'
import { NIGERIA, NIGERIAN_STATES, capitalOf, isNigeria, localPhone, postcodeOffered } from '../../contract/nigeria'
import { addressSchema } from '../../contract/schemas'
import type { AddressFields } from '../../contract/types'

export const Card = styled.div`
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

export const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.muted};
`

/** A new address: Nigeria, where the shop delivers, unless the shopper says otherwise. */
export const emptyAddress: AddressFields = { firstName: '', lastName: '', email: '', street: '', city: '', state: '', zipcode: '', country: NIGERIA, phone: '', landmark: '', area: '' }

/** A saved address as the form shows it: a Nigerian phone as Nigerians write it. */
export const addressFormValues = (address: AddressFields): AddressFields => {
  const { firstName, lastName, email, street, city, state, zipcode, country, phone, landmark = '', area = '' } = address
  return { firstName, lastName, email, street, city, state, zipcode, country, phone: localPhone(phone), landmark, area }
}

/** In Nigeria a list of the states and the FCT, a state chosen filling in its capital's postcode unless she wrote her own; elsewhere free text. */
function StateField() {
  const { values, setFieldValue } = useFormikContext<AddressFields>()
  if (!isNigeria(values.country)) return <TextField name="state" label="State" autoComplete="address-level1" />
  const choose = (state: string) => {
    void setFieldValue('state', state)
    const offered = capitalOf(values.state)?.postcode
    if (!values.zipcode || values.zipcode === offered) void setFieldValue('zipcode', capitalOf(state)?.postcode ?? '')
  }
  return (
    <SelectField name="state" label="State" autoComplete="address-level1" onChange={(event) => choose(event.target.value)}>
      <option value="">Choose a state</option>
      {NIGERIAN_STATES.map((state) => (
        <option key={state} value={state}>
          {state === 'Federal Capital Territory' ? 'FCT (Abuja)' : state}
        </option>
      ))}
    </SelectField>
  )
}

/** The zip code, saying so when it is the postcode of the state's capital the form filled in. */
function ZipCodeField() {
  const { values } = useFormikContext<AddressFields>()
  const capital = isNigeria(values.country) ? capitalOf(values.state) : undefined
  const note = capital && values.zipcode === capital.postcode ? postcodeOffered(capital) : undefined
  return <TextField name="zipcode" label="Zip code" autoComplete="postal-code" inputMode="numeric" note={note} />
}

/** SPEC's nine fields and the optional landmark and area a Nigerian rider finds a house by, with the contract's rules and messages; `onSave` gets the values as the server stores them. */
export function AddressForm({ initialValues, submitLabel, onSave }: { initialValues: AddressFields; submitLabel: string; onSave: (address: AddressFields) => Promise<unknown> }) {
  return (
    <Formik initialValues={initialValues} validationSchema={addressSchema} onSubmit={(values) => onSave(addressSchema.cast(values) as AddressFields)}>
      {({ isSubmitting, values }) => (
        <Form noValidate>
          <Pair>
            <TextField name="firstName" label="First name" autoComplete="given-name" />
            <TextField name="lastName" label="Last name" autoComplete="family-name" />
          </Pair>
          <TextField name="email" label="Email address" type="email" autoComplete="email" />
          <TextField name="street" label="Street" autoComplete="street-address" />
          <TextField name="landmark" label="Landmark (optional)" placeholder={isNigeria(values.country) ? 'Opposite First Bank' : undefined} />
          <Pair>
            <TextField name="city" label="City" autoComplete="address-level2" />
            <StateField />
          </Pair>
          <TextField name="area" label="LGA or area (optional)" autoComplete="address-level3" placeholder={isNigeria(values.country) ? 'Eti-Osa' : undefined} />
          <Pair>
            <ZipCodeField />
            <TextField name="country" label="Country" autoComplete="country-name" />
          </Pair>
          <TextField name="phone" label="Phone" type="tel" autoComplete="tel" placeholder={isNigeria(values.country) ? '0803 123 4567' : undefined} />
          <Button type="submit" $block disabled={isSubmitting}>
            {submitLabel}
          </Button>
        </Form>
      )}
    </Formik>
  )
}
