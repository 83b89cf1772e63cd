/** @jest-config-loader esbuild-register */
import type { Config } from 'jest'

// PGlite loads Node built-ins with dynamic import(), which Jest's VM allows only with this flag:
// `npm test` passes it; this passes it on to the workers of a bare `npx jest` as well.
if (!process.env.NODE_OPTIONS?.includes('--experimental-vm-modules')) {
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings=ExperimentalWarning`.trim()
}

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
] as const

// ESM-only packages and modules (.mjs, msw's dependencies, marked) Jest must compile to CommonJS
// (Node 20's require(esm) is not Jest's).
const transformIgnorePatterns = ['/node_modules/(?!(cookie|until-async|marked)/)(?!.*\\.mjs$)']

const config: Config = {
  // Opening an embedded database takes 3 to 5 s, and 20 s or more on a busy 2-core machine (a loaded CI runner):
  // hooks and tests get room. A test that hangs still fails, later.
  testTimeout: 40_000,
  // Two test files at a time: Jest's default is a core less than the machine has, one on CI's two cores, which left
  // the second idle while a server suite ran PGlite in its worker. Measured on the two cores: npm test 752 → 462 s,
  // the server suites on PostgreSQL 417 → 278 s, every test passing.
  maxWorkers: 2,
  // A hook that timed out leaves what it was opening (a server, a database) open after the run: the run still ends
  // (and reports the failure) instead of waiting for CI's limit.
  forceExit: true,
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/src'],
      transform: { '^.+\\.(t|m?j)sx?$': swc as never },
      transformIgnorePatterns,
      setupFiles: ['<rootDir>/src/test/env.ts', '<rootDir>/src/test/cookieJar.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
      globalSetup: '<rootDir>/server/test/webGlobalSetup.ts',
      globalTeardown: '<rootDir>/server/test/webGlobalTeardown.ts',
      moduleNameMapper: { '\\.(css|png|jpg|svg|webp)$': '<rootDir>/src/test/fileStub.ts' },
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/src/test/'],
      testEnvironmentOptions: { customExportConditions: [''] },
    } as Config,
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      transform: { '^.+\\.(t|m?j)sx?$': swc as never },
      transformIgnorePatterns,
      globalSetup: '<rootDir>/server/test/globalSetup.ts',
      globalTeardown: '<rootDir>/server/test/globalTeardown.ts',
    },
  ],
}

export default config
