import styled from 'styled-components'
import type { ContactMessage } from '../../../contract/types'
import { formatDateTime, mailtoHref } from '../format'
import { Card, CardTop, PagedInbox } from '../Inbox'
import { SellerHeading } from '../SellerHeading'
import { useGetSellerMessagesInfiniteQuery } from './messagesApi'

const Body = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`

const messagesOf = (page: { messages: ContactMessage[] }) => page.messages

export function MessagesPage() {
  const list = useGetSellerMessagesInfiniteQuery()
  return (
    <>
      <SellerHeading title="Messages" />
      <PagedInbox
        list={list}
        rowsOf={messagesOf}
        what="messages"
        empty={['No messages yet.', 'Messages sent through the contact form appear here, newest first.']}
        render={(message) => (
          <Card key={message._id}>
            <CardTop>
              <h2>{message.subject}</h2>
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </CardTop>
            <p>
              From {message.name} · <a href={mailtoHref(message.email, `Re: ${message.subject}`)}>{message.email}</a>
            </p>
            <Body>{message.message}</Body>
          </Card>
        )}
      />
    </>
  )
}
