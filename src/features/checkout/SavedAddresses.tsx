import { useState } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { ButtonLink, TextButton } from '../../components/Button'
import { localPhone } from '../../contract/nigeria'
import { paths } from '../../contract/routes'
import type { Address } from '../../contract/types'
import { showToast } from '../../shared/toasts'
import { useDeleteAddressMutation, useGetAddressesQuery } from './checkoutApi'

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
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
  a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 ${({ theme }) => theme.space.sm}; color: ${({ theme }) => theme.colors.primary}; font-weight: 600; }
  p { margin: 0 0 0 ${({ theme }) => theme.space.sm}; }
`

function SavedAddress({ address }: { address: Address }) {
  const [confirming, setConfirming] = useState(false)
  const [deleteAddress, { isLoading }] = useDeleteAddressMutation()
  const label = `${address.street}, ${address.city}`
  return (
    <Entry>
      <address>
        <b>
          {address.firstName} {address.lastName}
        </b>
        <br />
        {address.street}, {address.city}
        <br />
        {address.state}, {address.zipcode}, {address.country}
        <br />
        {localPhone(address.phone)} · {address.email}
      </address>
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
            <Link to={paths.editAddress(address._id)} aria-label={`Edit ${label}`}>
              Edit
            </Link>
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
