import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { TextButton } from '../../components/Button'
import { messages } from '../../contract/messages'
import { addressLine } from '../../contract/nigeria'
import { paths } from '../../contract/routes'
import { useAppDispatch, useAppSelector } from '../../shared/hooks'
import { selectSignedIn } from '../../shared/session'
import { useGetAddressesQuery } from './checkoutApi'
import { addressChosen, selectAddresses, selectDeliveryAddress } from './checkoutSlice'
import { useLogInToCheckOut, useResumeCheckout } from './guestCheckout'
import { Heading } from './summaryParts'

/** The section's heading with its action on the same line: 'Change' sits level with 'Delivery Address'. */
const HeadingRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: -${({ theme }) => theme.space.sm} 0 0;
  h3 { margin: 0; }
  /* The button's text, not its padding, lines up with the figures' right edge. */
  > button { margin-right: -${({ theme }) => theme.space.sm}; }
  + p { margin: 0; }
`

const Choices = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.sm};
  li + li { border-top: 1px solid ${({ theme }) => theme.colors.line}; }
  button { width: 100%; }
  button[aria-pressed='true'] { background: ${({ theme }) => theme.colors.primarySoft}; text-decoration: none; }
`

/** The delivery address: the shopper's first by default; 'Change' lists the others and 'Add address' (SPEC §2). */
export function AddressChoice() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const signedIn = useAppSelector(selectSignedIn)
  useGetAddressesQuery(undefined, { skip: !signedIn })
  const addresses = useAppSelector(selectAddresses)
  const address = useAppSelector(selectDeliveryAddress)
  const [choosing, setChoosing] = useState(false)
  const logInToCheckOut = useLogInToCheckOut()
  useResumeCheckout()

  function addAddress() {
    if (!signedIn) logInToCheckOut()
    else navigate(paths.addAddress)
  }

  return (
    <>
      <HeadingRow>
        <Heading>Delivery Address</Heading>
        <TextButton type="button" aria-expanded={choosing} onClick={() => setChoosing((open) => !open)}>
          Change
        </TextButton>
      </HeadingRow>
      <p>{address ? addressLine(address) : messages.checkout.noAddress}</p>
      {choosing && (
        <Choices aria-label="Your addresses">
          {addresses.map((candidate) => (
            <li key={candidate._id}>
              <TextButton
                type="button"
                aria-pressed={candidate._id === address?._id}
                onClick={() => {
                  dispatch(addressChosen(candidate._id))
                  setChoosing(false)
                }}
              >
                {addressLine(candidate)}
              </TextButton>
            </li>
          ))}
          <li>
            <TextButton type="button" onClick={addAddress}>
              Add address
            </TextButton>
          </li>
        </Choices>
      )}
    </>
  )
}
