// Load benchmark (not a test): starts the server on a fresh PGlite data folder on 127.0.0.1,
// seeds the demo affiliate, then runs autocannon for a bounded time against
//   GET  /api/subscription/plans
//   POST /api/affiliate/track/click   (a distinct user agent per request, so each click is a real write)
// Usage: pnpm --filter @pt/api-server bench   (BENCH_SECONDS=10, BENCH_CONNECTIONS=10)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (a && typeof a === 'object' ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

function run(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: API_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pt-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', JWT_SECRET: 'bench-secret', AUTH_RATE_LIMIT: '1000' };
  await new Promise<void>((resolve, reject) => run(['src/seedDemo.ts'], env).once('exit', (c) => (c === 0 ? resolve() : reject(new Error(`seed exited ${c}`)))));
  // NODE_ENV=production keeps the per-request log lines realistic (they still print; silence stdout).
  const server = run(['src/main.ts'], env);
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/health`)).ok) break;
      } catch {
        /* starting */
      }
      if (i > 200) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    const signin = await fetch(`${base}/api/auth/signin`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'affiliate@portfoliotracker.local', password: 'affiliate-password-123' }),
    });
    const { token } = (await signin.json()) as { token: string };
    const links = (await (await fetch(`${base}/api/affiliate/links`, { headers: { authorization: `Bearer ${token}` } })).json()) as { id: string; is_active: boolean }[];
    const link = links.find((l) => l.is_active);
    if (!link) throw new Error('no active demo link');

    const report = (name: string, r: Result) =>
      console.log(
        `${name}: ${r.requests.average.toFixed(0)} req/s avg, latency p50 ${r.latency.p50} ms / p99 ${r.latency.p99} ms, ` +
          `${r['2xx']} 2xx, ${r.non2xx} non-2xx, ${r.errors} errors (${connections} connections, ${seconds} s)`,
      );
    report('GET /api/subscription/plans', await autocannon({ url: `${base}/api/subscription/plans`, connections, duration: seconds }));
    let n = 0;
    const body = JSON.stringify({ link_id: link.id });
    report(
      'POST /api/affiliate/track/click',
      await autocannon({
        url: base, connections, duration: seconds,
        requests: [{ method: 'POST', path: '/api/affiliate/track/click', body, setupRequest: (req) => ({ ...req, headers: { 'content-type': 'application/json', 'user-agent': `bench-${n++}` } }) }],
      }),
    );
    const after = (await (await fetch(`${base}/api/affiliate/profile/full`, { headers: { authorization: `Bearer ${token}` } })).json()) as { total_clicks: number };
    console.log(`clicks recorded by the affiliate profile after the run: ${after.total_clicks}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
