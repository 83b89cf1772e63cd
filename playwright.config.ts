import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'

// The built app on the real server, a fresh embedded database and the sandbox payment gateway.
const port = Number(process.env.E2E_PORT ?? 3210)
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'glow-e2e-'))

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // This closed network: no background connections, or Chromium stalls.
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
}

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: 'off',
    // The service worker keeps pages between tests' visits: only e2e/offline.spec.ts lets it run.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true } },
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: 'npx tsx server/src/server.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      DATABASE_URL: '',
      PAYSTACK_SECRET_KEY: '',
      // Every simulated shopper comes from 127.0.0.1; the limits themselves are tested in server/test.
      AUTH_REQUESTS_PER_MINUTE: '10000',
      LOGIN_FAILURES_PER_ADDRESS: '10000',
      BOOKINGS_PER_HOUR: '10000',
    },
  },
})
