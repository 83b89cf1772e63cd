import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { rootReducer } from '../../shared/state'

/** The search form's field: /products?q= opens the list filtered by it (src/app/store.ts reads it). */
export const SEARCH_PARAMETER = 'q'

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
