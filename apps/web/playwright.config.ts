// End-to-end tests against the built app (vite preview) and the reference API, in Debian's chromium.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_API_PORT, E2E_API_URL, E2E_WEB_PORT } from './e2e/ports';

const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];
const dataDir = mkdtempSync(join(tmpdir(), 'pt-e2e-db-'));
// How long the servers may take to start: 60 s, or E2E_SERVER_TIMEOUT_MS on a machine busy with other work.
const serverTimeout = Number(process.env.E2E_SERVER_TIMEOUT_MS) || 60_000;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_WEB_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // The server runs under node directly (not through a package-manager wrapper) so stopping it stops it.
      command: 'node --import tsx ../api/src/main.ts',
      url: `http://127.0.0.1:${E2E_API_PORT}/health`,
      reuseExistingServer: false,
      timeout: serverTimeout,
      env: {
        PORT: String(E2E_API_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        APP_URL: `http://127.0.0.1:${E2E_WEB_PORT}`,
        AUTH_RATE_LIMIT: '10000',
        NODE_ENV: 'test',
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node ./node_modules/vite/bin/vite.js preview --outDir dist-e2e --host 127.0.0.1 --port ${E2E_WEB_PORT} --strictPort`,
      url: `http://127.0.0.1:${E2E_WEB_PORT}/`,
      reuseExistingServer: false,
      timeout: serverTimeout,
      // The preview's CSP allows the API origin it is given (see vite.config.ts).
      env: { VITE_API_BASE_URL: E2E_API_URL },
    },
  ],
});
