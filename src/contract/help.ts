// The shop's help pages (issue 18): the owner writes each one in Markdown in the seller area; the server
// stores it, renders it to sanitized HTML and serves it at the page's own address, /{slug}.

/** The help pages, in the order the seller area lists them; each is shown at `/${slug}`. */
export const HELP_SLUGS = ['faqs', 'delivery-information', 'return-and-refund-policy', 'payment-methods'] as const
export type HelpSlug = (typeof HELP_SLUGS)[number]

export const isHelpSlug = (value: unknown): value is HelpSlug => typeof value === 'string' && (HELP_SLUGS as readonly string[]).includes(value)

/** The address of a help page. */
export const helpPath = (slug: HelpSlug): string => `/${slug}`

/** The help page an address shows (`/faqs`, any case, a trailing slash allowed), or undefined. */
export const helpSlugOf = (pathname: string): HelpSlug | undefined => {
  const slug = pathname.replace(/^\/|\/$/g, '').toLowerCase()
  return isHelpSlug(slug) ? slug : undefined
}

/** Longest Markdown body a help page takes: a long FAQ, far from a book. */
export const HELP_BODY_MAX = 20_000

/** One question of the FAQs: each `## heading` of the body is a question, what follows it the answer. */
export interface HelpQuestion {
  /** Sanitized inline HTML (emphasis at most). */
  questionHtml: string
  /** Sanitized HTML. */
  answerHtml: string
}

export interface HelpPage {
  slug: HelpSlug
  title: string
  /** The owner's Markdown. */
  body: string
  /** The body as sanitized HTML. */
  html: string
  /** The body before its first `## heading`, as sanitized HTML. */
  introHtml: string
  questions: HelpQuestion[]
  updatedAt: string
}

/** The rendering of a draft the owner is writing: what the page will show once saved. */
export type HelpPreview = Pick<HelpPage, 'html' | 'introHtml' | 'questions'>

export const helpMessages = {
  titleRequired: 'Please give the page a title',
  bodyRequired: 'Please write the page’s text',
  bodyTooLong: `A help page has at most ${HELP_BODY_MAX.toLocaleString('en')} characters`,
  saved: 'Help page saved',
  notFound: 'There is no help page at this address',
} as const
