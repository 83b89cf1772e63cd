import type { SalonInfo } from '../contract'
import type { PublicReviews } from '../contract/reviews'
import { api } from './api'

/** The latest published reviews the About and booking pages show. */
export const REVIEWS_SHOWN = 6

// The salon's categories, menu and team: the home page's service cards, the About page's team grid, the
// booking wizard's choices and the seller's pages read the same data. Its published reviews, with their count and
// average: the About page (drawn on the server) and the booking page.
export const salonApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSalon: build.query<SalonInfo, void>({
      query: () => '/booking/salon',
      providesTags: ['Salon'],
    }),
    getSalonReviews: build.query<PublicReviews, void>({
      query: () => `/reviews?limit=${REVIEWS_SHOWN}`,
    }),
  }),
})

export const { useGetSalonQuery, useGetSalonReviewsQuery } = salonApi

export { Rating, SalonReviews } from './SalonReviews'
