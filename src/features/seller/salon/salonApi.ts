import { api } from '../../../shared/api'
import { cursorPages, pagePath } from '../../../shared/pages'
import { watchSession } from '../sessionApi'
import type { ApiResult, Booking, BookingStatus, PageInfo, SalonCategory, SalonService, SalonSettings, SalonStaffAdmin, SalonTimeOff } from '../../../contract'

export type ServiceFields = Omit<SalonService, 'id'>
export type StaffFields = Omit<SalonStaffAdmin, 'id'>

export interface SalonCalendar {
  bookings: Booking[]
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
      providesTags: ['Booking', 'Salon'],
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
    addTimeOff: build.mutation<ApiResult, Omit<SalonTimeOff, 'id'>>({
      query: (body) => ({ url: '/booking/seller/time-off', method: 'POST', body }),
      invalidatesTags: [...changes],
    }),
    deleteTimeOff: build.mutation<ApiResult, string>({
      query: (id) => ({ url: `/booking/seller/time-off/${encodeURIComponent(id)}/delete`, method: 'POST' }),
      invalidatesTags: [...changes],
    }),
    setBookingStatus: build.mutation<ApiResult & { booking: Booking }, { id: string; status: BookingStatus }>({
      query: ({ id, status }) => ({ url: `/booking/seller/${encodeURIComponent(id)}/status`, method: 'POST', body: { status } }),
      invalidatesTags: [...changes],
    }),
    moveBooking: build.mutation<ApiResult & { booking: Booking }, { id: string; employeeId: string; date: string; startTime: string }>({
      query: ({ id, ...body }) => ({ url: `/booking/seller/${encodeURIComponent(id)}/move`, method: 'POST', body }),
      invalidatesTags: [...changes],
    }),
  }),
})

export const {
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
  useAddTimeOffMutation,
  useDeleteTimeOffMutation,
  useSetBookingStatusMutation,
  useMoveBookingMutation,
} = salonApi
