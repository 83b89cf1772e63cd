import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Permission, StaffSession } from '../../contract/team'
import { rootReducer } from '../../shared/state'

interface SellerState {
  /** This browser holds a seller session, as the server last showed it. */
  isSeller: boolean
  /** The server has shown it since the app started; until then the browser's hint decides whether to ask. */
  known: boolean
  /** Who holds it, her role and what it may do, once the server has said (`/api/seller/is-auth`). */
  staff: StaffSession | null
}

const initialState: SellerState = { isSeller: false, known: false, staff: null }

/** The seller's session: one fact, changed by events of the seller's flows (sellerSession.ts), never copied from the API cache. */
export const sellerSlice = createSlice({
  name: 'seller',
  initialState,
  reducers: {
    /** A team member logged in, or the server found her session: who she is and what her role may do. */
    sellerSessionStarted: (_state, action: PayloadAction<StaffSession>) => ({ isSeller: true, known: true, staff: action.payload }),
    /** The seller logged out, or the server found no seller session (never one, expired, or refused a seller call). */
    sellerSessionEnded: () => ({ isSeller: false, known: true, staff: null }),
  },
  selectors: {
    selectIsSeller: (state) => state.isSeller,
    selectSellerKnown: (state) => state.known,
    selectStaff: (state) => state.staff,
    /** Whether her role includes `permission` (and she has no new password to choose first): what the area shows. */
    selectMay: (state, permission: Permission) => Boolean(state.staff && !state.staff.mustChangePassword && state.staff.permissions.includes(permission)),
  },
})

export const { sellerSessionStarted, sellerSessionEnded } = sellerSlice.actions
export const { selectIsSeller, selectSellerKnown, selectStaff, selectMay } = sellerSlice.injectInto(rootReducer).selectors

declare module '../../shared/state' {
  interface RootState {
    [sellerSlice.reducerPath]: ReturnType<typeof sellerSlice.reducer>
  }
}
