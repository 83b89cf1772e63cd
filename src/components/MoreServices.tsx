import { useFormikContext } from 'formik'
import styled from 'styled-components'
import { TextButton } from './Button'
import { LabelledSelect, SelectField } from './Field'
import { ANY_EMPLOYEE, MAX_VISIT_SERVICES, readVisitEntry, serviceTerms, visitEntry } from '../contract/salon'
import type { SalonInfo, SalonTeamMember } from '../contract/types'

/** The selects as wide as the form's other fields; its remove button under them, at the end. */
const Line = styled.div`
  display: grid;

  & > button { justify-self: end; }
`

/** The service and its member: side by side where both fit whole ("Any available nail technician"), else one above the other. */
const Choices = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
`

/** Lined up with the fields above it, as a link under them. */
const AddService = styled(TextButton)`
  align-self: flex-start;
  padding-left: 0;
  margin-bottom: ${({ theme }) => theme.space.sm};
`

const ORDINALS = ['Second', 'Third', 'Fourth']

interface Props {
  salon: Pick<SalonInfo, 'categories' | 'services'>
  /** The team: each service's member is chosen too (or anyone free: the first service's member first). */
  team: SalonTeamMember[]
}

/**
 * The visit's services after the first, in the order she has them (colour, then nails): each chosen from the whole
 * menu, added and removed one at a time, up to MAX_VISIT_SERVICES in all. The wizard's Service step and the desk's
 * New booking both hold them in the form's `moreServices`, as visitEntry writes them.
 */
export function MoreServices({ salon, team }: Props) {
  const { values, setFieldValue } = useFormikContext<{ service: string; moreServices?: string[] }>()
  const more = values.moreServices ?? []
  const menu = salon.categories
    .map((category) => ({ category, services: salon.services.filter((service) => service.active && service.categoryId === category.id) }))
    .filter(({ services }) => services.length > 0)
  const categoryOf = (serviceId: string) => salon.services.find((service) => service.id === serviceId)?.categoryId
  const teamFor = (serviceId: string) => {
    const category = categoryOf(serviceId)
    return category ? team.filter((member) => member.categories.includes(category)) : []
  }
  // As the first service's choice words it: 'Any available nail technician'.
  const anyoneFor = (serviceId: string) => salon.categories.find((category) => category.id === categoryOf(serviceId))?.anyLabel ?? 'Anyone free'
  const setEntry = (index: number, entry: string) => void setFieldValue(`moreServices.${index}`, entry)
  return (
    <>
      {more.map((entry, index) => {
        const { service, employee } = readVisitEntry(entry)
        const ordinal = ORDINALS[index]!
        return (
          <Line key={index}>
            <Choices>
              <SelectField
                name={`moreServices.${index}`}
                label={`${ordinal} service`}
                value={service}
                // Her member stays when she does the new service too.
                onChange={(event) => setEntry(index, visitEntry(event.target.value, teamFor(event.target.value).some((member) => member.id === employee) ? employee : ANY_EMPLOYEE))}
              >
                <option value="">Choose a service</option>
                {menu.map(({ category, services }) => (
                  <optgroup key={category.id} label={category.name}>
                    {services.map((one) => (
                      <option key={one.id} value={one.id}>
                        {one.name} ({serviceTerms(one)})
                      </option>
                    ))}
                  </optgroup>
                ))}
              </SelectField>
              <LabelledSelect id={`more-services-${index}-member`} label={`${ordinal} service with`} value={employee} disabled={service === ''} onChange={(event) => setEntry(index, visitEntry(service, event.target.value))}>
                <option value={ANY_EMPLOYEE}>{anyoneFor(service)}</option>
                {teamFor(service).map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name}
                  </option>
                ))}
              </LabelledSelect>
            </Choices>
            <TextButton type="button" $danger onClick={() => void setFieldValue('moreServices', more.filter((__, at) => at !== index))}>
              Remove the {ordinal.toLowerCase()} service
            </TextButton>
          </Line>
        )
      })}
      {values.service && more.length < MAX_VISIT_SERVICES - 1 && (
        <AddService type="button" onClick={() => void setFieldValue('moreServices', [...more, ''])}>
          Add another service
        </AddService>
      )}
    </>
  )
}
