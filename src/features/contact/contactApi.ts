import type { ContactFields } from '../../contract/types'
import { api } from '../../shared/api'
import { contactFormUrl } from '../../shared/env'

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Posts form-encoded to the configured form endpoint: our own /api/contact, or an external form service
     * (an absolute address the base URL does not prefix), which gets no cookies and may answer in any format.
     */
    sendContactMessage: build.mutation<unknown, ContactFields>({
      query: (fields) => ({
        url: contactFormUrl,
        method: 'POST',
        body: new URLSearchParams({ ...fields }),
        headers: { Accept: 'application/json' },
        credentials: 'omit',
        responseHandler: 'content-type',
      }),
    }),
  }),
})

export const { useSendContactMessageMutation } = contactApi
