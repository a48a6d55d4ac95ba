// End-to-end tests against the built app (vite preview) and the reference API, in Debian's chromium.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from '../../tooling/chromium';
import { E2E_API_PORT, E2E_API_URL, E2E_MODEL_PORT, E2E_SMTP_PORT, E2E_SMTP_READ_URL, E2E_WEB_PORT } from './e2e/ports';

const dataDir = mkdtempSync(join(tmpdir(), 'pt-e2e-db-'));
const desktop = { ...devices['Desktop Chrome'], channel: undefined };
/** Specs that change the server for every member while they run (see projects). */
const SERVER_WIDE_SPECS = /(markets|affiliateMoney)\.spec\.ts$/;
// How long the servers may take to start: 120 s (a cold PGlite migrates every file first), or E2E_SERVER_TIMEOUT_MS.
const serverTimeout = Number(process.env.E2E_SERVER_TIMEOUT_MS) || 120_000;

export default defineConfig({
  testDir: './e2e',
  // Spec files run in two workers at once against the one API and preview server; the tests of a
  // file stay in order in one worker (several build on the one before). Every test makes its own
  // members (helpers/accounts.ts: newUser is unique per worker), so workers share no data but the
  // admin's queue, whose counts a test reads only as having moved by its own decisions. Two, not
  // more: each worker drives a chromium beside the API and the preview on 2 cores.
  // E2E_WORKERS=1 runs them one at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_WEB_PORT}`,
    // A failed test runs once more with a trace (CI retries once). Recording one for every test
    // kept the browser busy (keyboard.spec: the browser, its GPU process and the runner used 228 s of
    // CPU with traces, 87 s without).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: testChromiumPath(), args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: desktop, testIgnore: SERVER_WIDE_SPECS },
    // Specs that switch something for the whole server run after the others, one at a time:
    // markets.spec.ts turns on the sample provider's simulated outage (every member's quotes go
    // stale), affiliateMoney.spec.ts moves the server's clock 31 days (every session expires). A
    // failure in the others skips them (Playwright skips a project whose dependency failed).
    { name: 'server-wide', use: desktop, testMatch: SERVER_WIDE_SPECS, dependencies: ['chromium'], workers: 1 },
  ],
  webServer: [
    {
      // The mail relay: a real SMTP server the API sends to; specs read what arrived at E2E_SMTP_READ_URL.
      command: 'node --import tsx ../api/scripts/e2eSmtpSink.ts',
      url: `${E2E_SMTP_READ_URL}/messages`,
      reuseExistingServer: false,
      timeout: serverTimeout,
      env: { SMTP_SINK_PORT: String(E2E_SMTP_PORT), SMTP_SINK_HTTP_PORT: new URL(E2E_SMTP_READ_URL).port },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The assistant's model: a local server that speaks the OpenAI chat completions API and streams.
      command: 'node --import tsx ../api/scripts/e2eFakeModel.ts',
      port: E2E_MODEL_PORT,
      reuseExistingServer: false,
      timeout: serverTimeout,
      env: { FAKE_MODEL_PORT: String(E2E_MODEL_PORT), FAKE_MODEL_API_KEY: 'sk-e2e' },
      stdout: 'ignore',
      stderr: 'pipe',
    },
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
        // Real mail over SMTP (the dev mailbox still lists it outside production) and the assistant on a model.
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        MAIL_FROM: 'Portfolio Tracker <no-reply@portfoliotracker.test>',
        MAIL_POLL_MS: '250',
        ASSISTANT_MODEL_BASE_URL: `http://127.0.0.1:${E2E_MODEL_PORT}/v1`,
        ASSISTANT_MODEL: 'fake-model-e2e',
        ASSISTANT_MODEL_API_KEY: 'sk-e2e',
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
