import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'

// Stand-ins for Termii and the WhatsApp Business Cloud API on loopback, speaking their protocols: they take
// messages as the real ones do (and refuse a wrong key), remember them, and send signed webhooks (delivery
// reports, an inbound STOP) to the shop, as Termii and Meta do. Tests and the browser journey drive them.

export const STAND_IN_KEYS = {
  termiiApiKey: 'TL_test_api_key',
  termiiSecretKey: 'TL_test_secret_key',
  termiiSenderId: 'GlowBeauty',
  whatsappToken: 'EAAG_test_token',
  whatsappPhoneNumberId: '109876543210',
  whatsappAppSecret: 'meta_test_app_secret',
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = ''
    request.on('data', (chunk) => (data += chunk))
    request.on('end', () => resolve(data))
  })

const send = (response: ServerResponse, status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

async function listen(server: Server, port: number): Promise<string> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** POSTs a webhook to the shop with its signature header, as the provider would; answers the shop's status. */
async function deliver(url: string, body: unknown, header: string, sign: (raw: string) => string | undefined): Promise<number> {
  const raw = JSON.stringify(body)
  const signature = sign(raw)
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { [header]: signature }) }, body: raw })
  return response.status
}

export interface TermiiSms {
  id: string
  body: { api_key: string; to: string; from: string; sms: string; type: string; channel: string }
}

export interface TermiiStandIn {
  url: string
  sent: TermiiSms[]
  /** Termii's delivery report on a message; `sign` replaces the signature (undefined: none). */
  report(id: string, status: string, sign?: (raw: string) => string | undefined): Promise<number>
  /** An inbound SMS from a number (a reply: STOP). */
  reply(from: string, text: string): Promise<number>
  close(): Promise<void>
}

/** Termii's HTTP API: POST /api/sms/send; webhooks signed X-Termii-Signature (HMAC-SHA512 of the body, secret key). */
export async function startTermii(webhookUrl: () => string, port = 0): Promise<TermiiStandIn> {
  const sent: TermiiSms[] = []
  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/api/sms/send') return send(response, 404, { message: 'Not found' })
    const body = JSON.parse(await readBody(request)) as TermiiSms['body']
    if (body.api_key !== STAND_IN_KEYS.termiiApiKey) return send(response, 401, { message: 'Invalid API key' })
    if (!/^234\d{10}$/.test(body.to)) return send(response, 400, { message: 'Invalid phone number' })
    const id = `${Date.now()}${randomBytes(4).readUInt32BE()}`
    sent.push({ id, body })
    return send(response, 200, { message_id: id, message: 'Successfully Sent', balance: 9, user: 'Glow Beauty' })
  })
  const url = await listen(server, port)
  const sign = (raw: string) => createHmac('sha512', STAND_IN_KEYS.termiiSecretKey).update(raw).digest('hex')
  return {
    url,
    sent,
    report: (id, status, signWith = sign) => {
      const sms = sent.find((message) => message.id === id)
      return deliver(webhookUrl(), { type: 'outbound', message_id: id, receiver: sms?.body.to, sender: sms?.body.from, message: sms?.body.sms, status, channel: 'DND', sent_at: new Date().toISOString() }, 'x-termii-signature', signWith)
    },
    reply: (from, text) => deliver(webhookUrl(), { type: 'inbound', id: randomBytes(8).toString('hex'), sender: from, receiver: STAND_IN_KEYS.termiiSenderId, message: text, sent_at: new Date().toISOString() }, 'x-termii-signature', sign),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

export interface WhatsAppMessage {
  id: string
  path: string
  authorization: string | undefined
  body: { messaging_product: string; to: string; type: string; template: { name: string; language: { code: string }; components: { type: string; parameters: { type: string; text: string }[] }[] } }
}

export interface WhatsAppStandIn {
  url: string
  sent: WhatsAppMessage[]
  /** A status webhook on a message (delivered, read, failed), signed X-Hub-Signature-256 unless `sign` says otherwise. */
  report(id: string, status: 'sent' | 'delivered' | 'read' | 'failed', sign?: (raw: string) => string | undefined): Promise<number>
  close(): Promise<void>
}

/** The Cloud API: POST /{version}/{phone-number-id}/messages with a Bearer token; webhooks signed with the app secret. */
export async function startWhatsApp(webhookUrl: () => string, port = 0): Promise<WhatsAppStandIn> {
  const sent: WhatsAppMessage[] = []
  const server = createServer(async (request, response) => {
    const path = request.url ?? ''
    if (request.method !== 'POST' || !/^\/v\d+\.\d+\/\d+\/messages$/.test(path)) return send(response, 404, { error: { message: 'Unknown path', code: 100 } })
    if (request.headers.authorization !== `Bearer ${STAND_IN_KEYS.whatsappToken}`) return send(response, 401, { error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } })
    if (!path.includes(`/${STAND_IN_KEYS.whatsappPhoneNumberId}/`)) return send(response, 400, { error: { message: 'Unsupported post request', code: 100 } })
    const body = JSON.parse(await readBody(request)) as WhatsAppMessage['body']
    if (body.messaging_product !== 'whatsapp' || body.type !== 'template') return send(response, 400, { error: { message: 'Invalid parameter', code: 100 } })
    const id = `wamid.${randomBytes(12).toString('base64url')}`
    sent.push({ id, path, authorization: request.headers.authorization, body })
    return send(response, 200, { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id, message_status: 'accepted' }] })
  })
  const url = await listen(server, port)
  const sign = (raw: string) => `sha256=${createHmac('sha256', STAND_IN_KEYS.whatsappAppSecret).update(raw).digest('hex')}`
  return {
    url,
    sent,
    report: (id, status, signWith = sign) => {
      const message = sent.find((candidate) => candidate.id === id)
      const statusEntry = {
        id,
        status,
        timestamp: String(Math.floor(Date.now() / 1000)),
        recipient_id: message?.body.to,
        ...(status === 'failed' && { errors: [{ code: 131026, title: 'Message undeliverable' }] }),
      }
      const event = {
        object: 'whatsapp_business_account',
        entry: [{ id: '1234567890', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { phone_number_id: STAND_IN_KEYS.whatsappPhoneNumberId }, statuses: [statusEntry] } }] }],
      }
      return deliver(webhookUrl(), event, 'x-hub-signature-256', signWith)
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** The shop's settings that point it at the stand-ins. */
export const standInEnv = (termii: { url: string }, whatsapp: { url: string }): Record<string, string> => ({
  TERMII_API_KEY: STAND_IN_KEYS.termiiApiKey,
  TERMII_SECRET_KEY: STAND_IN_KEYS.termiiSecretKey,
  TERMII_SENDER_ID: STAND_IN_KEYS.termiiSenderId,
  TERMII_BASE_URL: termii.url,
  WHATSAPP_TOKEN: STAND_IN_KEYS.whatsappToken,
  WHATSAPP_PHONE_NUMBER_ID: STAND_IN_KEYS.whatsappPhoneNumberId,
  WHATSAPP_APP_SECRET: STAND_IN_KEYS.whatsappAppSecret,
  WHATSAPP_API_URL: whatsapp.url,
})

/**
 * Run as a program (the browser journey's second web server): both stand-ins on STAND_IN_PORT and the next
 * port, reporting to SHOP_URL; GET /received on a third port lists what they took, POST /report?channel=&id=&status= sends a report.
 */
async function main(): Promise<void> {
  const shopUrl = process.env.SHOP_URL ?? 'http://127.0.0.1:3210'
  const base = Number(process.env.STAND_IN_PORT ?? 3290)
  const termii = await startTermii(() => `${shopUrl}/api/messages/termii/webhook`, base)
  const whatsapp = await startWhatsApp(() => `${shopUrl}/api/messages/whatsapp/webhook`, base + 1)
  const control = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    if (url.pathname === '/received') return send(response, 200, { sms: termii.sent, whatsapp: whatsapp.sent })
    if (request.method === 'POST' && url.pathname === '/report') {
      const id = url.searchParams.get('id') ?? ''
      const status = url.searchParams.get('status') ?? ''
      const answered = url.searchParams.get('channel') === 'sms' ? await termii.report(id, status) : await whatsapp.report(id, status as 'delivered')
      return send(response, 200, { shopAnswered: answered })
    }
    return send(response, 404, {})
  })
  await listen(control, base + 2)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main()
