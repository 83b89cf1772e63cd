import { spawn, type ChildProcess } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './freePort'
import { lagosAddress } from './helpers'

export { freePort }

export interface ShopProcess {
  baseUrl: string
  child: ChildProcess
  /** Everything the process wrote: its log lines at the LOG_LEVEL given (warn unless told) and any crash. */
  output(): string
  /** kill -9: no shutdown hooks, no flushing. */
  crash(): Promise<void>
  /** SIGTERM: a graceful close, as `closeWithGrace` does it. */
  stop(): Promise<void>
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()))

/**
 * How long a shop process may take to answer after it is spawned: tsx compiles the server, PGlite migrates and the
 * demo catalogue is seeded, a few seconds on a quiet machine and over a minute on a 2-core one running six jobs.
 * A bound, never a wait: the tests go on as soon as the shop answers.
 */
export const START_LIMIT_MS = 150_000

/**
 * The real shop server (`server/src/server.ts`) as a child process of its own, API only, on its own
 * port: what runs in production, so killing it is a real crash. One node process (tsx as a loader),
 * so a kill reaches the server itself.
 */
export async function startShopProcess(env: Record<string, string>): Promise<ShopProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DIST_DIR: path.join(os.tmpdir(), 'glow-shop-no-dist'),
      DATABASE_URL: '',
      PAYSTACK_SECRET_KEY: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + START_LIMIT_MS
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The shop exited with code ${child.exitCode} while starting:\n${output}`)
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`The shop did not answer within ${START_LIMIT_MS / 1000} s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    baseUrl,
    child,
    output: () => output,
    crash: async () => {
      child.kill('SIGKILL')
      await exited(child)
    },
    stop: async () => {
      child.kill('SIGTERM')
      await exited(child)
    },
  }
}

/** A shopper's browser in miniature: keeps the session cookie and sends JSON. */
export class ShopClient {
  private cookies = new Map<string, string>()

  constructor(readonly baseUrl: string) {}

  /** The same browser talking to another instance of the shop (behind a load balancer). */
  withBaseUrl(baseUrl: string): ShopClient {
    const other = new ShopClient(baseUrl)
    other.cookies = this.cookies
    return other
  }

  /** The Cookie header this browser sends (for a request `request` cannot make, such as multipart). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  async request(
    method: string,
    url: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
    const headers: Record<string, string> = { ...extraHeaders }
    if (this.cookies.size) headers.cookie = this.cookieHeader()
    if (body !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(this.baseUrl + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const [name, value] = pair!.split('=') as [string, string]
      if (value) this.cookies.set(name, value)
      else this.cookies.delete(name)
    }
    const text = await response.text()
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: response.headers }
  }
}

/** A registered shopper with one saved address, signed in on `client`. */
export async function signUpWithAddress(client: ShopClient, email: string): Promise<{ addressId: string }> {
  const registered = await client.request('POST', '/api/user/register', { name: 'Ada Obi', email, password: 'correct-horse-9' })
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${JSON.stringify(registered.body)}`)
  const added = await client.request('POST', '/api/address/add', { address: { ...lagosAddress, email } })
  if (added.status !== 201) throw new Error(`address/add answered ${added.status}: ${JSON.stringify(added.body)}`)
  return { addressId: (added.body.address as { _id: string })._id }
}

/** The first `count` products in stock, as the shop lists them. */
export async function inStockProducts(client: ShopClient, count: number): Promise<{ _id: string; name: string; offerPrice: number }[]> {
  const { body } = await client.request('GET', '/api/product/list')
  return (body.products as { _id: string; name: string; offerPrice: number; inStock: boolean }[]).filter((product) => product.inStock).slice(0, count)
}
