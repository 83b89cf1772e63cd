import escapeHtml from 'escape-html'
import type { Clock } from '../clock'
import { SHOP_NAME } from '../../../src/contract'

/** What every message needs from the configuration. */
export interface MailContext {
  /** The shop's address, for links: PUBLIC_URL. */
  publicUrl: string
  /** The owner's address, for alerts: SELLER_EMAIL. */
  ownerEmail: string
  /** The shop's clock: a reminder is for a time still to come. */
  clock: Clock
}

/** A message's words: a greeting, paragraphs, optional label/value lines (an order's items), and one button. */
export interface MailBody {
  greeting?: string
  paragraphs: string[]
  lines?: [label: string, value: string][]
  action?: { label: string; url: string }
}

/** Plain text and simple HTML with the same words, signed by the shop, its address at the foot. */
export function compose(context: MailContext, body: MailBody): { text: string; html: string } {
  const { greeting, paragraphs, lines = [], action } = body
  const text = [
    ...(greeting ? [greeting] : []),
    ...paragraphs,
    ...(lines.length > 0 ? [lines.map(([label, value]) => `${label}: ${value}`).join('\n')] : []),
    ...(action ? [`${action.label}: ${action.url}`] : []),
    `${SHOP_NAME}\n${context.publicUrl}`,
  ].join('\n\n')
  const cell = 'padding:4px 12px 4px 0;border-bottom:1px solid #eee'
  const html = [
    '<!doctype html><html><body style="margin:0;padding:24px;background:#faf7f5;font-family:Arial,sans-serif;color:#222">',
    '<div style="max-width:560px;margin:0 auto;padding:24px;background:#fff;border-radius:8px">',
    `<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#b0306a">${escapeHtml(SHOP_NAME)}</p>`,
    ...(greeting ? [`<p>${escapeHtml(greeting)}</p>`] : []),
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(lines.length > 0
      ? [`<table style="border-collapse:collapse;margin:8px 0 16px">${lines.map(([label, value]) => `<tr><td style="${cell}">${escapeHtml(label)}</td><td style="${cell};text-align:right">${escapeHtml(value)}</td></tr>`).join('')}</table>`]
      : []),
    ...(action
      ? [`<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#b0306a;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`]
      : []),
    `<p style="margin-top:24px;color:#777;font-size:13px">${escapeHtml(SHOP_NAME)} · <a href="${escapeHtml(context.publicUrl)}" style="color:#777">${escapeHtml(context.publicUrl)}</a></p>`,
    '</div></body></html>',
  ].join('')
  return { text, html }
}
