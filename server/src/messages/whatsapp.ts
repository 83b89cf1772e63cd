import { createHmac, timingSafeEqual } from 'node:crypto'
import type { WhatsAppConfig } from '../config'
import type { ReportedStatus } from '../repositories/outbox'
import { isPermanentRefusal, postJson, providerPhone, ProviderRefusal, type MessageProvider } from './provider'

/** The Graph API version the shop speaks. */
export const GRAPH_API_VERSION = 'v21.0'
/** The language the templates are registered in. */
export const TEMPLATE_LANGUAGE = 'en'

/**
 * WhatsApp through the Business Cloud API: business-initiated messages outside the 24-hour window must be
 * pre-approved templates, so each message is its template's name and its body's parameters.
 */
export function whatsAppProvider(config: WhatsAppConfig): MessageProvider {
  return {
    channel: 'whatsapp',
    async send(message) {
      if (!message.template) throw new ProviderRefusal(400, 'The message has no template')
      const answer = await postJson(
        `${config.apiUrl}/${GRAPH_API_VERSION}/${config.phoneNumberId}/messages`,
        {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: providerPhone(message.recipient),
          type: 'template',
          template: {
            name: message.template.name,
            language: { code: TEMPLATE_LANGUAGE },
            components: [{ type: 'body', parameters: message.template.params.map((text) => ({ type: 'text', text })) }],
          },
        },
        { authorization: `Bearer ${config.token}` },
      )
      const id = (answer.messages as { id?: unknown }[] | undefined)?.[0]?.id
      if (typeof id !== 'string') throw new ProviderRefusal(502, `WhatsApp answered no message id: ${JSON.stringify(answer).slice(0, 200)}`)
      return { providerId: id }
    },
    isPermanent: isPermanentRefusal,
    close: () => undefined,
  }
}

/** Whether Meta signed the raw body: X-Hub-Signature-256 is "sha256=" and its HMAC-SHA256 with the app secret. */
export function isSignedByMeta(config: WhatsAppConfig | undefined, raw: Buffer, signature: string | undefined): boolean {
  if (!config || !signature?.startsWith('sha256=')) return false
  const expected = createHmac('sha256', config.appSecret).update(raw).digest()
  const given = Buffer.from(signature.slice('sha256='.length), 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** WhatsApp's statuses; "sent" is what the shop already knows. */
export const WHATSAPP_STATUSES: Record<string, ReportedStatus> = { delivered: 'delivered', read: 'read', failed: 'failed' }
