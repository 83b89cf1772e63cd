import { createHash, randomBytes } from 'node:crypto'

/** An opaque random token (a session's, a reset link's): 256 bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url')

/** What the database keeps of a token: its SHA-256, so a stolen table opens nothing. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
