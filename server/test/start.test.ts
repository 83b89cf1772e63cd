import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '../src/db/client'
import { freePort, START_LIMIT_MS } from './shopProcess'

// `npm start` as a newcomer, a process manager or a container runtime uses it.

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })

describe('npm start', () => {
  const folders: string[] = []
  const started: ChildProcess[] = []
  // A test that failed half-way leaves no shop running behind it.
  afterAll(() => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL')
    folders.forEach((folder) => rmSync(folder, { recursive: true, force: true }))
  })

  it.each(['SIGTERM', 'SIGINT'] as const)('stops the shop when npm gets %s: the port is free and the database opens again', async (signal) => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'glow-start-'))
    folders.push(folder)
    // A build newer than every source: npm start serves it instead of building.
    mkdirSync(path.join(folder, 'dist'))
    writeFileSync(path.join(folder, 'dist', 'index.html'), '<!doctype html><title>Glow Beauty</title>')
    const port = await freePort()
    const npm = spawn('npm', ['start'], {
      env: { ...process.env, NODE_OPTIONS: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(folder, 'data'), DIST_DIR: path.join(folder, 'dist'), DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so a kill at the end reaches the shop below npm too.
      detached: true,
    })
    started.push(npm)
    let output = ''
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)))
    for (const deadline = Date.now() + START_LIMIT_MS; !output.includes('Glow Beauty is open'); ) {
      if (npm.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not open the shop:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(await answers(port)).toBe(true)

    npm.kill(signal)
    await exited
    expect(await answers(port)).toBe(false)
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(folder, 'data', 'pglite') })
    try {
      expect(((await database.db.execute('select count(*)::int as count from products')) as unknown as { rows: { count: number }[] }).rows[0]!.count).toBeGreaterThan(0)
    } finally {
      await database.close()
    }
  }, START_LIMIT_MS + 30_000)

  it('builds the production bundle even when NODE_ENV says development', () => {
    // Vite is ES modules only, which this Jest runtime cannot import: ask a Node process of its own, as npm start is.
    const probe = `
      const { resolveConfig } = await import('vite')
      const { withProductionNodeEnv } = await import('./server/src/pages/build.ts')
      const plain = (await resolveConfig({ logLevel: 'silent' }, 'build')).isProduction
      const ours = (await withProductionNodeEnv(() => resolveConfig({ logLevel: 'silent', mode: 'production' }, 'build'))).isProduction
      console.log(JSON.stringify({ plain, ours, after: process.env.NODE_ENV }))`
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', probe], { env: { ...process.env, NODE_OPTIONS: '', NODE_ENV: 'development' }, encoding: 'utf8' })
    expect(JSON.parse(run.stdout.trim().split('\n').pop()!)).toEqual({ plain: false, ours: true, after: 'development' })
  }, 60_000)

  it('builds without a word from Vite: the first screen holds only the address and the demo login', () => {
    // npm start's build loads the config as buildShopApp does, at its log level (warnings shown).
    const probe = `
      const { loadConfigFromFile } = await import('vite')
      await loadConfigFromFile({ command: 'build', mode: 'production' }, undefined, process.cwd(), 'warn')`
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', probe], { env: { ...process.env, NODE_OPTIONS: '' }, encoding: 'utf8' })
    expect(run.status).toBe(0)
    expect(`${run.stdout}${run.stderr}`).toBe('')
  }, 60_000)
})
