import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { MAIL_STATUS_LABELS, type MailStatus, type MessageChannel, type OutboxEntry, type OutboxPage as Page } from '../../../contract/outbox'
import { MAX_SMS_PAGES } from '../../../contract/phoneMessages'
import { usePagedRows } from '../../../shared/pages'
import { formatDateTime } from '../format'
import { Card, CardTop, Inbox } from '../Inbox'
import { Badge } from '../Badge'
import { SellerHeading } from '../SellerHeading'
import { MessageSettingsForm } from './MessageSettingsForm'
import { useGetOutboxInfiniteQuery } from './messagesApi'

const CHANNEL_NAMES: Record<MessageChannel, string> = { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' }

const Month = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.md};
  div { padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md}; border-radius: ${({ theme }) => theme.radii.sm}; background: ${({ theme }) => theme.colors.surface}; box-shadow: ${({ theme }) => theme.shadows.card}; }
  dt { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; font-weight: 700; }
`

const tones: Record<MailStatus, 'good' | 'wait' | 'stop'> = {
  queued: 'wait',
  sending: 'wait',
  sent: 'wait',
  delivered: 'good',
  read: 'good',
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
        <span>{CHANNEL_NAMES[message.channel]}</span>
        <span>· {message.event}</span>
        {message.pages !== null && <span>· {message.pages === 1 ? '1 SMS page' : `${message.pages} SMS pages`}</span>}
        {message.sentAt && status !== 'kept' && <span>· sent {formatDateTime(message.sentAt)}</span>}
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

/**
 * /seller/outbox: every message the shop sends, by channel (e-mail, SMS, WhatsApp), with where it is; a
 * channel without its provider keeps its messages here. This month's phone messages and SMS pages, and the
 * owner's settings for phone messages and bank transfers.
 */
export function OutboxPage() {
  const list = useGetOutboxInfiniteQuery()
  const { rows, more } = usePagedRows(list, messagesOf)
  const first = list.data?.pages[0]
  const delivering = first?.delivering
  const phone = first?.phoneDelivering
  return (
    <>
      <SellerHeading title="Outbox" />
      {delivering === false && (
        <Note>
          No mail server is set up, so e-mails are kept here and not sent. To send them, set <code>SMTP_URL</code> (see the README).
        </Note>
      )}
      {delivering && <Note>E-mails go out through your mail server; each shows whether it was delivered.</Note>}
      {phone && (
        <Note>
          {phone.sms ? 'SMS go out through Termii' : <>SMS are kept here, not sent: set <code>TERMII_API_KEY</code> to send them</>};{' '}
          {phone.whatsapp ? 'WhatsApp messages through the WhatsApp Cloud API' : <>WhatsApp messages are kept here: set <code>WHATSAPP_TOKEN</code> to send them</>}. Each SMS is at most {MAX_SMS_PAGES} pages.
        </Note>
      )}
      {first && (
        <Month aria-label="This month on the phone">
          <div>
            <dt>Phone messages this month</dt>
            <dd>{first.month.phoneMessages}</dd>
          </div>
          <div>
            <dt>SMS pages this month</dt>
            <dd>{first.month.smsPages}</dd>
          </div>
        </Month>
      )}
      <MessageSettingsForm />
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
        what="messages"
        empty={['No messages yet.', 'Order confirmations, booking reminders, alerts and password reset links appear here, newest first.']}
        render={(message) => <OutboxCard key={message._id} message={message} />}
      />
    </>
  )
}
