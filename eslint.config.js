import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { readdirSync } from 'node:fs'

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const routeFiles = readdirSync('server/src/routes')
const routeModules = routeFiles.filter((name) => name !== 'index.ts')
/** Everything at server/src's top but the repositories and the database, which alone read and write rows. */
const aboveRepositories = readdirSync('server/src')
  .filter((name) => name !== 'repositories' && name !== 'db')
  .map((name) => `./server/src/${name}`)

// The borders of ARCHITECTURE.md: three layers whose imports only point down (app → features → shared), a
// feature never imports another feature, shared code imports no feature, the contract imports nothing of the
// project, and the server sees only the contract.
const zones = [
  { target: './src/features', from: './src/app', message: 'A feature never imports src/app: app composes features, not the other way round.' },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: compose them in src/app or use a shared event.',
  })),
  { target: './src/shared', from: ['./src/features', './src/app'], message: 'Shared code imports no feature and no app code.' },
  { target: './src/components', from: ['./src/features', './src/app', './src/shared'], message: 'UI primitives import no feature, shared or app code.' },
  { target: './src/content', from: ['./src/features', './src/app', './src/shared', './src/components'], message: 'Content is data only.' },
  {
    target: './src/contract',
    from: ['./src/app', './src/features', './src/shared', './src/components', './src/content', './server'],
    message: 'The contract imports nothing else of the project.',
  },
  { target: './src', from: './server', message: 'The browser never imports server code.' },
  { target: './server', from: './src', except: ['./contract'], message: 'The server shares only src/contract with the browser.' },
  // The server's layers: routes parse and reply, actions decide (writes) and queries read, messages enqueue, repositories
  // read and write rows; never back.
  { target: './server/src/actions', from: './server/src/routes', message: 'Actions never import routes: routes call actions.' },
  { target: './server/src/queries', from: ['./server/src/routes', './server/src/actions'], message: 'Queries only read: no routes, no actions.' },
  {
    target: './server/src/repositories',
    from: ['./server/src/routes', './server/src/actions', './server/src/queries', './server/src/messages', './server/src/plugins', './server/src/mappers', './server/src/http/refusal.ts', './server/src/domain/permissions.ts'],
    message: 'Repositories only read and write rows and return results: no routes, actions, queries, messages, plugins, mappers, refusals or permissions.',
  },
  {
    target: './server/src/mappers',
    from: ['./server/src/routes', './server/src/actions', './server/src/queries', './server/src/messages', './server/src/plugins', './server/src/http/refusal.ts', './server/src/domain/permissions.ts'],
    message: 'A mapper only turns a row into the API\'s shape: it takes the row, reads nothing and decides nothing.',
  },
  {
    target: './server/src/routes',
    from: './server/src/repositories',
    message: 'Routes call actions (writes) and queries (reads), never repositories.',
  },
  {
    target: ['./server/src/messages', './server/src/plugins'],
    from: ['./server/src/routes', './server/src/actions', './server/src/queries'],
    message: 'Messages and plugins import nothing above them: no routes, actions or queries (app.ts hands a plugin the actions it runs).',
  },
  { target: aboveRepositories, from: './server/src/db/schema', message: 'The schema is read only under server/src/repositories and server/src/db: call a repository.' },
  ...routeModules.map((name) => ({
    target: `./server/src/routes/${name}`,
    from: './server/src/routes',
    except: [`./${name}`],
    message: 'One module per API prefix: a route module never imports another.',
  })),
]

const dataRouterOnly = [
  'createBrowserRouter', 'createHashRouter', 'createMemoryRouter', 'RouterProvider', 'ScrollRestoration', 'Form',
  'useNavigation', 'useBlocker', 'useLoaderData', 'useActionData', 'useRouteLoaderData', 'useRouteError',
  'useFetcher', 'useFetchers', 'useMatches', 'useRevalidator', 'useSubmit',
]

const restrictedPaths = [
  { name: 'react-redux', importNames: ['useDispatch', 'useSelector'], message: 'Use useAppDispatch / useAppSelector from src/shared/hooks.' },
  { name: 'redux-persist/lib/storage', message: 'Blank page under Vite 8: use src/shared/persistStorage.' },
  {
    name: 'react-router-dom',
    importNames: dataRouterOnly,
    message: 'The app renders declarative routes (src/app/router.tsx, useRoutes): data-router APIs would add ~20 kB gzip to the home page and fail in the browser.',
  },
  { name: 'react-toastify', message: 'Use showToast from src/shared/toasts: the toast library loads with the first toast, not with the home page.' },
]

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'data', 'server/drizzle', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': ['error', { zones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: restrictedPaths }],
    },
  },
  // Drizzle only under server/src/repositories and server/src/db (the tests under server/test build their own rows).
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/repositories/**', 'server/src/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: restrictedPaths,
          patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Drizzle is imported only under server/src/repositories and server/src/db: call a repository.' }],
        },
      ],
    },
  },
  // Repositories return kobo: naira is the API's, built by server/src/mappers.
  {
    files: ['server/src/repositories/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: restrictedPaths,
          patterns: [{ group: ['**/src/contract', '**/src/contract/*'], importNames: ['koboToNaira'], message: 'Repositories return kobo: show naira in a mapper (server/src/mappers).' }],
        },
      ],
    },
  },
  // The typed hooks, the lazily loaded toast host, and the test harness (a memory data router, for `router.state`).
  { files: ['src/shared/hooks.ts', 'src/test/render.tsx', 'src/shared/ToastHost.tsx'], rules: { 'no-restricted-imports': 'off' } },
  // The server reads "now" from its one clock (app.clock, server/src/clock), which tests set and advance.
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/clock/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Read the time from the shop\'s clock (app.clock.now(), server/src/clock).' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Read the time from the shop\'s clock (app.clock.now(), server/src/clock).' },
        { selector: "CallExpression[callee.object.name='performance'][callee.property.name='now']", message: 'Read the time from the shop\'s clock (app.clock, server/src/clock).' },
      ],
    },
  },
)
