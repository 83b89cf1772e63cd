import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { bookingManageTokens, bookingRequests } from '../db/schema'
import { hashToken } from '../tools/tokens'
import { findBooking, type BookingRecord } from './bookings'

/** The client's Idempotency-Key and a hash of what she asked for. */
export interface BookingRequestKey {
  key: string
  hash: string
}

/** How a booking was asked for, stored in the transaction that makes it (a second use of its key is refused there). */
export async function recordBookingRequest(tx: Db, bookingId: string, anyEmployee: boolean, request: BookingRequestKey | undefined): Promise<void> {
  await tx.insert(bookingRequests).values({ bookingId, anyEmployee, requestKey: request?.key ?? null, requestHash: request?.hash ?? null })
}

/** A booking an Idempotency-Key made, with the hash of its request. */
export interface RequestedBooking {
  bookingId: string
  hash: string | null
}

/** The booking an Idempotency-Key made; undefined when the key made none yet. */
export async function findRequestedBooking(db: Db, key: string): Promise<RequestedBooking | undefined> {
  const [row] = await db.select({ bookingId: bookingRequests.bookingId, hash: bookingRequests.requestHash }).from(bookingRequests).where(eq(bookingRequests.requestKey, key))
  return row
}

/** Whether the client asked for anyone of the category (bookings made before manage links: no). */
export async function bookedAnyEmployee(db: Db, bookingId: string): Promise<boolean> {
  const [row] = await db.select({ any: bookingRequests.anyEmployee }).from(bookingRequests).where(eq(bookingRequests.bookingId, bookingId))
  return row?.any ?? false
}

/** Lets `token` open the booking; only its hash is kept. */
export async function addManageToken(tx: Db, bookingId: string, token: string): Promise<void> {
  await tx.insert(bookingManageTokens).values({ tokenHash: hashToken(token), bookingId })
}

/** The booking a manage token opens, or undefined for any other string. */
export async function findBookingByToken(db: Db, token: string): Promise<BookingRecord | undefined> {
  const [row] = await db.select({ bookingId: bookingManageTokens.bookingId }).from(bookingManageTokens).where(eq(bookingManageTokens.tokenHash, hashToken(token)))
  return row && findBooking(db, row.bookingId)
}

