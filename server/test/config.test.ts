import { ConfigError, DEMO_SELLER_PASSWORD, loadConfig } from '../src/config'

describe('configuration', () => {
  it('runs a fresh clone on safe defaults', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.dataDir).toMatch(/data$/)
    expect(config.sellerPassword).toBe(DEMO_SELLER_PASSWORD)
    expect(config.authAttemptsPerMinute).toBe(10)
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 1 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535 (got "70000")'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be one of development, production, test (got "staging")'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres: or postgresql: (got "mysql://x")'],
    [{ SELLER_EMAIL: 'nobody' }, 'SELLER_EMAIL must be an e-mail address (got "nobody")'],
    [{ AUTH_ATTEMPTS_PER_MINUTE: '0' }, 'AUTH_ATTEMPTS_PER_MINUTE must be a whole number from 1 to 10000 (got "0")'],
    [{ NODE_ENV: 'production' }, 'SELLER_PASSWORD is still the demo password: set your own before running in production'],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message))
  })

  it('accepts production with a seller password of its own', () => {
    expect(loadConfig({ NODE_ENV: 'production', SELLER_PASSWORD: 'a-long-secret' }).nodeEnv).toBe('production')
  })
})
