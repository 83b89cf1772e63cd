import '@testing-library/jest-dom'
import { configure } from '@testing-library/react'
import { clearCookies } from './cookieJar'

// Pages arrive over real HTTP from the test server and lazy chunks load on first use: allow a busy machine time.
configure({ asyncUtilTimeout: 5000 })
jest.setTimeout(20_000)

// jsdom has no scrolling; the shop scrolls to the top on every navigation to a new page.
window.scrollTo = () => undefined

afterEach(() => {
  clearCookies()
  window.localStorage.clear()
})
