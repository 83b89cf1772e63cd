import type { Storage } from 'redux-persist'

/** localStorage for redux-persist ('redux-persist/lib/storage' renders a blank page under Vite 8). */
export const persistStorage: Storage = {
  getItem: async (key: string) => window.localStorage.getItem(key),
  setItem: async (key: string, value: string) => window.localStorage.setItem(key, value),
  removeItem: async (key: string) => window.localStorage.removeItem(key),
}
