import type { ApiResult } from '../../../contract'
import type { HelpPage, HelpPreview, HelpSlug } from '../../../contract/help'
import { api } from '../../../shared/api'
import { watchSession } from '../sessionApi'

export const helpPagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveHelpPage: build.mutation<ApiResult & { page: HelpPage }, { slug: HelpSlug; title: string; body: string }>({
      query: ({ slug, ...page }) => ({ url: `/help/${slug}`, method: 'PUT', body: page }),
      invalidatesTags: (result, _error, { slug }) => (result ? [{ type: 'HelpPage', id: slug }] : []),
      onQueryStarted: watchSession,
    }),
    // The draft rendered and sanitized by the server, exactly as the page will show it.
    previewHelpPage: build.mutation<{ preview: HelpPreview }, string>({
      query: (body) => ({ url: '/help/preview', method: 'POST', body: { body } }),
      onQueryStarted: watchSession,
    }),
  }),
})

export const { useSaveHelpPageMutation, usePreviewHelpPageMutation } = helpPagesApi
