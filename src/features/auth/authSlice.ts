import { createSlice } from '@reduxjs/toolkit'
import type { User } from '../../contract'
import { loggedIn, loggedOut, sessionRestored } from '../../app/events'

interface AuthState {
  user: User | null
  showUserLogin: boolean
}

const initialState: AuthState = { user: null, showUserLogin: false }

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loginDialogOpened: (state) => {
      state.showUserLogin = true
    },
    loginDialogClosed: (state) => {
      state.showUserLogin = false
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedIn, (state, { payload }) => {
        state.user = payload
        state.showUserLogin = false
      })
      .addCase(sessionRestored, (state, { payload }) => {
        state.user = payload
      })
      .addCase(loggedOut, (state) => {
        state.user = null
      })
  },
  selectors: {
    selectUser: (state) => state.user,
    selectShowUserLogin: (state) => state.showUserLogin,
  },
})

export const { loginDialogOpened, loginDialogClosed } = authSlice.actions
export const { selectUser, selectShowUserLogin } = authSlice.selectors
