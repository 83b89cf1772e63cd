import { api } from '../../../shared/api'
import { cursorPages, pagePath } from '../../../shared/pages'
import { watchSession } from '../sessionApi'
import type { DeskBookingFields, WalkInFields } from '../../../contract/salonAdmin'
import type { BookingFee, NoShowPolicy, NoShowPolicyFields, VisitPolicy } from '../../../contract/noShow'
import type { CalendarBooking, ClientRecord, ClientRecordFields, ClientVisitList, ClientVisitPage, DeskClientPage, PatchTestCheck } from '../../../contract/deskClients'
import type { ApiResult, Booking, BookingStatus, PageInfo, SalonCategory, SalonService, SalonSettings, SalonStaffAdmin, SalonTimeOff } from '../../../contract'

export type ServiceFields = Omit<SalonService, 'id' | 'image'>
export type StaffFields = Omit<SalonStaffAdmin, 'id' | 'image'>

/** Whose photo, as its address says it: a service's (the home page's cards) or a team member's (the About page). */
export type PhotoOwner = 'services' | 'team'

export interface SalonCalendar {
  bookings: CalendarBooking[]
  timeOff: SalonTimeOff[]
  team: SalonStaffAdmin[]
}

// The owner's salon: every change refreshes the calendar, the menu the shop shows and the wizard's free times.
const changes = ['Salon', 'Booking'] as const

export const salonApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSellerBookings: build.infiniteQuery<PageInfo & { bookings: Booking[] }, void, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ pageParam }) => pagePath('/booking/seller', pageParam),
      providesTags: ['Booking'],
      onQueryStarted: watchSession,
    }),
    getSalonAdmin: build.query<{ categories: SalonCategory[]; services: SalonService[]; team: SalonStaffAdmin[] }, void>({
      query: () => '/booking/seller/salon',
      providesTags: ['Salon'],
      onQueryStarted: watchSession,
    }),
    getCalendar: build.query<SalonCalendar, { from: string; days: number }>({
      query: (params) => ({ url: '/booking/seller/calendar', params }),
      // Its bookings carry their clients' records: notes saved at the desk show on the booking opened next.
      providesTags: ['Booking', 'Salon', 'ClientRecord'],
      onQueryStarted: watchSession,
    }),
    getSalonSettings: build.query<{ settings: SalonSettings }, void>({
      query: () => '/booking/seller/settings',
      providesTags: ['Salon'],
      onQueryStarted: watchSession,
    }),
    /** Saves the settings given (each form on /seller/services its own), keeps the others. */
    saveSalonSettings: build.mutation<ApiResult & { settings: SalonSettings }, Partial<SalonSettings>>({
      query: (body) => ({ url: '/booking/seller/settings', method: 'PATCH', body }),
      invalidatesTags: [...changes],
    }),
    addCategory: build.mutation<ApiResult & { category: SalonCategory }, { name: string; anyLabel: string }>({
      query: (body) => ({ url: '/booking/seller/categories', method: 'POST', body }),
      invalidatesTags: [...changes],
    }),
    saveService: build.mutation<ApiResult & { service: SalonService }, { id?: string; fields: ServiceFields }>({
      query: ({ id, fields }) => ({ url: id ? `/booking/seller/services/${encodeURIComponent(id)}` : '/booking/seller/services', method: id ? 'PUT' : 'POST', body: fields }),
      invalidatesTags: [...changes],
    }),
    deleteService: build.mutation<ApiResult, string>({
      query: (id) => ({ url: `/booking/seller/services/${encodeURIComponent(id)}/delete`, method: 'POST' }),
      invalidatesTags: [...changes],
    }),
    saveStaff: build.mutation<ApiResult & { id: string }, { id?: string; fields: StaffFields }>({
      query: ({ id, fields }) => ({ url: id ? `/booking/seller/team/${encodeURIComponent(id)}` : '/booking/seller/team', method: id ? 'PUT' : 'POST', body: fields }),
      invalidatesTags: [...changes],
    }),
    deleteStaff: build.mutation<ApiResult, string>({
      query: (id) => ({ url: `/booking/seller/team/${encodeURIComponent(id)}/delete`, method: 'POST' }),
      invalidatesTags: [...changes],
    }),
    /** Uploads a service's or a team member's photo, as a product's images are uploaded. */
    setPhoto: build.mutation<ApiResult & { image: string }, { owner: PhotoOwner; id: string; file: File }>({
      query: ({ owner, id, file }) => {
        const body = new FormData()
        body.append('image', file)
        return { url: `/booking/seller/${owner}/${encodeURIComponent(id)}/photo`, method: 'PUT', body }
      },
      invalidatesTags: [...changes],
    }),
    removePhoto: build.mutation<ApiResult, { owner: PhotoOwner; id: string }>({
      query: ({ owner, id }) => ({ url: `/booking/seller/${owner}/${encodeURIComponent(id)}/photo`, method: 'DELETE' }),
      invalidatesTags: [...changes],
    }),
    addTimeOff: build.mutation<ApiResult, Omit<SalonTimeOff, 'id'>>({
      query: (body) => ({ url: '/booking/seller/time-off', method: 'POST', body }),
      invalidatesTags: [...changes],
    }),
    deleteTimeOff: build.mutation<ApiResult, string>({
      query: (id) => ({ url: `/booking/seller/time-off/${encodeURIComponent(id)}/delete`, method: 'POST' }),
      invalidatesTags: [...changes],
    }),
    /** `early`: completed or no-show before the visit's start, on purpose (the dialog asked). */
    setBookingStatus: build.mutation<ApiResult & { booking: Booking }, { id: string; status: BookingStatus; early: boolean }>({
      query: ({ id, ...body }) => ({ url: `/booking/seller/${encodeURIComponent(id)}/status`, method: 'POST', body }),
      invalidatesTags: [...changes],
    }),
    /** The start times the booking could move to with a member of the team on a day: within her hours, clear of her time off and other bookings. */
    getMoveTimes: build.query<{ times: string[] }, { id: string; employeeId: string; date: string }>({
      query: ({ id, ...params }) => ({ url: `/booking/seller/${encodeURIComponent(id)}/move-times`, params }),
      providesTags: ['Booking', 'Salon'],
      onQueryStarted: watchSession,
    }),
    moveBooking: build.mutation<ApiResult & { booking: Booking }, { id: string; employeeId: string; date: string; startTime: string }>({
      query: ({ id, ...body }) => ({ url: `/booking/seller/${encodeURIComponent(id)}/move`, method: 'POST', body }),
      invalidatesTags: [...changes],
    }),
    /** A walk-in: booked at today's first free start with the first free member. */
    takeWalkIn: build.mutation<ApiResult & { booking: Booking }, { fields: WalkInFields; key: string }>({
      query: ({ fields, key }) => ({ url: '/booking/seller/walk-in', method: 'POST', body: fields, headers: { 'Idempotency-Key': key } }),
      invalidatesTags: () => ['Booking'],
    }),
    /** The clients a search at the desk finds (her phone, or a part of her name or e-mail): the first page. */
    searchClients: build.query<DeskClientPage, string>({
      query: (q) => ({ url: '/booking/seller/clients', params: { q } }),
      providesTags: ['Booking', 'ClientRecord'],
      onQueryStarted: watchSession,
    }),
    /** A client's upcoming or past appointments, a page at a time. */
    getClientVisits: build.infiniteQuery<ClientVisitPage, { phone: string; when: ClientVisitList }, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg, pageParam }) => ({ url: '/booking/seller/clients/visits', params: { ...queryArg, ...(pageParam && { after: pageParam }) } }),
      providesTags: ['Booking'],
      onQueryStarted: watchSession,
    }),
    /** Saves a client's record whole: the desk's notes and the day of her last patch test. */
    saveClientRecord: build.mutation<ApiResult & { record: ClientRecord }, { phone: string; record: ClientRecordFields }>({
      query: ({ phone, record }) => ({ url: `/booking/seller/clients/${encodeURIComponent(phone)}/record`, method: 'PUT', body: record }),
      invalidatesTags: ['ClientRecord'],
    }),
    /** Whether a client (her phone) needs a patch test before a service on a day: the server decides. */
    getPatchTest: build.query<{ patchTest: PatchTestCheck }, { phone: string; service: string; date: string }>({
      query: (params) => ({ url: '/booking/seller/clients/patch-test', params }),
      providesTags: ['ClientRecord'],
      onQueryStarted: watchSession,
    }),
    /** A no-show's or a late cancellation's fee, with the card kept for her. */
    getBookingFee: build.query<{ fee: BookingFee }, string>({
      query: (id) => `/booking/seller/${encodeURIComponent(id)}/fee`,
      providesTags: ['Booking'],
      onQueryStarted: watchSession,
    }),
    /** Charged once (the server claims the fee first), or waived. */
    settleBookingFee: build.mutation<ApiResult & { fee: BookingFee }, { id: string; action: 'charge' | 'waive' }>({
      query: ({ id, action }) => ({ url: `/booking/seller/${encodeURIComponent(id)}/fee/${action}`, method: 'POST' }),
      invalidatesTags: ['Booking'],
    }),
    /** The visit's no-show policy as the desk tells a caller. */
    getDeskPolicy: build.query<{ policy: VisitPolicy }, { category: string; service: string; more?: string }>({
      query: (params) => ({ url: '/booking/seller/policy', params }),
      providesTags: ['Salon'],
      onQueryStarted: watchSession,
    }),
    /** The owner's no-show policies, per service or all ('*'). */
    getPolicies: build.query<{ policies: NoShowPolicy[] }, void>({
      query: () => '/booking/seller/policies',
      providesTags: ['Salon'],
      onQueryStarted: watchSession,
    }),
    savePolicy: build.mutation<ApiResult & { policy: NoShowPolicy }, NoShowPolicyFields>({
      query: (body) => ({ url: '/booking/seller/policies', method: 'PUT', body }),
      invalidatesTags: ['Salon'],
    }),
    /** A booking taken at the desk; the dialog's key, so a retry after a lost answer books once. */
    takeDeskBooking: build.mutation<ApiResult & { booking: Booking; depositLink?: string }, { fields: DeskBookingFields & { askDeposit?: boolean }; key: string }>({
      query: ({ fields, key }) => ({ url: '/booking/seller/new', method: 'POST', body: fields, headers: { 'Idempotency-Key': key } }),
      // Booked or refused, the calendar and the free times have changed.
      invalidatesTags: () => ['Booking'],
    }),
  }),
})

export const {
  useGetBookingFeeQuery,
  useSettleBookingFeeMutation,
  useGetDeskPolicyQuery,
  useGetPoliciesQuery,
  useSavePolicyMutation,
  useGetSellerBookingsInfiniteQuery,
  useGetSalonAdminQuery,
  useGetCalendarQuery,
  useGetSalonSettingsQuery,
  useSaveSalonSettingsMutation,
  useAddCategoryMutation,
  useSaveServiceMutation,
  useDeleteServiceMutation,
  useSaveStaffMutation,
  useDeleteStaffMutation,
  useSetPhotoMutation,
  useRemovePhotoMutation,
  useAddTimeOffMutation,
  useDeleteTimeOffMutation,
  useSetBookingStatusMutation,
  useGetMoveTimesQuery,
  useMoveBookingMutation,
  useTakeDeskBookingMutation,
  useTakeWalkInMutation,
  useSearchClientsQuery,
  useGetClientVisitsInfiniteQuery,
  useSaveClientRecordMutation,
  useGetPatchTestQuery,
} = salonApi
