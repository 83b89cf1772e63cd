import { createSlice } from '@reduxjs/toolkit'
import { rootReducer } from '../../shared/state'

interface SellerState {
  /** This browser holds the seller's session, as the server last showed it. */
  isSeller: boolean
  /** The server has shown it since the app started; until then the browser's hint decides whether to ask. */
  known: boolean
}

const initialState: SellerState = { isSeller: false, known: false }

/** The seller's session: one fact, changed by events of the seller's flows (sellerSession.ts), never copied from the API cache. */
export const sellerSlice = createSlice({
  name: 'seller',
  initialState,
  reducers: {
    /** The seller logged in, or the server found the seller's session. */
    sellerSessionStarted: () => ({ isSeller: true, known: true }),
    /** The seller logged out, or the server found no seller session (never one, expired, or refused a seller call). */
    sellerSessionEnded: () => ({ isSeller: false, known: true }),
  },
  selectors: {
    selectIsSeller: (state) => state.isSeller,
    selectSellerKnown: (state) => state.known,
  },
})

export const { sellerSessionStarted, sellerSessionEnded } = sellerSlice.actions
export const { selectIsSeller, selectSellerKnown } = sellerSlice.injectInto(rootReducer).selectors

declare module '../../shared/state' {
  interface RootState {
    [sellerSlice.reducerPath]: ReturnType<typeof sellerSlice.reducer>
  }
}
