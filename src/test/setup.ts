import '@testing-library/jest-dom'
import { configure } from '@testing-library/react'
import sharp from 'sharp'
import { clearCookies } from './cookieJar'

// Pages arrive over real HTTP from the test server and lazy chunks load on first use: allow a busy machine time.
configure({ asyncUtilTimeout: 10_000 })
jest.setTimeout(40_000)

// jsdom decodes no pictures; a browser's createImageBitmap does, and refuses a file that is none. sharp decodes here.
globalThis.createImageBitmap = async (source: ImageBitmapSource) => {
  const { info } = await sharp(Buffer.from(await (source as Blob).arrayBuffer())).raw().toBuffer({ resolveWithObject: true })
  return { width: info.width, height: info.height, close: () => undefined } as ImageBitmap
}

// jsdom has no scrolling; the shop scrolls to the top on every navigation to a new page, and a field it takes her to into view.
window.scrollTo = () => undefined
Element.prototype.scrollIntoView = () => undefined

afterEach(() => {
  // A test's faked timers (pageClock.ts) end with it.
  jest.useRealTimers()
  clearCookies()
  window.localStorage.clear()
  window.sessionStorage.clear()
})

// Redux Toolkit's development checks say when they took more than 32 ms, which a busy machine makes them do.
// That timing is no finding about the shop; and said after a file's last test (a request answered late), any
// log fails the whole run. Every other warning still shows.
const warn = console.warn.bind(console)
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && /^(Serializable|Immutable)StateInvariantMiddleware took \d+ms/.test(args[0])) return
  warn(...args)
}
