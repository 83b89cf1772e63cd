import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { BookingFields } from '../../contract'
import { rootReducer } from '../../shared/state'

export const BOOKING_STEPS = ['Time', 'Service', 'Details', 'Payment', 'Done'] as const
const DONE_STEP = BOOKING_STEPS.length - 1

export interface BookingConfirmation {
  reference: string
  employeeName: string
  /** Opens her manage link (/booking/manage/:token). */
  manageToken: string
}

interface BookingState {
  step: number
  data: BookingFields
  /** The salon's answer, once the booking is made. */
  confirmation: BookingConfirmation | null
  /** The chosen time was booked by someone else while the client filled in the rest: the times still free then. */
  slotTaken: { nextTimes: string[] } | null
}

export const emptyBooking: BookingFields = {
  category: '',
  preferredEmployee: '',
  date: '',
  startTime: '',
  service: '',
  fullName: '',
  email: '',
  phone: '',
  paymentMethod: '',
}

const initialState: BookingState = { step: 0, data: emptyBooking, confirmation: null, slotTaken: null }

/** The wizard's state lives in memory only: a reload starts over. */
export const bookingSlice = createSlice({
  name: 'booking',
  initialState,
  reducers: {
    stepCompleted: (state, { payload }: PayloadAction<Partial<BookingFields>>) => {
      state.data = { ...state.data, ...payload }
      state.step = Math.min(state.step + 1, DONE_STEP - 1)
      state.slotTaken = null
    },
    /** Going back keeps what the client typed on this step, checked or not. */
    stepBack: (state, { payload }: PayloadAction<Partial<BookingFields>>) => {
      state.data = { ...state.data, ...payload }
      state.step = Math.max(state.step - 1, 0)
    },
    bookingConfirmed: (state, { payload }: PayloadAction<{ paymentMethod: BookingFields['paymentMethod']; confirmation: BookingConfirmation }>) => {
      state.data.paymentMethod = payload.paymentMethod
      state.confirmation = payload.confirmation
      state.step = DONE_STEP
    },
    bookingSlotTaken: (state, { payload }: PayloadAction<{ paymentMethod: BookingFields['paymentMethod']; nextTimes: string[] }>) => {
      state.data.paymentMethod = payload.paymentMethod
      state.slotTaken = { nextTimes: payload.nextTimes }
      state.step = 0
    },
    bookingRestarted: () => initialState,
  },
  selectors: {
    selectBookingStep: (state) => state.step,
    selectBookingData: (state) => state.data,
    selectBookingConfirmation: (state) => state.confirmation,
    selectBookingSlotTaken: (state) => state.slotTaken,
  },
})

export const { stepCompleted, stepBack, bookingConfirmed, bookingSlotTaken, bookingRestarted } = bookingSlice.actions
export const { selectBookingStep, selectBookingData, selectBookingConfirmation, selectBookingSlotTaken } = bookingSlice.injectInto(rootReducer).selectors

declare module '../../shared/state' {
  interface RootState {
    [bookingSlice.reducerPath]: ReturnType<typeof bookingSlice.reducer>
  }
}
