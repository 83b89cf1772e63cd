import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import { freePort, ShopClient, startShopProcess, type ShopProcess } from './shopProcess'

// Two instances of the shop behind one address share their login limits through Redis (REDIS_URL):
// an attacker who spreads guesses over both gets no more than the limit. Without Redis a Redis outage
// must not lock shoppers out either.

const redisUrl = process.env.TEST_REDIS_URL
const ATTEMPTS = 3

if (!redisUrl) {
  it.skip('needs Redis: set TEST_REDIS_URL=redis://127.0.0.1:6379/9 (CI does; the test empties that database) to run two shop processes on one Redis', () => {})
} else {
  const dataDirs: string[] = []
  const started: ShopProcess[] = []

  async function shop(env: Record<string, string>): Promise<ShopClient> {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'glow-redis-'))
    dataDirs.push(dataDir)
    const process = await startShopProcess({ DATA_DIR: dataDir, AUTH_ATTEMPTS_PER_MINUTE: String(ATTEMPTS), ...env })
    started.push(process)
    return new ShopClient(process.baseUrl)
  }

  const wrongLogin = (client: ShopClient) => client.request('POST', '/api/user/login', { email: 'nobody@example.ng', password: 'not-the-password' })

  beforeAll(async () => {
    const redis = new Redis(redisUrl)
    await redis.flushdb()
    await redis.quit()
  })

  afterAll(async () => {
    await Promise.all(started.map((process) => process.stop()))
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true })
  })

  it(`counts login attempts across both instances: the ${ATTEMPTS + 1}th within a minute is refused wherever it lands`, async () => {
    const [first, second] = await Promise.all([shop({ REDIS_URL: redisUrl }), shop({ REDIS_URL: redisUrl })])
    const statuses = []
    for (let attempt = 0; attempt < ATTEMPTS + 1; attempt += 1) statuses.push((await wrongLogin(attempt % 2 === 0 ? first! : second!)).status)
    expect(statuses).toEqual([...Array<number>(ATTEMPTS).fill(401), 429])
    expect((await wrongLogin(first!)).body).toEqual({ success: false, message: 'Too many attempts. Please wait a minute and try again.' })
  }, 120_000)

  it('lets shoppers log in, unthrottled, when Redis cannot be reached', async () => {
    const unreachable = await shop({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` })
    const statuses = []
    for (let attempt = 0; attempt < ATTEMPTS + 1; attempt += 1) statuses.push((await wrongLogin(unreachable)).status)
    expect(statuses).toEqual(Array<number>(ATTEMPTS + 1).fill(401))
  }, 120_000)
}
