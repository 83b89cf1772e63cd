import styled from 'styled-components'
import { formatDateTime } from './format'
import { Card, CardTop, Inbox } from './Inbox'
import { SellerHeading } from './SellerHeading'
import { useGetSellerMessagesQuery } from './sellerApi'

const Body = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`

export function MessagesPage() {
  const { data, isLoading, isError, refetch } = useGetSellerMessagesQuery()
  return (
    <>
      <SellerHeading title="Messages" />
      <Inbox
        items={data}
        isLoading={isLoading}
        isError={isError}
        retry={() => void refetch()}
        what="messages"
        empty={['No messages yet.', 'Messages sent through the contact form appear here, newest first.']}
        render={(message) => (
          <Card key={message._id}>
            <CardTop>
              <h2>{message.subject}</h2>
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </CardTop>
            <p>
              From {message.name} · <a href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}>{message.email}</a>
            </p>
            <Body>{message.message}</Body>
          </Card>
        )}
      />
    </>
  )
}
