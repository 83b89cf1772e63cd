import { createSelector, createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit'
import type { DeliveryMethod } from '../../contract/delivery'
import { normalGiftCode } from '../../contract/giftCards'
import { localPhone } from '../../contract/nigeria'
import type { Address, OrderRequest, PaymentType } from '../../contract/types'
import { loggedIn, loggedOut, orderPlaced } from '../../shared/events'
import { newRequestKey } from '../../shared/requestKey'
import { selectSignedIn } from '../../shared/session'
import { rootReducer, type RootState } from '../../shared/state'
import { checkoutApi } from './checkoutApi'

interface CheckoutState {
  /** The address the shopper picked; none means her first one (SPEC §2). */
  addressId: string | null
  paymentType: PaymentType
  /** Delivered to the address, or collected at the salon. */
  deliveryMethod: DeliveryMethod
  /** The phone she gave to be called on when her order is ready to collect; null until she types one (her address's is offered). */
  pickupPhone: string | null
  /** She pressed the order button to collect: the phone field says what is wrong with it, if anything. */
  pickupPhoneChecked: boolean
  /**
   * The cash order being placed and its Idempotency-Key: a retry after a lost answer sends the same key, so the
   * server finds the order it made. Another cart or address is another order, with a new key.
   */
  pendingOrder: { request: string; key: string } | null
  /** An order is on its way to the server (or the browser is leaving for the payment page). */
  placing: boolean
  /** A guest set out to check out and was asked to log in: once she has, the cart takes her on to her address. */
  resumeAfterLogin: boolean
  /** The discount code the server accepted for this cart (GLOW20), sent with the quote and the order. */
  code: string | null
  /** The gift cards paying part of the order: each card's code (as typed) and the naira taken from it. */
  giftCards: { code: string; amount: number }[]
}

const initialState: CheckoutState = {
  addressId: null,
  paymentType: 'COD',
  deliveryMethod: 'delivery',
  pickupPhone: null,
  pickupPhoneChecked: false,
  pendingOrder: null,
  placing: false,
  resumeAfterLogin: false,
  code: null,
  giftCards: [],
}


const { placeCashOrder, startOnlinePayment } = checkoutApi.endpoints

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    addressChosen: (state, { payload }: PayloadAction<string>) => {
      state.addressId = payload
    },
    paymentTypeChosen: (state, { payload }: PayloadAction<PaymentType>) => {
      state.paymentType = payload
    },
    deliveryMethodChosen: (state, { payload }: PayloadAction<DeliveryMethod>) => {
      state.deliveryMethod = payload
    },
    pickupPhoneTyped: (state, { payload }: PayloadAction<string>) => {
      state.pickupPhone = payload
    },
    pickupPhoneChecked: (state) => {
      state.pickupPhoneChecked = true
    },
    guestCheckoutStarted: (state) => {
      state.resumeAfterLogin = true
    },
    checkoutResumed: (state) => {
      state.resumeAfterLogin = false
    },
    codeApplied: (state, { payload }: PayloadAction<string>) => {
      state.code = payload
    },
    codeRemoved: (state) => {
      state.code = null
    },
    /** A card paying part of the order; the same card again takes the new amount. */
    giftCardAdded: (state, { payload }: PayloadAction<{ code: string; amount: number }>) => {
      const same = (code: string) => normalGiftCode(code) === normalGiftCode(payload.code)
      state.giftCards = [...state.giftCards.filter((card) => !same(card.code)), payload]
    },
    giftCardRemoved: (state, { payload }: PayloadAction<string>) => {
      state.giftCards = state.giftCards.filter((card) => card.code !== payload)
    },
    /** Keeps the key of the same order; another order gets a new one. */
    cashOrderKeyed: {
      reducer: (state, { payload }: PayloadAction<{ request: string; key: string }>) => {
        if (state.pendingOrder?.request !== payload.request) state.pendingOrder = payload
      },
      prepare: (order: OrderRequest) => ({ payload: { request: JSON.stringify(order), key: newRequestKey() } }),
    },
  },
  extraReducers: (builder) => {
    builder
      // Another session, another checkout: the addresses are someone else's. A guest's checkout goes on once she logs in.
      .addCase(loggedIn, (state) => ({ ...initialState, resumeAfterLogin: state.resumeAfterLogin, code: state.code }))
      .addCase(loggedOut, () => initialState)
      .addCase(orderPlaced, (state) => {
        state.pendingOrder = null
        state.pickupPhoneChecked = false
        state.code = null
        state.giftCards = []
      })
      .addMatcher(isAnyOf(placeCashOrder.matchPending, startOnlinePayment.matchPending), (state) => {
        state.placing = true
      })
      // An online payment that started keeps the button disabled: the browser is on its way to the payment page.
      .addMatcher(isAnyOf(placeCashOrder.matchFulfilled, placeCashOrder.matchRejected, startOnlinePayment.matchRejected), (state) => {
        state.placing = false
      })
  },
  selectors: {
    selectChosenAddressId: (state) => state.addressId,
    selectChosenPaymentType: (state) => state.paymentType,
    selectChosenDeliveryMethod: (state) => state.deliveryMethod,
    selectTypedPickupPhone: (state) => state.pickupPhone,
    selectPickupPhoneChecked: (state) => state.pickupPhoneChecked,
    selectPendingOrder: (state) => state.pendingOrder,
    selectPlacing: (state) => state.placing,
    selectResumeAfterLogin: (state) => state.resumeAfterLogin,
    selectDiscountCode: (state) => state.code,
    selectGiftCards: (state) => state.giftCards,
  },
})

export const {
  addressChosen,
  paymentTypeChosen,
  deliveryMethodChosen,
  pickupPhoneTyped,
  pickupPhoneChecked,
  cashOrderKeyed,
  guestCheckoutStarted,
  checkoutResumed,
  codeApplied,
  codeRemoved,
  giftCardAdded,
  giftCardRemoved,
} = checkoutSlice.actions
const {
  selectPendingOrder,
  selectPlacing,
  selectChosenAddressId,
  selectChosenPaymentType,
  selectChosenDeliveryMethod,
  selectTypedPickupPhone,
  selectPickupPhoneChecked,
  selectResumeAfterLogin,
  selectDiscountCode,
  selectGiftCards,
} = checkoutSlice.injectInto(rootReducer).selectors
export { selectPendingOrder, selectPlacing, selectResumeAfterLogin, selectPickupPhoneChecked, selectDiscountCode, selectGiftCards }

const noAddresses: Address[] = []
const selectAddressesResult = checkoutApi.endpoints.getAddresses.select()

/** The signed-in shopper's addresses; none for a guest. */
export const selectAddresses = createSelector([selectSignedIn, selectAddressesResult], (signedIn, result) => (signedIn && result.data) || noAddresses)

/** Where the order goes: the address the shopper picked, or her first. */
export const selectDeliveryAddress = createSelector(
  [selectAddresses, selectChosenAddressId],
  (addresses, chosen): Address | undefined => addresses.find((address) => address._id === chosen) ?? addresses[0],
)

/** The phone to call when her order is ready to collect: the one she typed, else her delivery address's. */
export const selectPickupPhone = createSelector([selectTypedPickupPhone, selectDeliveryAddress], (typed, address) => typed ?? localPhone(address?.phone ?? ''))

const selectPaymentMethods = checkoutApi.endpoints.getPaymentMethods.select()

/** Online payment is offered until the server says the shop takes cash only (ONLINE_PAYMENT=off). */
export const selectOnlineOffered = (state: RootState): boolean => selectPaymentMethods(state).data?.online ?? true

/** The payment method the order is placed with: cash when online payment is not offered. */
export const selectPaymentType = (state: RootState): PaymentType => (selectOnlineOffered(state) ? selectChosenPaymentType(state) : 'COD')

declare module '../../shared/state' {
  interface RootState {
    [checkoutSlice.reducerPath]: CheckoutState
  }
}

const selectPickupPoint = checkoutApi.endpoints.getPickupPoint.select()

/** How the order reaches her: collected at the salon only while the shop offers it. */
export const selectDeliveryMethod = (state: RootState): DeliveryMethod =>
  selectChosenDeliveryMethod(state) === 'pickup' && selectPickupPoint(state).data?.enabled ? 'pickup' : 'delivery'

/** What the order asks for besides its items: the address it goes to, or collection at the salon and her phone. */
export const selectDeliveryRequest = createSelector(
  [selectDeliveryMethod, selectDeliveryAddress, selectPickupPhone],
  (method, address, phone): Omit<OrderRequest, 'items'> => (method === 'pickup' ? { delivery: 'pickup', phone } : { address: address?._id }),
)
