import path from 'node:path'

export const DEMO_SELLER_EMAIL = 'admin@glowbeauty.ng'
export const DEMO_SELLER_PASSWORD = 'glow-demo-2026'

export interface Config {
  port: number
  host: string
  nodeEnv: 'development' | 'production' | 'test'
  publicUrl: string
  dataDir: string
  databaseUrl: string | undefined
  sellerEmail: string
  sellerPassword: string
  paystackSecretKey: string | undefined
  paystackBaseUrl: string
  redisUrl: string | undefined
  logLevel: string
  sessionTtlDays: number
  /** Login, register and seller login attempts allowed per minute from one address. */
  authAttemptsPerMinute: number
  distDir: string
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`)
  }
  return value
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  if (!allowed.includes(raw as T)) throw new ConfigError(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`)
  return raw as T
}

function url(env: Env, name: string, fallback: string | undefined, protocols: string[]): string | undefined {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  let parsed: URL
  try {
    parsed = new URL(raw)
  } catch {
    throw new ConfigError(`${name} must be a URL (got "${raw}")`)
  }
  if (!protocols.includes(parsed.protocol)) throw new ConfigError(`${name} must start with ${protocols.join(' or ')} (got "${raw}")`)
  return raw.replace(/\/$/, '')
}

/** Reads and checks the environment once; a bad value throws a one-line message naming it. */
export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 3000, 1, 65535)
  const nodeEnv = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'] as const, 'development')
  const sellerEmail = env.SELLER_EMAIL?.trim() || DEMO_SELLER_EMAIL
  const sellerPassword = env.SELLER_PASSWORD || DEMO_SELLER_PASSWORD
  if (!/^[^\s@]+@[^\s@]+$/.test(sellerEmail)) throw new ConfigError(`SELLER_EMAIL must be an e-mail address (got "${sellerEmail}")`)
  if (sellerPassword.length < 8) throw new ConfigError('SELLER_PASSWORD must be at least 8 characters')
  if (nodeEnv === 'production' && sellerPassword === DEMO_SELLER_PASSWORD) {
    throw new ConfigError('SELLER_PASSWORD is still the demo password: set your own before running in production')
  }
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    nodeEnv,
    publicUrl: url(env, 'PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:'])!,
    dataDir: path.resolve(env.DATA_DIR?.trim() || 'data'),
    databaseUrl: url(env, 'DATABASE_URL', undefined, ['postgres:', 'postgresql:']),
    sellerEmail,
    sellerPassword,
    paystackSecretKey: env.PAYSTACK_SECRET_KEY?.trim() || undefined,
    paystackBaseUrl: url(env, 'PAYSTACK_BASE_URL', 'https://api.paystack.co', ['http:', 'https:'])!,
    redisUrl: url(env, 'REDIS_URL', undefined, ['redis:', 'rediss:']),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
    sessionTtlDays: integer(env, 'SESSION_TTL_DAYS', 30, 1, 365),
    authAttemptsPerMinute: integer(env, 'AUTH_ATTEMPTS_PER_MINUTE', 10, 1, 10000),
    distDir: path.resolve(env.DIST_DIR?.trim() || 'dist'),
  }
}
