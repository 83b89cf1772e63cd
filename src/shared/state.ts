import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import type { api } from './api'

/**
 * The store's state as features see it. The API cache is here; each feature adds its slice's state where
 * it defines the slice (`declare module '../../shared/state'`), so shared code never imports a feature.
 * src/app/store.ts checks that the reducers it combines make exactly this state.
 */
export interface RootState {
  api: ReturnType<typeof api.reducer>
}

export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>
