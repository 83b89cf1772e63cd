import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './shopProcess'

export interface S3Server {
  /** The S3_* settings that point a shop at this server's bucket. */
  env: Record<string, string>
  stop(): Promise<void>
}

/**
 * A real S3-compatible server (s3rver, an npm package speaking the S3 REST API over HTTP) in a process of its
 * own, with the given buckets, on files in a temporary folder that go when it stops.
 */
export async function startS3Server(buckets: string[] = ['glow-images']): Promise<S3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'glow-s3-'))
  const port = await freePort()
  const bin = path.resolve('node_modules/s3rver/bin/s3rver.js')
  const args = [bin, '-d', directory, '-a', '127.0.0.1', '-p', String(port), '-s', '--no-vhost-buckets', ...buckets.flatMap((bucket) => ['--configure-bucket', bucket])]
  const child = spawn(process.execPath, args, { env: { ...process.env, NODE_OPTIONS: '' }, stdio: ['ignore', 'ignore', 'pipe'] })
  let output = ''
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const endpoint = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 20_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`s3rver exited with code ${child.exitCode}:\n${output}`)
    if (await fetch(endpoint).then(() => true, () => false)) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`s3rver did not answer within 20 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: buckets[0]!, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
