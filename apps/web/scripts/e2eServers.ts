// The reference API (PGlite in a fresh folder, with the demo seed) and the e2e build's preview on
// the end-to-end ports (e2e/ports.ts), for the scripts that measure the built app: the performance
// gate (lighthouse.ts) and the overview benchmark (benchOverview.ts). Each server runs under node
// directly, so stopping it stops it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_INVESTOR } from '../../api/src/seedDemoInvestor';
import { E2E_API_PORT, E2E_API_URL, E2E_WEB_PORT } from '../e2e/ports';

const webRoot = resolve(import.meta.dirname, '..');
const vite = join(webRoot, 'node_modules/vite/bin/vite.js');

function start(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(command, args, { cwd: webRoot, env: { ...process.env, ...env }, stdio: 'ignore' });
}

export async function waitFor(url: string) {
  for (let i = 0; i < 240; i++) {
    try { if ((await fetch(url)).ok) return; } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

/** A `vite preview` of a build folder (`dist-e2e`, `dist-stock`) on `port`. */
export function preview(outDir: string, port: number): ChildProcess {
  return start(process.execPath, [vite, 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'], { VITE_API_BASE_URL: E2E_API_URL });
}

/** Seeds the demo data, starts the API and the e2e build's preview, and waits for both. */
export async function startE2eServers(): Promise<{ servers: ChildProcess[]; stop: () => void }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pt-measure-db-'));
  // The demo investor and their portfolio, in the database before the API opens it (PGlite: one process).
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', '../api/src/seedDemo.ts'], { cwd: webRoot, env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' }, stdio: 'inherit' });
  if (seeded.status !== 0) throw new Error('the demo seed failed');
  const servers = [
    start(process.execPath, ['--import', 'tsx', '../api/src/main.ts'], {
      PORT: String(E2E_API_PORT), DATA_DIR: dataDir, APP_URL: `http://127.0.0.1:${E2E_WEB_PORT}`, NODE_ENV: 'test',
    }),
    preview('dist-e2e', E2E_WEB_PORT),
  ];
  const stop = () => { for (const s of servers) s.kill('SIGTERM'); };
  try {
    await Promise.all([`http://127.0.0.1:${E2E_API_PORT}/health`, `http://127.0.0.1:${E2E_WEB_PORT}/`].map(waitFor));
  } catch (error) {
    stop();
    throw error;
  }
  return { servers, stop };
}

export interface Session { token: string; refresh_token: string; user: unknown }

/** Signs the demo investor in through the API (the session goes into the browser, never into a log). */
export async function signInDemoInvestor(): Promise<Session> {
  const res = await fetch(`${E2E_API_URL}/api/auth/signin`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_INVESTOR.email, password: DEMO_INVESTOR.password }),
  });
  if (!res.ok) throw new Error(`the demo investor could not sign in: HTTP ${res.status}`);
  return (await res.json()) as Session;
}
