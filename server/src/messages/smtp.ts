import nodemailer from 'nodemailer'
import type { MessageProvider } from './provider'

/** The e-mail channel through nodemailer to an SMTP server (SMTP_URL), from MAIL_FROM. */
export function smtpProvider(smtpUrl: string, from: string): MessageProvider {
  const transport = nodemailer.createTransport(smtpUrl)
  // Each outbox message keeps one Message-ID through every try, whichever instance sends it: a mail server (and the
  // cluster bench) can tell a message sent again from a new one.
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'glow.local'
  return {
    channel: 'email',
    async send(message) {
      await transport.sendMail({
        from,
        messageId: `<${message.id}@${domain}>`,
        to: message.recipient,
        subject: message.subject ?? undefined,
        text: message.text,
        html: message.html ?? undefined,
        attachments: message.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
      })
      return {}
    },
    // 5xx: the server refuses for good.
    isPermanent(error) {
      const code = (error as { responseCode?: unknown }).responseCode
      return typeof code === 'number' && code >= 500 && code < 600
    },
    close: () => transport.close(),
  }
}
