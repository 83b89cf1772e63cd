import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { rolldown } from 'rolldown'
import { VitePWA } from 'vite-plugin-pwa'
import { appScriptsAttribute } from './src/contract/appScript.ts'
import { OFFLINE_PAGE } from './src/contract/offline.ts'

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/

/** Writes .br and .gz beside every text file of the build, once, for the server to send as they are. */
function precompress(): Plugin {
  let outDir = 'dist'
  let writes = true
  return {
    name: 'glow:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
      // The server's bundle (build.ssr) is read from disk, never sent.
      writes = config.build.write && !config.build.ssr
    },
    closeBundle() {
      if (!writes) return
      for (const name of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        const file = path.join(outDir, name)
        if (!COMPRESSIBLE.test(name) || name.startsWith('.vite') || !statSync(file).isFile()) continue
        const content = readFileSync(file)
        const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } })
        const gzip = gzipSync(content, { level: 9 })
        if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli)
        if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip)
      }
    },
  }
}

/**
 * The page's first script (src/boot.ts) is bundled on its own and written into index.html in place of the app's
 * script tag, which it names (the entry, as before) for it to load once the page shows. On its own, so the bundler
 * neither shares the app's chunks with it nor splits them; inline and async, so it runs as soon as the head is read:
 * a tap on the page is never before it (the server allows it by its hash, server/src/pages/inlineScripts.ts).
 */
function bootFirst(): Plugin {
  let boot = ''
  return {
    name: 'glow:boot-first',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async buildStart() {
      const bundle = await rolldown({ input: 'src/boot.ts', platform: 'browser', transform: { target: 'es2022' } })
      const { output } = await bundle.generate({ format: 'esm', minify: true, comments: false })
      await bundle.close()
      boot = output[0].code.trim()
      if (boot.includes('</')) throw new Error('src/boot.ts must not hold "</": it is written inside a <script> element')
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/
        if (!entry.test(html)) throw new Error('index.html needs its module script')
        return html.replace(entry, (_tag, app: string) => `<script type="module" async ${appScriptsAttribute([app])}>${boot}</script>`)
      },
    },
  }
}

/**
 * The service worker's precache (src/sw.ts) leaves out the seller area's own chunks, its charts among them: a fifth
 * of the app that every shopper's phone would fetch on its first visit for pages the worker never serves offline.
 * They are the chunks the entry reaches only through a module under src/features/seller/.
 */
function sellerChunks(): { plugin: Plugin; sellerOnly: ReadonlySet<string> } {
  const sellerOnly = new Set<string>()
  const plugin: Plugin = {
    name: 'glow:seller-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])))
      const reached = new Set<string>()
      const reach = (fileName: string) => {
        const chunk = chunks.get(fileName)
        if (!chunk || reached.has(fileName) || chunk.facadeModuleId?.includes('/src/features/seller/')) return
        reached.add(fileName)
        for (const imported of [...chunk.imports, ...chunk.dynamicImports]) reach(imported)
      }
      for (const chunk of chunks.values()) if (chunk.isEntry) reach(chunk.fileName)
      sellerOnly.clear()
      for (const fileName of chunks.keys()) if (!reached.has(fileName)) sellerOnly.add(fileName)
    },
  }
  return { plugin, sellerOnly }
}

export default defineConfig(({ mode, isSsrBuild }) => {
  const seller = sellerChunks()
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const apiPort = process.env.PORT ?? '3000'
  // One env module reads these (src/app/env.ts); defined as a global so Jest can set it too.
  const defines = {
    __SHOP_ENV__: JSON.stringify({
      apiUrl: env.VITE_API_URL ?? '',
      contactFormUrl: env.VITE_CONTACT_FORM_URL ?? '',
    }),
  }
  return {
    plugins: [
      react(),
      // Style class names from each component's file and place, not from the order modules happen to load in:
      // the server draws a page with the same names the browser then hydrates (src/entry-server.tsx). It also
      // drops the templates' whitespace.
      babel({
        include: /\/src\/.*\.tsx?$/,
        sourceMap: false,
        plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, minify: true, pure: true }]],
      }),
      bootFirst(),
      // The service worker (src/sw.ts, Workbox), in the browser's build only. It keeps the app's files for a
      // visit without signal; the app registers it (src/app/registerServiceWorker.ts), and its own manifest is public/'s.
      !isSsrBuild &&
        VitePWA({
          strategies: 'injectManifest',
          srcDir: 'src',
          filename: 'sw.ts',
          injectRegister: false,
          manifest: false,
          injectManifest: {
            globPatterns: ['assets/*.{js,css}', OFFLINE_PAGE, 'favicon.svg', 'art/logo.svg', 'icons/*.png'],
            // Names with a content hash need no revision of their own.
            dontCacheBustURLsMatching: /^assets\//,
            maximumFileSizeToCacheInBytes: 1_000_000,
            manifestTransforms: [(entries) => ({ manifest: entries.filter((entry) => !seller.sellerOnly.has(entry.url)), warnings: [] })],
          },
        }),
      !isSsrBuild && seller.plugin,
      precompress(),
    ],
    define: defines,
    // The server's bundle carries its packages (styled-components gives Node a CommonJS module whose default
    // export Node's ESM cannot see), built as for production whatever NODE_ENV the server runs with: React's
    // production renderer, none of Redux Toolkit's development checks.
    ssr: { noExternal: true },
    ...(isSsrBuild && { define: { ...defines, 'process.env.NODE_ENV': JSON.stringify('production') } }),
    server: {
      port: 5173,
      proxy: {
        '/api': `http://127.0.0.1:${apiPort}`,
        '/uploads': `http://127.0.0.1:${apiPort}`,
      },
    },
    build: {
      outDir: 'dist',
      sourcemap: false,
      target: 'es2022',
      // The browser's build only: the server's bundle (server/src/pages/build.ts) is loaded by Node as it is.
      manifest: !isSsrBuild,
      modulePreload: { polyfill: false },
      rolldownOptions: isSsrBuild
        ? {}
        : {
            // What the first page runs travels in one chunk, not split into small ones that lazy pages share; the
            // checkout's small shared modules (its slice, delivery, discount codes, gift cards) travel in one chunk
            // too, so the first page's list of what each lazy page needs names one file, not five.
            output: {
              codeSplitting: {
                groups: [
                  { name: 'shop', tags: ['$initial'] },
                  { name: 'checkout', includeDependenciesRecursively: false, test: /src[\\/](contract[\\/](giftCards|promotions|promotionSchemas|delivery|deliverySchemas)|features[\\/]checkout[\\/]checkoutSlice)\.ts$/ },
                ],
              },
            },
          },
    },
  }
})
