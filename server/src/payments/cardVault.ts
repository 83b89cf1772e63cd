import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * Seals a kept card's Paystack authorisation code (it charges the card with the secret key) so the database never
 * holds it in plain form: AES-256-GCM under a key drawn (HKDF) from the Paystack secret key, or, for the sandbox
 * (never in production), from a fixed word. A database copy without the key charges nothing.
 */
export function cardVault(paystackSecretKey: string | undefined) {
  const key = Buffer.from(hkdfSync('sha256', paystackSecretKey ?? 'glow-sandbox-cards', 'glow-beauty', 'saved-card-authorization', 32))
  return {
    seal(code: string): string {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const sealed = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()])
      return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')
    },
    open(sealed: string): string {
      const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
      const decipher = createDecipheriv('aes-256-gcm', key, iv!)
      decipher.setAuthTag(tag!)
      return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8')
    },
  }
}
export type CardVault = ReturnType<typeof cardVault>
