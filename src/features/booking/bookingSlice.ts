import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { visitMembers, type Booking, type BookingFields, type PhoneChannel } from '../../contract'
import { rootReducer } from '../../shared/state'

export const BOOKING_STEPS = ['Time', 'Service', 'Details', 'Payment', 'Done'] as const
const DONE_STEP = BOOKING_STEPS.length - 1

export interface BookingConfirmation {
  reference: string
  employeeName: string
  /** When her visit ends, as the salon planned it. */
  endTime: string
  /** Opens her manage link (/booking/manage/:token). */
  manageToken?: string
  /** The service's price, and what of it she has paid (a card deposit), in naira. */
  price: number
  paid: number
}

/** What the Done step tells of a booking the salon made. */
export const confirmationOf = (booking: Booking, manageToken: string | undefined): BookingConfirmation => ({
  reference: booking.reference,
  employeeName: visitMembers(booking.lines),
  endTime: booking.endTime,
  manageToken,
  price: booking.price,
  paid: booking.depositPaidAt ? booking.deposit : 0,
})

/** SPEC's fields, her choice of phone messages (her consent, and the channel; '' until she chooses), and of news and offers. */
export type WizardFields = BookingFields & { phoneMessages: boolean; phoneChannel: PhoneChannel | ''; offers: boolean }

interface BookingState {
  step: number
  data: WizardFields
  /** The salon's answer, once the booking is made. */
  confirmation: BookingConfirmation | null
  /** The chosen time was booked by someone else while the client filled in the rest: the times still free then. */
  slotTaken: { nextTimes: string[] } | null
  /** The card deposit failed or its hold ran out: why, shown on the Payment step. */
  depositProblem: string | null
}

export const emptyBooking: WizardFields = {
  phoneMessages: false,
  phoneChannel: '',
  offers: false,
  category: '',
  preferredEmployee: '',
  date: '',
  startTime: '',
  service: '',
  moreServices: [],
  fullName: '',
  email: '',
  phone: '',
  paymentMethod: '',
}

const initialState: BookingState = { step: 0, data: emptyBooking, confirmation: null, slotTaken: null, depositProblem: null }

const PAYMENT_STEP = BOOKING_STEPS.indexOf('Payment')

/** The wizard's fields as a booking the salon holds has them (its member of the team as the preferred one). */
const fieldsOf = (booking: Booking): WizardFields => ({
  phoneMessages: false,
  phoneChannel: '',
  offers: false,
  category: booking.category,
  preferredEmployee: booking.employeeId,
  date: booking.date,
  startTime: booking.startTime,
  service: booking.service,
  moreServices: booking.lines.slice(1).map((line) => line.service),
  fullName: booking.fullName,
  // The wizard's bookings always carry one; only the desk books without.
  email: booking.email ?? '',
  phone: booking.phone,
  paymentMethod: booking.paymentMethod,
})

/** The wizard's state lives in memory only: a reload starts over. */
export const bookingSlice = createSlice({
  name: 'booking',
  initialState,
  reducers: {
    stepCompleted: (state, { payload }: PayloadAction<Partial<WizardFields>>) => {
      state.data = { ...state.data, ...payload }
      state.step = Math.min(state.step + 1, DONE_STEP - 1)
      state.slotTaken = null
      state.depositProblem = null
    },
    /** Going back keeps what the client typed on this step, checked or not. */
    stepBack: (state, { payload }: PayloadAction<Partial<WizardFields>>) => {
      state.data = { ...state.data, ...payload }
      state.step = Math.max(state.step - 1, 0)
    },
    bookingConfirmed: (state, { payload }: PayloadAction<{ paymentMethod: BookingFields['paymentMethod']; confirmation: BookingConfirmation }>) => {
      state.data.paymentMethod = payload.paymentMethod
      state.confirmation = payload.confirmation
      state.depositProblem = null
      state.step = DONE_STEP
    },
    bookingSlotTaken: (state, { payload }: PayloadAction<{ paymentMethod: BookingFields['paymentMethod']; nextTimes: string[] }>) => {
      state.data.paymentMethod = payload.paymentMethod
      state.slotTaken = { nextTimes: payload.nextTimes }
      state.depositProblem = null
      state.step = 0
    },
    /** Back from paying a card deposit (the page was reloaded): paid, it is done; else the client chooses again. */
    depositSettled: (state, { payload }: PayloadAction<{ booking: Booking; manageToken?: string; problem: string | null }>) => {
      state.data = fieldsOf(payload.booking)
      state.slotTaken = null
      state.depositProblem = payload.problem
      state.confirmation = payload.problem ? null : confirmationOf(payload.booking, payload.manageToken)
      state.step = payload.problem ? PAYMENT_STEP : DONE_STEP
    },
    /**
     * The wizard opened with a service chosen (a home-page card's Book Now): its category and it, before any step; with
     * a member of its team too (a rebooking reminder's link names her last visit's).
     */
    serviceChosen: (state, { payload }: PayloadAction<{ category: string; service: string; employee?: string }>) => {
      if (state.step !== 0 || state.confirmation) return
      const kept = state.data.category === payload.category ? state.data.preferredEmployee : ''
      state.data = { ...state.data, category: payload.category, service: payload.service, preferredEmployee: payload.employee ?? kept }
    },
    /** A time the whole visit fits, chosen on the Service step. */
    startTimeChanged: (state, { payload }: PayloadAction<string>) => {
      state.data.startTime = payload
    },
    bookingRestarted: () => initialState,
  },
  selectors: {
    selectBookingStep: (state) => state.step,
    selectBookingData: (state) => state.data,
    selectBookingConfirmation: (state) => state.confirmation,
    selectBookingSlotTaken: (state) => state.slotTaken,
    selectDepositProblem: (state) => state.depositProblem,
  },
})

export const { stepCompleted, stepBack, bookingConfirmed, bookingSlotTaken, depositSettled, serviceChosen, startTimeChanged, bookingRestarted } = bookingSlice.actions
export const { selectBookingStep, selectBookingData, selectBookingConfirmation, selectBookingSlotTaken, selectDepositProblem } = bookingSlice.injectInto(rootReducer).selectors

declare module '../../shared/state' {
  interface RootState {
    [bookingSlice.reducerPath]: ReturnType<typeof bookingSlice.reducer>
  }
}
