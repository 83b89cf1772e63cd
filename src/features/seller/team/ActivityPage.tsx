import { STAFF_ROLE_NAMES, type ActivityEntry } from '../../../contract/team'
import { formatDateTime } from '../format'
import { Card, CardTop, PagedInbox } from '../Inbox'
import { SellerHeading } from '../SellerHeading'
import { useGetActivityInfiniteQuery } from './teamApi'

const KIND_NAMES: Record<ActivityEntry['kind'], string> = { order: 'Order', booking: 'Booking', stock: 'Stock', product: 'Product', team: 'Team', client: 'Client' }

const activityOf = (page: { activity: ActivityEntry[] }) => page.activity

/** /seller/activity: who did what, newest first: orders, bookings, stock, products and the team. Owners only. */
export function ActivityPage() {
  const list = useGetActivityInfiniteQuery()
  return (
    <>
      <SellerHeading title="Activity" />
      <PagedInbox
        list={list}
        rowsOf={activityOf}
        what="activity"
        empty={['Nothing yet.', 'What the team changes in orders, bookings, stock and products shows here, newest first.']}
        render={(entry) => (
          <Card key={entry._id}>
            <CardTop>
              <h2>{entry.summary}</h2>
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            </CardTop>
            <p>
              {KIND_NAMES[entry.kind]} · by {entry.member.name} ({STAFF_ROLE_NAMES[entry.member.role]})
            </p>
          </Card>
        )}
      />
    </>
  )
}
