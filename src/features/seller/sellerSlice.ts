import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { rootReducer } from '../../shared/state'

export const sellerSlice = createSlice({
  name: 'seller',
  initialState: { isSeller: false },
  reducers: {
    sellerStatusChanged: (state, { payload }: PayloadAction<boolean>) => {
      state.isSeller = payload
    },
  },
  selectors: {
    selectIsSeller: (state) => state.isSeller,
  },
})

export const { sellerStatusChanged } = sellerSlice.actions
export const { selectIsSeller } = sellerSlice.injectInto(rootReducer).selectors

declare module '../../shared/state' {
  interface RootState {
    [sellerSlice.reducerPath]: ReturnType<typeof sellerSlice.reducer>
  }
}
