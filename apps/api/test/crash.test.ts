// Crash safety: SIGKILL the server during a burst of writes, restart it on the same data folder,
// and every write that was acknowledged (201) must be there.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'pt-crash-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

async function start(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test', AUTH_RATE_LIMIT: '1000' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/health`);
      if (r.ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

async function signIn(base: string): Promise<string> {
  const r = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@portfoliotracker.local', password: 'admin-password-123' }),
  });
  return ((await r.json()) as { token: string }).token;
}

it('acknowledged writes survive SIGKILL', { timeout: 120_000 }, async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const first = await start(port);
  const token = await signIn(base);
  const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const portfolio = (await (await fetch(`${base}/api/portfolio/`, { method: 'POST', headers: auth, body: JSON.stringify({ name: 'crash' }) })).json()) as { id: string };
  const acked: string[] = [];
  let stop = false;
  let n = 0;
  const worker = async () => {
    while (!stop) {
      const quantity = ++n;
      try {
        const r = await fetch(`${base}/api/transaction/`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ portfolio_id: portfolio.id, symbol: 'AAPL', type: 'buy', quantity, price: 100 }),
        });
        if (r.status === 201) acked.push(((await r.json()) as { id: string }).id);
        else if (!stop) throw new Error(`unexpected status ${r.status}`);
      } catch {
        return; // the server died mid-request: not acknowledged
      }
    }
  };
  const workers = Array.from({ length: 8 }, worker);
  const until = Date.now() + 30_000;
  while (acked.length < 150 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  first.kill('SIGKILL'); // during the burst, with requests in flight
  await new Promise((r) => first.once('exit', r));
  stop = true;
  await Promise.all(workers);
  expect(acked.length).toBeGreaterThanOrEqual(150);

  await start(port);
  const token2 = await signIn(base);
  const list = (await (await fetch(`${base}/api/transaction/`, { headers: { authorization: `Bearer ${token2}` } })).json()) as { id: string }[];
  const stored = new Set(list.map((p) => p.id));
  const lost = acked.filter((a) => !stored.has(a));
  expect(lost).toEqual([]);
  // A write after the restart works too.
  const r = await fetch(`${base}/api/portfolio/`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token2}` }, body: JSON.stringify({ name: 'after-restart' }) });
  expect(r.status).toBe(201);
});
