import { createHmac, timingSafeEqual } from 'node:crypto'
import type { TermiiConfig } from '../config'
import type { ReportedStatus } from '../repositories/outbox'
import { isPermanentRefusal, postJson, providerPhone, ProviderRefusal, type MessageProvider } from './provider'

/**
 * SMS through Termii's HTTP API (POST /api/sms/send). Every message the shop sends is transactional: it goes
 * on the `dnd` route, which reaches numbers on the do-not-disturb list and is not dropped at night.
 */
export function termiiProvider(config: TermiiConfig): MessageProvider {
  return {
    channel: 'sms',
    async send(message) {
      const answer = await postJson(`${config.baseUrl}/api/sms/send`, {
        api_key: config.apiKey,
        to: providerPhone(message.recipient),
        from: config.senderId,
        sms: message.text,
        type: 'plain',
        channel: 'dnd',
      })
      const id = answer.message_id
      if (typeof id !== 'string' && typeof id !== 'number') throw new ProviderRefusal(502, `Termii answered no message_id: ${JSON.stringify(answer).slice(0, 200)}`)
      return { providerId: String(id) }
    },
    isPermanent: isPermanentRefusal,
    close: () => undefined,
  }
}

/** Whether Termii signed the raw body: X-Termii-Signature is its HMAC-SHA512 with the secret key, in hex. */
export function isSignedByTermii(config: TermiiConfig | undefined, raw: Buffer, signature: string | undefined): boolean {
  if (!config || !signature) return false
  const expected = createHmac('sha512', config.secretKey).update(raw).digest()
  const given = Buffer.from(signature, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** Termii's delivery statuses ("DELIVERED", "Message Failed", "Rejected", "Expired", "DND Active on Phone Number"…) in the outbox's words. */
export function termiiStatus(status: unknown): ReportedStatus | undefined {
  const said = typeof status === 'string' ? status.toLowerCase() : ''
  if (said.includes('deliver')) return 'delivered'
  if (/fail|reject|expire|dnd|undeliver/.test(said)) return 'failed'
  return undefined
}
