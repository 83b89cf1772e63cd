import { useEffect, useId, useState } from 'react'
import styled from 'styled-components'
import { Input } from '../../../../components/Control'
import { CLIENT_SEARCH_MIN, clientTitle, deskClientMessages as cm, type DeskClient } from '../../../../contract/deskClients'
import { localPhone } from '../../../../contract/nigeria'
import { useSearchClientsQuery } from '../salonApi'
import { ClientCard } from './ClientCard'

/** How long the desk may pause typing before the search is asked: a search per word, not per key. */
const TYPING_PAUSE_MS = 300

const Finder = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
  label { font-weight: 600; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  small, [role='status'] { color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`

const Found = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border: 1.5px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
    text-align: left;
    cursor: pointer;
    &:hover { border-color: ${({ theme }) => theme.colors.primary}; }
  }
  strong { display: block; }
  span { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.muted}; }
`

/** One line of what the desk knows of a client: her phone, e-mail and visits. */
export const clientLine = (client: DeskClient) =>
  [client.phone && localPhone(client.phone), client.email, client.visits === 1 ? '1 visit' : `${client.visits} visits`, client.account && 'shop account'].filter(Boolean).join(' · ')

/**
 * Finds a past client as the desk types her phone or name (bookings, counter bills and shop accounts), and offers
 * each found as a button: choosing one hands her over (to fill the booking's fields) and shows her card.
 */
export function ClientFinder({ onChoose }: { onChoose(client: DeskClient): void }) {
  const id = useId()
  const [typed, setTyped] = useState('')
  const [asked, setAsked] = useState('')
  const [chosen, setChosen] = useState<DeskClient | null>(null)
  useEffect(() => {
    const timer = setTimeout(() => setAsked(typed.trim()), TYPING_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [typed])
  const enough = asked.length >= CLIENT_SEARCH_MIN
  const { currentData } = useSearchClientsQuery(asked, { skip: !enough })
  const clients = enough ? (currentData?.clients ?? []) : []
  return (
    <Finder>
      <label htmlFor={`${id}-q`}>{cm.searchLabel}</label>
      <Input id={`${id}-q`} type="search" value={typed} autoComplete="off" aria-describedby={`${id}-hint`} onChange={(event) => setTyped(event.target.value)} />
      <small id={`${id}-hint`}>{cm.searchHint}</small>
      <div role="status">{enough && currentData && (clients.length === 0 ? cm.noMatch : currentData.nextCursor ? 'More clients match: type more of her name or number.' : '')}</div>
      {clients.length > 0 && (
        <Found aria-label="Clients found">
          {clients.map((client) => (
            <li key={client.phone ?? `${client.name}-${client.email}`}>
              <button
                type="button"
                onClick={() => {
                  setChosen(client)
                  setTyped('')
                  setAsked('')
                  onChoose(client)
                }}
              >
                <strong>{clientTitle(client)}</strong>
                <span>{clientLine(client)}</span>
              </button>
            </li>
          ))}
        </Found>
      )}
      {chosen && <ClientCard client={chosen} onRecordSaved={(record) => setChosen({ ...chosen, ...record })} />}
    </Finder>
  )
}
