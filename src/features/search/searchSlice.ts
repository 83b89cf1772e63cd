import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { rootReducer } from '../../shared/state'

export const searchSlice = createSlice({
  name: 'search',
  initialState: { query: '' },
  reducers: {
    searchQueryChanged: (state, { payload }: PayloadAction<string>) => {
      state.query = payload
    },
  },
  selectors: {
    selectSearchQuery: (state) => state.query,
  },
})

export const { searchQueryChanged } = searchSlice.actions
export const { selectSearchQuery } = searchSlice.injectInto(rootReducer).selectors

declare module '../../shared/state' {
  interface RootState {
    [searchSlice.reducerPath]: ReturnType<typeof searchSlice.reducer>
  }
}
