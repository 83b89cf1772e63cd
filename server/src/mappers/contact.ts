import type { ContactMessage } from '../../../src/contract'
import type { ContactMessageRow } from '../repositories/messages'

/** A message sent from the contact page, as the team's inbox lists it. */
export const toContactMessage = ({ id, createdAt, ...fields }: ContactMessageRow): ContactMessage => ({ _id: id, ...fields, createdAt: createdAt.toISOString() })
