import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { MAIL_STATUS_LABELS, type MailStatus, type OutboxEntry, type OutboxPage as Page } from '../../../contract/outbox'
import { usePagedRows } from '../../../shared/pages'
import { formatDateTime } from '../format'
import { Card, CardTop, Inbox } from '../Inbox'
import { Badge } from '../Badge'
import { SellerHeading } from '../SellerHeading'
import { useGetOutboxInfiniteQuery } from './messagesApi'

const tones: Record<MailStatus, 'good' | 'wait' | 'stop'> = {
  queued: 'wait',
  sending: 'wait',
  delivered: 'good',
  retrying: 'wait',
  failed: 'stop',
  kept: 'good',
  withdrawn: 'stop',
}

const Note = styled.p`
  max-width: 1100px;
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
  & + button { margin-bottom: ${({ theme }) => theme.space.md}; }
  code { overflow-wrap: anywhere; }
`

const Meta = styled.p`
  && { margin-top: ${({ theme }) => theme.space.sm}; }
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;
`

const Message = styled.details`
  margin-top: ${({ theme }) => theme.space.sm};
  summary { cursor: pointer; color: ${({ theme }) => theme.colors.primary}; font-weight: 600; min-height: 32px; display: flex; align-items: center; }
  pre {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    padding: ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.colors.background};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`

const messagesOf = (page: Page) => page.messages

function OutboxCard({ message }: { message: OutboxEntry }) {
  const { status } = message
  return (
    <Card>
      <CardTop>
        <h2>{message.subject}</h2>
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
      </CardTop>
      <Meta>
        <Badge $tone={tones[status]}>{MAIL_STATUS_LABELS[status]}</Badge>
        <span>{message.event}</span>
        {message.sentAt && status === 'delivered' && <span>· sent {formatDateTime(message.sentAt)}</span>}
      </Meta>
      <p>To {message.recipient}</p>
      {(status === 'retrying' || status === 'failed') && message.lastError && (
        <p>
          {status === 'retrying' ? `Attempt ${message.attempts} was refused; it will be tried again.` : `Gave up after ${message.attempts} attempts.`} The server said: {message.lastError}
        </p>
      )}
      <Message>
        <summary>Show message</summary>
        {message.text === null ? <p>This message holds a link that sets a password (a reset or a team invitation), so it is not shown here.</p> : <pre>{message.text}</pre>}
      </Message>
    </Card>
  )
}

/** /seller/outbox: every e-mail the shop sends, with where it is; without an SMTP server, the messages themselves. */
export function OutboxPage() {
  const list = useGetOutboxInfiniteQuery()
  const { rows, more } = usePagedRows(list, messagesOf)
  const delivering = list.data?.pages[0]?.delivering
  return (
    <>
      <SellerHeading title="Outbox" />
      {delivering === false && (
        <Note>
          No mail server is set up, so e-mails are kept here and not sent. To send them, set <code>SMTP_URL</code> (see the README).
        </Note>
      )}
      {delivering && <Note>E-mails go out through your mail server; each shows whether it was delivered.</Note>}
      {rows && rows.length > 0 && (
        <Button type="button" $variant="outline" onClick={() => void list.refetch()} disabled={list.isFetching}>
          Refresh
        </Button>
      )}
      <Inbox
        items={rows}
        isLoading={list.isLoading}
        isError={list.isError}
        retry={() => void list.refetch()}
        more={more}
        what="e-mails"
        empty={['No e-mails yet.', 'Order confirmations, alerts and password reset links appear here, newest first.']}
        render={(message) => <OutboxCard key={message._id} message={message} />}
      />
    </>
  )
}
