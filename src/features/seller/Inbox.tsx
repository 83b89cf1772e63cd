import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { LoadMore } from '../../components/LoadMore'
import { Spinner } from '../../components/Spinner'
import { usePagedRows, type InfiniteList } from '../../shared/pages'

// The frame of the seller's lists (orders, bookings, messages): loading, failure, empty, cards.

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-width: 1100px;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`

export const Card = styled.li`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space.lg}; }
  h2, h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; }
  p { margin: ${({ theme }) => theme.space.xs} 0 0; }
`

export const CardTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  time { color: ${({ theme }) => theme.colors.muted}; }
`

const Empty = styled.div`
  max-width: 480px;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.muted};
  p { margin: 0; }
  p:first-child { color: ${({ theme }) => theme.colors.ink}; font-weight: 600; margin-bottom: ${({ theme }) => theme.space.xs}; }
`

interface Props<T> {
  items: readonly T[] | undefined
  isLoading: boolean
  isError: boolean
  retry(): void
  what: string
  empty: [title: string, detail: string]
  render(item: T): ReactNode
  /** The list comes a page at a time: the next one on request. */
  more: { hasMore: boolean; loading: boolean; load(): void }
}

/** Newest first, a page at a time. */
export function Inbox<T extends { createdAt: string }>({ items, isLoading, isError, retry, what, empty, render, more }: Props<T>) {
  if (isLoading) return <Spinner label={`Loading ${what}…`} />
  if (isError)
    return (
      <p>
        The {what} could not be loaded.{' '}
        <Button type="button" $variant="ghost" onClick={retry}>
          Try again
        </Button>
      </p>
    )
  if (!items || items.length === 0)
    return (
      <Empty>
        <p>{empty[0]}</p>
        <p>{empty[1]}</p>
      </Empty>
    )
  return (
    <>
      <Cards>{items.map(render)}</Cards>
      <LoadMore {...more} label={`Show older ${what}`} />
    </>
  )
}

interface PagedProps<P, T> extends Pick<Props<T>, 'what' | 'empty' | 'render'> {
  /** The list's infinite query. */
  list: InfiniteList<P> & { isLoading: boolean; isError: boolean; refetch(): unknown }
  /** The rows of one page: a function defined once, outside render. */
  rowsOf(page: P): T[]
}

/** An Inbox of an infinite query's pages, loaded so far, with the control for the next. */
export function PagedInbox<P, T extends { createdAt: string }>({ list, rowsOf, ...shown }: PagedProps<P, T>) {
  const { rows, more } = usePagedRows(list, rowsOf)
  return <Inbox items={rows} isLoading={list.isLoading} isError={list.isError} retry={() => void list.refetch()} more={more} {...shown} />
}
