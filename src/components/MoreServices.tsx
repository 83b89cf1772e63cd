import { useFormikContext } from 'formik'
import styled from 'styled-components'
import { TextButton } from './Button'
import { SelectField } from './Field'
import { MAX_VISIT_SERVICES } from '../contract/salon'
import type { SalonInfo } from '../contract/types'

const Line = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;

  /* The remove button sits beside the select, below its label. */
  & > button { margin-top: 1.6rem; }
`

/** Lined up with the fields above it, as a link under them. */
const AddService = styled(TextButton)`
  align-self: flex-start;
  padding-left: 0;
  margin-bottom: ${({ theme }) => theme.space.sm};
`

const ORDINALS = ['Second', 'Third', 'Fourth']

/**
 * The visit's services after the first, in the order she has them (colour, then nails): each chosen from the whole
 * menu, added and removed one at a time, up to MAX_VISIT_SERVICES in all. The wizard's Service step and the desk's
 * New booking both hold them in the form's `moreServices`.
 */
export function MoreServices({ salon }: { salon: Pick<SalonInfo, 'categories' | 'services'> }) {
  const { values, setFieldValue } = useFormikContext<{ service: string; moreServices?: string[] }>()
  const more = values.moreServices ?? []
  const menu = salon.categories
    .map((category) => ({ category, services: salon.services.filter((service) => service.active && service.categoryId === category.id) }))
    .filter(({ services }) => services.length > 0)
  return (
    <>
      {more.map((_, index) => (
        <Line key={index}>
          <SelectField name={`moreServices.${index}`} label={`${ORDINALS[index]} service`}>
            <option value="">Choose a service</option>
            {menu.map(({ category, services }) => (
              <optgroup key={category.id} label={category.name}>
                {services.map((service) => (
                  <option key={service.id} value={service.id}>
                    {service.name} ({service.durationMinutes} min)
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
          <TextButton type="button" $danger aria-label={`Remove the ${ORDINALS[index]!.toLowerCase()} service`} onClick={() => void setFieldValue('moreServices', more.filter((__, at) => at !== index))}>
            Remove
          </TextButton>
        </Line>
      ))}
      {values.service && more.length < MAX_VISIT_SERVICES - 1 && (
        <AddService type="button" onClick={() => void setFieldValue('moreServices', [...more, ''])}>
          Add another service
        </AddService>
      )}
    </>
  )
}
