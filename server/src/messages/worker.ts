import fp from 'fastify-plugin'
import type { MessageChannel } from '../../../src/contract'
import type { Config } from '../config'
import { claimDueMessages, countPhoneSend, settleMessage, type ClaimedMessage, type MessageOutcome } from '../repositories/outbox'
import type { MailContext } from './compose'
import type { MessageProvider } from './provider'
import { smtpProvider } from './smtp'
import { termiiProvider } from './termii'
import { whatsAppProvider } from './whatsapp'

/** Attempts before a message that keeps being refused is given up (about a day of backing off). */
export const MAX_MAIL_ATTEMPTS = 8
/** How often the worker looks for due messages (a reminder's time, a retry's) when nothing woke it. */
const POLL_MS = 5_000
/** Messages claimed per round. */
const BATCH = 20
/** A claimed message is another worker's again after this long: its worker died while sending. */
const LEASE_SECONDS = 300

export interface Mail {
  /** What messages need from the configuration: enqueue with it (see repositories/outbox.ts). */
  readonly context: MailContext
  /** Whether the channel's messages go to its provider; false keeps them in the seller's outbox. */
  delivers(channel: MessageChannel): boolean
  /** Delivers (or keeps) every message due now; resolves with how many it handled. */
  deliverDue(): Promise<number>
  /** After a commit that enqueued messages: send them now rather than at the next round. */
  wake(): void
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mail
  }
}

/** The providers configured, by channel: SMTP when SMTP_URL is set, Termii with TERMII_API_KEY, WhatsApp with WHATSAPP_TOKEN. */
function configuredProviders(config: Config): Map<MessageChannel, MessageProvider> {
  const providers = [
    ...(config.smtpUrl ? [smtpProvider(config.smtpUrl, config.mailFrom)] : []),
    ...(config.termii ? [termiiProvider(config.termii)] : []),
    ...(config.whatsapp ? [whatsAppProvider(config.whatsapp)] : []),
  ]
  return new Map(providers.map((provider) => [provider.channel, provider]))
}

/** Why a message to a phone was not sent: the number had its day's messages. */
export const dailyCapReached = (cap: number) => `This number has had its ${cap} messages today (PHONE_MESSAGES_PER_DAY): not sent`

/**
 * The outbox's worker: messages enqueued in the shop's database (repositories/outbox.ts) are delivered
 * through their channel's provider, retried with exponential backoff; a channel without a provider keeps
 * its messages in the seller's outbox. Every instance runs one; each message is claimed by one of them (SKIP LOCKED).
 */
export const messagesPlugin = fp(
  async (app) => {
    const { config, db } = app
    const providers = configuredProviders(config)
    const retryBase = config.mailRetrySeconds

    async function attempt(message: ClaimedMessage): Promise<MessageOutcome> {
      const provider = providers.get(message.channel)
      if (!provider) return { status: 'kept' }
      // Counted before it costs anything, and once per message: a retry after a refusal is not counted again.
      if (message.channel !== 'email' && message.attempts === 1 && !(await countPhoneSend(db, message.recipient, config.phoneMessagesPerDay))) {
        return { status: 'failed', error: dailyCapReached(config.phoneMessagesPerDay) }
      }
      try {
        const { providerId } = await provider.send(message)
        return providerId ? { status: 'sent', providerId } : { status: 'delivered' }
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        app.log.warn({ err: error, messageId: message.id, channel: message.channel, attempt: message.attempts }, 'message not delivered')
        if (provider.isPermanent(error) || message.attempts >= MAX_MAIL_ATTEMPTS) return { status: 'failed', error: reason }
        return { status: 'retrying', error: reason, retryInSeconds: retryBase * 2 ** (message.attempts - 1) }
      }
    }

    let running: Promise<number> | undefined
    let again = false
    let closed = false

    async function round(): Promise<number> {
      let handled = 0
      for (;;) {
        const due = await claimDueMessages(db, BATCH, LEASE_SECONDS, app.clock.now())
        for (const message of due) {
          const outcome = await attempt(message)
          await settleMessage(db, message, outcome, app.clock.now())
          app.metrics.messages.inc({ channel: message.channel, outcome: outcome.status })
        }
        handled += due.length
        if (due.length < BATCH || closed) return handled
      }
    }

    /** One round at a time in this process; a wake during a round runs one more after it; none once closing. */
    function deliverDue(): Promise<number> {
      // Closing: what is queued stays in the database for the next start.
      if (closed) return Promise.resolve(0)
      if (running) {
        again = true
        return running
      }
      running = round()
        .catch((error: unknown) => {
          app.log.warn({ err: error }, 'message worker round failed; trying again later')
          return 0
        })
        .finally(() => {
          running = undefined
          if (again && !closed) {
            again = false
            void deliverDue()
          }
        })
      return running
    }

    app.decorate('mail', {
      context: { publicUrl: config.publicUrl, ownerEmail: config.sellerEmail, clock: app.clock },
      delivers: (channel) => providers.has(channel),
      deliverDue,
      wake: () => void deliverDue(),
    } satisfies Mail)

    let timer: NodeJS.Timeout | undefined
    app.addHook('onReady', async () => {
      if (!providers.has('email')) app.log.warn('SMTP_URL is not set: e-mails are kept in the seller outbox (/seller/outbox), not sent')
      if (!providers.has('sms')) app.log.warn('TERMII_API_KEY is not set: SMS are kept in the seller outbox (/seller/outbox), not sent')
      if (!providers.has('whatsapp')) app.log.warn('WHATSAPP_TOKEN is not set: WhatsApp messages are kept in the seller outbox (/seller/outbox), not sent')
      timer = setInterval(() => void deliverDue(), POLL_MS).unref()
    })
    // Before any onClose hook (the database's among them): no round may start or still run once it closes.
    app.addHook('preClose', async () => {
      closed = true
      clearInterval(timer)
      while (running) await running
    })
    app.addHook('onClose', async () => providers.forEach((provider) => provider.close()))
  },
  { name: 'mail', dependencies: ['db', 'metrics'] },
)
