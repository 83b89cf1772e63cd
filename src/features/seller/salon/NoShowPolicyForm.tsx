import { Formik } from 'formik'
import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { CheckboxField, SelectField, TextField } from '../../../components/Field'
import { ALL_SERVICES, noPolicy, noShowPolicySchema, type NoShowPolicyFields } from '../../../contract/noShow'
import type { SalonService } from '../../../contract/types'
import { showToast } from '../../../shared/toasts'
import { useGetPoliciesQuery, useSavePolicyMutation } from './salonApi'
import { SettingsForm } from './salonForms'

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.sm} { grid-template-columns: 1fr 1fr; }
`

const KIND_LABELS = { none: 'None', percent: '% of the price', naira: 'Naira' } as const

/**
 * The owner's no-show policy on /seller/services, for all services or one: a deposit (percentage or naira, for everyone,
 * new clients only or above a value), a cancellation window and the fee after it, and whether a card is kept for it.
 */
export function NoShowPolicyForm({ services }: { services: SalonService[] }) {
  const { data } = useGetPoliciesQuery()
  const [save] = useSavePolicyMutation()
  if (!data) return null
  const policyOf = (service: string): NoShowPolicyFields => data.policies.find((policy) => policy.service === service) ?? noPolicy(service)
  return (
    <Formik<NoShowPolicyFields>
      initialValues={policyOf(ALL_SERVICES)}
      validationSchema={noShowPolicySchema}
      onSubmit={async (values) => {
        const { message } = await save(noShowPolicySchema.cast(values) as NoShowPolicyFields).unwrap()
        showToast('success', message ?? '')
      }}
    >
      {({ values, isSubmitting, resetForm }) => (
        <SettingsForm noValidate aria-labelledby="no-show-policy">
          <h2 id="no-show-policy">No-show policy</h2>
          <p>What a booking pays ahead, and what cancelling late or not coming costs. Clients read it in plain words before they book or cancel.</p>
          <SelectField name="service" label="For" onChange={(event) => resetForm({ values: policyOf(event.target.value) })}>
            <option value={ALL_SERVICES}>All services</option>
            {services.map((service) => (
              <option key={service.id} value={service.id}>
                {service.name}
              </option>
            ))}
          </SelectField>
          <Pair>
            <SelectField name="depositKind" label="Deposit">
              {Object.entries(KIND_LABELS).map(([kind, label]) => (
                <option key={kind} value={kind}>
                  {label}
                </option>
              ))}
            </SelectField>
            {values.depositKind !== 'none' && <TextField name="depositValue" label={values.depositKind === 'percent' ? 'Deposit (%)' : 'Deposit (₦)'} type="number" inputMode="decimal" min={0} />}
          </Pair>
          {values.depositKind !== 'none' && (
            <Pair>
              <SelectField name="depositWho" label="Who pays it">
                <option value="everyone">Every client</option>
                <option value="new-clients">New clients only</option>
                <option value="above">Bookings above a value</option>
              </SelectField>
              {values.depositWho === 'above' && <TextField name="depositAbove" label="Above (₦)" type="number" inputMode="decimal" min={0} />}
            </Pair>
          )}
          <TextField name="windowHours" label="Cancellation window (hours before)" type="number" inputMode="numeric" min={0} step={1} />
          <Pair>
            <SelectField name="feeKind" label="Late cancellation or no-show fee">
              {Object.entries(KIND_LABELS).map(([kind, label]) => (
                <option key={kind} value={kind}>
                  {label}
                </option>
              ))}
            </SelectField>
            {values.feeKind !== 'none' && <TextField name="feeValue" label={values.feeKind === 'percent' ? 'Fee (%)' : 'Fee (₦)'} type="number" inputMode="decimal" min={0} />}
          </Pair>
          {values.feeKind !== 'none' && <CheckboxField name="keepCard" label="Keep the client's card (with her consent) from her deposit, to charge the fee" />}
          <Button type="submit" disabled={isSubmitting}>
            Save policy
          </Button>
        </SettingsForm>
      )}
    </Formik>
  )
}
