import { api } from '../../shared/api'
import type { ApiResult } from '../../contract/types'

export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribe: build.mutation<ApiResult, { email: string }>({
      query: (body) => ({ url: '/newsletter', method: 'POST', body }),
    }),
  }),
})

export const { useSubscribeMutation } = newsletterApi
