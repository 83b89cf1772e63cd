import { Marked, type Token, type TokensList } from 'marked'
import sanitizeHtml from 'sanitize-html'
import type { HelpPreview } from '../../../src/contract/help'

// The owner's Markdown becomes HTML here, on the server, and only through sanitize-html: whatever the
// body holds (raw HTML is Markdown too), no script, style, event handler or javascript: address reaches a page.

const marked = new Marked({ gfm: true, async: false })

const BLOCK: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // The page's own title is its h1: the body's headings sit below it.
  transformTags: { h1: 'h2', h5: 'h4', h6: 'h4' },
}

/** A question is a line of text: emphasis at most. */
const INLINE: sanitizeHtml.IOptions = { allowedTags: ['strong', 'em', 'code'], allowedAttributes: {} }

const toHtml = (tokens: Token[], links: TokensList['links']): string => sanitizeHtml(marked.parser(Object.assign(tokens, { links })), BLOCK)

/**
 * The body as sanitized HTML, whole and as questions: each `## heading` is a question, the blocks up to the
 * next one its answer (the FAQs page shows them as disclosures); what comes before the first is the intro.
 */
export function renderHelpBody(markdown: string): HelpPreview {
  const tokens = marked.lexer(markdown)
  const questionAt = tokens.flatMap((token, index) => (token.type === 'heading' && token.depth === 2 ? [index] : []))
  const questions = questionAt.map((start, order) => {
    const heading = tokens[start] as Token & { text: string }
    return {
      questionHtml: sanitizeHtml(marked.parseInline(heading.text) as string, INLINE),
      answerHtml: toHtml(tokens.slice(start + 1, questionAt[order + 1] ?? tokens.length), tokens.links),
    }
  })
  return { html: toHtml([...tokens], tokens.links), introHtml: toHtml(tokens.slice(0, questionAt[0] ?? tokens.length), tokens.links), questions }
}
