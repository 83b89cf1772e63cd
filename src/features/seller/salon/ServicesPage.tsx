import { Form, Formik } from 'formik'
import { useRef, useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { ResponsiveImage } from '../../../components/ResponsiveImage'
import { SelectField, TextAreaField, TextField } from '../../../components/Field'
import { Modal } from '../../../components/Modal'
import { formatKobo, nairaToKobo } from '../../../contract/money'
import { PATCH_TEST_DAYS_MAX, PATCH_TEST_NOTE_MAX, REBOOK_WEEKS_MAX, salonCategorySchema, salonServiceSchema, salonSettingsSchema, type SalonSettings } from '../../../contract/salonAdmin'
import { MAX_CLIENT_CHANGE_CUTOFF_HOURS } from '../../../contract/bookingManage'
import type { SalonCategory, SalonService } from '../../../contract/types'
import { showToast } from '../../../shared/toasts'
import {
  useAddCategoryMutation,
  useDeleteServiceMutation,
  useGetSalonAdminQuery,
  useGetSalonSettingsQuery,
  useSaveSalonSettingsMutation,
  useSaveServiceMutation,
  type ServiceFields,
} from './salonApi'
import { DepositSettings } from './DepositSettings'
import { NoShowPolicyForm } from './NoShowPolicyForm'
import { PhotoField, useSavePhoto, type WithPhoto } from './PhotoField'
import { Cards, Check, FormActions, ItemCard, ItemHead, SettingsForm } from './salonForms'
import { SellerHeading } from '../SellerHeading'
import { ServiceProducts } from '../stock/ServiceProducts'

/** A service as its form holds it: an empty patch-test field is none needed, an empty rebooking field no reminder. */
type ServiceForm = Omit<ServiceFields, 'patchTestDays' | 'rebookWeeks'> & { patchTestDays: number | ''; rebookWeeks: number | '' } & WithPhoto

const emptyService = (categoryId: string): ServiceForm => ({ categoryId, name: '', description: '', durationMinutes: 60, processingAfterMinutes: 0, processingMinutes: 0, bufferMinutes: 0, price: 0, active: true, onHomePage: false, patchTestDays: '', rebookWeeks: '', photo: null })

function ServiceDialog({ service, categories, onClose }: { service: SalonService | 'new'; categories: SalonCategory[]; onClose: () => void }) {
  const [save] = useSaveServiceMutation()
  const [remove] = useDeleteServiceMutation()
  const savePhoto = useSavePhoto('services')
  // A new service saved before its photo was refused: saving again completes it, and makes no second one.
  const created = useRef<string>(undefined)
  const editing = service === 'new' ? undefined : service
  const initial: ServiceForm = editing ? { ...editing, patchTestDays: editing.patchTestDays ?? '', rebookWeeks: editing.rebookWeeks ?? '', photo: editing.image || null } : emptyService(categories[0]?.id ?? '')
  return (
    <Modal title={editing ? `Edit ${editing.name}` : 'Add a service'} onClose={onClose}>
      <h2>{editing ? `Edit ${editing.name}` : 'Add a service'}</h2>
      <Formik
        initialValues={initial}
        validationSchema={salonServiceSchema}
        onSubmit={async ({ photo, ...values }) => {
          const fields = salonServiceSchema.cast(values, { stripUnknown: true }) as ServiceFields
          const saved = await save({ id: editing?.id ?? created.current, fields }).unwrap()
          created.current = saved.service.id
          await savePhoto(saved.service.id, editing?.image ?? '', photo)
          showToast('success', saved.message ?? 'Saved')
          onClose()
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField name="name" label="Name" />
            <SelectField name="categoryId" label="Booking category">
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </SelectField>
            <TextField name="durationMinutes" label="Duration (minutes)" type="number" min={5} max={720} step={5} />
            <TextField name="processingMinutes" label="Processing time (minutes)" hint="Colour developing, a mask setting: the member may serve another client meanwhile. 0 for none." type="number" min={0} max={715} step={5} />
            <TextField name="processingAfterMinutes" label="Processing starts after (minutes)" hint="How long into the service the processing begins." type="number" min={0} max={715} step={5} />
            <TextField name="bufferMinutes" label="Clean-up after (minutes)" hint="The member stays busy this long after the client has gone." type="number" min={0} max={120} step={5} />
            <TextField name="price" label="Price (₦)" type="number" min={0} step={100} />
            <TextField
              name="patchTestDays"
              label="Patch test needed within (days)"
              hint="Leave empty when the service needs no patch test. Hair colour and lash or brow tints usually do."
              type="number"
              inputMode="numeric"
              min={1}
              max={PATCH_TEST_DAYS_MAX}
              step={1}
            />
            <TextField
              name="rebookWeeks"
              label="Usually rebooked after (weeks)"
              hint="Her rebooking reminder goes 5 days before. Leave empty for no reminder; a client with three visits or more gets hers from her own visits."
              type="number"
              inputMode="numeric"
              min={1}
              max={REBOOK_WEEKS_MAX}
              step={1}
            />
            <TextAreaField name="description" label="Short description" rows={3} />
            <PhotoField where="Shown on the service's card on the home page." />
            <Check name="active" label="Offered in the booking wizard" />
            <Check name="onHomePage" label="A card on the home page" />
            <FormActions>
              <Button type="submit" disabled={isSubmitting}>
                Save service
              </Button>
              {editing && (
                <Button
                  type="button"
                  $variant="outline"
                  onClick={async () => {
                    const { message } = await remove(editing.id).unwrap()
                    showToast('success', message ?? 'Deleted')
                    onClose()
                  }}
                >
                  Delete
                </Button>
              )}
            </FormActions>
          </Form>
        )}
      </Formik>
      {editing && <ServiceProducts service={editing.id} />}
    </Modal>
  )
}

function CategoryDialog({ onClose }: { onClose: () => void }) {
  const [add] = useAddCategoryMutation()
  return (
    <Modal title="Add a booking category" onClose={onClose}>
      <h2>Add a booking category</h2>
      <Formik
        initialValues={{ name: '', anyLabel: '' }}
        validationSchema={salonCategorySchema}
        onSubmit={async (values) => {
          await add(values).unwrap()
          showToast('success', `Category ${values.name} added`)
          onClose()
        }}
      >
        <Form noValidate>
          <TextField name="name" label="Category name" />
          <TextField name="anyLabel" label="'Anyone' in the wizard (e.g. Any available stylist)" />
          <Button type="submit">Add category</Button>
        </Form>
      </Formik>
    </Modal>
  )
}

/** Until when before an appointment its client may cancel or reschedule it from her manage link. */
function ClientChangesForm({ settings }: { settings: SalonSettings }) {
  const [save] = useSaveSalonSettingsMutation()
  return (
    <Formik
      initialValues={{ clientChangeCutoffHours: settings.clientChangeCutoffHours }}
      enableReinitialize
      validationSchema={salonSettingsSchema}
      onSubmit={async (values) => {
        const { message } = await save({ clientChangeCutoffHours: Number(values.clientChangeCutoffHours) }).unwrap()
        showToast('success', message ?? 'Saved')
      }}
    >
      {({ isSubmitting }) => (
        <SettingsForm noValidate aria-labelledby="client-changes-heading">
          <h2 id="client-changes-heading">Client changes online</h2>
          <p>Clients cancel or reschedule from the link in their confirmation, up to this many hours before the appointment; after that they call you.</p>
          <TextField name="clientChangeCutoffHours" label="Hours before the appointment" type="number" min={0} max={MAX_CLIENT_CHANGE_CUTOFF_HOURS} step={1} inputMode="numeric" />
          <Button type="submit" disabled={isSubmitting}>
            Save
          </Button>
        </SettingsForm>
      )}
    </Formik>
  )
}

/** The owner's words to a client booking a service that needs a patch test, shown in the booking wizard. */
function PatchTestNoteForm({ settings }: { settings: SalonSettings }) {
  const [save] = useSaveSalonSettingsMutation()
  return (
    <Formik
      initialValues={{ patchTestNote: settings.patchTestNote }}
      enableReinitialize
      validationSchema={salonSettingsSchema}
      onSubmit={async (values) => {
        const { message } = await save({ patchTestNote: values.patchTestNote.trim() }).unwrap()
        showToast('success', message ?? 'Saved')
      }}
    >
      {({ isSubmitting }) => (
        <SettingsForm noValidate aria-labelledby="patch-test-note-heading">
          <h2 id="patch-test-note-heading">Patch-test note</h2>
          <p>A client booking online a service that needs a patch test reads this before she confirms.</p>
          <TextAreaField name="patchTestNote" label="Note to the client" rows={3} maxLength={PATCH_TEST_NOTE_MAX} />
          <Button type="submit" disabled={isSubmitting}>
            Save note
          </Button>
        </SettingsForm>
      )}
    </Formik>
  )
}

/** The salon's settings below its menu, one card each. */
const Settings = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`

/** /seller/services: the salon's menu, each service with its category, length, price and where it shows. */
export function ServicesPage() {
  const { data, isError } = useGetSalonAdminQuery()
  const { data: settings } = useGetSalonSettingsQuery()
  const [editing, setEditing] = useState<SalonService | 'new' | null>(null)
  const [addingCategory, setAddingCategory] = useState(false)
  const categoryName = (id: string) => data?.categories.find((category) => category.id === id)?.name ?? id
  return (
    <>
      <SellerHeading title="Services" />
      <FormActions>
        <Button type="button" onClick={() => setEditing('new')}>
          Add a service
        </Button>
        <Button type="button" $variant="outline" onClick={() => setAddingCategory(true)}>
          Add a category
        </Button>
      </FormActions>
      {isError && <p role="alert">The services could not be loaded. Please try again.</p>}
      <Cards aria-label="Services">
        {data?.services.map((service) => (
          <ItemCard key={service.id}>
            <ItemHead>
              {service.image && <ResponsiveImage src={service.image} alt="" width={48} height={48} loading="lazy" />}
              <h2>{service.name}</h2>
            </ItemHead>
            <p>
              {categoryName(service.categoryId)} · {service.durationMinutes} min · {formatKobo(nairaToKobo(service.price))}
            </p>
            <p>
              {[service.active ? 'Bookable online' : 'Not bookable online', service.onHomePage && 'On the home page', service.patchTestDays !== null && `Patch test within ${service.patchTestDays} days`, service.rebookWeeks !== null && `Rebooked after ${service.rebookWeeks} weeks`]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <Button type="button" $variant="outline" onClick={() => setEditing(service)} aria-label={`Edit ${service.name}`}>
              Edit
            </Button>
          </ItemCard>
        ))}
      </Cards>
      <Settings>
        <DepositSettings />
        {data && <NoShowPolicyForm services={data.services} />}
        {settings && <ClientChangesForm settings={settings.settings} />}
        {settings && <PatchTestNoteForm settings={settings.settings} />}
      </Settings>
      {editing && data && <ServiceDialog service={editing} categories={data.categories} onClose={() => setEditing(null)} />}
      {addingCategory && <CategoryDialog onClose={() => setAddingCategory(false)} />}
    </>
  )
}
