import { Field, Form, Formik } from 'formik'
import { useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { FieldError, TextField } from '../../../components/Field'
import { Spinner } from '../../../components/Spinner'
import { deliveryMessages, type DeliveryZone, type DeliveryZoneFields, type DeliveryZoneRequest, type PickupPoint } from '../../../contract/delivery'
import { deliveryZoneSchema, pickupPointSchema } from '../../../contract/deliverySchemas'
import { formatNaira } from '../../../contract/money'
import { NIGERIAN_STATES } from '../../../contract/nigeria'
import { showToast } from '../../../shared/toasts'
import { useAddZoneMutation, useDeleteZoneMutation, useGetDeliverySettingsQuery, useSavePickupMutation, useSaveZoneMutation } from './deliveryApi'

const zm = deliveryMessages.zones

const Lead = styled.p`
  max-width: 60rem;
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.muted};
`

const Zones = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 60rem;
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;
`

const Card = styled.section`
  max-width: 60rem;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space.lg}; }
  h2 { margin: 0 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  > p { margin: 0 0 ${({ theme }) => theme.space.md}; color: ${({ theme }) => theme.colors.muted}; }
`

const Numbers = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  grid-template-columns: 1fr 1fr;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(4, 1fr); }
`

const States = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;
  legend { padding: 0; margin-bottom: ${({ theme }) => theme.space.xs}; font-weight: 600; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  ul { display: grid; grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr)); gap: 0 ${({ theme }) => theme.space.md}; margin: 0; padding: 0; list-style: none; }
  label { display: flex; align-items: center; gap: ${({ theme }) => theme.space.sm}; min-height: 40px; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  label.taken { color: ${({ theme }) => theme.colors.muted}; }
  input { width: 18px; height: 18px; flex: none; accent-color: ${({ theme }) => theme.colors.primary}; }
`

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/** The states that will move, in the zone's own colour: she reads them before she saves. */
const Moves = styled.ul`
  && { display: block; margin: ${({ theme }) => theme.space.sm} 0 0; padding: 0; list-style: none; }
  li { font-size: ${({ theme }) => theme.fontSizes.sm}; font-weight: 600; color: ${({ theme }) => theme.colors.primary}; }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  p { margin: 0; font-weight: 600; }
`

const StateList = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: 600;
  input { width: 20px; height: 20px; accent-color: ${({ theme }) => theme.colors.primary}; }
`

type ZoneValues = Omit<DeliveryZoneFields, 'freeFrom'> & { freeFrom: number | '' }

const toValues = (zone: DeliveryZoneFields): ZoneValues => ({ ...zone, freeFrom: zone.freeFrom ?? '' })
const toFields = (values: ZoneValues): DeliveryZoneFields => deliveryZoneSchema.cast(values) as DeliveryZoneFields
/** The form of a zone not made yet. */
const NEW = 'new'
const NEW_ZONE: DeliveryZoneFields = { name: '', states: [], fee: 0, freeFrom: null, minDays: 1, maxDays: 3 }

/** "₦1,500 · free from ₦30,000 · 1–2 working days". */
const terms = (zone: DeliveryZone) =>
  [zone.fee === 0 ? 'Free' : formatNaira(zone.fee), zone.freeFrom === null ? null : `free from ${formatNaira(zone.freeFrom)}`, `${zone.minDays === zone.maxDays ? zone.minDays : `${zone.minDays}–${zone.maxDays}`} working days`]
    .filter(Boolean)
    .join(' · ')

/** Which ticked states leave another zone for this one, a sentence per zone they leave: "Kano moves from Nigeria to this zone." */
function movesOf(states: readonly string[], holder: ReadonlyMap<string, string>): string[] {
  const byZone = new Map<string, string[]>()
  for (const state of NIGERIAN_STATES) {
    const from = holder.get(state)
    if (from !== undefined && states.includes(state)) byZone.set(from, [...(byZone.get(from) ?? []), state])
  }
  return [...byZone].map(([from, moving]) => zm.statesMove(moving, from))
}

/**
 * One zone's form: its name, its states, fee, threshold and days. A state of another zone is named with that zone;
 * ticked, it moves here when the zone is saved, and the form says so before.
 */
function ZoneForm({ zone, others, id, onSaved, children }: { zone: DeliveryZoneFields; others: DeliveryZone[]; id: string; onSaved: (fields: DeliveryZoneRequest) => Promise<unknown>; children?: ReactNode }) {
  const holder = new Map(others.flatMap((other) => other.states.map((state) => [state, other.name] as const)))
  return (
    <Formik
      initialValues={toValues(zone)}
      enableReinitialize
      validationSchema={deliveryZoneSchema}
      onSubmit={(values) => onSaved({ ...toFields(values), moveStates: movesOf(values.states, holder).length > 0 })}
    >
      {({ isSubmitting, errors, submitCount, values }) => {
        const moves = movesOf(values.states, holder)
        const showError = submitCount > 0 && typeof errors.states === 'string'
        const described = [holder.size > 0 && `${id}-states-hint`, showError && `${id}-states-error`].filter(Boolean).join(' ')
        return (
          <Form noValidate aria-labelledby={id}>
            <TextField name="name" label="Zone name" />
            <States aria-describedby={described || undefined}>
              <legend>States</legend>
              {holder.size > 0 && <Hint id={`${id}-states-hint`}>{zm.moveHint}</Hint>}
              <ul>
                {NIGERIAN_STATES.map((state) => {
                  const other = holder.get(state)
                  return (
                    <li key={state}>
                      <label className={other && !values.states.includes(state) ? 'taken' : undefined}>
                        <Field type="checkbox" name="states" value={state} />
                        {state}
                        {other && ` (${other})`}
                      </label>
                    </li>
                  )
                })}
              </ul>
              <Moves aria-live="polite">
                {moves.map((move) => (
                  <li key={move}>{move}</li>
                ))}
              </Moves>
              {showError && (
                <FieldError id={`${id}-states-error`} role="alert">
                  {errors.states}
                </FieldError>
              )}
            </States>
            <Numbers>
              <TextField name="fee" label="Fee (₦)" type="number" inputMode="decimal" min={0} step="0.01" />
              <TextField name="freeFrom" label="Free from (₦, optional)" type="number" inputMode="decimal" min={0} step="0.01" />
              <TextField name="minDays" label="Fewest working days" type="number" inputMode="numeric" min={0} step={1} />
              <TextField name="maxDays" label="Most working days" type="number" inputMode="numeric" min={0} step={1} />
            </Numbers>
            <Actions>
              <Button type="submit" disabled={isSubmitting}>
                Save zone
              </Button>
              {children}
            </Actions>
          </Form>
        )
      }}
    </Formik>
  )
}

function DeleteZone({ zone, onDeleted }: { zone: DeliveryZone; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false)
  const [remove, { isLoading }] = useDeleteZoneMutation()
  if (!confirming)
    return (
      <Button type="button" $variant="ghost" onClick={() => setConfirming(true)}>
        Delete zone
      </Button>
    )
  return (
    <>
      <p>Its states will have no delivery until another zone takes them. Delete {zone.name}?</p>
      <Button
        type="button"
        disabled={isLoading}
        onClick={async () => {
          const result = await remove(zone._id)
          if (result.data) {
            showToast('success', result.data.message ?? zm.deleted)
            onDeleted()
          }
        }}
      >
        Yes, delete it
      </Button>
      <Button type="button" $variant="ghost" onClick={() => setConfirming(false)}>
        Keep it
      </Button>
    </>
  )
}

function PickupForm({ pickup, onSaved }: { pickup: PickupPoint; onSaved: () => void }) {
  const [save] = useSavePickupMutation()
  return (
    <Card aria-labelledby="pickup-settings">
      <h2 id="pickup-settings">Collect at the salon</h2>
      <p>A free choice in the cart beside delivery: the shopper collects her order at the salon when you mark it Ready to collect.</p>
      <Formik
        initialValues={pickup}
        enableReinitialize
        validationSchema={pickupPointSchema}
        onSubmit={async (values) => {
          const result = await save(pickupPointSchema.cast(values) as PickupPoint)
          if (result.data) {
            showToast('success', zm.pickupSaved)
            onSaved()
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-labelledby="pickup-settings">
            <Check>
              <Field type="checkbox" name="enabled" />
              Offer collection at the salon
            </Check>
            <TextField name="address" label="Where shoppers collect" />
            <TextField name="hours" label="When they can collect" />
            <Button type="submit" disabled={isSubmitting}>
              Save collection
            </Button>
          </Form>
        )}
      </Formik>
    </Card>
  )
}

/** The owner's zones (states, fee, free-delivery threshold, working days) and collection at the salon. */
export function ZonesView() {
  const { data, refetch, isLoading } = useGetDeliverySettingsQuery()
  const [addZone] = useAddZoneMutation()
  const [saveZone] = useSaveZoneMutation()
  // One form at a time: a zone being changed, or a new one.
  const [editing, setEditing] = useState<string | null>(null)
  /** A zone added or saved: say so, close its form, read the zones again. */
  const saved = (answer: { message?: string } | undefined, said: string) => {
    if (!answer) return
    showToast('success', answer.message ?? said)
    setEditing(null)
    refetch()
  }

  return (
    <>
      <Lead>
        Each zone is a set of states with its fee, the order value from which delivery is free, and how many working days (Monday to Friday) a delivery takes. The
        cart prices each order by the zone of its address&apos;s state; orders already placed keep what they were placed with. A state in no zone gets no delivery.
      </Lead>
      {isLoading || !data ? (
        <Spinner label="Loading your delivery zones…" />
      ) : (
        <>
          <Zones aria-label="Delivery zones">
            {data.zones.map((zone) => (
              <li key={zone._id}>
                <Card aria-labelledby={`zone-${zone._id}`}>
                  <h2 id={`zone-${zone._id}`}>{zone.name}</h2>
                  <p>{terms(zone)}</p>
                  {editing === zone._id ? (
                    <ZoneForm
                      id={`zone-${zone._id}`}
                      zone={zone}
                      others={data.zones.filter((other) => other._id !== zone._id)}
                      onSaved={async (fields) => saved((await saveZone({ id: zone._id, zone: fields })).data, zm.saved)}
                    >
                      <Button type="button" $variant="ghost" onClick={() => setEditing(null)}>
                        Cancel
                      </Button>
                    </ZoneForm>
                  ) : (
                    <>
                      <StateList>{zone.states.length === NIGERIAN_STATES.length ? 'Every state and the FCT' : zone.states.length === 0 ? zm.noStates : zone.states.join(', ')}</StateList>
                      <Actions>
                        <Button type="button" $variant="outline" onClick={() => setEditing(zone._id)} aria-label={`Edit ${zone.name}`}>
                          Edit
                        </Button>
                        <DeleteZone zone={zone} onDeleted={refetch} />
                      </Actions>
                    </>
                  )}
                </Card>
              </li>
            ))}
            <li>
              {editing === NEW ? (
                <Card aria-labelledby="new-zone">
                  <h2 id="new-zone">New zone</h2>
                  <ZoneForm
                    id="new-zone"
                    zone={NEW_ZONE}
                    others={data.zones}
                    onSaved={async (fields) => saved((await addZone(fields)).data, zm.added)}
                  >
                    <Button type="button" $variant="ghost" onClick={() => setEditing(null)}>
                      Cancel
                    </Button>
                  </ZoneForm>
                </Card>
              ) : (
                <Button type="button" $variant="outline" onClick={() => setEditing(NEW)}>
                  Add a zone
                </Button>
              )}
            </li>
          </Zones>
          {editing === null && <PickupForm pickup={data.pickup} onSaved={refetch} />}
        </>
      )}
    </>
  )
}
