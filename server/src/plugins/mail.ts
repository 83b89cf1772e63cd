import fp from 'fastify-plugin'
import nodemailer from 'nodemailer'
import type { MailContext } from '../mail/compose'
import { claimDueMail, settleMail, type ClaimedMail, type MailOutcome } from '../repositories/outbox'

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
  /** Whether messages go to an SMTP server; false keeps them in the seller's outbox. */
  readonly delivering: boolean
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

/** 5xx: the server refuses for good (no such mailbox, a rejected sender); anything else may pass later. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

/**
 * The mail worker: messages enqueued in the shop's database (repositories/outbox.ts) are delivered
 * through nodemailer to SMTP_URL, retried with exponential backoff; without SMTP_URL they are kept in the
 * seller's outbox. Every instance runs one; each message is claimed by one of them (SKIP LOCKED).
 */
export const mailPlugin = fp(
  async (app) => {
    const { config, db } = app
    const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined
    const retryBase = config.mailRetrySeconds

    async function attempt(message: ClaimedMail): Promise<MailOutcome> {
      if (!transport) return { status: 'kept' }
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: message.recipient,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
        })
        return { status: 'delivered' }
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        app.log.warn({ err: error, messageId: message.id, attempt: message.attempts }, 'e-mail not delivered')
        if (isPermanent(error) || message.attempts >= MAX_MAIL_ATTEMPTS) return { status: 'failed', error: reason }
        return { status: 'retrying', error: reason, retryInSeconds: retryBase * 2 ** (message.attempts - 1) }
      }
    }

    let running: Promise<number> | undefined
    let again = false
    let closed = false

    async function round(): Promise<number> {
      let handled = 0
      for (;;) {
        const due = await claimDueMail(db, BATCH, LEASE_SECONDS)
        for (const message of due) await settleMail(db, message, await attempt(message))
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
          app.log.warn({ err: error }, 'mail worker round failed; trying again later')
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
      context: { publicUrl: config.publicUrl, ownerEmail: config.sellerEmail },
      delivering: transport !== undefined,
      deliverDue,
      wake: () => void deliverDue(),
    } satisfies Mail)

    let timer: NodeJS.Timeout | undefined
    app.addHook('onReady', async () => {
      if (!transport) app.log.info('SMTP_URL is not set: e-mails are kept in the seller outbox (/seller/outbox), not sent')
      timer = setInterval(() => void deliverDue(), POLL_MS).unref()
    })
    // Before any onClose hook (the database's among them): no round may start or still run once it closes.
    app.addHook('preClose', async () => {
      closed = true
      clearInterval(timer)
      while (running) await running
    })
    app.addHook('onClose', async () => transport?.close())
  },
  { name: 'mail', dependencies: ['db'] },
)
