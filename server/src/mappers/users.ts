import type { User } from '../../../src/contract'
import type { UserRow } from '../repositories/users'

/** A shopper's account as the API shows it (SPEC §7): never her password hash. */
export const toUser = (row: UserRow): User => ({ _id: row.id, name: row.name, email: row.email, emailVerified: row.emailVerifiedAt !== null, cartItems: row.cartItems })
