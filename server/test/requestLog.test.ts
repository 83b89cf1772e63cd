import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { paths, RESET_TOKEN_PARAM } from '../../src/contract'
import { INVITATION_TOKEN_PARAM } from '../../src/contract/team'
import { STOP_PATH } from '../src/messages/phone'
import { newToken } from '../src/tools/tokens'
import { createPostgresDatabase, testDataDir } from './harness'
import { START_LIMIT_MS, startShopProcess, type ShopProcess } from './shopProcess'

// Issue 45, finding 4: the links the shop sends carry a random token that opens something (a booking, an account's
// password, a team invitation, a verified e-mail, a number's messages). The request log is read by whoever operates
// the shop: its lines keep every address's shape, with the token replaced. The real server at LOG_LEVEL=info.

let shop: ShopProcess
let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined
const dataDir = testDataDir('glow-request-log')
beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) postgres = await createPostgresDatabase(process.env.TEST_DATABASE_URL)
  shop = await startShopProcess({ LOG_LEVEL: 'info', DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '' })
}, START_LIMIT_MS + 30_000)
afterAll(async () => {
  await shop?.stop()
  await postgres?.drop()
  await rm(dataDir, { recursive: true, force: true })
})

interface LogLine {
  msg?: string
  req?: { method: string; url: string }
}

/** Resolves once `check` holds of what the shop has written (it comes through a pipe); rejects if the shop exits first. */
async function untilOutput(check: () => boolean, exited: () => string): Promise<void> {
  if (check()) return
  await new Promise<void>((resolve, reject) => {
    const read = () => {
      if (!check()) return
      shop.child.stdout!.off('data', read)
      resolve()
    }
    shop.child.stdout!.on('data', read)
    shop.child.once('exit', () => reject(new Error(exited())))
  })
}

/** The request lines the shop has written, once `count` requests have been logged (the log comes through a pipe). */
async function requestLines(count: number): Promise<LogLine[]> {
  const lines = () =>
    shop
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine)
      // Those before the test's are the start-up's health checks.
      .filter((line) => line.msg === 'incoming request' && !line.req?.url.startsWith('/api/health'))
  await untilOutput(() => lines().length >= count, () => `the shop exited with ${lines().length} of ${count} requests logged`)
  return lines()
}

it('writes no link’s token in a request line, and keeps the shape of every address', async () => {
  // The log cannot tell a live token from a made-up one: made up as the shop makes them.
  const manage = newToken()
  const verify = newToken()
  const reset = newToken()
  const invitation = newToken()
  const stop = randomBytes(12).toString('base64url')
  const stray = newToken()
  const requests: [method: string, url: string, logged: string, body?: object][] = [
    // The pages the e-mails and text messages link to.
    ['GET', paths.bookingManage(manage), '/booking/manage/[redacted]'],
    ['GET', paths.verifyEmail(verify), '/verify-email/[redacted]'],
    ['GET', `${paths.login}?${RESET_TOKEN_PARAM}=${reset}`, '/login?reset=[redacted]'],
    ['GET', `${paths.joinTeam}?${INVITATION_TOKEN_PARAM}=${invitation}&from=mail`, '/join-team?invitation=[redacted]&from=mail'],
    // The API those pages call with it.
    ['GET', `/api/booking/manage/${manage}`, '/api/booking/manage/[redacted]'],
    ['GET', `/api/booking/manage/${manage}/availability?date=2030-01-07`, '/api/booking/manage/[redacted]/availability?date=2030-01-07'],
    ['POST', `/api/booking/manage/${manage}/cancel`, '/api/booking/manage/[redacted]/cancel'],
    ['POST', `/api/booking/manage/${manage}/reschedule`, '/api/booking/manage/[redacted]/reschedule', { date: '2030-01-07', startTime: '10:00' }],
    ['GET', `${STOP_PATH}${stop}`, `${STOP_PATH}[redacted]`],
    ['POST', `${STOP_PATH}${stop}`, `${STOP_PATH}[redacted]`],
    // Written another way, or to an address no route answers: the token is still hers.
    ['GET', `/Booking/Manage/${manage}/`, '/Booking/Manage/[redacted]/'],
    ['GET', `/api/booking/manage/${stray}/no-such-thing`, '/api/booking/manage/[redacted]/no-such-thing'],
    ['PUT', `/api/booking/manage/${stray}`, '/api/booking/manage/[redacted]'],
    ['GET', `/products?token=${stray}&page=2`, '/products?token=[redacted]&page=2'],
  ]
  for (const [method, url, , body] of requests) {
    const response = await fetch(shop.baseUrl + url, {
      method,
      redirect: 'manual',
      ...(body && { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    })
    // Each was answered (none a server error): what matters here is what the log kept of it.
    expect({ url, server: response.status >= 500 }).toEqual({ url, server: false })
  }

  const logged = await requestLines(requests.length)
  expect(logged.map((line) => [line.req?.method, line.req?.url])).toEqual(requests.map(([method, , url]) => [method, url]))
  for (const token of [manage, verify, reset, invitation, stop, stray]) expect(shop.output()).not.toContain(token)
}, 60_000)

it('carries the request id the load balancer passes (X-Request-Id) into its lines and its answer, and makes one otherwise', async () => {
  const passed = await fetch(`${shop.baseUrl}/robots.txt`, { headers: { 'x-request-id': 'nginx-5f2c0a9e' } })
  expect(passed.headers.get('x-request-id')).toBe('nginx-5f2c0a9e')
  // Not one word: not believed, a new id instead.
  const odd = await fetch(`${shop.baseUrl}/robots.txt`, { headers: { 'x-request-id': 'two words' } })
  const made = odd.headers.get('x-request-id')!
  expect(made).toMatch(/^[0-9a-f-]{36}$/)
  const idsOf = () => shop.output().split('\n').filter((line) => line.startsWith('{')).map((line) => (JSON.parse(line) as { reqId?: string }).reqId)
  await untilOutput(() => idsOf().includes(made), () => 'the shop exited before it logged the request')
  expect(idsOf()).toEqual(expect.arrayContaining(['nginx-5f2c0a9e', made]))
})
