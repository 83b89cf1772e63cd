import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { appScriptsIn } from '../src/contract/appScript'
import { inlineScriptsOf } from '../server/src/pages/inlineScripts'

/** Budget for the JavaScript the home page loads before any interaction, in kB of gzip (1 kB = 1000 bytes, as Vite prints). */
export const HOME_JS_BUDGET_KB = 140

export interface ChunkSize {
  file: string
  /** The module that starts the chunk (src/features/…/Page.tsx), or the chunk's name for shared chunks. */
  source: string
  gzipBytes: number
}

export interface JsSizes {
  home: ChunkSize[]
  homeTotalBytes: number
  lazy: ChunkSize[]
}

interface ManifestChunk {
  file: string
  src?: string
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
}

type Manifest = Record<string, ManifestChunk>

export const toKb = (bytes: number) => bytes / 1000

const gzipBytes = (distDir: string, file: string) => gzipSync(readFileSync(path.join(distDir, file))).length

/** Script files index.html loads: the app its first script names (src/boot.ts, written inline) and every modulepreload link. */
function scriptsOfIndexHtml(html: string): string[] {
  const files: string[] = []
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModuleScript = tag.startsWith('<script') && /\btype="module"/.test(tag)
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag)
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1]
    for (const script of isModuleScript || isPreload ? [url, ...appScriptsIn(tag)] : []) {
      if (script && !/^[a-z]+:\/\//i.test(script)) files.push(script.replace(/^\//, ''))
    }
  }
  return files
}

/**
 * Gzip sizes of the built app's JavaScript: what the home page loads before any interaction (index.html's
 * entry script and modulepreloads, plus every chunk the entry imports statically, per Vite's manifest) and
 * every other chunk, which only a lazy route or a dynamic import loads.
 */
export function measureJs(distDir: string): JsSizes {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
  const chunkByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, { key, chunk }]))
  const describe = (file: string): ChunkSize => {
    const entry = chunkByFile.get(file)
    const source = entry?.chunk.src ?? entry?.chunk.name ?? entry?.key ?? file
    return { file, source: source.replace(/^.*node_modules\//, ''), gzipBytes: gzipBytes(distDir, file) }
  }

  const homeFiles = new Set<string>()
  const visit = (file: string) => {
    if (homeFiles.has(file)) return
    homeFiles.add(file)
    for (const key of chunkByFile.get(file)?.chunk.imports ?? []) {
      const imported = manifest[key]
      if (imported) visit(imported.file)
    }
  }
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8')
  scriptsOfIndexHtml(html).forEach(visit)
  if (homeFiles.size === 0) throw new Error(`No module script found in ${path.join(distDir, 'index.html')}`)

  // The first script (src/boot.ts) is written into the page itself.
  const inline = inlineScriptsOf(html).map((code) => ({ file: 'index.html', source: 'src/boot.ts, inline', gzipBytes: gzipSync(code).length }))
  const home = [...inline, ...[...homeFiles].map(describe)]
  const lazy = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js') && !homeFiles.has(file))
    .map(describe)
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
  return { home, homeTotalBytes: home.reduce((sum, chunk) => sum + chunk.gzipBytes, 0), lazy }
}

/** The sizes as text lines: the home page's chunks, their total against the budget, then each lazy chunk. */
export const homeJsWithinBudget = ({ homeTotalBytes }: JsSizes) => toKb(homeTotalBytes) <= HOME_JS_BUDGET_KB

export function formatJsSizes(sizes: JsSizes): string[] {
  const { home, homeTotalBytes, lazy } = sizes
  const size = (bytes: number) => `${toKb(bytes).toFixed(2).padStart(8)} kB`
  const row = (chunk: ChunkSize) => `  ${size(chunk.gzipBytes)}  ${chunk.file}  (${chunk.source})`
  const verdict = homeJsWithinBudget(sizes) ? 'met' : 'NOT met'
  return [
    'JavaScript the home page loads before any interaction (gzip):',
    ...home.map(row),
    `  ${size(homeTotalBytes)}  total; budget ≤ ${HOME_JS_BUDGET_KB} kB: ${verdict}`,
    `Lazy chunks (gzip), loaded only by the routes or code that need them:`,
    ...lazy.map(row),
  ]
}
