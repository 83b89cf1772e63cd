import { createSlice } from '@reduxjs/toolkit'
import { loggedIn } from '../../shared/events'
import { rootReducer } from '../../shared/state'

/** The login dialog (SPEC's showUserLogin); who is signed in is the shared session's fact. */
export const authSlice = createSlice({
  name: 'auth',
  initialState: { showUserLogin: false },
  reducers: {
    loginDialogOpened: (state) => {
      state.showUserLogin = true
    },
    loginDialogClosed: (state) => {
      state.showUserLogin = false
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedIn, (state) => {
      state.showUserLogin = false
    })
  },
  selectors: {
    selectShowUserLogin: (state) => state.showUserLogin,
  },
})

export const { loginDialogOpened, loginDialogClosed } = authSlice.actions
export const { selectShowUserLogin } = authSlice.injectInto(rootReducer).selectors

declare module '../../shared/state' {
  interface RootState {
    [authSlice.reducerPath]: ReturnType<typeof authSlice.reducer>
  }
}
