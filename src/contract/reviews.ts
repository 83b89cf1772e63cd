// Clients who come back (issue 49): rebooking reminders and the salon's reviews, their rules and texts, for the
// review page, the About and booking pages, the seller's reviews page and dashboard, and the server.
import * as yup from 'yup'
import { BOOKING_SERVICE_PARAM, pages } from './routes'

// Here rather than in routes.ts, which the home page ships: only the booking and review pages and the server read them.
/** The booking wizard's address names the member of the team chosen with its service in this parameter (a rebooking reminder's: her last visit's). */
export const BOOKING_MEMBER_PARAM = 'member'
/** The wizard with her service and her member chosen: a rebooking reminder's link. */
export const rebookPath = (service: string, member: string) => `${pages.booking.path}?${new URLSearchParams({ [BOOKING_SERVICE_PARAM]: service, [BOOKING_MEMBER_PARAM]: member })}`
/** The booking page's address carries a review link's random token in this parameter: the page that asks her stars and words. */
export const REVIEW_TOKEN_PARAM = 'review'
/** A review link: the booking page, which then asks her stars and words (no route of its own in the home page's table). */
export const reviewPath = (token: string) => `${pages.booking.path}?${new URLSearchParams({ [REVIEW_TOKEN_PARAM]: token })}`

/** A rebooking reminder goes this many days before her usual interval runs out. */
export const REBOOK_NOTICE_DAYS = 5
/** With this many visits of a category or more, her own interval (their average gap) replaces the service's. */
export const OWN_INTERVAL_VISITS = 3
/** Her own interval is read from at most this many of her latest visits of the category. */
export const OWN_INTERVAL_LATEST = 6
/** A client with no visit in this many days is lapsed (the dashboard lists them). */
export const LAPSED_DAYS = 90
/** The dashboard counts the reminders of this many days, and a booking within this many days of one as booked from it. */
export const REBOOK_REPORT_DAYS = 30
/** A review is asked this many hours after a completed visit ends. */
export const REVIEW_AFTER_HOURS = 2
/** A visit that ended longer ago than this is not asked about any more (a visit marked completed weeks later). */
export const REVIEW_ASK_WITHIN_DAYS = 7
/** At most one review request per client per service in this many days. */
export const REVIEW_REQUEST_DAYS = 365
/** The About and booking pages show the reviews once this many are published. */
export const REVIEWS_SHOWN_FROM = 5
/** The longest review and the longest reply. */
export const REVIEW_WORDS_MAX = 1000

/** A review: not yet read by the owner (new), published, or hidden. */
export const REVIEW_STATUSES = ['new', 'published', 'hidden'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]
export const REVIEW_STATUS_NAMES: Record<ReviewStatus, string> = { new: 'New', published: 'Published', hidden: 'Hidden' }

export const reviewMessages = {
  rating: 'Please choose from 1 to 5 stars',
  words: `Please write at most ${REVIEW_WORDS_MAX} characters`,
  reply: `Write the reply in at most ${REVIEW_WORDS_MAX} characters`,
  status: `Status must be one of: ${REVIEW_STATUSES.join(', ')}`,
  nothingToChange: 'Give a status or a reply to save',
  linkUnknown: 'This review link is not valid. It may have been mistyped.',
  linkUsed: 'This review link has already been used: thank you for your review.',
  notFound: 'Review not found',
  notAnswered: 'This review has not been written yet, so it cannot be published.',
  thanks: 'Thank you for your review!',
  saved: 'Saved',
} as const

/** What the client sends from her review link. */
export const reviewSchema = yup.object({
  rating: yup.number().typeError(reviewMessages.rating).required(reviewMessages.rating).integer(reviewMessages.rating).min(1, reviewMessages.rating).max(5, reviewMessages.rating),
  words: yup.string().trim().max(REVIEW_WORDS_MAX, reviewMessages.words).default(''),
})
export type ReviewFields = yup.InferType<typeof reviewSchema>

/** What the owner changes of a review: publish or hide it, and her reply (empty: none). */
export const reviewUpdateSchema = yup
  .object({
    status: yup.string().oneOf(REVIEW_STATUSES, reviewMessages.status),
    reply: yup.string().trim().max(REVIEW_WORDS_MAX, reviewMessages.reply),
  })
  .test('something', reviewMessages.nothingToChange, (value) => value.status !== undefined || value.reply !== undefined)

/** What the review link opens: whose visit, of what, when. */
export interface ReviewRequest {
  firstName: string
  serviceName: string
  /** The visit's day, YYYY-MM-DD (Lagos). */
  date: string
}

/** A published review as the About and booking pages show it. */
export interface PublicReview {
  _id: string
  firstName: string
  serviceName: string
  rating: number
  words: string
  reply: string | null
  answeredAt: string
}

/** The published reviews: how many and their average (one decimal), and a page of them; none shown below REVIEWS_SHOWN_FROM. */
export interface PublicReviews {
  count: number
  average: number
  reviews: PublicReview[]
  nextCursor: string | null
}

/** A review as the owner reads it. */
export interface SellerReview extends PublicReview {
  status: ReviewStatus
  fullName: string
  phone: string | null
}

/** The dashboard's clients who come back: lapsed clients and the rebooking reminders' results. */
export interface ReturningClients {
  /** Clients whose last kept visit is more than LAPSED_DAYS ago: how many, and the latest lapsed first (a few). */
  lapsed: { count: number; clients: { name: string; phone: string; lastVisit: string }[] }
  /** Reminders sent in the last REBOOK_REPORT_DAYS days, and how many of them a booking followed. */
  reminders: { sent: number; booked: number }
}

/** How many lapsed clients the dashboard names. */
export const LAPSED_SHOWN = 10

/** `:token` of a review link: anything longer than a token is no link of ours. */
export const reviewTokenParamsSchema = yup.object({ token: yup.string().required(reviewMessages.linkUnknown).max(100, reviewMessages.linkUnknown) })

/** GET /api/reviews/seller: one status, or every written review. */
export const sellerReviewsQuerySchema = yup.object({ status: yup.string().oneOf(REVIEW_STATUSES, reviewMessages.status) })
