import type { SalonInfo } from '../contract'
import { api } from './api'

// The salon's categories, menu and team: the home page's service cards, the About page's team grid, the
// booking wizard's choices and the seller's pages read the same data.
export const salonApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSalon: build.query<SalonInfo, void>({
      query: () => '/booking/salon',
      providesTags: ['Salon'],
    }),
  }),
})

export const { useGetSalonQuery } = salonApi
