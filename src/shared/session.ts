import { createSlice } from '@reduxjs/toolkit'
import type { User } from '../contract'
import { SIGNED_IN_COOKIE } from '../contract/session'
import { emailVerified, loggedIn, loggedOut, sessionMissing, sessionRestored } from './events'

/** The server's signed-in hint: a name-value pair of `document.cookie`, present or not. */
export const mayBeSignedIn = () => document.cookie.split('; ').includes(`${SIGNED_IN_COOKIE}=1`)

interface SessionState {
  /** The signed-in shopper, once the server has said who she is. */
  user: User | null
  /** The server has answered: `user` is the whole truth, the hint no longer counts. */
  known: boolean
}

const initialState: SessionState = { user: null, known: false }

/** Who is signed in: one fact that the account menu, the cart's sync and checkout all read. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loggedIn, (_, { payload: user }) => ({ user, known: true }))
      .addCase(sessionRestored, (_, { payload: user }) => ({ user, known: true }))
      .addCase(sessionMissing, () => ({ user: null, known: true }))
      .addCase(loggedOut, () => ({ user: null, known: true }))
      .addCase(emailVerified, (state, { payload: email }) => {
        if (state.user?.email === email) state.user.emailVerified = true
      })
  },
  selectors: {
    selectUser: (state) => state.user,
    /**
     * Signed in, or, before the server's first answer, its hint says a session may exist. The shopper's own
     * endpoints (addresses, orders) are asked only then, so a guest's console shows no 401.
     */
    selectSignedIn: (state) => state.user !== null || (!state.known && mayBeSignedIn()),
  },
})

export const { selectUser, selectSignedIn } = sessionSlice.selectors
