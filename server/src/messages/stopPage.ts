import escapeHtml from 'escape-html'
import { phoneMessageWords as w, SHOP_NAME } from '../../../src/contract'
import { plainPage } from '../pages/plainPage'
import { STOP_PATH } from './phone'

/** What a stop page says and where its button posts: the phone messages' (all of them), or an offer's (news and offers only). */
export interface StopWords {
  heading: string
  explanation: string
  button: string
  action: (token: string) => string
  stopped: string
  unknown: string
}

const phoneStop: StopWords = {
  heading: 'Stop messages on your phone?',
  explanation: `You will get no more SMS or WhatsApp messages from ${SHOP_NAME} on this number. E-mails about your bookings and orders still come.`,
  button: 'Stop messages',
  action: (token) => `${STOP_PATH}${encodeURIComponent(token)}`,
  stopped: `${w.stopped}. You can turn them on again in My Account.`,
  unknown: `${w.linkNotFound}. Reply STOP to any of our SMS, or use My Account.`,
}

/**
 * The page a message's stop link opens: a button that stops the number (a GET changes nothing, so a link
 * preview cannot stop anyone), then what happened. Plain HTML, no script, fits the shop's CSP.
 */
export function stopPage(state: 'ask' | 'stopped' | 'unknown', token: string, words: StopWords = phoneStop): string {
  const body = {
    ask: `<h1>${escapeHtml(words.heading)}</h1>
      <p>${escapeHtml(words.explanation)}</p>
      <form method="post" action="${escapeHtml(words.action(token))}"><button type="submit">${escapeHtml(words.button)}</button></form>`,
    stopped: `<h1>Done</h1><p>${escapeHtml(words.stopped)}</p>`,
    unknown: `<h1>Link not valid</h1><p>${escapeHtml(words.unknown)}</p>`,
  }[state]
  return plainPage({
    title: `Messages · ${escapeHtml(SHOP_NAME)}`,
    style: `  h1 { font-size: 1.4rem; margin: 0 0 1rem; }
  button { font: inherit; font-weight: 600; padding: 0.8rem 1.5rem; border: 0; border-radius: 0.6rem; background: #b0306a; color: #fff; cursor: pointer; }
  button:focus-visible { outline: 3px solid #2d2320; outline-offset: 2px; }`,
    main: body,
  })
}
