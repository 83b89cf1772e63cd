import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'
import { apiUrl } from './env'

/** The single API slice: every call of SPEC §7 is injected into it by its feature. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: `${apiUrl}/api`, credentials: 'include' }),
  tagTypes: ['Product', 'User', 'Address', 'Order', 'Booking', 'Message', 'HelpPage', 'Salon'],
  endpoints: () => ({}),
})
