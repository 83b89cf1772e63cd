import { useState } from 'react'
import styled from 'styled-components'
import { Button, ButtonLink, TextButton } from '../../components/Button'
import { DeliveryAddress } from '../../components/DeliveryAddress'
import { paths } from '../../contract/routes'
import type { Address } from '../../contract/types'
import { showToast } from '../../shared/toasts'
import { AddressForm, addressFormValues } from './AddressForm'
import { useDeleteAddressMutation, useEditAddressMutation, useGetAddressesQuery } from './checkoutApi'

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  align-items: start;
  ${({ theme }) => theme.media.md} { grid-template-columns: 1fr 1fr; }
`

const Entry = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  address { font-style: normal; line-height: 1.5; overflow-wrap: anywhere; }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: -${({ theme }) => theme.space.sm};
  p { margin: 0 0 0 ${({ theme }) => theme.space.sm}; }
`

/** The address in the form, corrected in place; orders already placed keep the address they were placed with. */
function EditAddress({ address, onDone }: { address: Address; onDone: () => void }) {
  const [editAddress] = useEditAddressMutation()
  return (
    <Entry>
      <AddressForm
        initialValues={addressFormValues(address)}
        submitLabel="Save address"
        onSave={async (fields) => {
          const result = await editAddress({ id: address._id, address: fields })
          if (result.data?.message) showToast('success', result.data.message)
          if (result.data) onDone()
        }}
      />
      <Button type="button" $variant="ghost" $block onClick={onDone}>
        Cancel
      </Button>
    </Entry>
  )
}

function SavedAddress({ address }: { address: Address }) {
  const [confirming, setConfirming] = useState(false)
  const [editing, setEditing] = useState(false)
  const [deleteAddress, { isLoading }] = useDeleteAddressMutation()
  const label = `${address.street}, ${address.city}`
  if (editing) return <EditAddress address={address} onDone={() => setEditing(false)} />
  return (
    <Entry>
      <DeliveryAddress address={address} />
      <Actions>
        {confirming ? (
          <>
            <p>Delete this address?</p>
            <TextButton
              type="button"
              $danger
              disabled={isLoading}
              aria-label={`Yes, delete ${label}`}
              onClick={async () => {
                const result = await deleteAddress(address._id)
                if (result.data?.message) showToast('success', result.data.message)
              }}
            >
              Yes, delete
            </TextButton>
            <TextButton type="button" onClick={() => setConfirming(false)}>
              Keep it
            </TextButton>
          </>
        ) : (
          <>
            <TextButton type="button" aria-label={`Edit ${label}`} onClick={() => setEditing(true)}>
              Edit
            </TextButton>
            <TextButton type="button" $danger aria-label={`Delete ${label}`} onClick={() => setConfirming(true)}>
              Delete
            </TextButton>
          </>
        )}
      </Actions>
    </Entry>
  )
}

/** The shopper's saved addresses, each to edit or delete (placed orders keep their own copy), and Add address. */
export function SavedAddresses() {
  const { data: addresses = [], isLoading } = useGetAddressesQuery()
  return (
    <>
      {isLoading ? null : addresses.length === 0 ? <p>You have no saved addresses yet.</p> : (
        <List>
          {addresses.map((address) => (
            <SavedAddress key={address._id} address={address} />
          ))}
        </List>
      )}
      <ButtonLink to={paths.addAddress} state={{ returnTo: paths.account }} $variant="outline">
        Add address
      </ButtonLink>
    </>
  )
}
