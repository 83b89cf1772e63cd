import { mkdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { e2ePort, phoneStandInControl, standInPort } from './e2e/standInPorts'

// The built app on the real server, a fresh embedded database and the sandbox payment gateway.
const port = e2ePort

/** An empty directory at `dir`, whatever the last run left there. */
function emptyDir(dir: string): string {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  return dir
}

// The run's database: one directory per port, emptied when a run starts, so runs leave one behind, not one each. The
// workers load this file again and keep the runner's (they inherit its environment).
const dataDir = (process.env.GLOW_E2E_DATA_DIR ??= emptyDir(path.join(os.tmpdir(), `glow-e2e-${port}`)))
const phonePort = standInPort(port)

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
  webServer: [
    {
      command: 'npx tsx server/test/phoneStandIns.ts',
      url: `${phoneStandInControl(port)}/received`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { STAND_IN_PORT: String(phonePort), SHOP_URL: `http://127.0.0.1:${port}` },
    },
    {
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
        // Phone messages go to the stand-ins (only where a client agreed to them).
        TERMII_API_KEY: 'TL_test_api_key',
        TERMII_SECRET_KEY: 'TL_test_secret_key',
        TERMII_SENDER_ID: 'GlowBeauty',
        TERMII_BASE_URL: `http://127.0.0.1:${phonePort}`,
        WHATSAPP_TOKEN: 'EAAG_test_token',
        WHATSAPP_PHONE_NUMBER_ID: '109876543210',
        WHATSAPP_APP_SECRET: 'meta_test_app_secret',
        WHATSAPP_API_URL: `http://127.0.0.1:${phonePort + 1}`,
      },
    },
  ],
})
