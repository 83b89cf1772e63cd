import type { TrackedOrder } from '../../contract/types'
import { api } from '../../shared/api'

export const trackApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A mutation, not a query: the e-mail goes in the body (never in an address), and each look-up is asked anew. */
    trackOrder: build.mutation<{ order: TrackedOrder }, { reference: string; email: string }>({
      query: (body) => ({ url: '/order/track', method: 'POST', body }),
    }),
  }),
})

export const { useTrackOrderMutation } = trackApi
