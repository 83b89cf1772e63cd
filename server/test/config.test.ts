import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { ConfigError, DEMO_SELLER_PASSWORD, loadConfig } from '../src/config'
import { START_LIMIT_MS, startShopProcess } from './shopProcess'

describe('configuration', () => {
  it('runs a fresh clone on safe defaults', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.dataDir).toMatch(/data$/)
    expect(config.sellerPassword).toBe(DEMO_SELLER_PASSWORD)
    expect(config.trustProxy).toBe(false)
    expect(config.onlinePayment).toBe(true)
    expect(config.loginFailuresPerAccount).toBe(10)
    expect(config.loginFailuresPerAddress).toBe(100)
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 1 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535 (got "70000")'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be one of development, production, test (got "staging")'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres: or postgresql: (got "mysql://x")'],
    [{ SELLER_EMAIL: 'nobody' }, 'SELLER_EMAIL must be an e-mail address (got "nobody")'],
    [{ LOGIN_FAILURES_PER_ACCOUNT: '0' }, 'LOGIN_FAILURES_PER_ACCOUNT must be a whole number from 1 to 10000 (got "0")'],
    [{ NODE_ENV: 'production' }, 'SELLER_PASSWORD is still the demo password: set your own before running in production'],
    [{ NODE_ENV: 'production', SELLER_PASSWORD: 'a-long-secret' }, 'PAYSTACK_SECRET_KEY is not set: set it, or turn online payment off with ONLINE_PAYMENT=off'],
    [
      { NODE_ENV: 'production', SELLER_PASSWORD: 'a-long-secret', ONLINE_PAYMENT: 'off' },
      "PUBLIC_URL is not set: payments return to it, and e-mails, the sitemap and link previews name it, so set it to the shop's address (https://…)",
    ],
    [{ ONLINE_PAYMENT: 'maybe' }, 'ONLINE_PAYMENT must be one of on, off (got "maybe")'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY must be a hop count from 1 to 10 or proxy addresses separated by commas (got "true")'],
    [{ TRUST_PROXY: '10.0.0.1, example.ng' }, 'TRUST_PROXY must be a hop count from 1 to 10 or proxy addresses separated by commas (got "example.ng")'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY must be a hop count from 1 to 10 or proxy addresses separated by commas (got "10.0.0.0/33")'],
    [{ TRUST_PROXY: '0' }, 'TRUST_PROXY must be a whole number from 1 to 10 (got "0")'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_ENDPOINT is set but S3_BUCKET is not: set S3_BUCKET to keep images in an object store, or remove S3_ENDPOINT'],
    [{ S3_BUCKET: 'Glow_Images' }, 'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens (got "Glow_Images")'],
    [{ S3_BUCKET: 'glow', S3_ACCESS_KEY_ID: 'AKIA1' }, "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the machine's own AWS credentials"],
    [{ S3_BUCKET: 'glow', S3_ENDPOINT: 'ftp://store' }, 'S3_ENDPOINT must start with http: or https: (got "ftp://store")'],
    [{ S3_BUCKET: 'glow', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be one of on, off (got "yes")'],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message))
  })

  it('accepts production with a seller password and a Paystack key of its own, or with online payment off', () => {
    const shop = { NODE_ENV: 'production', SELLER_PASSWORD: 'a-long-secret', PUBLIC_URL: 'https://glowbeauty.ng' }
    expect(loadConfig({ ...shop, PAYSTACK_SECRET_KEY: 'sk_live_x' }).nodeEnv).toBe('production')
    expect(loadConfig({ ...shop, ONLINE_PAYMENT: 'off' }).onlinePayment).toBe(false)
  })

  it('logs a line per request only in production, for its log collector; elsewhere warnings and errors, and nothing in tests', () => {
    expect(loadConfig({}).logLevel).toBe('warn')
    expect(loadConfig({ NODE_ENV: 'production', SELLER_PASSWORD: 'a-long-secret', PUBLIC_URL: 'https://glowbeauty.ng', ONLINE_PAYMENT: 'off' }).logLevel).toBe('info')
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent')
    expect(loadConfig({ LOG_LEVEL: 'info' }).logLevel).toBe('info')
  })

  it('keeps images in the data directory unless S3_BUCKET names an object store', () => {
    expect(loadConfig({}).s3).toBeUndefined()
    expect(loadConfig({ S3_BUCKET: 'glow-images' }).s3).toEqual({
      bucket: 'glow-images', region: 'us-east-1', endpoint: undefined, accessKeyId: undefined, secretAccessKey: undefined, forcePathStyle: false,
    })
    expect(loadConfig({ S3_BUCKET: 'glow', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_REGION: 'eu-west-1' }).s3).toEqual({
      bucket: 'glow', region: 'eu-west-1', endpoint: 'http://127.0.0.1:9000', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true,
    })
  })

  it('trusts X-Forwarded-For only from the proxies TRUST_PROXY names', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, loopback' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', 'loopback'])
  })
})

describe('a first start', () => {
  const dataDir = path.join(os.tmpdir(), `glow-first-start-${randomBytes(4).toString('hex')}`)
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  it('prints the start line and the warnings, and no line per request', async () => {
    const shop = await startShopProcess({ NODE_ENV: 'development', LOG_LEVEL: '', DATA_DIR: dataDir })
    try {
      for (const page of ['/api/health', '/api/product/list', '/api/product/list?page=2']) expect((await fetch(`${shop.baseUrl}${page}`)).ok).toBe(true)
    } finally {
      await shop.stop()
    }
    const lines = shop.output().trim().split('\n')
    expect(lines).toContainEqual(expect.stringMatching(/^Glow Beauty is open at http:\/\/localhost:\d+ \(demo seller login: /))
    expect(lines.filter((line) => /incoming request|request completed|"url":"\/api\//.test(line))).toEqual([])
    // What is left is worth reading: each other line is a warning or an error.
    expect(lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line).level as number).filter((level) => level < 40)).toEqual([])
  }, START_LIMIT_MS + 30_000)
})
