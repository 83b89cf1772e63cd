import { combineSlices, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit'
import { api } from './api'
import { sessionSlice } from './session'

/**
 * The store's state as features see it. The API cache and the session are here; each feature adds its
 * slice's state where it defines the slice (`declare module '../../shared/state'`) and injects the slice
 * into `rootReducer` there, so shared code never imports a feature, and a feature whose pages load later
 * brings its slice with them. A slice is injected when its module loads, before any of its views renders.
 */
export interface RootState {
  api: ReturnType<typeof api.reducer>
  session: ReturnType<typeof sessionSlice.reducer>
}

export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>

/** The store's reducer: the API slice and the session, and every feature slice once its module has loaded. */
export const rootReducer = combineSlices(api, sessionSlice).withLazyLoadedSlices<Omit<RootState, 'api' | 'session'>>()
