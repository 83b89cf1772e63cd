import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { readdirSync } from 'node:fs'

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const routeModules = readdirSync('server/src/routes').filter((name) => name !== 'index.ts')

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
  // The server's layers: routes parse and reply, actions decide, repositories read and write rows; never back.
  { target: './server/src/actions', from: './server/src/routes', message: 'Actions never import routes: routes call actions.' },
  {
    target: './server/src/repositories',
    from: ['./server/src/routes', './server/src/actions', './server/src/plugins', './server/src/refusal.ts', './server/src/permissions.ts'],
    message: 'Repositories only read and write rows and return results: no routes, actions, plugins, refusals or permissions.',
  },
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
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-redux', importNames: ['useDispatch', 'useSelector'], message: 'Use useAppDispatch / useAppSelector from src/shared/hooks.' },
            { name: 'redux-persist/lib/storage', message: 'Blank page under Vite 8: use src/shared/persistStorage.' },
            {
              name: 'react-router-dom',
              importNames: dataRouterOnly,
              message: 'The app renders declarative routes (src/app/router.tsx, useRoutes): data-router APIs would add ~20 kB gzip to the home page and fail in the browser.',
            },
            { name: 'react-toastify', message: 'Use showToast from src/shared/toasts: the toast library loads with the first toast, not with the home page.' },
          ],
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
