import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

// `npm start`: builds the app when the build is missing or older than its sources, then starts the shop.

function newestChange(target: string): number {
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry))), stat.mtimeMs)
}

const builtAt = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0
const sourcesAt = Math.max(...['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map(newestChange))
if (sourcesAt > builtAt) {
  console.log('Building the shop app…')
  const { build } = await import('vite')
  // Vite sets NODE_ENV=production in this process while it builds; the shop reads the caller's.
  const nodeEnv = process.env.NODE_ENV
  await build({ logLevel: 'warn' })
  if (nodeEnv === undefined) delete process.env.NODE_ENV
  else process.env.NODE_ENV = nodeEnv
}

const { main } = await import('./server')
await main()
