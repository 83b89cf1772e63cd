import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** The code of the module scripts written into a page (no `src`): the app's first script, src/boot.ts. */
export const inlineScriptsOf = (html: string): string[] =>
  [...html.matchAll(/<script type="module"(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, code]) => code!)

/**
 * The script policy's sources for the scripts written into the app's page (its first script, inline so that it
 * runs as soon as the head is read): each one's SHA-256, so no other inline script can run.
 */
export function inlineScriptSources(distDir: string): string[] {
  const page = path.join(distDir, 'index.html')
  if (!existsSync(page)) return []
  return inlineScriptsOf(readFileSync(page, 'utf8')).map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`)
}
