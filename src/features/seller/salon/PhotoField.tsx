import { useFormikContext } from 'formik'
import { useState } from 'react'
import styled from 'styled-components'
import { FieldError } from '../../../components/Field'
import { MAX_IMAGE_BYTES } from '../../../contract/limits'
import { ImageSlots, imageProblem, type ImageSlotValue } from '../products/ImageSlots'
import { useRemovePhotoMutation, useSetPhotoMutation, type PhotoOwner } from './salonApi'

const Group = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;
  min-width: 0;
  legend { margin-bottom: ${({ theme }) => theme.space.sm}; font-weight: 600; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  p { margin: ${({ theme }) => theme.space.sm} 0 0; color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.xs}; }
`

/** A salon form's photo: the one it has (its address), a picture chosen now, or none. */
export interface WithPhoto {
  photo: ImageSlotValue
}

/**
 * The photo of a service or a team member, chosen as a product's images are (checked by decoding it as soon as it
 * is chosen) and uploaded when the form is saved; `where` says where the shop shows it.
 */
export function PhotoField({ where }: { where: string }) {
  const { values, setFieldValue } = useFormikContext<WithPhoto>()
  const [problem, setProblem] = useState<string>()
  return (
    <Group>
      <legend>Photo</legend>
      <ImageSlots
        images={[values.photo]}
        names={['Photo']}
        idPrefix="salon-photo"
        describedBy="salon-photo-hint"
        onChoose={async (_index, file) => {
          const found = await imageProblem(file)
          setProblem(found)
          if (!found) void setFieldValue('photo', file)
        }}
        onRemove={() => void setFieldValue('photo', null)}
      />
      <p id="salon-photo-hint">
        {where} A JPEG, PNG, WebP, GIF or AVIF picture of {MAX_IMAGE_BYTES / 1024 / 1024} MB at most.
      </p>
      {problem && <FieldError role="alert">{problem}</FieldError>}
    </Group>
  )
}

/**
 * After its row is saved: uploads the photo chosen in the form, or takes away the one it had when the owner removed
 * it. A refused upload throws (its message shown by the shop's one error toast), so the dialog stays open.
 */
export function useSavePhoto(owner: PhotoOwner) {
  const [setPhoto] = useSetPhotoMutation()
  const [removePhoto] = useRemovePhotoMutation()
  return async (id: string, had: string, photo: ImageSlotValue) => {
    if (photo && typeof photo !== 'string') await setPhoto({ owner, id, file: photo }).unwrap()
    else if (!photo && had) await removePhoto({ owner, id }).unwrap()
  }
}
