// Lighthouse (mobile defaults, Debian chromium) on /, /signin, /payment-demo and, signed in as the
// demo investor with a seeded portfolio, /app of the production build (as a member who has just
// signed in opens it: the sign-in page's files cached, the workspace's not; LIGHTHOUSE_COLD=1
// measures it from an empty cache instead), median of 3 runs each,
// beside a stock build of the same landing page
// (plain `vite build`: no prerendering). Fails when a figure misses its threshold. Prints total
// blocking time beside it, with every run's figure (what moves the performance score from run to
// run here) and the host's CPU benchmark. For a look at one page:
// LIGHTHOUSE_PAGES=/ LIGHTHOUSE_RUNS=6 LIGHTHOUSE_VERBOSE=1 (every run's figures), LIGHTHOUSE_REPORT_DIR=<dir>
// (every run's full report as JSON).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../../../packages/api/src/consent/parseConsent';
import { DEMO_INVESTOR } from '../../api/src/seedDemoInvestor';
import { E2E_API_PORT, E2E_API_URL, E2E_WEB_PORT } from '../e2e/ports';

const STOCK_PORT = E2E_WEB_PORT + 10;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/signin,/payment-demo,/app').split(',');
/** Pages measured signed in: the demo investor (Premium, a portfolio of 8 holdings and 33 trades over two years). */
const SIGNED_IN_PAGES = new Set(['/app', '/app/transactions']);
// The gates: performance 95, accessibility 100, best practices 95, layout shift 0.02. Prerendered
// pages inline the CSS and start their hydration scripts after the first contentful paint
// (src/boot/startAfterFirstPaint.ts), so the simulated LCP does not count them, and hydration is a
// transition in slices (entry-client.tsx), not one long task. Clean-clone CI runs on these 2-core
// machines give 96-100 on /, /signin and /payment-demo. The workspace overview (/app) gets a shell
// that preloads its chunks (scripts/prerender.ts), waits for them before its first render so that
// it paints with its content (src/routes/lazyRoute.tsx), renders its data as they arrive in a
// transition (WorkspaceOverviewPage.tsx) and draws its chart once near the viewport: 96-97 on a
// busy 2-core host. Blocking time grows with the host's load, so run this alone.
const THRESHOLDS = { performance: 95, accessibility: 100, bestPractices: 95, cls: 0.02 };
const webRoot = resolve(import.meta.dirname, '..');

interface Figures { performance: number; accessibility: number; bestPractices: number; cls: number; lcpMs: number; tbtMs: number }
/** A page's medians, with every run's blocking time and Lighthouse's CPU benchmark of this host. */
interface Measured extends Figures { tbtRunsMs: number[]; benchmarkIndex: number }

function start(command: string, args: string[], cwd: string, env: Record<string, string> = {}): ChildProcess {
  return spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'ignore' });
}

async function waitFor(url: string) {
  for (let i = 0; i < 120; i++) {
    try { if ((await fetch(url)).ok) return; } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Session { token: string; refresh_token: string; user: unknown }

/** Signs the demo investor in through the API (the session goes into the browser, never into a log). */
async function signInDemoInvestor(): Promise<Session> {
  const res = await fetch(`${E2E_API_URL}/api/auth/signin`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_INVESTOR.email, password: DEMO_INVESTOR.password }),
  });
  if (!res.ok) throw new Error(`the demo investor could not sign in: HTTP ${res.status}`);
  return (await res.json()) as Session;
}

/**
 * Makes the browser Lighthouse then drives that of a member who has just signed in: the HTTP cache
 * emptied, then the sign-in page loaded (its files are in the cache, as after signing in; the
 * signed-in page's own are not), then the session put where the app reads it (local storage, as
 * the SDK stores it after sign-in) with a cookie choice (a member has made one). Lighthouse runs
 * with disableStorageReset so it keeps them; every run starts from the same state.
 */
async function storeSession(browser: Browser, origin: string, session: Session) {
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    // The disk cache, then the renderer's memory cache (turning the cache off evicts it), as
    // Lighthouse itself does when it resets storage.
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.detach();
    // Signed out while on the sign-in page (the previous run left a session): a file of the
    // origin first, to clear its storage without running the app.
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate(() => { localStorage.clear(); });
    // The sign-in page asks for its scripts after its first paint: wait until they have arrived.
    await page.goto(`${origin}/signin`, { waitUntil: 'networkidle0' });
    await page.evaluate((entries) => { for (const [key, value] of entries) localStorage.setItem(key, value); }, [
      ['auth_token', session.token],
      ['refresh_token', session.refresh_token],
      ['user_data', JSON.stringify(session.user)],
      [CONSENT_STORAGE_KEY, JSON.stringify({ version: CONSENT_VERSION, essential: true, analytics: false, marketing: false, timestamp: new Date().toISOString() })],
    ] as Array<[string, string]>);
  } finally {
    await page.close();
  }
}

async function measure(url: string, port: number, prepare?: () => Promise<void>): Promise<Measured> {
  const runs: Figures[] = [];
  const benchmarks: number[] = [];
  // A run Lighthouse could not complete (its trace failed: NO_NAVSTART on a busy host) scores 0
  // everywhere and measures nothing; it is run again, as Lighthouse's error says, up to this many times.
  let repeatsLeft = RUNS;
  for (let i = 0; i < RUNS; i++) {
    await prepare?.();
    const result = await lighthouse(url, {
      port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'], disableStorageReset: Boolean(prepare) && !process.env.LIGHTHOUSE_COLD,
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      // <web port>-<path>-<run>.json: the stock build's landing has the same path on another port.
      const { port: pagePort, pathname } = new URL(url);
      const name = `${pagePort}-${pathname.replace(/\W+/g, '_').replace(/^_+|_+$/g, '') || 'root'}-${i + 1}.json`;
      writeFileSync(join(process.env.LIGHTHOUSE_REPORT_DIR, name), JSON.stringify(result.lhr));
    }
    if (result.lhr.runtimeError) {
      console.log(`${url} run ${i + 1}: ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
      if (repeatsLeft > 0) { repeatsLeft -= 1; i -= 1; continue; }
    }
    const { categories, audits } = result.lhr;
    runs.push({
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
      cls: audits['cumulative-layout-shift']?.numericValue ?? 1,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
      tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
    });
    benchmarks.push(result.lhr.environment.benchmarkIndex);
    if (process.env.LIGHTHOUSE_VERBOSE) console.log(url, runs.at(-1));
  }
  return {
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
    bestPractices: median(runs.map((r) => r.bestPractices)),
    cls: median(runs.map((r) => r.cls)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    tbtRunsMs: runs.map((r) => Math.round(r.tbtMs)),
    benchmarkIndex: median(benchmarks),
  };
}

const vite = join(webRoot, 'node_modules/vite/bin/vite.js');
const dataDir = mkdtempSync(join(tmpdir(), 'pt-lh-db-'));
// The demo investor and their portfolio, in the database before the API opens it (PGlite: one process).
const seeded = spawnSync(process.execPath, ['--import', 'tsx', '../api/src/seedDemo.ts'], { cwd: webRoot, env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' }, stdio: 'inherit' });
if (seeded.status !== 0) throw new Error('the demo seed failed');
const servers = [
  start(process.execPath, ['--import', 'tsx', '../api/src/main.ts'], webRoot, {
    PORT: String(E2E_API_PORT), DATA_DIR: dataDir, APP_URL: `http://127.0.0.1:${E2E_WEB_PORT}`, NODE_ENV: 'test',
  }),
  start(process.execPath, [vite, 'preview', '--outDir', 'dist-e2e', '--port', String(E2E_WEB_PORT), '--strictPort'], webRoot, { VITE_API_BASE_URL: E2E_API_URL }),
  start(process.execPath, [vite, 'preview', '--outDir', 'dist-stock', '--port', String(STOCK_PORT), '--strictPort'], webRoot, { VITE_API_BASE_URL: E2E_API_URL }),
];
let failed = 0;
try {
  await Promise.all([`http://127.0.0.1:${E2E_API_PORT}/health`, `http://127.0.0.1:${E2E_WEB_PORT}/`, `http://127.0.0.1:${STOCK_PORT}/`].map(waitFor));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const origin = `http://127.0.0.1:${E2E_WEB_PORT}`;
    const session = PAGES.some((p) => SIGNED_IN_PAGES.has(p)) ? await signInDemoInvestor() : null;
    const rows: Array<[string, Measured]> = [];
    for (const page of PAGES) {
      const prepare = session && SIGNED_IN_PAGES.has(page) ? () => storeSession(browser, origin, session) : undefined;
      rows.push([prepare ? `${page} (signed in)` : page, await measure(`${origin}${page}`, chrome.port, prepare)]);
    }
    rows.push(['/ (stock Vite build)', await measure(`http://127.0.0.1:${STOCK_PORT}/`, chrome.port)]);
    console.log(`\nLighthouse, mobile defaults, median of ${RUNS}:`);
    console.log('page                    perf  a11y  best-pr   CLS     LCP      TBT        TBT of each run');
    for (const [name, f] of rows) {
      const gated = !name.includes('stock');
      const ok = !gated || (f.performance >= THRESHOLDS.performance && f.cls <= THRESHOLDS.cls
        && f.accessibility >= THRESHOLDS.accessibility && f.bestPractices >= THRESHOLDS.bestPractices);
      if (!ok) failed++;
      const verdict = !gated ? '(cmp)' : ok ? 'ok' : 'FAIL';
      console.log(`${name.padEnd(22)} ${String(f.performance).padStart(5)} ${String(f.accessibility).padStart(5)} ${String(f.bestPractices).padStart(8)} ${f.cls.toFixed(3).padStart(7)} ${(f.lcpMs / 1000).toFixed(2).padStart(6)} s ${String(Math.round(f.tbtMs)).padStart(5)} ms ${verdict.padEnd(4)}  ${f.tbtRunsMs.join(' / ')} ms`);
    }
    // The 4x CPU slowdown applies to whatever host runs it: a slower host (lower index) gets longer
    // tasks and more blocking time. Printed so that figures from different machines can be compared.
    console.log(`Lighthouse's CPU benchmark of this host (benchmarkIndex, median): ${Math.round(median(rows.map(([, f]) => f.benchmarkIndex)))}`);
    console.log(`lighthouse: ${PAGES.length - failed} passed, ${failed} failed`);
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
} finally {
  for (const s of servers) s.kill('SIGTERM');
}
process.exit(failed ? 1 : 0);
