// The owner's help pages: the shop shows them, the seller area edits them.
import type { HelpPage, HelpSlug } from '../contract/help'
import { api } from './api'

export const helpApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHelpPage: build.query<HelpPage, HelpSlug>({
      query: (slug) => `/help/${slug}`,
      transformResponse: (response: { page: HelpPage }) => response.page,
      providesTags: (_result, _error, slug) => [{ type: 'HelpPage', id: slug }],
    }),
  }),
})

export const { useGetHelpPageQuery } = helpApi
