import '@testing-library/jest-dom'
import { configure } from '@testing-library/react'
import sharp from 'sharp'
import { clearCookies } from './cookieJar'

// Pages arrive over real HTTP from the test server and lazy chunks load on first use: allow a busy machine time.
configure({ asyncUtilTimeout: 5000 })
jest.setTimeout(20_000)

// jsdom decodes no pictures; a browser's createImageBitmap does, and refuses a file that is none. sharp decodes here.
globalThis.createImageBitmap = async (source: ImageBitmapSource) => {
  const { info } = await sharp(Buffer.from(await (source as Blob).arrayBuffer())).raw().toBuffer({ resolveWithObject: true })
  return { width: info.width, height: info.height, close: () => undefined } as ImageBitmap
}

// jsdom has no scrolling; the shop scrolls to the top on every navigation to a new page.
window.scrollTo = () => undefined

afterEach(() => {
  clearCookies()
  window.localStorage.clear()
  window.sessionStorage.clear()
})
