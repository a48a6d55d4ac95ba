// Load benchmark (not a test): starts the server on a fresh PGlite data folder on 127.0.0.1 (or on the
// PostgreSQL of BENCH_DATABASE_URL), seeds the demo affiliate and BENCH_USERS verified members, then runs
// autocannon for a bounded time against
//   GET  /api/subscription/plans        (no auth, one read)
//   GET  /api/affiliate/profile/full    (signed in: token check, user and profile reads)
//   POST /api/affiliate/track/click     (a distinct client address per request through X-Forwarded-For and
//                                        TRUST_PROXY=1, so each click is a real write)
//   POST /api/transaction               (a buy of a held symbol: a money write; first all from one member,
//                                        the worst case for a per-member lock, then spread over the members)
//   GET  /api/portfolio/{id}/performance?range=1Y&benchmark=SPY   (the demo investor, Premium: the chart /app draws)
//   GET  /api/portfolio/{id}/overview   (the demo investor: holdings, summary, allocation; absent before 008)
//   GET  /api/transaction/?portfolio_id= (the demo investor's whole list: what /app read before the overview)
// and prints the server's resident memory (VmRSS, and its peak VmHWM) after the runs.
// Usage: pnpm --filter @pt/api-server bench   (BENCH_SECONDS=10, BENCH_CONNECTIONS=10, BENCH_USERS=10,
//        BENCH_ONLY=a comma list of plans, profile, click, buy-one, buy-many, performance, performance-gzip (the same
//        with a browser's Accept-Encoding), overview, transactions
//        to run only those; BENCH_DB_PID=the postmaster's pid adds the database's CPU to the CPU per request;
//        BENCH_API_DIR=another checkout's apps/api to run its server, so before and after run in one go;
//        BENCH_SERVER=dist to run the built server, dist/main.js, as production does;
//        BENCH_CPU_PROF_DIR=a folder for the server's CPU profile, node --cpu-prof)
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { openDb } from '../src/db';
import { hashPassword } from '../src/lib/crypto';

const API_DIR = process.env.BENCH_API_DIR?.trim() || fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const userCount = Number(process.env.BENCH_USERS ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL?.trim() || '';
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((s) => s.trim())) : null;
const PASSWORD = 'bench-password-123';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (a && typeof a === 'object' ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execSync('getconf CLK_TCK').toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** A process's /proc stat fields after its name: [0] state, [1] parent pid, [11] user and [12] system CPU ticks. */
const statFields = (pid: number | string): string[] => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
const cpuTicks = (f: string[]): number => Number(f[11]) + Number(f[12]);

/**
 * CPU time (user + system, ms) used so far by the server process, plus, with BENCH_DB_PID (the PostgreSQL
 * postmaster's pid, for BENCH_DATABASE_URL), by the database server and its backends; from /proc (Linux; null
 * elsewhere). Divided by a run's requests it is the work one request costs, which the machine's load barely
 * changes, unlike req/s.
 */
function cpuMs(pid: number | undefined, part: 'both' | 'database' = 'both'): number | null {
  try {
    let ticks = part === 'both' ? cpuTicks(statFields(pid ?? 'none')) : 0;
    const dbPid = process.env.BENCH_DB_PID;
    if (dbPid) {
      ticks += cpuTicks(statFields(dbPid));
      for (const p of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
        try {
          const f = statFields(p);
          if (f[1] === dbPid) ticks += cpuTicks(f);
        } catch {
          // ended meanwhile
        }
      }
    }
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** BENCH_SERVER=dist runs the built server (`pnpm --filter @pt/api-server build`) as production does, without tsx. */
const builtServer = process.env.BENCH_SERVER === 'dist';
/** The flags `start:dist` in package.json and docs/deploy.md run the built server with. */
const DIST_NODE_FLAGS = (process.env.BENCH_NODE_FLAGS ?? '--max-semi-space-size=2 --no-liftoff').split(' ').filter(Boolean);

function run(script: 'main' | 'seedDemo', env: NodeJS.ProcessEnv): ChildProcess {
  // BENCH_CPU_PROF_DIR: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = script === 'main' && process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : [];
  const args = builtServer ? [...DIST_NODE_FLAGS, ...profile, `dist/${script}.js`] : [...profile, '--import', 'tsx', `src/${script}.ts`];
  return spawn(process.execPath, args, { cwd: API_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Verified members written straight into the database before the server starts (PGlite allows one process per folder). */
async function seedMembers(dataDir: string): Promise<string[]> {
  const db = await openDb(databaseUrl ? { databaseUrl } : { dataDir });
  const hash = await hashPassword(PASSWORD);
  const emails: string[] = [];
  for (let i = 0; i < userCount; i++) {
    const email = `bench-${i}@portfoliotracker.local`;
    await db.query(`INSERT INTO users (email, full_name, password_hash, email_verified) VALUES ($1, $2, $3, true) ON CONFLICT DO NOTHING`, [email, `Bench ${i}`, hash]);
    emails.push(email);
  }
  await db.close();
  return emails;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pt-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', JWT_SECRET: 'bench-secret', AUTH_RATE_LIMIT: '1000', TRUST_PROXY: '1',
    // Production needs an SMTP server since the outbox (main); nothing listens there, the runs send no mail.
    SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'Bench <bench@portfoliotracker.local>' };
  await new Promise<void>((resolve, reject) => run('seedDemo', env).once('exit', (c) => (c === 0 ? resolve() : reject(new Error(`seed exited ${c}`)))));
  const emails = await seedMembers(dataDir);
  // NODE_ENV=production keeps the per-request log lines realistic (they still print; silence stdout).
  const server = run('main', env);
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
    const signIn = async (email: string, password: string): Promise<string> => {
      const r = await fetch(`${base}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
      if (!r.ok) throw new Error(`sign-in of ${email}: ${r.status}`);
      return ((await r.json()) as { token: string }).token;
    };
    const token = await signIn('affiliate@portfoliotracker.local', 'affiliate-password-123');
    const links = (await (await fetch(`${base}/api/affiliate/links`, { headers: { authorization: `Bearer ${token}` } })).json()) as { id: string; is_active: boolean }[];
    const link = links.find((l) => l.is_active);
    if (!link) throw new Error('no active demo link');

    // Each member: a portfolio holding one AAPL share, so every benchmarked buy adds to a held symbol.
    const members: { token: string; portfolioId: string }[] = [];
    for (const email of emails) {
      const t = await signIn(email, PASSWORD);
      const auth = { authorization: `Bearer ${t}`, 'content-type': 'application/json' };
      const p = (await (await fetch(`${base}/api/portfolio`, { method: 'POST', headers: auth, body: JSON.stringify({ name: 'Bench' }) })).json()) as { id: string };
      const first = await fetch(`${base}/api/transaction`, { method: 'POST', headers: auth, body: JSON.stringify({ portfolio_id: p.id, symbol: 'AAPL', type: 'buy', quantity: 1, price: 100 }) });
      if (first.status !== 201) throw new Error(`first buy: ${first.status}`);
      members.push({ token: t, portfolioId: p.id });
    }

    const measure = async (name: string, load: () => Promise<Result>) => {
      const cpuBefore = cpuMs(server.pid);
      const dbBefore = cpuMs(server.pid, 'database');
      const r = await load();
      const cpuAfter = cpuMs(server.pid);
      const dbAfter = cpuMs(server.pid, 'database');
      const done = r['2xx'] + r.non2xx;
      const perReq = (a: number | null, b: number | null) => (a === null || b === null ? '?' : ((b - a) / done).toFixed(2));
      const cpu = cpuBefore === null || cpuAfter === null || !done ? ''
        : `, CPU ${perReq(cpuBefore, cpuAfter)} ms/req${process.env.BENCH_DB_PID ? ` (server + database; the database ${perReq(dbBefore, dbAfter)})` : ''}`;
      console.log(
        `${name}: ${r.requests.average.toFixed(0)} req/s avg, latency p50 ${r.latency.p50} ms / p99 ${r.latency.p99} ms / max ${r.latency.max} ms, ` +
          `${done ? (r.throughput.total / done / 1024).toFixed(1) : '?'} KB/response, ` +
          `${r['2xx']} 2xx, ${r.non2xx} non-2xx, ${r.errors} errors${cpu} (${connections} connections, ${seconds} s, load ${loadavg()[0]?.toFixed(1)})`,
      );
    };
    const wanted = (name: string) => !only || only.has(name);
    if (wanted('plans')) await measure('GET /api/subscription/plans', () => autocannon({ url: `${base}/api/subscription/plans`, connections, duration: seconds }));
    if (wanted('profile')) {
      await measure('GET /api/affiliate/profile/full (signed in)', () => autocannon({ url: `${base}/api/affiliate/profile/full`, connections, duration: seconds, headers: { authorization: `Bearer ${token}` } }));
    }
    if (wanted('click')) {
      let n = 0;
      const body = JSON.stringify({ link_id: link.id });
      await measure('POST /api/affiliate/track/click', () =>
        autocannon({
          url: base, connections, duration: seconds,
          requests: [{ method: 'POST', path: '/api/affiliate/track/click', body, setupRequest: (req) => ({ ...req, headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}` } }) }],
        }),
      );
      const after = (await (await fetch(`${base}/api/affiliate/profile/full`, { headers: { authorization: `Bearer ${token}` } })).json()) as { total_clicks: number };
      console.log(`clicks recorded by the affiliate profile after the run: ${after.total_clicks}`);
    }
    const buys = (spread: number) => {
      let n = 0;
      return autocannon({
        url: base, connections, duration: seconds,
        requests: [{
          method: 'POST', path: '/api/transaction',
          setupRequest: (req) => {
            const m = members[n++ % spread] as { token: string; portfolioId: string };
            return { ...req, headers: { 'content-type': 'application/json', authorization: `Bearer ${m.token}` }, body: JSON.stringify({ portfolio_id: m.portfolioId, symbol: 'AAPL', type: 'buy', quantity: 1, price: 100 }) };
          },
        }],
      });
    };
    if (wanted('buy-one')) await measure('POST /api/transaction (one member)', () => buys(1));
    if (wanted('buy-many')) await measure(`POST /api/transaction (${members.length} members)`, () => buys(members.length));

    // The demo investor (Premium, 'Core holdings'): what /app asks for.
    if (wanted('performance') || wanted('performance-gzip') || wanted('overview') || wanted('transactions')) {
      const investor = await signIn('investor@portfoliotracker.local', 'investor-password-123');
      const headers = { authorization: `Bearer ${investor}` };
      const portfolios = (await (await fetch(`${base}/api/portfolio`, { headers })).json()) as { id: string; name: string }[];
      const core = portfolios.find((p) => p.name === 'Core holdings') ?? portfolios[0];
      if (!core) throw new Error('no demo investor portfolio');
      const get = (name: string, path: string) => measure(name, () => autocannon({ url: `${base}${path}`, connections, duration: seconds, headers }));
      if (wanted('performance')) await get('GET /api/portfolio/{id}/performance?range=1Y&benchmark=SPY (demo investor)', `/api/portfolio/${core.id}/performance?range=1Y&benchmark=SPY`);
      // The same call as a browser sends it (it always accepts gzip); autocannon does not decompress, it counts the bytes.
      if (wanted('performance-gzip')) {
        await measure('GET /api/portfolio/{id}/performance?range=1Y&benchmark=SPY (demo investor, Accept-Encoding: gzip, deflate, br)', () =>
          autocannon({ url: `${base}/api/portfolio/${core.id}/performance?range=1Y&benchmark=SPY`, connections, duration: seconds, headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' } }));
      }
      if (wanted('overview')) await get('GET /api/portfolio/{id}/overview (demo investor)', `/api/portfolio/${core.id}/overview`);
      if (wanted('transactions')) await get('GET /api/transaction/?portfolio_id= (demo investor, every row)', `/api/transaction/?portfolio_id=${core.id}`);
    }
    const memory = (field: string) => {
      try {
        const kb = Number(/(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(field)) ?? '')?.[1]);
        return Number.isFinite(kb) ? `${(kb / 1024).toFixed(0)} MB` : '?';
      } catch {
        return '?';
      }
    };
    console.log(`server resident memory after the runs: ${memory('VmRSS:')} (peak ${memory('VmHWM:')}; ${databaseUrl ? 'PostgreSQL' : 'PGlite'})`);
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
