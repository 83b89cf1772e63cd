import { isIP } from 'node:net'
import path from 'node:path'
import { SHOP_FOUNDER, SHOP_NAME } from '../../src/contract/shop'

export const DEMO_SELLER_EMAIL = 'admin@glowbeauty.ng'
export const DEMO_SELLER_PASSWORD = 'glow-demo-2026'

export interface Config {
  port: number
  host: string
  nodeEnv: 'development' | 'production' | 'test'
  publicUrl: string
  /** Whether PUBLIC_URL was given; without it a payment returns to the shop's own address the shopper used. */
  publicUrlSet: boolean
  dataDir: string
  databaseUrl: string | undefined
  sellerEmail: string
  sellerPassword: string
  /** The first owner account's name: her receipts say who served. */
  sellerName: string
  paystackSecretKey: string | undefined
  paystackBaseUrl: string
  /** Whether shoppers may pay online; off hides the choice and refuses online orders. */
  onlinePayment: boolean
  redisUrl: string | undefined
  /** The SMTP server messages go to; none keeps them in the seller's outbox. */
  smtpUrl: string | undefined
  /** The From of every message. */
  mailFrom: string
  /** Seconds before the first retry of a refused message; each later one waits twice as long. */
  mailRetrySeconds: number
  /** Which proxies' X-Forwarded-For to believe: none, a hop count, or their addresses. */
  trustProxy: false | number | string[]
  logLevel: string
  sessionTtlDays: number
  /** Failed logins allowed per account, and per client address, in 15 minutes. */
  loginFailuresPerAccount: number
  loginFailuresPerAddress: number
  /** Login and register requests per minute from one address, right or wrong: a flood ceiling. */
  authRequestsPerMinute: number
  /** Cash and online orders one shopper may place per minute. */
  ordersPerMinute: number
  /** Salon bookings one client address may make per hour. */
  bookingsPerHour: number
  /** How long a card booking holds its time while its deposit is unpaid. */
  bookingHoldSeconds: number
  /** Where uploaded images live: S3 when set, else DATA_DIR/uploads. */
  s3: S3Config | undefined
  /** SMS through Termii when TERMII_API_KEY is set; else SMS stay in the seller's outbox. */
  termii: TermiiConfig | undefined
  /** WhatsApp through the Cloud API when WHATSAPP_TOKEN is set; else they stay in the seller's outbox. */
  whatsapp: WhatsAppConfig | undefined
  /** Messages one phone number may be sent per day (Lagos), whatever the channel: the bill's ceiling. */
  phoneMessagesPerDay: number
  /** Daily backups `npm run backup -- --to-bucket` keeps in the S3 store's backups/. */
  backupKeepDays: number
  distDir: string
  /** The bearer token GET /metrics asks for; without it, /metrics answers only on this machine, and never in production. */
  metricsToken: string | undefined
}

export interface TermiiConfig {
  apiKey: string
  /** Signs Termii's webhooks (X-Termii-Signature): the secret key of the Termii dashboard. */
  secretKey: string
  /** The approved sender ID, 3 to 11 letters and digits. */
  senderId: string
  baseUrl: string
}

export interface WhatsAppConfig {
  token: string
  phoneNumberId: string
  /** The Meta app's secret: it signs the webhooks (X-Hub-Signature-256). */
  appSecret: string
  /** Meta asks it back when the webhook is registered (hub.verify_token). */
  verifyToken: string | undefined
  apiUrl: string
}

/** An S3-compatible object store for uploaded images (S3_BUCKET set); credentials absent use the SDK's own chain. */
export interface S3Config {
  bucket: string
  region: string
  endpoint: string | undefined
  accessKeyId: string | undefined
  secretAccessKey: string | undefined
  forcePathStyle: boolean
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

/** A URL that may hold a password (user:password@host): a bad value's message does not repeat it. */
function secretUrl(env: Env, name: string, protocols: string[]): string | undefined {
  try {
    return url(env, name, undefined, protocols)
  } catch {
    throw new ConfigError(`${name} must be a URL starting with ${protocols.join(' or ')}`)
  }
}

/** proxy-addr's names for address ranges, accepted beside addresses and CIDR ranges. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal']

/** TRUST_PROXY: empty trusts nobody; a number counts hops from the shop; else a list of proxies. */
function trustProxy(env: Env): false | number | string[] {
  const raw = env.TRUST_PROXY?.trim()
  if (!raw) return false
  if (/^\d+$/.test(raw)) return integer(env, 'TRUST_PROXY', 0, 1, 10)
  const entries = raw.split(',').map((entry) => entry.trim())
  const valid = (entry: string) => {
    const [address, bits, extra] = entry.split('/')
    const family = isIP(address ?? '')
    if (extra !== undefined) return false
    if (bits === undefined) return family !== 0 || PROXY_RANGES.includes(entry)
    return family !== 0 && /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)
  }
  const wrong = entries.find((entry) => !valid(entry))
  if (wrong !== undefined) {
    throw new ConfigError(`TRUST_PROXY must be a hop count from 1 to 10 or proxy addresses separated by commas (got "${wrong}")`)
  }
  return entries
}

const S3_NAMES = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE']

/** S3_BUCKET turns the object store on; the other S3_* settings only make sense beside it. */
function s3(env: Env): S3Config | undefined {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) {
    const stray = S3_NAMES.find((name) => env[name]?.trim())
    if (stray) throw new ConfigError(`${stray} is set but S3_BUCKET is not: set S3_BUCKET to keep images in an object store, or remove ${stray}`)
    return undefined
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(`S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens (got "${bucket}")`)
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || undefined
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the machine\'s own AWS credentials')
  }
  const endpoint = url(env, 'S3_ENDPOINT', undefined, ['http:', 'https:'])
  const region = env.S3_REGION?.trim() || 'us-east-1'
  if (!/^[a-z0-9-]{2,40}$/.test(region)) throw new ConfigError(`S3_REGION must be a region name such as us-east-1 (got "${region}")`)
  // Stores other than AWS (MinIO and most self-hosted ones) address buckets by path, not by host name.
  const forcePathStyle = oneOf(env, 'S3_FORCE_PATH_STYLE', ['on', 'off'] as const, endpoint ? 'on' : 'off') === 'on'
  return { bucket, region, endpoint, accessKeyId, secretAccessKey, forcePathStyle }
}

/** The longest PUBLIC_URL whose links still leave an SMS room for its words (server/test/phoneTemplates.test.ts). */
export const MAX_PHONE_PUBLIC_URL = 30

const TERMII_NAMES = ['TERMII_SECRET_KEY', 'TERMII_SENDER_ID', 'TERMII_BASE_URL']
const WHATSAPP_NAMES = ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN', 'WHATSAPP_API_URL']

/** A provider's address: https in production, where a stand-in on plain http would be a mistake. */
const providerUrl = (env: Env, name: string, fallback: string, production: boolean): string => url(env, name, fallback, production ? ['https:'] : ['http:', 'https:'])!

/** TERMII_API_KEY turns SMS sending on; the sender ID and the webhooks' secret key go with it. */
function termii(env: Env, production: boolean): TermiiConfig | undefined {
  const apiKey = env.TERMII_API_KEY?.trim()
  if (!apiKey) {
    const stray = TERMII_NAMES.find((name) => env[name]?.trim())
    if (stray) throw new ConfigError(`${stray} is set but TERMII_API_KEY is not: set TERMII_API_KEY to send SMS through Termii, or remove ${stray}`)
    return undefined
  }
  const senderId = env.TERMII_SENDER_ID?.trim() ?? ''
  if (!/^[A-Za-z0-9 ]{3,11}$/.test(senderId)) throw new ConfigError(`TERMII_SENDER_ID must be your approved Termii sender ID, 3 to 11 letters and digits (got "${senderId}")`)
  const secretKey = env.TERMII_SECRET_KEY?.trim()
  if (!secretKey) throw new ConfigError("TERMII_SECRET_KEY is not set: Termii signs its delivery reports with it (your dashboard's secret key)")
  return { apiKey, secretKey, senderId, baseUrl: providerUrl(env, 'TERMII_BASE_URL', 'https://api.ng.termii.com', production) }
}

/** WHATSAPP_TOKEN turns WhatsApp sending on; the number's id and the app secret go with it. */
function whatsapp(env: Env, production: boolean): WhatsAppConfig | undefined {
  const token = env.WHATSAPP_TOKEN?.trim()
  if (!token) {
    const stray = WHATSAPP_NAMES.find((name) => env[name]?.trim())
    if (stray) throw new ConfigError(`${stray} is set but WHATSAPP_TOKEN is not: set WHATSAPP_TOKEN to send WhatsApp messages, or remove ${stray}`)
    return undefined
  }
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID?.trim() ?? ''
  if (!/^\d{5,20}$/.test(phoneNumberId)) throw new ConfigError(`WHATSAPP_PHONE_NUMBER_ID must be the digits of your WhatsApp number's id in Meta's dashboard (got "${phoneNumberId}")`)
  const appSecret = env.WHATSAPP_APP_SECRET?.trim()
  if (!appSecret) throw new ConfigError("WHATSAPP_APP_SECRET is not set: Meta signs its delivery reports with your app's secret")
  const verifyToken = env.WHATSAPP_VERIFY_TOKEN?.trim() || undefined
  return { token, phoneNumberId, appSecret, verifyToken, apiUrl: providerUrl(env, 'WHATSAPP_API_URL', 'https://graph.facebook.com', production) }
}

/** METRICS_TOKEN: long enough that it cannot be guessed. */
function metricsToken(env: Env): string | undefined {
  const token = env.METRICS_TOKEN?.trim() || undefined
  if (token && token.length < 24) throw new ConfigError('METRICS_TOKEN must be at least 24 characters (try: openssl rand -hex 24)')
  return token
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
  const paystackSecretKey = env.PAYSTACK_SECRET_KEY?.trim() || undefined
  const onlinePayment = oneOf(env, 'ONLINE_PAYMENT', ['on', 'off'] as const, 'on') === 'on'
  if (nodeEnv === 'production' && onlinePayment && !paystackSecretKey) {
    throw new ConfigError('PAYSTACK_SECRET_KEY is not set: set it, or turn online payment off with ONLINE_PAYMENT=off')
  }
  const publicUrl = url(env, 'PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:'])!
  const smtpUrl = secretUrl(env, 'SMTP_URL', ['smtp:', 'smtps:'])
  if (nodeEnv === 'production' && !env.PUBLIC_URL?.trim()) {
    throw new ConfigError("PUBLIC_URL is not set: payments return to it, and e-mails, the sitemap and link previews name it, so set it to the shop's address (https://…)")
  }
  const mailFrom = env.MAIL_FROM?.trim() || `${SHOP_NAME} <no-reply@${new URL(publicUrl).hostname}>`
  if (!/^[^<>@\s]+@[^<>@\s]+$|^[^<>]*<[^<>@\s]+@[^<>@\s]+>$/.test(mailFrom)) {
    throw new ConfigError(`MAIL_FROM must be an e-mail address, or a name and <address> (got "${mailFrom}")`)
  }
  const termiiConfig = termii(env, nodeEnv === 'production')
  const whatsappConfig = whatsapp(env, nodeEnv === 'production')
  if ((termiiConfig || whatsappConfig) && publicUrl.length > MAX_PHONE_PUBLIC_URL) {
    throw new ConfigError(`PUBLIC_URL is longer than ${MAX_PHONE_PUBLIC_URL} characters: an SMS carries two links to it within its 2 pages, so use the shop's short address`)
  }
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    nodeEnv,
    publicUrl,
    publicUrlSet: Boolean(env.PUBLIC_URL?.trim()),
    dataDir: path.resolve(env.DATA_DIR?.trim() || 'data'),
    databaseUrl: url(env, 'DATABASE_URL', undefined, ['postgres:', 'postgresql:']),
    sellerEmail,
    sellerPassword,
    sellerName: env.SELLER_NAME?.trim() || SHOP_FOUNDER,
    paystackSecretKey,
    paystackBaseUrl: url(env, 'PAYSTACK_BASE_URL', 'https://api.paystack.co', ['http:', 'https:'])!,
    onlinePayment,
    redisUrl: url(env, 'REDIS_URL', undefined, ['redis:', 'rediss:']),
    smtpUrl,
    mailFrom,
    mailRetrySeconds: integer(env, 'MAIL_RETRY_SECONDS', 60, 1, 3600),
    trustProxy: trustProxy(env),
    // A line per request is for production's log collector; on a laptop it would bury the start line and the warnings.
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : nodeEnv === 'production' ? 'info' : 'warn'),
    sessionTtlDays: integer(env, 'SESSION_TTL_DAYS', 30, 1, 365),
    loginFailuresPerAccount: integer(env, 'LOGIN_FAILURES_PER_ACCOUNT', 10, 1, 10000),
    loginFailuresPerAddress: integer(env, 'LOGIN_FAILURES_PER_ADDRESS', 100, 1, 100000),
    authRequestsPerMinute: integer(env, 'AUTH_REQUESTS_PER_MINUTE', 120, 1, 100000),
    ordersPerMinute: integer(env, 'ORDERS_PER_MINUTE', 20, 1, 100000),
    bookingsPerHour: integer(env, 'BOOKINGS_PER_HOUR', 10, 1, 100000),
    bookingHoldSeconds: integer(env, 'BOOKING_HOLD_SECONDS', 15 * 60, 1, 24 * 60 * 60),
    s3: s3(env),
    termii: termiiConfig,
    whatsapp: whatsappConfig,
    phoneMessagesPerDay: integer(env, 'PHONE_MESSAGES_PER_DAY', 10, 1, 1000),
    backupKeepDays: integer(env, 'BACKUP_KEEP_DAYS', 14, 1, 3650),
    distDir: path.resolve(env.DIST_DIR?.trim() || 'dist'),
    metricsToken: metricsToken(env),
  }
}
