import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { buildShopApp, serverBundleOf } from './pages/build'
import { main, readConfig } from './server'

// `npm start`: builds the app when its build is missing or older than its sources, then starts the shop.

function newestChange(target: string): number {
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(target).reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry))), stat.mtimeMs)
}

const { distDir } = readConfig()
const index = path.join(distDir, 'index.html')
// A build from before the server drew pages has no server bundle: it is built again.
const builtAt = existsSync(index) && existsSync(serverBundleOf(distDir)) ? statSync(index).mtimeMs : 0
const sourcesAt = Math.max(...['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map(newestChange))
if (sourcesAt > builtAt) {
  console.log('Building the shop app…')
  await buildShopApp(distDir)
}

await main()
