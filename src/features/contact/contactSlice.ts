import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ContactFields } from '../../contract/types'
import { contactApi } from './contactApi'
import { rootReducer } from '../../shared/state'

interface ContactState {
  /** What the visitor has typed: it waits while she looks at another page, until the message is sent. */
  draft: ContactFields
  /** She has tried to send it once: from then on every rule's message shows as she types. */
  attempted: boolean
}

export const emptyMessage: ContactFields = { name: '', email: '', subject: '', message: '' }

const initialState: ContactState = { draft: emptyMessage, attempted: false }

export const contactSlice = createSlice({
  name: 'contact',
  initialState,
  reducers: {
    draftChanged: (state, { payload }: PayloadAction<ContactFields>) => {
      state.draft = payload
    },
    sendAttempted: (state) => {
      state.attempted = true
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(contactApi.endpoints.sendContactMessage.matchFulfilled, () => initialState)
  },
  selectors: {
    selectDraft: (state) => state.draft,
    selectAttempted: (state) => state.attempted,
  },
})

export const { draftChanged, sendAttempted } = contactSlice.actions
export const { selectDraft, selectAttempted } = contactSlice.injectInto(rootReducer).selectors

declare module '../../shared/state' {
  interface RootState {
    [contactSlice.reducerPath]: ReturnType<typeof contactSlice.reducer>
  }
}
