import fastifyFormbody from '@fastify/formbody'
import type { FastifyPluginAsync } from 'fastify'
import { localPhone, messagePreferencesSchema, messageSettingsSchema, phoneCodeSchema, phoneMessageWords as w, type PublicMessageSettings } from '../../../src/contract'
import {
  confirmClientPhone,
  isStartReply,
  isStopReply,
  recordReport,
  resumeFromReply,
  saveClientPreferences,
  saveOwnerMessageSettings,
  stopClientMessages,
  stopFromLink,
  stopFromReply,
} from '../actions/phoneMessages'
import { stopPage } from '../messages/stopPage'
import { isSignedByTermii, termiiStatus } from '../messages/termii'
import { isSignedByMeta, WHATSAPP_STATUSES } from '../messages/whatsapp'
import { parseBody } from '../http/parse'
import { messageOptions, messagePreferencesOf, messageSettings } from '../queries/phoneMessages'
import { unauthenticated } from '../http/refusal'

/** A provider's webhook body: JSON, its exact bytes kept for the signature. */
const WEBHOOK_BODY_LIMIT = 256 * 1024

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const parseJson = (raw: Buffer): unknown => {
  try {
    return JSON.parse(raw.toString('utf8'))
  } catch {
    return undefined
  }
}

/** The phone messages' API: the providers' webhooks, the stop links, a client's choices and the owner's settings. */
export const messageRoutes: FastifyPluginAsync = async (app) => {
  await app.register(async (webhooks) => {
    // The signatures cover the exact bytes the provider sent: keep them raw.
    webhooks.removeContentTypeParser('application/json')
    webhooks.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body))
    const rawOf = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0))
    const header = (value: unknown) => (typeof value === 'string' ? value : undefined)

    /** Termii: delivery reports of SMS, and inbound SMS (a STOP reply). */
    webhooks.post('/termii/webhook', async (request) => {
      const raw = rawOf(request.body)
      if (!isSignedByTermii(app.config.termii, raw, header(request.headers['x-termii-signature']))) throw unauthenticated('Invalid signature')
      const event = parseJson(raw)
      if (!isRecord(event)) return { success: true }
      const text = event.message ?? event.sms
      if (event.type === 'inbound' && typeof event.sender === 'string' && typeof text === 'string') {
        if (isStopReply(text)) await stopFromReply(app, event.sender)
        else if (isStartReply(text)) await resumeFromReply(app, event.sender, 'sms')
        return { success: true }
      }
      const status = termiiStatus(event.status)
      const id = event.message_id
      if (status && (typeof id === 'string' || typeof id === 'number')) await recordReport(app, 'sms', String(id), status, status === 'failed' ? `Termii: ${String(event.status)}` : undefined)
      return { success: true }
    })

    /** Meta asks this back once, when the webhook is registered in its dashboard. */
    webhooks.get<{ Querystring: Record<string, string | undefined> }>('/whatsapp/webhook', async (request, reply) => {
      const { 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': challenge } = request.query
      const expected = app.config.whatsapp?.verifyToken
      if (mode !== 'subscribe' || !expected || token !== expected || !challenge) throw unauthenticated('Invalid verify token')
      return reply.type('text/plain').send(challenge)
    })

    /** WhatsApp: statuses of the messages sent, and messages received (a STOP reply). */
    webhooks.post('/whatsapp/webhook', async (request) => {
      const raw = rawOf(request.body)
      if (!isSignedByMeta(app.config.whatsapp, raw, header(request.headers['x-hub-signature-256']))) throw unauthenticated('Invalid signature')
      const event = parseJson(raw)
      const entries = isRecord(event) && Array.isArray(event.entry) ? event.entry : []
      for (const entry of entries) {
        for (const change of isRecord(entry) && Array.isArray(entry.changes) ? entry.changes : []) {
          const value = isRecord(change) && isRecord(change.value) ? change.value : {}
          for (const status of Array.isArray(value.statuses) ? value.statuses : []) {
            const reported = isRecord(status) && typeof status.status === 'string' ? WHATSAPP_STATUSES[status.status] : undefined
            if (!reported || typeof status.id !== 'string') continue
            const errors = Array.isArray(status.errors) ? status.errors : []
            const why = errors.map((error: unknown) => (isRecord(error) ? `${String(error.code ?? '')} ${String(error.title ?? '')}`.trim() : '')).join('; ')
            await recordReport(app, 'whatsapp', status.id, reported, reported === 'failed' ? `WhatsApp: ${why || 'failed'}` : undefined)
          }
          for (const message of Array.isArray(value.messages) ? value.messages : []) {
            const body = isRecord(message) && isRecord(message.text) ? message.text.body : undefined
            if (typeof message.from !== 'string' || typeof body !== 'string') continue
            if (isStopReply(body)) await stopFromReply(app, message.from)
            else if (isStartReply(body)) await resumeFromReply(app, message.from, 'whatsapp')
          }
        }
      }
      return { success: true }
    })
  })

  await app.register(async (links) => {
    // The stop page's button is a plain HTML form.
    await links.register(fastifyFormbody, { bodyLimit: 1024 })
    // A link preview (WhatsApp fetches links) only reads the page: stopping takes the button.
    links.get<{ Params: { token: string } }>('/stop/:token', async (request, reply) => reply.type('text/html; charset=utf-8').header('x-robots-tag', 'noindex').send(stopPage('ask', request.params.token)))
    links.post<{ Params: { token: string } }>('/stop/:token', async (request, reply) => {
      const stopped = await stopFromLink(app, request.params.token)
      return reply
        .status(stopped ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(stopPage(stopped ? 'stopped' : 'unknown', request.params.token))
    })
  })

  /** What the wizard offers: the owner's default channel, and her bank account for transfers. */
  app.get('/options', async (): Promise<PublicMessageSettings & { success: true }> => ({ success: true, ...(await messageOptions(app)) }))

  await app.register(async (mine) => {
    mine.addHook('preHandler', app.requireUser)
    mine.get('/preferences', async (request) => ({ success: true, ...(await messagePreferencesOf(app, request.userId!)) }))
    // Her own number takes the new channel (200); another number gets a code first (202: nothing is hers yet).
    mine.put('/preferences', async (request, reply) => {
      const { phone, channel } = await parseBody(messagePreferencesSchema, request.body)
      const saved = await saveClientPreferences(app, request.userId!, phone, channel)
      if ('preferences' in saved) return { success: true, message: w.preferencesSaved, preferences: saved.preferences, pending: null }
      return reply.status(202).send({ success: true, message: w.codeSent(localPhone(saved.pending.phone)), pending: saved.pending })
    })
    mine.post('/preferences/confirm', async (request) => {
      const { code } = await parseBody(phoneCodeSchema, request.body)
      return { success: true, message: w.preferencesSaved, preferences: await confirmClientPhone(app, request.userId!, code), pending: null }
    })
    mine.delete('/preferences', async (request) => {
      await stopClientMessages(app, request.userId!)
      return { success: true, message: w.stopped, preferences: null }
    })
  })

  const settings = { preHandler: app.permit('shop.settings') }
  app.get('/settings', settings, async () => ({ success: true, settings: await messageSettings(app) }))
  app.put('/settings', settings, async (request) => {
    const fields = await parseBody(messageSettingsSchema, request.body)
    return { success: true, message: w.saved, settings: await saveOwnerMessageSettings(app, fields) }
  })
}
