import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

export interface BenchServer {
  origin: string
  dataDir: string
  /** Resident memory of the server process, in MB (from /proc). */
  rssMb(): number
  /** Why a page stopped loading: null while the server runs, its exit code (or signal) once it has gone, with its last output. */
  gone(): string | null
  /** Ends the process at once (SIGKILL): an instance dying mid-sale. */
  kill(): void
  stop(): Promise<void>
}

export const makeDataDir = (name: string) => mkdtempSync(path.join(os.tmpdir(), `glow-${name}-`))

/** The machine's 1-minute load average: figures taken while other work runs are not comparable. */
export const loadAverage = () => os.loadavg()[0]!.toFixed(1)

function rssMbOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  return kb ? Math.round(Number(kb) / 1024) : Number.NaN
}

// The server starts in a few seconds alone, but took 68 s while the shared two cores ran a load of 16.
const START_TIMEOUT_MS = 180_000

async function waitForHealth(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop server exited (${child.exitCode}):\n${output()}`)
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return
    } catch {
      // Not listening yet.
    }
    await sleep(200)
  }
  throw new Error(`The shop server did not answer ${origin}/api/health within ${START_TIMEOUT_MS / 1000} s:\n${output()}`)
}

/**
 * Our real server (server/src/server.ts) in its own Node process on loopback, so the load generator never
 * shares its event loop; `node --import tsx` keeps it one process, whose memory /proc can tell.
 */
export async function startShopServer({ port, dataDir, env = {} }: { port: number; dataDir: string; env?: Record<string, string> }): Promise<BenchServer> {
  const origin = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', DATABASE_URL: '', PAYSTACK_SECRET_KEY: '', ORDERS_PER_MINUTE: '100000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  try {
    await waitForHealth(origin, child, () => output)
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return {
    origin,
    dataDir,
    rssMb: () => rssMbOf(child.pid!),
    gone: () => (child.exitCode === null && child.signalCode === null ? null : `exited (${child.exitCode ?? child.signalCode}):\n${output}`),
    kill: () => void child.kill('SIGKILL'),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await Promise.race([exited, sleep(15_000).then(() => child.kill('SIGKILL'))])
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
