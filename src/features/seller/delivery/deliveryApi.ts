import type { ApiResult, Order } from '../../../contract'
import type { DeliveryZone, DeliveryZoneRequest, PickupPoint } from '../../../contract/delivery'
import { api } from '../../../shared/api'
import { watchSession } from '../sessionApi'

/** The owner's delivery: zones, collection at the salon, and the orders to send out. */
export const deliveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeliverySettings: build.query<{ zones: DeliveryZone[]; pickup: PickupPoint }, void>({
      query: () => '/delivery/seller',
      onQueryStarted: watchSession,
    }),
    addZone: build.mutation<ApiResult & { zone: DeliveryZone }, DeliveryZoneRequest>({
      query: (zone) => ({ url: '/delivery/seller/zones', method: 'POST', body: zone }),
      onQueryStarted: watchSession,
    }),
    saveZone: build.mutation<ApiResult & { zone: DeliveryZone }, { id: string; zone: DeliveryZoneRequest }>({
      query: ({ id, zone }) => ({ url: `/delivery/seller/zones/${encodeURIComponent(id)}`, method: 'PUT', body: zone }),
      onQueryStarted: watchSession,
    }),
    deleteZone: build.mutation<ApiResult, string>({
      query: (id) => ({ url: `/delivery/seller/zones/${encodeURIComponent(id)}/delete`, method: 'POST' }),
      onQueryStarted: watchSession,
    }),
    savePickup: build.mutation<ApiResult & { pickup: PickupPoint }, PickupPoint>({
      query: (pickup) => ({ url: '/delivery/seller/pickup', method: 'PUT', body: pickup }),
      onQueryStarted: watchSession,
    }),
    /** The day's orders to send or hand over, grouped by zone by the server's order. */
    getDispatch: build.query<{ date: string; orders: Order[]; more: boolean }, string>({
      query: (date) => `/order/seller/dispatch${date ? `?date=${encodeURIComponent(date)}` : ''}`,
      providesTags: ['Order'],
      onQueryStarted: watchSession,
    }),
  }),
})

export const { useGetDeliverySettingsQuery, useAddZoneMutation, useSaveZoneMutation, useDeleteZoneMutation, useSavePickupMutation, useGetDispatchQuery } = deliveryApi
